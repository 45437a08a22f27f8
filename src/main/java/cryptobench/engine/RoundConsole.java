package cryptobench.engine;

import java.io.IOException;
import java.util.Collection;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.format.OutputFormat;

/**
 * JMH's console output of one round, passed through but for the closing table JMH prints at the end of each run
 * (the launcher runs one trial per JMH run and prints one table for them all) and its note on fail-on-error.
 */
final class RoundConsole implements OutputFormat {

    private final OutputFormat delegate;

    RoundConsole(OutputFormat delegate) {
        this.delegate = delegate;
    }

    @Override
    public void startBenchmark(BenchmarkParams benchmarkParams) {
        delegate.startBenchmark(benchmarkParams);
    }

    /** JMH's note that the run stops at a failure: every round's run does (TrialOptions), the user did not ask. */
    static final String STOPS_AT_FAILURE = "Benchmark had encountered error, and fail on error was requested";

    @Override
    public void println(String s) {
        if (!STOPS_AT_FAILURE.equals(s)) {
            delegate.println(s);
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

    /** Not passed on. */
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
