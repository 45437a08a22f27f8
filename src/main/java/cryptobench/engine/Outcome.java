package cryptobench.engine;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.results.ResultRow;
import java.util.List;
import org.openjdk.jmh.runner.BenchmarkException;
import org.openjdk.jmh.runner.RunnerException;

/** What one unit of work gave: its JMH rows when measured (each fork's own data among their secondary results), else the reason it was not. */
public record Outcome(Status status, String message, List<ResultRow> rows) {

    public Outcome {
        rows = List.copyOf(rows);
    }

    public static Outcome measured(List<ResultRow> rows) {
        return new Outcome(Status.measured, null, rows);
    }

    public static Outcome unsupported(String reason) {
        return new Outcome(Status.unsupported, reason, List.of());
    }

    public static Outcome failed(String reason) {
        return new Outcome(Status.failed, reason, List.of());
    }

    /**
     * The outcome of a JMH run that threw: JMH hands a trial's failure back as a {@link RunnerException} whose
     * {@link BenchmarkException} holds, among its suppressed exceptions, what the benchmark threw (in this JVM, or
     * in its fork and sent back over JMH's link). A set-up that threw {@link UnsupportedCombinationException} makes
     * the trial unsupported with that reason; anything else failed, named by its root cause.
     */
    public static Outcome ofThrown(Throwable thrown) {
        Throwable first = firstFailure(thrown);
        if (first instanceof UnsupportedCombinationException unsupported) {
            return unsupported(unsupported.getMessage());
        }
        Throwable root = first;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return failed(root.toString());
    }

    /** What the benchmark threw: the first suppressed exception of the first BenchmarkException, else {@code thrown}. */
    private static Throwable firstFailure(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (t instanceof BenchmarkException jmh && jmh.getSuppressed().length > 0) {
                return firstFailure(jmh.getSuppressed()[0]);
            }
        }
        return thrown;
    }
}
