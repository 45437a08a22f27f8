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
import java.security.spec.KeySpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.security.spec.XECPrivateKeySpec;
import java.security.spec.XECPublicKeySpec;
import java.util.List;

/**
 * The keys of a public-key Wycheproof file, decoded from the encodings the file gives them in by the
 * provider's own KeyFactory, else the JDK's (ACCP registers no Ed25519 KeyFactory by default).
 */
final class VectorKeys {

    private final String name;
    private final List<String> algorithms;

    VectorKeys(String name, VectorFile file) {
        this.name = name;
        this.algorithms = algorithms(file);
    }

    /** The KeyFactory algorithms of a file's keys, tried in this order. */
    static List<String> algorithms(VectorFile file) {
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

    /** A public key from its X.509 SubjectPublicKeyInfo. */
    PublicKey x509(byte[] der) throws GeneralSecurityException {
        return publicKey(new X509EncodedKeySpec(der));
    }

    /** An X25519 public key from its u-coordinate as RFC 7748 encodes it. */
    PublicKey x25519Public(byte[] u) throws GeneralSecurityException {
        // RFC 7748: u is little-endian, and its top bit is masked
        byte[] be = new byte[u.length];
        for (int i = 0; i < u.length; i++) {
            be[i] = u[u.length - 1 - i];
        }
        be[0] &= 0x7f;
        return publicKey(new XECPublicKeySpec(NamedParameterSpec.X25519, new BigInteger(1, be)));
    }

    /** An X25519 private key from its scalar. */
    PrivateKey x25519Private(byte[] scalar) throws GeneralSecurityException {
        return privateKey(new XECPrivateKeySpec(NamedParameterSpec.X25519, scalar));
    }

    /** A P-256 private key from its scalar in hex, on the curve as the JDK describes it. */
    PrivateKey p256Private(String hexScalar) throws GeneralSecurityException {
        AlgorithmParameters params = AlgorithmParameters.getInstance(
                "EC", ProviderRegistry.offering(ProviderRegistry.SUN_JCE, "AlgorithmParameters", "EC"));
        params.init(new ECGenParameterSpec("secp256r1"));
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
