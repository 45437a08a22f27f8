package cryptobench.engine;

import cryptobench.results.ResultRow;
import cryptobench.results.Settle;
import java.util.List;

/** What one unit of work gave: its JMH rows when measured, else the reason it was not, and what each fork's settling reported. */
public record Outcome(Status status, String message, List<ResultRow> rows, List<Settle> settles) {

    public Outcome {
        rows = List.copyOf(rows);
        settles = List.copyOf(settles);
    }

    public Outcome(Status status, String message, List<ResultRow> rows) {
        this(status, message, rows, List.of());
    }

    public static Outcome measured(List<ResultRow> rows) {
        return new Outcome(Status.measured, null, rows);
    }

    public static Outcome measured(List<ResultRow> rows, List<Settle> settles) {
        return new Outcome(Status.measured, null, rows, settles);
    }

    public static Outcome unsupported(String reason) {
        return new Outcome(Status.unsupported, reason, List.of());
    }

    public static Outcome failed(String reason) {
        return new Outcome(Status.failed, reason, List.of());
    }
}
