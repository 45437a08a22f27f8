package cryptobench.engine;

import cryptobench.results.ResultRow;
import java.util.List;

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
}
