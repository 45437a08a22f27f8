package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.FakeProviders;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.verify.broken.XtsShortTweak;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * A trial's failure reaches its outcome as the object JMH throws, from a fork or from this JVM, with the console
 * thrown away: no text is read. Every trial here fails in its set-up, so nothing is measured.
 */
class InProcessJmhTest {

    private static Outcome run(int forks, String benchmark, String provider) throws Exception {
        var options = new OptionsBuilder()
                .forks(forks)
                .warmupIterations(0)
                .measurementIterations(1)
                .measurementTime(TimeValue.milliseconds(100))
                .jvmArgsAppend("-Xms16m", "-XX:-AlwaysPreTouch", "-Dcryptobench.settle=off")
                .build();
        var silent = OutputFormatFactory.createFormatInstance(
                new PrintStream(OutputStream.nullOutputStream()), VerboseMode.SILENT);
        Trial trial = new Trial(
                benchmark,
                Mode.Throughput,
                Map.of("provider", provider, "keyBits", benchmark.contains("Xts") ? "512" : "256", "dataSize", "1024"),
                1,
                1);
        InProcessJmh jmh = new InProcessJmh().lane("", options, silent);
        return jmh.execute(List.of(new Executor.Launch("", List.of(new WorkUnit(trial, 0, 1, "")), null)), false)
                .get(0)
                .get(0);
    }

    @Test
    void anUnsupportedCombinationInAForkedSetUpArrivesWithItsReason() throws Exception {
        assertEquals(
                Outcome.unsupported("SunJCE does not offer AES/XTS/NoPadding"),
                run(1, "cryptobench.bench.AesXts.encrypt", "SunJCE"));
    }

    @Test
    void aBrokenProviderRefusedInAForkedSetUpFailsWithTheCheckThatCaughtIt() throws Exception {
        Outcome o = run(1, "cryptobench.bench.AesXts.encrypt", XtsShortTweak.class.getName());
        assertEquals(Status.failed, o.status(), String.valueOf(o));
        assertTrue(o.message().contains("XtsShortTweak gives wrong bytes"), o.message());
    }

    @Test
    void aReasonOfTwoLinesArrivesWhole() throws Exception {
        Outcome o = run(1, "cryptobench.bench.AesGcm.encrypt", FakeProviders.FailsOnTwoLines.class.getName());
        assertEquals(Status.failed, o.status(), String.valueOf(o));
        assertEquals(
                "java.security.ProviderException: EVP_EncryptFinal_ex failed\n"
                        + "  error:1C800066:Provider routines::cipher operation failed",
                o.message());
    }

    @Test
    void aSetUpInThisJvmArrivesTheSameWay() throws Exception {
        assertEquals(
                Outcome.unsupported("SunJCE does not offer AES/XTS/NoPadding"),
                run(0, "cryptobench.bench.AesXts.decrypt", "SunJCE"));
    }

    @Test
    void onlyWhatTheSetUpThrewItselfMakesATrialUnsupported() {
        Outcome wrapped = Outcome.ofThrown(new RunnerException(
                "Benchmark caught the exception",
                new BenchmarkException(
                        new IllegalStateException("harness bug", new UnsupportedCombinationException("inner")))));
        assertEquals(Outcome.failed("cryptobench.provider.UnsupportedCombinationException: inner"), wrapped);
    }

    @Test
    void aForkThatDiedFailsWithItsExitCode() {
        Outcome died = Outcome.ofThrown(new RunnerException(
                "Benchmark caught the exception",
                new BenchmarkException(new IllegalStateException("Forked VM failed with exit code 134"))));
        assertEquals(Outcome.failed("java.lang.IllegalStateException: Forked VM failed with exit code 134"), died);
    }

    @Test
    void aRunThatNeverStartedFailsWithJmhsReason() {
        Outcome locked = Outcome.ofThrown(
                new RunnerException("ERROR: Another JMH instance might be running. Unable to acquire the JMH lock"));
        assertTrue(locked.message().contains("Another JMH instance"), locked.message());
        assertEquals(Status.failed, locked.status());
    }

    @Test
    void jmhsNoteThatTheRunStopsAtAFailureIsNotPassedOn() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RoundConsole console = new RoundConsole(OutputFormatFactory.createFormatInstance(
                new PrintStream(bytes, true, StandardCharsets.UTF_8), VerboseMode.NORMAL));
        console.println(RoundConsole.STOPS_AT_FAILURE);
        console.println("Iteration   1: <failure>");
        assertEquals("Iteration   1: <failure>\n", bytes.toString(StandardCharsets.UTF_8));
    }
}
