package cryptobench.sign;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The RSA padding schemes of the {@code Rsa} benchmark's {@code scheme} param. */
public enum RsaScheme {
    PKCS1_SHA256(SignatureAlgorithm.RSA_PKCS1_SHA256),
    PSS_SHA256(SignatureAlgorithm.RSA_PSS_SHA256);

    private final SignatureAlgorithm algorithm;

    RsaScheme(SignatureAlgorithm algorithm) {
        this.algorithm = algorithm;
    }

    public SignatureAlgorithm algorithm() {
        return algorithm;
    }

    /** The scheme by enum name, case-insensitively, or an error listing the valid ones. */
    public static RsaScheme parse(String name) {
        for (RsaScheme s : values()) {
            if (s.name().equalsIgnoreCase(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown RSA scheme '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
