package cryptobench.sign;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The key pairs of the {@code KeyGeneration} benchmark's {@code keyType} param, with how each is checked. */
public enum KeyType {
    RSA_2048("RSA-2048", "RSA", null, 2048, "SHA256withRSA"),
    RSA_3072("RSA-3072", "RSA", null, 3072, "SHA256withRSA"),
    RSA_4096("RSA-4096", "RSA", null, 4096, "SHA256withRSA"),
    EC_P256("EC P-256", "EC", "secp256r1", 256, "SHA256withECDSA"),
    EC_P384("EC P-384", "EC", "secp384r1", 384, "SHA384withECDSA"),
    ED25519("Ed25519", "Ed25519", null, 255, "Ed25519"),
    /** Checked by agreement, as it cannot sign. */
    X25519("X25519", "X25519", null, 255, null);

    private final String displayName;
    private final String keyAlgorithm;
    private final String curve;
    private final int bits;
    private final String signature;

    KeyType(String displayName, String keyAlgorithm, String curve, int bits, String signature) {
        this.displayName = displayName;
        this.keyAlgorithm = keyAlgorithm;
        this.curve = curve;
        this.bits = bits;
        this.signature = signature;
    }

    public String displayName() {
        return displayName;
    }

    /** The KeyPairGenerator and KeyFactory algorithm. */
    public String keyAlgorithm() {
        return keyAlgorithm;
    }

    /** The named curve an EC generator is initialised with, or null. */
    public String curve() {
        return curve;
    }

    /** The RSA modulus or the curve's size in bits. */
    public int bits() {
        return bits;
    }

    /** The signature a generated key pair signs and verifies with, or null for a key-agreement key. */
    public String signature() {
        return signature;
    }

    /** The key type by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static KeyType parse(String name) {
        for (KeyType t : values()) {
            if (t.name().equalsIgnoreCase(name) || t.displayName.equalsIgnoreCase(name)) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown key type '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
