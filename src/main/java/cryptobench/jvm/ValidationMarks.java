package cryptobench.jvm;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What one fork leaves for the next forks of the same run: a mark that a configuration passed its full
 * validation in a JVM of the same JDK and the same JVM arguments, so that they skip the part that would only
 * repeat it. The run names the folder ({@code -Dcryptobench.validated=DIR}); without it every fork validates.
 */
public final class ValidationMarks {

    /** The system property naming the folder of marks. */
    public static final String PROPERTY = "cryptobench.validated";

    private ValidationMarks() {}

    /** The mark of {@code configuration} in this JVM, or null when the run keeps no marks. */
    public static Path of(String configuration) {
        String dir = System.getProperty(PROPERTY, "").trim();
        if (dir.isEmpty()) {
            return null;
        }
        StringBuilder key = new StringBuilder(configuration)
                .append('\n')
                .append(System.getProperty("java.home"))
                .append('\n')
                .append(System.getProperty("java.vm.version"))
                .append('\n')
                .append(build());
        for (String arg : ManagementFactory.getRuntimeMXBean().getInputArguments()) {
            // JMH names a fresh temporary file for each fork's compile commands; like the run's other
            // bookkeeping it does not change what runs.
            if (!ForkArgs.isBookkeeping(arg)) {
                key.append('\n').append(arg);
            }
        }
        return Path.of(dir).resolve(hash(key.toString()) + ".validated");
    }

    /** Whether an earlier fork left {@code mark} (false for null). */
    public static boolean present(Path mark) {
        return mark != null && Files.isRegularFile(mark);
    }

    /** Leaves {@code mark} with {@code account} (what was checked) in it; a mark that cannot be written is skipped. */
    public static void leave(Path mark, String account) {
        if (mark == null) {
            return;
        }
        try {
            Files.createDirectories(mark.getParent());
            Path part = mark.resolveSibling(
                    mark.getFileName() + "." + ProcessHandle.current().pid());
            Files.writeString(part, account + "\n");
            Files.move(part, mark, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            // The next fork validates in full.
        }
    }

    /** The build the fork runs: this jar's path, size and time (a run resumed with another jar validates again). */
    private static String build() {
        try {
            Path jar = Path.of(ValidationMarks.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            return jar + "@" + Files.size(jar) + "@"
                    + Files.getLastModifiedTime(jar).toMillis();
        } catch (IOException | URISyntaxException | RuntimeException e) {
            return "unknown build " + e;
        }
    }

    private static String hash(String s) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)))
                    .substring(0, 24);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
