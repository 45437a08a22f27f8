package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.results.TrialOutcome;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Utils;

/** Feeds the recorder the lines JMH prints for failed trials. */
class OutcomeRecorderTest {

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final OutcomeRecorder recorder = new OutcomeRecorder(OutputFormatFactory.createFormatInstance(
            new PrintStream(console, true, StandardCharsets.UTF_8), VerboseMode.NORMAL));

    static BenchmarkParams params(String benchmark, String provider) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("provider", provider, 0);
        workload.put("dataSize", "1024", 1);
        IterationParams iteration = new IterationParams(IterationType.MEASUREMENT, 1, TimeValue.seconds(1), 1);
        return new BenchmarkParams(
                benchmark,
                benchmark + "_Throughput",
                false,
                1,
                new int[] {1},
                List.of(),
                1,
                0,
                iteration,
                iteration,
                Mode.Throughput,
                workload,
                TimeUnit.SECONDS,
                1,
                "java",
                List.of(),
                "17",
                "VM",
                "17",
                "1.37",
                TimeValue.minutes(10));
    }

    private void failTrial(String benchmark, String provider, Throwable t) {
        recorder.startBenchmark(params(benchmark, provider));
        recorder.println(OutcomeRecorder.FAILURE_MARK);
        recorder.println("");
        recorder.println(Utils.throwableToString(t));
        recorder.println("");
    }

    @Test
    void sortsUnsupportedFromRealFailuresAndKeepsTheReason() {
        failTrial(
                "cryptobench.bench.AesCtr.encrypt",
                "ACCP",
                new UnsupportedCombinationException("ACCP does not offer AES/CTR/NoPadding"));
        failTrial(
                "cryptobench.bench.AesGcm.encryptPureJava",
                "SunJCE",
                new RuntimeException(
                        "wrapper", new IllegalStateException("pure-Java variant, but intrinsics are still on")));

        List<TrialOutcome> outcomes = recorder.outcomes();
        assertEquals(2, outcomes.size());
        assertTrue(outcomes.get(0).unsupported());
        assertEquals("ACCP does not offer AES/CTR/NoPadding", outcomes.get(0).message());
        Map<String, String> recorded = outcomes.get(0).params();
        assertEquals(Map.of("provider", "ACCP", "dataSize", "1024"), recorded);
        assertEquals(
                "AesCtr.encrypt provider=ACCP dataSize=1024", outcomes.get(0).label());
        assertFalse(outcomes.get(1).unsupported());
        assertEquals(
                "java.lang.IllegalStateException: pure-Java variant, but intrinsics are still on",
                outcomes.get(1).message());
        assertTrue(console.toString(StandardCharsets.UTF_8).contains("ACCP does not offer"), "output passes through");
    }

    @Test
    void anUnsupportedExceptionWrappedInAnotherFailureIsAFailure() {
        failTrial(
                "cryptobench.bench.AesGcm.encrypt",
                "BC",
                new IllegalStateException("harness bug", new UnsupportedCombinationException("inner")));
        assertFalse(recorder.outcomes().get(0).unsupported());
    }

    @Test
    void aForkThatDiesIsAFailure() {
        recorder.startBenchmark(params("cryptobench.bench.AesGcm.encrypt", "Conscrypt"));
        recorder.println("<forked VM failed with exit code 134>");
        assertEquals(1, recorder.outcomes().size());
        assertFalse(recorder.outcomes().get(0).unsupported());
        assertTrue(recorder.outcomes().get(0).message().contains("exit code 134"));
    }

    @Test
    void aTrialIsRecordedOnceAndSuccessfulOnesNotAtAll() {
        failTrial("cryptobench.bench.AesCtr.encrypt", "ACCP", new UnsupportedCombinationException("no CTR"));
        recorder.println("<forked VM failed with exit code 1>");
        recorder.startBenchmark(params("cryptobench.bench.AesCtr.encrypt", "SunJCE"));
        recorder.println("Iteration   1: 123 ops/s");
        assertEquals(1, recorder.outcomes().size());
    }
}
