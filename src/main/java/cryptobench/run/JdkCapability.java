package cryptobench.run;

import java.security.Security;
import java.util.Arrays;

/** What a JDK's own providers may or may not offer, asked of the JCA inside that JDK: never read from its version. */
public enum JdkCapability {
    /** ML-KEM through {@code javax.crypto.KEM} (SunJCE in JDK 24 and 25; Debian's 17.0.21.1 too). */
    ML_KEM("ML-KEM", "KEM", "ML-KEM-768"),
    /** ML-DSA signatures (SUN). */
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

    /** Whether this JVM's installed providers offer it. */
    public boolean offeredHere() {
        if (this == ML_KEM && !hasClass("javax.crypto.KEM")) {
            return false;
        }
        return Arrays.stream(Security.getProviders()).anyMatch(p -> p.getService(type, algorithm) != null);
    }

    /** The capability with this label (case-insensitive), or an IllegalArgumentException listing the valid ones. */
    public static JdkCapability parse(String label) {
        return Arrays.stream(values()).filter(c -> c.label.equalsIgnoreCase(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown capability '" + label + "'; valid: "
                        + String.join(", ", Arrays.stream(values()).map(JdkCapability::label).toList())));
    }

    private static boolean hasClass(String name) {
        try {
            Class.forName(name, false, ClassLoader.getSystemClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }
}
