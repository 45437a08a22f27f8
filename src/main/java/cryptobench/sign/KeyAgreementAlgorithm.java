package cryptobench.sign;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The key agreements measured: one side's share of an ephemeral exchange (init, doPhase, generateSecret). */
public enum KeyAgreementAlgorithm {
    /** X25519 (RFC 7748). */
    X25519("X25519", "X25519", "X25519", "X25519", null),
    /** ECDH on NIST P-256 (secp256r1); the secret is the x coordinate (32 bytes). */
    ECDH_P256("ECDH-P256", "EcdhP256", "ECDH", "EC", "secp256r1"),
    /** ECDH on NIST P-384 (secp384r1); the secret is the x coordinate (48 bytes). */
    ECDH_P384("ECDH-P384", "EcdhP384", "ECDH", "EC", "secp384r1");

    private final String displayName;
    private final String benchmark;
    private final String jcaName;
    private final String keyAlgorithm;
    private final String curve;

    KeyAgreementAlgorithm(String displayName, String benchmark, String jcaName, String keyAlgorithm, String curve) {
        this.displayName = displayName;
        this.benchmark = benchmark;
        this.jcaName = jcaName;
        this.keyAlgorithm = keyAlgorithm;
        this.curve = curve;
    }

    public String displayName() {
        return displayName;
    }

    /** The benchmark class, e.g. X25519. */
    public String benchmark() {
        return benchmark;
    }

    /** The KeyAgreement name. */
    public String jcaName() {
        return jcaName;
    }

    /** The KeyPairGenerator and KeyFactory algorithm: X25519 or EC. */
    public String keyAlgorithm() {
        return keyAlgorithm;
    }

    /** The named curve for an EC KeyPairGenerator, or null if the key algorithm names the curve. */
    public String curve() {
        return curve;
    }

    /** The algorithm by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static KeyAgreementAlgorithm parse(String name) {
        for (KeyAgreementAlgorithm a : values()) {
            if (a.name().equalsIgnoreCase(name) || a.displayName.equalsIgnoreCase(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown key agreement '" + name + "'; valid: "
                + Arrays.stream(values())
                        .map(KeyAgreementAlgorithm::displayName)
                        .collect(Collectors.joining(", ")));
    }
}
