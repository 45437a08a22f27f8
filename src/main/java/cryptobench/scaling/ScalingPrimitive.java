package cryptobench.scaling;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The operations of the {@code Scaling} benchmark's {@code primitive} param: each provider's headline of each kind. */
public enum ScalingPrimitive {
    /** AES-256-GCM encryption of 1 KiB, a fresh nonce each time. */
    AES_GCM("AES-256-GCM encrypt 1 KiB"),
    /** SHA-256 of 1 KiB. */
    SHA256("SHA-256 1 KiB"),
    /** HmacSHA256 of 1 KiB. */
    HMAC_SHA256("HmacSHA256 1 KiB"),
    /** An ECDSA P-256 signature of 32 bytes (SHA256withECDSA). */
    ECDSA_P256("ECDSA P-256 sign"),
    /** 32 bytes from the provider's default SecureRandom, an instance per thread. */
    SECURE_RANDOM("SecureRandom DEFAULT 32 B");

    private final String displayName;

    ScalingPrimitive(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /** The primitive by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static ScalingPrimitive parse(String name) {
        for (ScalingPrimitive p : values()) {
            if (p.name().equalsIgnoreCase(name) || p.displayName.equalsIgnoreCase(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown scaling primitive '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
