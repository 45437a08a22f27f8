package cryptobench.run;

import cryptobench.provider.ProviderRegistry;
import cryptobench.sign.JcaKem;
import java.util.Arrays;

/** What a JDK's own providers may or may not offer, asked inside that JDK as the benchmarks' SunJCE cells ask: never read from its version. */
public enum JdkCapability {
    /** ML-KEM-768 through {@code javax.crypto.KEM}. */
    ML_KEM("ML-KEM", "KEM", "ML-KEM-768"),
    /** ML-DSA-65 signatures. */
    ML_DSA("ML-DSA", "Signature", "ML-DSA-65");

    private final String label;
    private final String type;
    private final String algorithm;

    JdkCapability(String label, String type, String algorithm) {
        this.label = label;
        this.type = type;
        this.algorithm = algorithm;
    }

    /** "ML-KEM": how the console and {@code --offering} name it. */
    public String label() {
        return label;
    }

    /** Whether this JVM's own providers offer it (the ones the benchmarks measure under the name SunJCE). */
    public boolean offeredHere() {
        if (this == ML_KEM && JcaKem.missing() != null) {
            return false;
        }
        return ProviderRegistry.offering(ProviderRegistry.SUN_JCE, type, algorithm) != null;
    }

    /** The capability with this label (case-insensitive), or an IllegalArgumentException listing the valid ones. */
    public static JdkCapability parse(String label) {
        return Arrays.stream(values())
                .filter(c -> c.label.equalsIgnoreCase(label))
                .findFirst()
                .orElseThrow(
                        () -> new IllegalArgumentException("unknown capability '" + label + "'; valid: " + labels()));
    }

    /** Every capability's label, for an error message. */
    public static String labels() {
        return String.join(
                ", ", Arrays.stream(values()).map(JdkCapability::label).toList());
    }
}
