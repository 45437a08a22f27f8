package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.Side;
import cryptobench.engine.Trial;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;

/** ab's check of each side before anything is written: the side's JVM starts and lists the trials' benchmarks. */
class AbSetupTest {

    private static final List<Trial> TRIALS = List.of(
            new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of(), 1, 1),
            new Trial("cryptobench.bench.AesGcm.decrypt", Mode.Throughput, Map.of(), 1, 1));

    private static final Duration LIMIT = Duration.ofSeconds(120);

    /** A "java" that ignores its arguments and runs {@code body}. */
    private static Path script(Path dir, String body) throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Test
    void aSideWhoseJvmDoesNotStartIsBadInputSayingWhy(@TempDir Path tmp) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Side side = new Side("new", java, List.of(tmp.resolve("a.jar")), List.of("-XX:+NoSuchFlagHere"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> AbSetup.checkSide(side, TRIALS, LIMIT));
        assertTrue(
                e.getMessage().startsWith("new side does not start: Unrecognized VM option 'NoSuchFlagHere'"),
                e.getMessage());
        assertTrue(e.getMessage().endsWith("(" + side.describe() + ")"), e.getMessage());
    }

    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    @Test
    void aSideThatHangsIsBadInputAtItsLimit(@TempDir Path tmp) throws Exception {
        Side side = new Side("base", script(tmp, "exec sleep 60"), List.of(tmp.resolve("a.jar")), List.of());
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> AbSetup.checkSide(side, TRIALS, Duration.ofSeconds(1)));
        assertTrue(
                e.getMessage().startsWith("base side does not start: it did not list its benchmarks within 1 s"),
                e.getMessage());
    }

    @Test
    void aSideWithoutOneOfTheBenchmarksIsBadInput(@TempDir Path tmp) throws Exception {
        Side side = new Side(
                "base",
                script(tmp, "echo Benchmarks:; echo cryptobench.bench.AesGcm.encrypt"),
                List.of(tmp.resolve("a.jar")),
                List.of());
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> AbSetup.checkSide(side, TRIALS, LIMIT));
        assertTrue(
                e.getMessage().startsWith("base side has no benchmark cryptobench.bench.AesGcm.decrypt"),
                e.getMessage());
    }

    @Test
    void aSideThatListsEveryBenchmarkPasses(@TempDir Path tmp) throws Exception {
        Side side = new Side(
                "base",
                script(
                        tmp,
                        "echo Benchmarks:; echo cryptobench.bench.AesGcm.decrypt;"
                                + " echo cryptobench.bench.AesGcm.encrypt; echo a warning >&2"),
                List.of(tmp.resolve("a.jar")),
                List.of());
        assertDoesNotThrow(() -> AbSetup.checkSide(side, TRIALS, LIMIT));
    }
}
