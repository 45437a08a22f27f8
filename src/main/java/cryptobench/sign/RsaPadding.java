package cryptobench.sign;

import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.MGF1ParameterSpec;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;

/** The RSA encryption paddings of the {@code RsaEncryption} benchmark's {@code padding} param. */
public enum RsaPadding {
    /**
     * RSAES-OAEP (RFC 8017) with SHA-256, MGF1 with SHA-256 and an empty label, given as parameters. The name
     * "OAEPWithSHA-256AndMGF1Padding" means MGF1 with SHA-1 in SunJCE but with SHA-256 in Bouncy Castle and
     * Conscrypt, and ACCP has no such name: only the parameters mean the same everywhere.
     */
    OAEP_SHA256(
            "RSA-OAEP-SHA256",
            "RSA/ECB/OAEPPadding",
            new OAEPParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, PSource.PSpecified.DEFAULT)),
    /** RSAES-PKCS1-v1_5 (RFC 8017), as legacy key transport still uses it. */
    PKCS1("RSA-PKCS1-v1_5", "RSA/ECB/PKCS1Padding", null);

    private final String displayName;
    private final String transformation;
    private final AlgorithmParameterSpec spec;

    RsaPadding(String displayName, String transformation, AlgorithmParameterSpec spec) {
        this.displayName = displayName;
        this.transformation = transformation;
        this.spec = spec;
    }

    public String displayName() {
        return displayName;
    }

    /** The Cipher transformation asked of a provider. */
    public String transformation() {
        return transformation;
    }

    /** The parameters every init passes, or null where the padding has none. */
    public AlgorithmParameterSpec spec() {
        return spec;
    }

    /** Whether a tampered ciphertext must be refused with an exception; PKCS#1 v1.5 may instead decrypt it to other bytes (implicit rejection). */
    public boolean mustRefuse() {
        return this == OAEP_SHA256;
    }

    /** The padding by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static RsaPadding parse(String name) {
        for (RsaPadding p : values()) {
            if (p.name().equalsIgnoreCase(name) || p.displayName.equalsIgnoreCase(name)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown RSA padding '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
