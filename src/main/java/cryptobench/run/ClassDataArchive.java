package cryptobench.run;

import cryptobench.jvm.ChildProcess;
import cryptobench.jvm.ForkArgs;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;

/**
 * A class-data sharing archive (AppCDS, JDK 13+ dynamic archive) of the benchmark jar for one JDK, so
 * that each fork maps the classes of the JDK, JMH and the providers instead of loading them. Made once
 * per JDK and class path by a training JVM ({@link CdsTraining}), named by a hash of both, rebuilt when
 * either changes; where it cannot be made the forks start without it.
 */
public final class ClassDataArchive {

    private static final Duration TRAINING_LIMIT = Duration.ofSeconds(180);

    /** Why the archive of a key could not be made, for the keys this JVM tried. */
    private static final Map<String, String> FAILED = new ConcurrentHashMap<>();

    private ClassDataArchive() {}

    /**
     * The fork arguments that use the archive of {@code java} and {@code classPath}, making it in
     * {@code cacheDir} first if it is not there; none (and one line to {@code log} saying why) if it
     * cannot be made.
     */
    public static List<String> forkArgs(Path java, String classPath, Path cacheDir, Consumer<String> log) {
        String key = null;
        try {
            for (String entry : classPath.split(File.pathSeparator)) {
                if (!entry.isEmpty() && Files.isDirectory(Path.of(entry))) {
                    throw new IOException(
                            "the class path holds the folder " + entry + ", and an archive takes jars only");
                }
            }
            key = key(java, classPath);
            String failed = FAILED.get(key);
            if (failed != null) {
                throw new IOException(failed);
            }
            Path archive = cacheDir.resolve("cds-" + key + ".jsa");
            if (!Files.isRegularFile(archive)) {
                make(java, classPath, archive, log);
            }
            return List.of(ForkArgs.SHARED_ARCHIVE + archive.toAbsolutePath(), ForkArgs.SHARE_AUTO);
        } catch (IOException | RuntimeException e) {
            if (key != null) {
                // A training that failed is not tried again by this JVM.
                FAILED.put(key, e.getMessage());
            }
            log.accept("# Class-data archive: none, forks start without it (" + e.getMessage() + ")");
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return List.of();
        }
    }

    private static void make(Path java, String classPath, Path archive, Consumer<String> log)
            throws IOException, InterruptedException {
        Files.createDirectories(archive.getParent());
        Path partial = archive.resolveSibling(archive.getFileName() + ".part");
        Files.deleteIfExists(partial);
        log.accept("# Class-data archive: training a JVM once for " + java + " and this jar (" + archive + ")");
        List<String> command = new ArrayList<>(List.of(
                java.toString(),
                "-XX:ArchiveClassesAtExit=" + partial.toAbsolutePath(),
                ForkArgs.NATIVE_ACCESS,
                "-cp",
                classPath,
                CdsTraining.class.getName()));
        ChildProcess.Result r = ChildProcess.run(command, TRAINING_LIMIT.toSeconds());
        if (!r.ok() || !Files.isRegularFile(partial)) {
            Files.deleteIfExists(partial);
            throw new IOException("the training JVM "
                    + (r.timedOut()
                            ? "did not end within " + TRAINING_LIMIT.toSeconds() + " s"
                            : "exited " + r.exitCode())
                    + (Files.isRegularFile(partial) ? "" : " without an archive") + ": "
                    + r.err().lines().filter(l -> !l.isBlank()).findFirst().orElse(""));
        }
        Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    /**
     * A hash of what the archive depends on: the JVM (its binary and shared library, by path, size and
     * time) and every class-path entry (by path, size and time).
     */
    static String key(Path java, String classPath) throws IOException {
        List<Path> parts = new ArrayList<>();
        Path real = java.toRealPath();
        parts.add(real);
        Path home = real.getParent() == null ? null : real.getParent().getParent();
        if (home != null) {
            parts.add(home.resolve("lib").resolve("server").resolve("libjvm.so"));
            parts.add(home.resolve("release"));
        }
        for (String entry : classPath.split(File.pathSeparator)) {
            if (!entry.isEmpty()) {
                parts.add(Path.of(entry).toAbsolutePath().normalize());
            }
        }
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (Path p : parts) {
                sha.update(p.toString().getBytes(StandardCharsets.UTF_8));
                if (Files.exists(p)) {
                    sha.update(
                            (Files.size(p) + "@" + Files.getLastModifiedTime(p).toMillis())
                                    .getBytes(StandardCharsets.UTF_8));
                }
                sha.update((byte) 0);
            }
            sha.update(classPath.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(sha.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
