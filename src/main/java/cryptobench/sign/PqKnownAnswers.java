package cryptobench.sign;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ValidationException;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyFactory;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.NamedParameterSpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Map;

/**
 * The FIPS 203 and FIPS 204 known answers (NIST ACVP vectors in {@code cryptobench/pq-vectors.json}):
 * key generation from the vector's seeds, and ML-KEM-768 encapsulation with the vector's m. A
 * provider draws exactly these seeds from the SecureRandom it is given (ML-KEM key generation d then
 * z, encapsulation m, ML-DSA key generation xi), so a stream of the vector's bytes reproduces its keys.
 */
final class PqKnownAnswers {

    private static final String RESOURCE = "/cryptobench/pq-vectors.json";
    private static final JsonNode VECTORS = load();
    /** FIPS 204 table 2: public key bytes of ML-DSA-44, -65 and -87. */
    static final Map<String, Integer> ML_DSA_PUBLIC_KEY_BYTES =
            Map.of("ML-DSA-44", 1312, "ML-DSA-65", 1952, "ML-DSA-87", 2592);
    /** The SubjectPublicKeyInfo prefix of a raw ML-KEM-768 encapsulation key (draft-ietf-lamps-kyber-certificates). */
    private static final String ML_KEM_768_SPKI_PREFIX = "308204b2300b0609608648016503040402038204a100";

    private PqKnownAnswers() {}

    /**
     * ML-KEM key generation (every parameter set) and, for ML-KEM-768, encapsulation.
     *
     * @param generator the provider's own KeyPairGenerator provider, or null if it has none
     * @return a note of what was checked
     * @throws ValidationException if a known answer differs
     */
    static String checkKem(String name, KemAlgorithm algorithm, Provider kem, Provider generator, String what)
            throws Exception {
        String jca = algorithm.jcaName();
        StringBuilder note = new StringBuilder();
        JsonNode keyGen = find("mlKemKeyGen", jca);
        if (generator == null) {
            note.append("no FIPS 203 keyGen known answer (").append(name).append(" has no KeyPairGenerator)");
        } else {
            FixedRandom seeds = new FixedRandom(hex(keyGen, "d"), hex(keyGen, "z"));
            byte[] encoded = seededPublicKey(jca, generator, seeds);
            if (encoded == null || seeds.used == 0) {
                note.append(
                        "no FIPS 203 keyGen known answer (its generator takes no seed from the SecureRandom it is given)");
            } else {
                seeds.requireUsedUp(what + " key generation");
                requireDigest(
                        what + " key generation from ACVP tcId "
                                + keyGen.path("tcId").asInt(),
                        tail(encoded, algorithm.publicKeyBytes()),
                        keyGen.path("ekSha256").asText());
                note.append("FIPS 203 keyGen known answer (ACVP tcId ")
                        .append(keyGen.path("tcId").asInt())
                        .append(")");
            }
        }
        JsonNode encap = find("mlKemEncapsulation", jca);
        Provider factory = PublicKeyProviders.offering(name, "KeyFactory", jca);
        if (encap != null && factory != null) {
            PublicKey pk = KeyFactory.getInstance(jca, factory)
                    .generatePublic(new X509EncodedKeySpec(HexFormat.of()
                            .parseHex(ML_KEM_768_SPKI_PREFIX + encap.path("ek").asText())));
            FixedRandom m = new FixedRandom(hex(encap, "m"));
            JcaKem.Encapsulated e = JcaKem.encapsulate(JcaKem.encapsulator(jca, kem, pk, m));
            String tc = " (ACVP tcId " + encap.path("tcId").asInt() + ")";
            if (m.used == 0) {
                return note.append(", no encapsulation known answer (it takes no m from the SecureRandom it is given)")
                        .toString();
            }
            m.requireUsedUp(what + " encapsulation");
            requireDigest(
                    what + " encapsulation ciphertext" + tc,
                    e.encapsulation(),
                    encap.path("cSha256").asText());
            if (!Arrays.equals(KemFixture.secret(e.key()), hex(encap, "k"))) {
                throw new ValidationException(what + " encapsulation" + tc + " gives the secret "
                        + HexFormat.of().formatHex(KemFixture.secret(e.key())) + ", FIPS 203 says "
                        + encap.path("k").asText());
            }
            note.append(", encapsulation known answer").append(tc);
        }
        return note.toString();
    }

    /** ML-DSA key generation from the vector's seed, where the provider has its own KeyPairGenerator. */
    static String checkMlDsa(String name, SignatureAlgorithm algorithm, String what) throws GeneralSecurityException {
        String jca = algorithm.keyAlgorithm();
        Provider generator = PublicKeyProviders.offering(name, "KeyPairGenerator", jca);
        if (generator == null) {
            return "no FIPS 204 keyGen known answer (" + name + " has no KeyPairGenerator)";
        }
        JsonNode keyGen = find("mlDsaKeyGen", jca);
        FixedRandom seed = new FixedRandom(hex(keyGen, "seed"));
        byte[] encoded = seededPublicKey(jca, generator, seed);
        if (encoded == null || seed.used == 0) {
            return "no FIPS 204 keyGen known answer (its generator takes no seed from the SecureRandom it is given)";
        }
        byte[] pk = tail(encoded, ML_DSA_PUBLIC_KEY_BYTES.get(jca));
        seed.requireUsedUp(what + " key generation");
        requireDigest(
                what + " key generation from ACVP tcId " + keyGen.path("tcId").asInt(),
                pk,
                keyGen.path("pkSha256").asText());
        return "FIPS 204 keyGen known answer (ACVP tcId " + keyGen.path("tcId").asInt() + ")";
    }

    /**
     * The encoded public key {@code generator} makes from {@code seeds}, or null if it takes no
     * SecureRandom with a parameter set (a provider may draw from its own; then there is no known answer to check).
     */
    private static byte[] seededPublicKey(String jca, Provider generator, FixedRandom seeds)
            throws GeneralSecurityException {
        KeyPairGenerator g = KeyPairGenerator.getInstance(jca, generator);
        try {
            g.initialize(new NamedParameterSpec(jca), seeds);
        } catch (InvalidAlgorithmParameterException | UnsupportedOperationException noSeeding) {
            return null;
        }
        return g.generateKeyPair().getPublic().getEncoded();
    }

    /** A SecureRandom that hands out the given bytes in order, and fails if asked for more. */
    static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;

        private final byte[] bytes;
        private int used;

        FixedRandom(byte[]... parts) {
            int length = Arrays.stream(parts).mapToInt(p -> p.length).sum();
            bytes = new byte[length];
            int at = 0;
            for (byte[] p : parts) {
                System.arraycopy(p, 0, bytes, at, p.length);
                at += p.length;
            }
        }

        @Override
        public void nextBytes(byte[] out) {
            if (used + out.length > bytes.length) {
                throw new ValidationException(
                        "the provider asked for " + (used + out.length) + " random bytes, the known answer has "
                                + bytes.length + ": it does not draw the FIPS seeds as FIPS 203/204 describe");
            }
            System.arraycopy(bytes, used, out, 0, out.length);
            used += out.length;
        }

        void requireUsedUp(String what) {
            if (used != bytes.length) {
                throw new ValidationException(
                        what + " drew " + used + " of the known answer's " + bytes.length + " seed bytes");
            }
        }
    }

    private static JsonNode find(String list, String param) {
        for (JsonNode v : VECTORS.path(list)) {
            if (v.path("param").asText().equals(param)) {
                return v;
            }
        }
        return null;
    }

    private static byte[] hex(JsonNode v, String field) {
        return HexFormat.of().parseHex(v.path(field).asText());
    }

    private static byte[] tail(byte[] encoded, int length) {
        return Arrays.copyOfRange(encoded, encoded.length - length, encoded.length);
    }

    private static void requireDigest(String what, byte[] value, String sha256) throws GeneralSecurityException {
        String got =
                HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(value));
        if (!got.equalsIgnoreCase(sha256)) {
            throw new ValidationException(what + ": SHA-256 " + got + ", the known answer is " + sha256);
        }
    }

    private static JsonNode load() {
        try (InputStream in = PqKnownAnswers.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            return Json.MAPPER.readTree(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
