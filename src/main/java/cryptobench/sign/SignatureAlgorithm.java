package cryptobench.sign;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The signature schemes measured. Each names its JCA signature algorithm (with the alias tried when
 * a provider lacks the standard name), its key type and the key sizes measured.
 */
public enum SignatureAlgorithm {
    /** RSASSA-PKCS1-v1_5 with SHA-256 (RFC 8017): deterministic. */
    RSA_PKCS1_SHA256("RSA-PKCS1-SHA256", "Rsa", List.of("SHA256withRSA"), "RSA", List.of(2048, 3072, 4096), true),
    /**
     * RSASSA-PSS with SHA-256, MGF1 with SHA-256 and a 32-byte salt (RFC 8017). Providers without the
     * standard name "RSASSA-PSS" (Conscrypt) are asked for "SHA256withRSA/PSS" with the same parameters.
     */
    RSA_PSS_SHA256(
            "RSA-PSS-SHA256",
            "Rsa",
            List.of("RSASSA-PSS", "SHA256withRSA/PSS"),
            "RSA",
            List.of(2048, 3072, 4096),
            false),
    /** ECDSA on NIST P-256 (secp256r1) with SHA-256, DER-encoded signatures. */
    ECDSA_P256("ECDSA-P256", "EcdsaP256", List.of("SHA256withECDSA"), "EC", List.of(256), false),
    /** ECDSA on NIST P-384 (secp384r1) with SHA-384, DER-encoded signatures. */
    ECDSA_P384("ECDSA-P384", "EcdsaP384", List.of("SHA384withECDSA"), "EC", List.of(384), false),
    /** Ed25519 (RFC 8032, pure): deterministic. */
    ED25519("Ed25519", "Ed25519", List.of("Ed25519"), "Ed25519", List.of(255), true),
    /**
     * ML-DSA (FIPS 204), pure, hedged (randomised) signing, empty context. The "key size" is the
     * parameter set's number; keys are 1312/1952/2592-byte public and 2560/4032/4896-byte private keys.
     */
    ML_DSA_44("ML-DSA-44", "MlDsa", List.of("ML-DSA-44"), "ML-DSA-44", List.of(44), false),
    ML_DSA_65("ML-DSA-65", "MlDsa", List.of("ML-DSA-65"), "ML-DSA-65", List.of(65), false),
    ML_DSA_87("ML-DSA-87", "MlDsa", List.of("ML-DSA-87"), "ML-DSA-87", List.of(87), false);

    private final String displayName;
    private final String benchmark;
    private final List<String> jcaNames;
    private final String keyAlgorithm;
    private final List<Integer> keySizes;
    private final boolean deterministic;

    SignatureAlgorithm(
            String displayName,
            String benchmark,
            List<String> jcaNames,
            String keyAlgorithm,
            List<Integer> keySizes,
            boolean deterministic) {
        this.displayName = displayName;
        this.benchmark = benchmark;
        this.jcaNames = jcaNames;
        this.keyAlgorithm = keyAlgorithm;
        this.keySizes = keySizes;
        this.deterministic = deterministic;
    }

    public String displayName() {
        return displayName;
    }

    /** The benchmark class, e.g. Rsa. */
    public String benchmark() {
        return benchmark;
    }

    /** The Signature names to ask a provider for, standard name first. */
    public List<String> jcaNames() {
        return jcaNames;
    }

    /** The KeyPairGenerator and KeyFactory algorithm: RSA, EC or Ed25519. */
    public String keyAlgorithm() {
        return keyAlgorithm;
    }

    /** The key sizes measured, in bits (256 for P-256, 255 for Ed25519: one size each). */
    public List<Integer> keySizes() {
        return keySizes;
    }

    /** Whether equal keys and message give equal signatures in every correct provider. */
    public boolean deterministic() {
        return deterministic;
    }

    public boolean isRsa() {
        return keyAlgorithm.equals("RSA");
    }

    /** Whether it is one of the ML-DSA parameter sets. */
    public boolean isMlDsa() {
        return keyAlgorithm.startsWith("ML-DSA");
    }

    /** The algorithm by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static SignatureAlgorithm parse(String name) {
        for (SignatureAlgorithm a : values()) {
            if (a.name().equalsIgnoreCase(name) || a.displayName.equalsIgnoreCase(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown signature algorithm '" + name + "'; valid: "
                + Arrays.stream(values()).map(SignatureAlgorithm::displayName).collect(Collectors.joining(", ")));
    }
}
