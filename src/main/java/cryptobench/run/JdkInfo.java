package cryptobench.run;

import cryptobench.jvm.IntrinsicFlags;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * A JDK as its own JVM describes itself ({@link JdkProbe}): home, version, build, architecture, the
 * capabilities its providers offer and the intrinsic flags it knows. Crosses from the probe as JSON.
 */
public record JdkInfo(
        String home,
        String version,
        String build,
        String vendor,
        int feature,
        String arch,
        List<String> offers,
        List<String> flags) {

    /** The running JVM's own description. */
    public static JdkInfo current() {
        return new JdkInfo(
                System.getProperty("java.home"),
                System.getProperty("java.version"),
                System.getProperty("java.runtime.version"),
                System.getProperty("java.vendor"),
                Runtime.version().feature(),
                System.getProperty("os.arch"),
                Arrays.stream(JdkCapability.values())
                        .filter(JdkCapability::offeredHere)
                        .map(JdkCapability::label)
                        .toList(),
                knownFlags());
    }

    private static List<String> knownFlags() {
        try {
            return List.copyOf(IntrinsicFlags.read(IntrinsicFlags.ALL_FLAGS).keySet());
        } catch (IllegalStateException notHotSpot) {
            return List.of();
        }
    }

    /** Whether its providers offer the capability. */
    public boolean offers(JdkCapability capability) {
        return offers.contains(capability.label());
    }

    /** Whether this JVM knows the HotSpot flag (UseChaCha20Intrinsics, say). */
    public boolean knows(String flag) {
        return flags.contains(flag);
    }

    /** Its bin/java. */
    public Path java() {
        return Path.of(home, "bin", "java");
    }
}
