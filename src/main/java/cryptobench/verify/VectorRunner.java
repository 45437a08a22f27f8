package cryptobench.verify;

import cryptobench.check.*;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.sign.JcaKem;
import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.KeySpec;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.PSSParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.security.spec.XECPrivateKeySpec;
import java.security.spec.XECPublicKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.KeyAgreement;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Runs one Wycheproof file against one provider, as Wycheproof's own Java harness did: a refusal
 * at initialisation or key decoding is "not offered" (a valid vector's IV length or key size the
 * provider does not take), a valid vector must give the expected output, an invalid one must be
 * refused (an exception from the JCA's checked family, or {@code verify} false), and an
 * "acceptable" one is reported either way. A valid vector refused by a provider that passed no
 * valid vector of the file counts as not offered; a {@link RuntimeException} is a failure, except the
 * {@link IllegalStateException} that {@code KeyAgreement.doPhase} and {@code generateSecret} declare.
 */
public final class VectorRunner {

    /** At most this many failures of one file and provider are kept with their reproducers; the rest are counted. */
    static final int KEPT_FAILURES = 10;

    /**
     * What one file gave.
     *
     * @param tally    the counts
     * @param failures the first failures, with their reproducers
     * @param omitted  failures beyond those
     */
    public record Result(Tally tally, List<Failure> failures, int omitted) {
    }

    /** How a provider treated one vector. */
    enum Got {
        /** Accepted it and gave the expected output. */
        RIGHT,
        /** Accepted it and gave another output (or accepted an invalid one). */
        WRONG,
        /** Refused it during the operation. */
        REJECTED,
        /** Refused at set-up: the parameters are not offered. */
        NOT_OFFERED,
        /** Threw an unchecked exception. */
        WRONG_EXCEPTION
    }

    private record Answer(Got got, String detail) {
        static Answer of(Got got) {
            return new Answer(got, "");
        }
    }

    private static final HexFormat HEX = HexFormat.of();

    private final String name;
    private final VectorFile file;

    public VectorRunner(String name, VectorFile file) {
        this.name = name;
        this.file = file;
    }

    /** Runs the file; a provider that offers none of its algorithm's services gets a tally of "not offered" with the reason. */
    public Result run() {
        String unavailable = unavailable();
        JsonNode root = file.read();
        if (unavailable != null) {
            return new Result(new Tally(name, "vectors", file.label(), 0, 0, 0, root.path("numberOfTests").asInt(), unavailable),
                    List.of(), 0);
        }
        record Seen(JsonNode group, JsonNode test, Answer answer) {
        }
        List<Seen> seen = new ArrayList<>();
        boolean anyValidPassed = false;
        for (JsonNode group : root.path("testGroups")) {
            for (JsonNode test : group.path("tests")) {
                Answer a;
                try {
                    a = check(group, test);
                } catch (UnsupportedCombinationException e) {
                    a = new Answer(Got.NOT_OFFERED, e.getMessage());
                } catch (RuntimeException e) {
                    a = new Answer(Got.WRONG_EXCEPTION, e.toString());
                }
                seen.add(new Seen(group, test, a));
                anyValidPassed |= "valid".equals(test.path("result").asText()) && a.got() == Got.RIGHT;
            }
        }
        Tally.Counter counter = new Tally.Counter();
        List<Failure> failures = new ArrayList<>();
        int omitted = 0;
        java.util.Set<String> legacy = new java.util.HashSet<>();
        root.path("notes").fields().forEachRemaining(n -> {
            if ("LEGACY".equals(n.getValue().path("bugType").asText())) {
                legacy.add(n.getKey());
            }
        });
        for (Seen s : seen) {
            String result = s.test().path("result").asText();
            // Wycheproof's harness passes a legacy encoding either way (PASSED_LEGACY): as "acceptable"
            for (JsonNode flag : s.test().path("flags")) {
                if (legacy.contains(flag.asText()) && "invalid".equals(result)) {
                    result = "acceptable";
                }
            }
            Outcome o = outcome(result, s.answer().got(), anyValidPassed, s.test());
            counter.add(o);
            if (o == Outcome.FAILED) {
                if (failures.size() < KEPT_FAILURES) {
                    failures.add(failure(s.group(), s.test(), s.answer()));
                } else {
                    omitted++;
                }
            }
        }
        String note = anyValidPassed ? "" : "no valid vector accepted: refusals count as not offered";
        return new Result(counter.tally(name, "vectors", file.label(), note), failures, omitted);
    }

    static Outcome outcome(String result, Got got, boolean anyValidPassed, JsonNode test) {
        if ("acceptable".equals(result)) {
            return got == Got.WRONG_EXCEPTION ? Outcome.FAILED : Outcome.ACCEPTABLE;
        }
        boolean valid = "valid".equals(result);
        return switch (got) {
            case RIGHT -> valid ? Outcome.PASSED : Outcome.FAILED;
            case WRONG, WRONG_EXCEPTION -> Outcome.FAILED;
            case REJECTED -> valid ? (anyValidPassed ? Outcome.FAILED : Outcome.NOT_OFFERED) : Outcome.PASSED;
            // an invalid IV or nonce size is rightly refused at init
            case NOT_OFFERED -> !valid && refusedAtInitIsTheCheck(test) ? Outcome.PASSED : Outcome.NOT_OFFERED;
        };
    }

    private static boolean refusedAtInitIsTheCheck(JsonNode test) {
        for (JsonNode flag : test.path("flags")) {
            String f = flag.asText();
            if (f.equals("ZeroLengthIv") || f.equals("InvalidNonceSize") || f.equals("InvalidKeySize") || f.equals("WrongDataSize")
                    || f.equals("EmptyKey") || f.equals("InvalidWrappingSize")) {
                return true;
            }
        }
        return false;
    }

    /** Why the provider offers nothing this file checks, or null. */
    private String unavailable() {
        try {
            return switch (file.schema()) {
                case AEAD, IND_CPA -> {
                    CipherAlgorithm.parse(file.label()).newCipher(ProviderRegistry.load(name), name);
                    yield null;
                }
                case KEY_WRAP -> keyWrap() == null ? name + " offers no " + file.label() : null;
                case MAC -> ProviderRegistry.offering(name, "Mac", file.label()) == null ? name + " offers no " + file.label() : null;
                default -> {
                    for (String s : signatureNames()) {
                        if (ProviderRegistry.offering(name, serviceType(), s) != null) {
                            yield null;
                        }
                    }
                    yield name + " offers no " + serviceType() + " " + String.join(" or ", signatureNames());
                }
            };
        } catch (UnsupportedCombinationException e) {
            return e.getMessage();
        }
    }

    private String serviceType() {
        return switch (file.schema()) {
            case XDH, ECDH -> "KeyAgreement";
            case ML_KEM, ML_KEM_ENCAPS -> "KEM";
            default -> "Signature";
        };
    }

    /** The service names tried in order (Bouncy Castle before 1.85 names P1363 ECDSA "PLAIN-ECDSA"; Conscrypt PSS "SHA256withRSA/PSS"). */
    private List<String> signatureNames() {
        return switch (file.schema()) {
            case ECDSA -> List.of("SHA256withECDSA");
            case ECDSA_P1363 -> List.of("SHA256withECDSAinP1363Format", "SHA256withPLAIN-ECDSA");
            case EDDSA -> List.of("Ed25519", "EdDSA");
            case RSA_PKCS1 -> List.of("SHA256withRSA");
            case RSA_PSS -> List.of("RSASSA-PSS", "SHA256withRSA/PSS", "SHA256withRSAandMGF1");
            case ML_DSA -> List.of("ML-DSA", file.label());
            case XDH -> List.of("X25519", "XDH");
            case ECDH -> List.of("ECDH");
            case ML_KEM, ML_KEM_ENCAPS -> List.of("ML-KEM", file.label().split(" ")[0]);
            default -> List.of();
        };
    }

    private Answer check(JsonNode group, JsonNode test) {
        return switch (file.schema()) {
            case AEAD -> aead(group, test);
            case IND_CPA -> cbc(test);
            case KEY_WRAP -> wrap(test);
            case MAC -> mac(group, test);
            case ECDSA, ECDSA_P1363, EDDSA, RSA_PKCS1, RSA_PSS, ML_DSA -> signature(group, test);
            case XDH -> xdh(test);
            case ECDH -> ecdh(test);
            case ML_KEM -> mlKemDecapsulate(test);
            case ML_KEM_ENCAPS -> mlKemEncapsulate(test);
        };
    }

    private Answer aead(JsonNode group, JsonNode test) {
        CipherAlgorithm algorithm = CipherAlgorithm.parse(file.label());
        Provider p = ProviderRegistry.load(name);
        byte[] key = hex(test, "key");
        byte[] iv = hex(test, "iv");
        byte[] aad = hex(test, "aad");
        byte[] msg = hex(test, "msg");
        byte[] sealed = concat(hex(test, "ct"), hex(test, "tag"));
        int tagBits = group.path("tagSize").asInt(128);
        boolean valid = !"invalid".equals(test.path("result").asText());
        java.security.spec.AlgorithmParameterSpec spec = algorithm == CipherAlgorithm.CHACHA20_POLY1305 ? new IvParameterSpec(iv)
                : new GCMParameterSpec(tagBits, iv);
        SecretKeySpec k;
        try {
            k = new SecretKeySpec(key, algorithm.keyAlgorithm());
        } catch (IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        }
        if (valid) {
            Cipher enc = algorithm.newCipher(p, name);
            try {
                enc.init(Cipher.ENCRYPT_MODE, k, spec);
            } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalArgumentException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            }
            try {
                if (aad.length > 0) {
                    enc.updateAAD(aad);
                }
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, sealed)) {
                    return new Answer(Got.WRONG, "encryption gives " + HEX.formatHex(out));
                }
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "encryption: " + e);
            }
        }
        Cipher dec = algorithm.newCipher(p, name);
        try {
            dec.init(Cipher.DECRYPT_MODE, k, spec);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            if (aad.length > 0) {
                dec.updateAAD(aad);
            }
            byte[] plain = dec.doFinal(sealed);
            return Arrays.equals(plain, msg) ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "decryption gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Answer cbc(JsonNode test) {
        CipherAlgorithm algorithm = CipherAlgorithm.AES_CBC_PKCS5;
        Provider p = ProviderRegistry.load(name);
        SecretKeySpec k = new SecretKeySpec(hex(test, "key"), "AES");
        IvParameterSpec iv = new IvParameterSpec(hex(test, "iv"));
        byte[] msg = hex(test, "msg");
        byte[] ct = hex(test, "ct");
        if ("valid".equals(test.path("result").asText())) {
            try {
                Cipher enc = algorithm.newCipher(p, name);
                enc.init(Cipher.ENCRYPT_MODE, k, iv);
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, ct)) {
                    return new Answer(Got.WRONG, "encryption gives " + HEX.formatHex(out));
                }
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "encryption: " + e);
            }
        }
        Cipher dec = algorithm.newCipher(p, name);
        try {
            dec.init(Cipher.DECRYPT_MODE, k, iv);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] plain = dec.doFinal(ct);
            return Arrays.equals(plain, msg) ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "decryption gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    /** The key-wrap Cipher under the first name the provider offers, or null. */
    private Cipher keyWrap() {
        List<String> names = file == VectorFile.AES_KW ? List.of("AES/KW/NoPadding", "AESWRAP", "AESKW")
                : List.of("AES/KWP/NoPadding", "AESWRAPPAD", "AESKWP");
        for (String n : names) {
            Provider p = ProviderRegistry.offering(name, "Cipher", n);
            if (p != null) {
                try {
                    return Cipher.getInstance(n, p);
                } catch (GeneralSecurityException e) {
                    // a service without its padding: the next name
                }
            }
        }
        return null;
    }

    private Answer wrap(JsonNode test) {
        byte[] key = hex(test, "key");
        byte[] msg = hex(test, "msg");
        byte[] ct = hex(test, "ct");
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        // ENCRYPT/DECRYPT_MODE rather than wrap/unwrap: an empty key to wrap cannot be a SecretKeySpec.
        if ("valid".equals(test.path("result").asText())) {
            Cipher enc = keyWrap();
            try {
                enc.init(Cipher.ENCRYPT_MODE, k);
            } catch (InvalidKeyException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            }
            try {
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, ct)) {
                    return new Answer(Got.WRONG, "wrapping gives " + HEX.formatHex(out));
                }
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "wrapping: " + e);
            }
        }
        Cipher dec = keyWrap();
        try {
            dec.init(Cipher.DECRYPT_MODE, k);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] plain = dec.doFinal(ct);
            return Arrays.equals(plain, msg) ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "unwrapping gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Answer mac(JsonNode group, JsonNode test) {
        byte[] key = hex(test, "key");
        byte[] tag = hex(test, "tag");
        int tagBytes = group.path("tagSize").asInt() / 8;
        Mac mac;
        try {
            mac = Mac.getInstance(file.label(), ProviderRegistry.offering(name, "Mac", file.label()));
            mac.init(new SecretKeySpec(key, file.label()));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        byte[] full = mac.doFinal(hex(test, "msg"));
        // a truncated HMAC is the first tagSize bits of the full one
        byte[] got = Arrays.copyOf(full, Math.min(full.length, tagBytes));
        if (Arrays.equals(got, tag)) {
            return Answer.of(Got.RIGHT);
        }
        return "valid".equals(test.path("result").asText()) ? new Answer(Got.WRONG, "MAC " + HEX.formatHex(got)) : Answer.of(Got.REJECTED);
    }

    private Answer signature(JsonNode group, JsonNode test) {
        PublicKey key;
        try {
            key = publicKey(keyAlgorithms(), new X509EncodedKeySpec(HEX.parseHex(group.path("publicKeyDer").asText())));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, "key: " + e);
        }
        if (test.hasNonNull("ctx") && !test.path("ctx").asText().isEmpty()) {
            return new Answer(Got.NOT_OFFERED, "an ML-DSA context string: the JCA has no standard parameter for it");
        }
        Signature s = null;
        for (String n : signatureNames()) {
            Provider p = ProviderRegistry.offering(name, "Signature", n);
            if (p != null) {
                try {
                    s = Signature.getInstance(n, p);
                    break;
                } catch (GeneralSecurityException e) {
                    // next name
                }
            }
        }
        if (s == null) {
            return new Answer(Got.NOT_OFFERED, "no " + String.join("/", signatureNames()));
        }
        try {
            if (file.schema() == VectorFile.Schema.RSA_PSS) {
                String sha = group.path("sha").asText();
                s.setParameter(new PSSParameterSpec(sha, "MGF1", new MGF1ParameterSpec(group.path("mgfSha").asText()),
                        group.path("sLen").asInt(), 1));
            }
            s.initVerify(key);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            s.update(hex(test, "msg"));
            return s.verify(hex(test, "sig")) ? Answer.of(Got.RIGHT) : new Answer(Got.REJECTED, "verify false");
        } catch (SignatureException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private List<String> keyAlgorithms() {
        return switch (file.schema()) {
            case ECDSA, ECDSA_P1363, ECDH -> List.of("EC");
            case EDDSA -> List.of("Ed25519", "EdDSA");
            case RSA_PKCS1, RSA_PSS -> List.of("RSA");
            case ML_DSA -> List.of(file.label(), "ML-DSA");
            case XDH -> List.of("X25519", "XDH");
            case ML_KEM, ML_KEM_ENCAPS -> List.of(file.label().split(" ")[0], "ML-KEM");
            default -> List.of();
        };
    }

    /** The provider's own KeyFactory for the spec, else the JDK's (ACCP registers no Ed25519 KeyFactory by default). */
    private KeyFactory keyFactory(List<String> algorithms) throws GeneralSecurityException {
        for (String owner : List.of(name, ProviderRegistry.SUN_JCE)) {
            for (String a : algorithms) {
                Provider p = ProviderRegistry.offering(owner, "KeyFactory", a);
                if (p != null) {
                    return KeyFactory.getInstance(a, p);
                }
            }
        }
        throw new java.security.NoSuchAlgorithmException("no KeyFactory " + algorithms + " in " + name + " or the JDK");
    }

    private PublicKey publicKey(List<String> algorithms, KeySpec spec) throws GeneralSecurityException {
        return keyFactory(algorithms).generatePublic(spec);
    }

    private PrivateKey privateKey(List<String> algorithms, KeySpec spec) throws GeneralSecurityException {
        return keyFactory(algorithms).generatePrivate(spec);
    }

    private Answer agree(PrivateKey privateKey, PublicKey publicKey, byte[] shared) {
        KeyAgreement ka = null;
        for (String n : signatureNames()) {
            Provider p = ProviderRegistry.offering(name, "KeyAgreement", n);
            if (p != null) {
                try {
                    ka = KeyAgreement.getInstance(n, p);
                    break;
                } catch (GeneralSecurityException e) {
                    // next name
                }
            }
        }
        if (ka == null) {
            return new Answer(Got.NOT_OFFERED, "no KeyAgreement " + signatureNames());
        }
        try {
            ka.init(privateKey);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            ka.doPhase(publicKey, true);
            byte[] secret = ka.generateSecret();
            return Arrays.equals(secret, shared) ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "shared secret " + HEX.formatHex(secret));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        } catch (IllegalStateException e) {
            // doPhase and generateSecret declare IllegalStateException; BC's doPhase throws it for an all-zero X25519 secret (RFC 7748 6.1)
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Answer xdh(JsonNode test) {
        byte[] u = hex(test, "public");
        byte[] scalar = hex(test, "private");
        PublicKey pub;
        PrivateKey priv;
        try {
            // RFC 7748: u is little-endian, and its top bit is masked
            byte[] be = new byte[u.length];
            for (int i = 0; i < u.length; i++) {
                be[i] = u[u.length - 1 - i];
            }
            be[0] &= 0x7f;
            pub = publicKey(keyAlgorithms(), new XECPublicKeySpec(NamedParameterSpec.X25519, new BigInteger(1, be)));
            priv = privateKey(keyAlgorithms(), new XECPrivateKeySpec(NamedParameterSpec.X25519, scalar));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "key: " + e);
        }
        return agree(priv, pub, hex(test, "shared"));
    }

    private Answer ecdh(JsonNode test) {
        PrivateKey priv;
        try {
            AlgorithmParameters params = AlgorithmParameters.getInstance("EC", ProviderRegistry.offering(ProviderRegistry.SUN_JCE,
                    "AlgorithmParameters", "EC"));
            params.init(new ECGenParameterSpec("secp256r1"));
            ECParameterSpec curve = params.getParameterSpec(ECParameterSpec.class);
            priv = privateKey(keyAlgorithms(), new ECPrivateKeySpec(new BigInteger(test.path("private").asText(), 16), curve));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, "private key: " + e);
        }
        PublicKey pub;
        try {
            pub = publicKey(keyAlgorithms(), new X509EncodedKeySpec(hex(test, "public")));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "public key: " + e);
        }
        return agree(priv, pub, hex(test, "shared"));
    }

    private Answer mlKemDecapsulate(JsonNode test) {
        String set = file.label();
        byte[] seed = hex(test, "seed");
        PrivateKey priv;
        try {
            priv = privateKey(keyAlgorithms(), new PKCS8EncodedKeySpec(Der.mlKemSeedPrivateKey(set, seed)));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return new Answer(Got.REJECTED, "private key from the seed: " + e);
        }
        Provider p = kemProvider();
        if (p == null) {
            return new Answer(Got.NOT_OFFERED, "no KEM ML-KEM");
        }
        try {
            Object decapsulator = JcaKem.decapsulator("ML-KEM", p, priv);
            SecretKey k = JcaKem.decapsulate(decapsulator, hex(test, "c"));
            byte[] expected = hex(test, "K");
            return Arrays.equals(k.getEncoded(), expected) ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "K " + HEX.formatHex(k.getEncoded()));
        } catch (UnsupportedCombinationException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Answer mlKemEncapsulate(JsonNode test) {
        String set = file.label().split(" ")[0];
        PublicKey pub;
        try {
            pub = publicKey(keyAlgorithms(), new X509EncodedKeySpec(Der.mlKemPublicKey(set, hex(test, "ek"))));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "public key: " + e);
        }
        Provider p = kemProvider();
        if (p == null) {
            return new Answer(Got.NOT_OFFERED, "no KEM ML-KEM");
        }
        byte[] m = hex(test, "m");
        try {
            Object encapsulator = JcaKem.encapsulator("ML-KEM", p, pub, new FixedRandom(m));
            JcaKem.Encapsulated e = JcaKem.encapsulate(encapsulator);
            boolean right = Arrays.equals(e.key().getEncoded(), hex(test, "K")) && Arrays.equals(e.encapsulation(), hex(test, "c"));
            return right ? Answer.of(Got.RIGHT) : new Answer(Got.WRONG, "K " + HEX.formatHex(e.key().getEncoded()));
        } catch (UnsupportedCombinationException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (InvalidKeyException e) {
            return new Answer(Got.REJECTED, e.toString());
        } catch (IllegalStateException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Provider kemProvider() {
        for (String n : signatureNames()) {
            Provider p = ProviderRegistry.offering(name, "KEM", n);
            if (p != null) {
                return p;
            }
        }
        return null;
    }

    /**
     * A SecureRandom that gives the vector's encapsulation randomness m once: the deterministic
     * encapsulation FIPS 203 describes. A provider that draws anything else cannot be checked this way.
     */
    private static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;
        private final byte[] m;
        private boolean used;

        FixedRandom(byte[] m) {
            super(new byte[0]);
            this.m = m.clone();
        }

        @Override
        public void nextBytes(byte[] bytes) {
            if (used || bytes.length != m.length) {
                throw new IllegalStateException("the provider draws " + bytes.length + " random bytes, not m's " + m.length
                        + " once: its encapsulation cannot be made deterministic");
            }
            used = true;
            System.arraycopy(m, 0, bytes, 0, m.length);
        }
    }

    private Failure failure(JsonNode group, JsonNode test, Answer answer) {
        String result = test.path("result").asText();
        Map<String, String> r = new LinkedHashMap<>();
        r.put("file", file.file() + " (Wycheproof dac1dd47)");
        r.put("tcId", test.path("tcId").asText());
        r.put("expected", result);
        r.put("comment", test.path("comment").asText());
        List<String> flags = new ArrayList<>();
        test.path("flags").forEach(f -> flags.add(f.asText()));
        r.put("flags", String.join(", ", flags));
        test.fields().forEachRemaining(e -> {
            String k = e.getKey();
            if (!List.of("tcId", "comment", "flags", "result").contains(k)) {
                String v = e.getValue().asText();
                r.put(k, v.length() > 512 ? v.substring(0, 512) + "... (" + v.length() / 2 + " bytes: see the file)" : v);
            }
        });
        String what = switch (answer.got()) {
            case RIGHT -> "accepted an invalid vector";
            case WRONG -> "valid".equals(result) ? "wrong output" : "accepted an invalid vector";
            case REJECTED -> "refused a valid vector";
            case WRONG_EXCEPTION -> "threw an unchecked exception";
            case NOT_OFFERED -> "not offered";
        };
        return new Failure(name, file.label(), "wycheproof " + file.file() + " tcId " + test.path("tcId").asText(),
                what + (answer.detail().isEmpty() ? "" : ": " + answer.detail()), r);
    }

    private static byte[] hex(JsonNode test, String field) {
        return HEX.parseHex(test.path(field).asText());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
