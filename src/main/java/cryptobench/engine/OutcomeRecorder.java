package cryptobench.engine;

import cryptobench.results.TrialOutcome;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's console output, passed through unchanged, while noting which trials failed and why. JMH
 * prints a failed trial as {@code <failure>} followed by the stack trace and goes on; this sorts
 * those into unsupported combinations and real failures.
 */
public final class OutcomeRecorder implements OutputFormat {

    static final String FAILURE_MARK = OutcomeClassifier.FAILURE_MARK;
    private static final String FORK_DIED = "<forked VM failed";

    private final OutputFormat delegate;
    private final List<TrialOutcome> outcomes = new ArrayList<>();
    private BenchmarkParams current;
    private boolean expectingTrace;
    private boolean currentFailed;

    public OutcomeRecorder(OutputFormat delegate) {
        this.delegate = delegate;
    }

    /** Every trial that produced no result, in run order. */
    public List<TrialOutcome> outcomes() {
        return List.copyOf(outcomes);
    }

    /** Records the trial's failure from the text JMH prints for it. */
    void noteFailureText(String text) {
        if (current == null || currentFailed) {
            return;
        }
        currentFailed = true;
        Map<String, String> params = new LinkedHashMap<>();
        for (String key : current.getParamsKeys()) {
            params.put(key, current.getParam(key));
        }
        Outcome o = OutcomeClassifier.ofTrace(text);
        outcomes.add(new TrialOutcome(current.getBenchmark(), params, o.status() == Status.unsupported, o.message()));
    }

    @Override
    public void startBenchmark(BenchmarkParams benchmarkParams) {
        current = benchmarkParams;
        currentFailed = false;
        expectingTrace = false;
        delegate.startBenchmark(benchmarkParams);
    }

    @Override
    public void println(String s) {
        delegate.println(s);
        if (s == null) {
            return;
        }

        if (s.startsWith(FAILURE_MARK)) {
            expectingTrace = true;
        } else if (s.startsWith(FORK_DIED)) {
            noteFailureText(s);
        } else if (expectingTrace && !s.isBlank()) {
            expectingTrace = false;
            noteFailureText(s);
        }
    }

    @Override
    public void iteration(BenchmarkParams benchParams, IterationParams params, int iteration) {
        delegate.iteration(benchParams, params, iteration);
    }

    @Override
    public void iterationResult(
            BenchmarkParams benchParams, IterationParams params, int iteration, IterationResult data) {
        delegate.iterationResult(benchParams, params, iteration, data);
    }

    @Override
    public void endBenchmark(BenchmarkResult result) {
        delegate.endBenchmark(result);
    }

    @Override
    public void startRun() {
        delegate.startRun();
    }

    /** Not passed on: the launcher runs one trial per JMH run and prints one table for them all. */
    @Override
    public void endRun(Collection<RunResult> result) {}

    @Override
    public void print(String s) {
        delegate.print(s);
    }

    @Override
    public void flush() {
        delegate.flush();
    }

    @Override
    public void close() {
        delegate.close();
    }

    @Override
    public void verbosePrintln(String s) {
        delegate.verbosePrintln(s);
    }

    @Override
    public void write(int b) {
        delegate.write(b);
    }

    @Override
    public void write(byte[] b) throws IOException {
        delegate.write(b);
    }
}
