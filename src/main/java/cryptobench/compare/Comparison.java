package cryptobench.compare;

import cryptobench.results.Json;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.Verdict;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code compare} prints: two runs compared row by row, as a Markdown table for a PR comment
 * or as JSON, and whether any row regressed or is invalid.
 */
public final class Comparison {

    /** The two sides read, with the floors, before the threshold is known. */
    public record Sides(
            Path base, Path next, String metric, List<Floor> floors, List<ResultRow> before, List<ResultRow> after) {

        /** Parses the {@code --floor} amounts (after the defaults), then reads both sides ({@code metric}'s rows only, if given). */
        public static Sides read(Path base, Path next, String metric, List<String> floors) throws IOException {
            List<Floor> floorList = new ArrayList<>(Floor.DEFAULTS);
            floors.forEach(f -> floorList.add(Floor.parse(f)));
            return new Sides(
                    base,
                    next,
                    metric,
                    floorList,
                    ResultReader.read(List.of(base), metric),
                    ResultReader.read(List.of(next), metric));
        }

        /**
         * Compares the rows ({@code thresholdText} is the threshold as given, for the heading); no
         * common row is an IllegalArgumentException.
         */
        public Comparison compare(double threshold, String thresholdText, double confidence, boolean holm) {
            List<RowComparison> rows =
                    new ResultComparator(threshold, confidence, metric != null, holm, floors).compare(before, after);
            if (rows.stream().noneMatch(r -> r.base() != null && r.next() != null)) {
                throw new IllegalArgumentException("no common rows between " + base + " (" + before.size()
                        + " results) and "
                        + next + " (" + after.size() + " results): benchmark, mode, JDK and params must all match"
                        + (metric == null ? "" : ", and both need the secondary metric '" + metric + "'"));
            }
            return new Comparison(this, rows, thresholdText, confidence, holm);
        }
    }

    private final Sides sides;
    private final List<RowComparison> rows;
    private final String threshold;
    private final double confidence;
    private final boolean holm;

    private Comparison(Sides sides, List<RowComparison> rows, String threshold, double confidence, boolean holm) {
        this.sides = sides;
        this.rows = rows;
        this.threshold = threshold;
        this.confidence = confidence;
        this.holm = holm;
    }

    /** Whether a row regressed or is invalid. */
    public boolean regressed() {
        return rows.stream().anyMatch(r -> r.verdict() == Verdict.REGRESSED || r.verdict() == Verdict.INVALID);
    }

    /** The rows as a JSON array, one object per row. */
    public String json() throws IOException {
        return Json.MAPPER.writeValueAsString(
                rows.stream().map(Comparison::json).toList());
    }

    /** The heading (counts, threshold, floors, confidence), the agreement of the runs and the table. */
    public void markdown(PrintWriter out) {
        Map<Verdict, Long> counts = new LinkedHashMap<>();
        rows.forEach(r -> counts.merge(r.verdict(), 1L, Long::sum));
        String applied = rows.stream()
                .filter(r -> r.base() != null && r.next() != null)
                .map(r -> Floor.of(sides.floors(), r.base().unit()))
                .filter(f -> f != null && f.amount() > 0)
                .distinct()
                .map(Floor::toString)
                .reduce((a, b) -> a + ", " + b)
                .map(f -> ", floor " + f)
                .orElse("");
        out.printf(
                "Compared %s (base) with %s (new)%s: %s. Threshold %s%s, confidence %s%s.%n%n",
                sides.base(),
                sides.next(),
                sides.metric() == null ? "" : ", metric " + sides.metric(),
                counts.entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey().name().toLowerCase(Locale.ROOT))
                        .reduce((a, b) -> a + ", " + b)
                        .orElse("nothing"),
                threshold,
                applied,
                confidence,
                holm ? " over all rows (Holm)" : " per row");
        Agreement.of(rows).ifPresent(a -> out.printf("%s%n%n", a.describe()));
        out.println("| verdict | benchmark | change | new/base | interval | p | base | new | note |");
        out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (RowComparison r : rows) {
            out.printf(
                    "| %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                    r.verdict().name().toLowerCase(Locale.ROOT),
                    r.key(),
                    Double.isNaN(r.change()) ? "" : String.format(Locale.ROOT, "%+.1f%%", r.change() * 100),
                    fmt(r.ratio()),
                    Double.isNaN(r.low()) ? "" : fmt(r.low()) + " to " + fmt(r.high()),
                    Double.isNaN(r.pValue()) ? "" : String.format(Locale.ROOT, "%.2g", r.pValue()),
                    r.base() == null ? "" : score(r.base()),
                    r.next() == null ? "" : score(r.next()),
                    r.note());
        }
    }

    private static String fmt(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4g", v);
    }

    /**
     * A side's figure ({@link ResultRow#estimate()}) in its unit, NaN included (after conversion both sides share the unit, unless
     * it could not be converted), and the forks the row's interval rests on.
     */
    private static String score(ResultRow r) {
        int forks = r.rawByFork().length;
        return (Double.isNaN(r.estimate()) ? "NaN" : fmt(r.estimate())) + " " + r.unit() + " (" + forks
                + (forks == 1 ? " fork)" : " forks)");
    }

    /** JSON has no NaN: Jackson would write the string "NaN", which tools read as text. */
    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private static Map<String, Object> json(RowComparison r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("key", r.key());
        m.put("verdict", r.verdict().name().toLowerCase(Locale.ROOT));
        m.put("change", finite(r.change()));
        m.put("ratio", finite(r.ratio()));
        m.put("ratioLow", finite(r.low()));
        m.put("ratioHigh", finite(r.high()));
        m.put("pValue", finite(r.pValue()));
        m.put("baseScore", r.base() == null ? null : finite(r.base().estimate()));
        m.put("newScore", r.next() == null ? null : finite(r.next().estimate()));
        m.put("baseForks", r.base() == null ? null : r.base().rawByFork().length);
        m.put("newForks", r.next() == null ? null : r.next().rawByFork().length);
        m.put("unit", (r.base() != null ? r.base() : r.next()).unit());
        if (r.base() != null
                && r.next() != null
                && !r.next().unit().equals(r.base().unit())) {
            m.put("newUnit", r.next().unit());
        }
        m.put("note", r.note());
        return m;
    }
}
