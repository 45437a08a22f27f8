package cryptobench.provider;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** The platform whose native code (ACCP's classifier) the build put in this jar, as {@code pom.xml} recorded it. */
public final class JarPlatform {

    static final String RESOURCE = "cryptobench/platform.properties";

    private JarPlatform() {}

    /** {@code linux-x86_64}, {@code linux-aarch_64}, {@code osx-aarch_64}; null if the build did not record it. */
    public static String of(ClassLoader loader) {
        try (InputStream in = loader.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return null;
            }
            Properties p = new Properties();
            p.load(in);
            String platform = p.getProperty("platform");
            return platform == null || platform.startsWith("${") ? null : platform;
        } catch (IOException e) {
            return null;
        }
    }
}
