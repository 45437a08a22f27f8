package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.results.Json;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** A whole verify around forks that do not behave. */
class VerifyRunTest {

    /** A "java" that never ends: the fork is killed at its limit and reported as a crashed fork with the reason. */
    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    @Test
    @DisabledOnOs(OS.WINDOWS)
    void aForkThatDoesNotEndWithinItsLimitIsKilledAndReportedAsCrashed(@TempDir Path dir) throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\nexec sleep 600\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwx------"));
        Path folder = dir.resolve("verify");
        StringWriter out = new StringWriter();
        int code = new VerifyRun(
                        Map.of("hangs", java),
                        List.of("SunJCE"),
                        List.of(VerifyWorker.ForkVariant.DEFAULT),
                        Scope.HEADLINE,
                        1,
                        1,
                        folder)
                .forkLimit(Duration.ofSeconds(1))
                .run(new PrintWriter(out));
        assertEquals(1, code, out.toString());
        assertTrue(out.toString().contains("jdkhangs-default: timed out after "), out.toString());
        JsonNode failure = Json.MAPPER
                .readTree(folder.resolve(VerifyRun.VERIFY_JSON).toFile())
                .path("forks")
                .path(0)
                .path("failures")
                .path(0);
        assertEquals("fork", failure.path("check").asText(), failure.toString());
        assertTrue(
                failure.path("message")
                        .asText()
                        .startsWith("the fork did not end within 1 s and was killed (its log: "),
                failure.toString());
    }

    /** On this CPU's own UseAVX level a fork would repeat the default fork: left out, and said so; without the default fork, run. */
    @Test
    void aUseAvxLevelThatIsTheJdksOwnIsNotRunBesideTheDefaultFork(@TempDir Path dir) {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String own = IntrinsicFlags.probe(java.toString(), List.of(), List.of(IntrinsicFlags.USE_AVX))
                .get(IntrinsicFlags.USE_AVX);
        assertTrue(own != null && own.matches("[0-3]"), "UseAVX here: " + own);
        List<VerifyWorker.ForkVariant> levels =
                List.of(VerifyWorker.ForkVariant.AVX2, VerifyWorker.ForkVariant.AVX1, VerifyWorker.ForkVariant.AVX0);
        List<VerifyWorker.ForkVariant> all = new ArrayList<>(List.of(VerifyWorker.ForkVariant.DEFAULT));
        all.addAll(levels);
        VerifyRun run = new VerifyRun(Map.of("17", java), List.of("SunJCE"), all, Scope.HEADLINE, 1, 2, dir);
        List<String> labels = run.forks().stream().map(f -> f.variant().label()).toList();
        if (own.equals("3")) {
            // An AVX-512 CPU: verify has no UseAVX=3 fork, so none repeats the default fork.
            assertEquals(4, labels.size(), labels.toString());
            assertEquals(List.of(), run.repeats());
            return;
        }
        assertEquals(3, labels.size(), labels.toString());
        assertFalse(labels.contains("UseAVX=" + own), labels.toString());
        assertEquals(
                List.of("jdk17-UseAVX" + own + " not run: UseAVX=" + own
                        + " is JDK 17's own level on this CPU, which its default fork runs at"),
                run.repeats());
        VerifyRun alone = new VerifyRun(Map.of("17", java), List.of("SunJCE"), levels, Scope.HEADLINE, 1, 2, dir);
        assertEquals(3, alone.forks().size());
        assertEquals(List.of(), alone.repeats());
    }
}
