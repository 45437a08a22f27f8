package cryptobench.verify;

import cryptobench.provider.ProviderRegistry;
import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPrivateKeySpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.security.spec.XECPrivateKeySpec;
import java.security.spec.XECPublicKeySpec;
import java.util.HexFormat;
import java.util.List;

/**
 * The keys of a public-key Wycheproof file, decoded from the encodings the file gives them in by the
 * provider's own KeyFactory, else the JDK's (ACCP registers no Ed25519 KeyFactory by default).
 */
final class VectorKeys {

    private static final byte[] PROBE_SCALAR =
            HexFormat.of().parseHex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a");
    private static final byte[] PROBE_U =
            HexFormat.of().parseHex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f");

    private final String name;
    private final List<String> algorithms;
    private Boolean xecSpecs;

    VectorKeys(String name, VectorFile file) {
        this.name = name;
        this.algorithms = algorithms(file);
    }

    /** The KeyFactory algorithms of a file's keys, tried in this order. */
    static List<String> algorithms(VectorFile file) {
        return switch (file.schema()) {
            case ECDSA, ECDSA_P1363, ECDH -> List.of("EC");
            case EDDSA -> List.of("Ed25519", "EdDSA");
            case RSA_PKCS1, RSA_PSS, RSA_OAEP, RSAES_PKCS1 -> List.of("RSA");
            case ML_DSA -> List.of(file.label(), "ML-DSA");
            case XDH -> List.of("X25519", "XDH");
            case ML_KEM, ML_KEM_ENCAPS -> List.of(file.label().split(" ")[0], "ML-KEM");
            default -> List.of();
        };
    }

    /** A private key from its PKCS#8 encoding. */
    PrivateKey pkcs8(byte[] der) throws GeneralSecurityException {
        return privateKey(new PKCS8EncodedKeySpec(der));
    }

    /** A public key from its X.509 SubjectPublicKeyInfo. */
    PublicKey x509(byte[] der) throws GeneralSecurityException {
        return publicKey(new X509EncodedKeySpec(der));
    }

    /**
     * An X25519 public key from its u-coordinate as RFC 7748 encodes it: through {@link XECPublicKeySpec}, or its
     * X.509 encoding where the KeyFactory takes no XEC key specs.
     */
    PublicKey x25519Public(byte[] u) throws GeneralSecurityException {
        return xecSpecs() ? xecPublic(u) : x509(Der.x25519PublicKey(u));
    }

    /** An X25519 private key from its scalar: through {@link XECPrivateKeySpec}, or its PKCS#8 encoding. */
    PrivateKey x25519Private(byte[] scalar) throws GeneralSecurityException {
        return xecSpecs() ? xecPrivate(scalar) : privateKey(new PKCS8EncodedKeySpec(Der.x25519PrivateKey(scalar)));
    }

    /**
     * Decodes a known X25519 key pair (RFC 7748 section 6.1, Alice's private and Bob's public key) as the vectors'
     * keys are decoded.
     *
     * @throws GeneralSecurityException if the provider's KeyFactory (else the JDK's) cannot decode them
     */
    void x25519Probe() throws GeneralSecurityException {
        x25519Public(PROBE_U);
        x25519Private(PROBE_SCALAR);
    }

    /**
     * Whether the KeyFactory takes the XEC key specs of Java 11 (Bouncy Castle's LTS line, a Java 8 build, does not:
     * "key spec not recognized").
     */
    private boolean xecSpecs() throws GeneralSecurityException {
        if (xecSpecs == null) {
            try {
                xecPublic(PROBE_U);
                xecPrivate(PROBE_SCALAR);
                xecSpecs = true;
            } catch (InvalidKeySpecException e) {
                xecSpecs = false;
            }
        }
        return xecSpecs;
    }

    private PublicKey xecPublic(byte[] u) throws GeneralSecurityException {
        // RFC 7748: u is little-endian, and its top bit is masked
        byte[] be = new byte[u.length];
        for (int i = 0; i < u.length; i++) {
            be[i] = u[u.length - 1 - i];
        }
        be[0] &= 0x7f;
        return publicKey(new XECPublicKeySpec(NamedParameterSpec.X25519, new BigInteger(1, be)));
    }

    private PrivateKey xecPrivate(byte[] scalar) throws GeneralSecurityException {
        return privateKey(new XECPrivateKeySpec(NamedParameterSpec.X25519, scalar));
    }

    /** A private key on the named curve from its scalar in hex, the curve as the JDK describes it. */
    PrivateKey ecPrivate(String curveName, String hexScalar) throws GeneralSecurityException {
        AlgorithmParameters params = AlgorithmParameters.getInstance(
                "EC", ProviderRegistry.offering(ProviderRegistry.SUN_JCE, "AlgorithmParameters", "EC"));
        params.init(new ECGenParameterSpec(curveName));
        ECParameterSpec curve = params.getParameterSpec(ECParameterSpec.class);
        return privateKey(new ECPrivateKeySpec(new BigInteger(hexScalar, 16), curve));
    }

    /**
     * An ML-KEM private key from its 64-byte seed; {@code set} is ML-KEM-512, -768 or -1024.
     *
     * @throws IllegalArgumentException for another parameter set
     */
    PrivateKey mlKemSeed(String set, byte[] seed) throws GeneralSecurityException {
        return privateKey(new PKCS8EncodedKeySpec(Der.mlKemSeedPrivateKey(set, seed)));
    }

    /** An ML-KEM public key from its raw encapsulation key. */
    PublicKey mlKemPublic(String set, byte[] ek) throws GeneralSecurityException {
        return x509(Der.mlKemPublicKey(set, ek));
    }

    private KeyFactory keyFactory() throws GeneralSecurityException {
        for (String owner : List.of(name, ProviderRegistry.SUN_JCE)) {
            for (String a : algorithms) {
                Provider p = ProviderRegistry.offering(owner, "KeyFactory", a);
                if (p != null) {
                    return KeyFactory.getInstance(a, p);
                }
            }
        }
        throw new NoSuchAlgorithmException("no KeyFactory " + algorithms + " in " + name + " or the JDK");
    }

    private PublicKey publicKey(KeySpec spec) throws GeneralSecurityException {
        return keyFactory().generatePublic(spec);
    }

    private PrivateKey privateKey(KeySpec spec) throws GeneralSecurityException {
        return keyFactory().generatePrivate(spec);
    }
}
