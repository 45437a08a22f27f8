package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** Forks as processes, with a script in place of java: their time limit, and what a killed one reports. */
class ForkRunnerTest {

    /** A "java" that ignores its arguments and runs {@code body}. */
    private static Path script(Path dir, String body) throws Exception {
        Path java = dir.resolve("java");
        Files.writeString(java, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return java;
    }

    @Timeout(value = 30, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    @Test
    void aForkPastItsLimitIsKilledAndItsRowsFailSayingSo(@TempDir Path tmp) throws Exception {
        Side side =
                new Side("base", script(tmp, "echo started; exec sleep 60"), List.of(tmp.resolve("a.jar")), List.of());
        Trial t = new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of("provider", "SunJCE"), 1, 0.01);
        // 4 x 0.01 s planned + a 1 s JMH iteration timeout: 1.04 s.
        ForkedJvm forks = new ForkedJvm(b -> List.of())
                .configure(List.of(side), new CommandLineOptions("-to", "1s"), tmp.resolve("work"));
        List<List<Outcome>> outcomes = forks.execute(
                List.of(new Executor.Launch("base", List.of(new WorkUnit(t, 0, 1, "base")), null)), false);

        Outcome o = outcomes.get(0).get(0);
        assertEquals(Status.failed, o.status());
        assertTrue(
                o.message()
                        .startsWith(
                                "fork killed at its time limit of 1 s (4 x its rows' planned time + the JMH iteration timeout)"),
                o.message());
        Path log = tmp.resolve("work").resolve("r0001-base.log");
        assertTrue(o.message().endsWith("its console: " + log), o.message());
        assertEquals("started\n", Files.readString(log), "the console of a killed fork is kept");
    }

    @Test
    void theLimitIsFourTimesThePlannedTimePlusJmhsIterationTimeout() throws Exception {
        Trial oneFork = new Trial("b.B.m", Mode.Throughput, Map.of(), 1, 5);
        Trial threeForks = new Trial("b.B.n", Mode.Throughput, Map.of(), 3, 30);
        assertEquals(
                Duration.ofSeconds(4 * (5 + 10) + 600),
                ForkCommand.limit(List.of(oneFork, threeForks), new CommandLineOptions()),
                "JMH's default timeout is 10 min");
        assertEquals(
                Duration.ofSeconds(4 * 5 + 60),
                ForkCommand.limit(List.of(oneFork), new CommandLineOptions("-to", "1min")));
    }

    @Test
    void aForkThatEndsCleanlyLeavesNoFiles(@TempDir Path tmp) throws Exception {
        Side side = new Side("new", script(tmp, "echo fine"), List.of(tmp.resolve("a.jar")), List.of());
        Path log = tmp.resolve("work").resolve("f.log");
        ForkCommand fork = new ForkCommand(
                side,
                List.of(),
                List.of(),
                List.of(),
                List.of(),
                tmp.resolve("work").resolve("f.json"),
                null,
                log,
                Duration.ofSeconds(30));

        ForkOutput out = new ForkedJvm().run(List.of(fork), true).get(0);

        assertEquals(List.of("fine"), out.log());
        assertEquals(0, out.exitCode());
        assertEquals(null, out.killed());
        assertTrue(Files.notExists(log), "deleted once read");
    }
}
