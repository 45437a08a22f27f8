package cryptobench.cli;

import cryptobench.results.Json;
import cryptobench.compare.Agreement;
import cryptobench.compare.Floor;
import cryptobench.compare.ResultComparator;
import cryptobench.compare.RowComparison;
import cryptobench.compare.Verdict;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Compares two JMH runs row by row, noise-aware and direction-aware; exit 0 clean, 1 regression, 2 bad input. */
@Command(name = "compare", mixinStandardHelpOptions = true,
        description = {"Compares BASE and NEW (JMH JSON files, or folders of them, merged) row by row: benchmark, mode, "
                + "JDK and every param must match. A row regressed or improved only if the change is at least --threshold "
                + "and Welch's t-test is significant at --confidence. The test compares fork means when both sides ran 2 or "
                + "more forks, else every iteration (and says so); a SampleTime iteration is the mean of its histogram. "
                + "Throughput: higher is better; AverageTime, SampleTime, SingleShot: lower is better.",
                "NEW is converted to BASE's unit (ns/op to us/op, ops/ms to ops/s); units of different things (B/op and "
                + "ops/s) make the row invalid. So does NaN or an infinity anywhere in a score or raw data (the note names "
                + "the file), and a score of 0 (a throughput of 0 on the new side: regressed). A change smaller than "
                + "--floor is unchanged.",
                "Exit code: 0 no regression, 1 regression or invalid row found, 2 bad input."})
public final class CompareCommand implements Callable<Integer> {

    enum Format { markdown, json }

    enum FailOn { regression, none }

    @Parameters(index = "0", paramLabel = "BASE", description = "The baseline: a JMH JSON file or a folder of them.")
    Path base;

    @Parameters(index = "1", paramLabel = "NEW", description = "The new run: a JMH JSON file or a folder of them.")
    Path next;

    @Option(names = "--threshold", defaultValue = "5%", paramLabel = "PCT",
            description = "Smallest change that counts, e.g. 5%% or 0.05 (default: ${DEFAULT-VALUE}).")
    String threshold;

    @Option(names = "--confidence", defaultValue = "0.99", paramLabel = "P",
            description = "Confidence for the t-test and the ratio interval (default: ${DEFAULT-VALUE}).")
    double confidence;

    @Option(names = "--format", defaultValue = "markdown", description = "markdown (for a PR comment) or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(names = "--fail-on", defaultValue = "regression", description = "regression or none (only report) (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(names = "--metric", paramLabel = "NAME",
            description = {"Compare this secondary metric instead of the score, e.g. gc.alloc.rate.norm (from -prof gc);",
                    "rates of ops are better higher, anything else lower. Rows without it are left out."})
    String metric;

    enum Correction { holm, none }

    @Option(names = "--correction", defaultValue = "holm",
            description = {"holm: --confidence holds for all rows together (Holm's step-down method), so a clean re-run",
                    "rarely flags a row by chance; none: row by row (default: ${DEFAULT-VALUE})."})
    Correction correction;

    @Option(names = "--floor", paramLabel = "AMOUNT",
            description = "Smallest absolute change that counts for rows in AMOUNT's unit or one convertible to it, e.g. "
                    + "1B/op, 0.5ns/op, 100ops/s; a smaller change is unchanged, with a note. Repeat for other units. "
                    + "Always applied: 1B/op (0.0030 to 0.0026 B/op, JMH's own allocations, is no change); "
                    + "--floor 0B/op turns it off.")
    List<String> floors = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<Floor> floorList = new ArrayList<>(Floor.DEFAULTS);
        floors.forEach(f -> floorList.add(Floor.parse(f)));
        List<ResultRow> before = ResultReader.read(List.of(base), metric);
        List<ResultRow> after = ResultReader.read(List.of(next), metric);
        List<RowComparison> rows = new ResultComparator(parseThreshold(threshold), confidence, metric != null,
                correction == Correction.holm, floorList).compare(before, after);
        if (rows.stream().noneMatch(r -> r.base() != null && r.next() != null)) {
            throw new IllegalArgumentException("no common rows between " + base + " (" + before.size() + " results) and "
                    + next + " (" + after.size() + " results): benchmark, mode, JDK and params must all match"
                    + (metric == null ? "" : ", and both need the secondary metric '" + metric + "'"));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(Json.MAPPER.writeValueAsString(
                    rows.stream().map(CompareCommand::json).toList()));
        } else {
            markdown(out, rows, floorList);
        }
        out.flush();
        boolean regressed = rows.stream().anyMatch(r -> r.verdict() == Verdict.REGRESSED || r.verdict() == Verdict.INVALID);
        return regressed && failOn == FailOn.regression ? 1 : 0;
    }

    static double parseThreshold(String text) {
        String t = text.trim();
        try {
            double value = t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100 : Double.parseDouble(t);
            if (value < 0 || value >= 10) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--threshold '" + text + "' is not a change like 5% or 0.05");
        }
    }

    private void markdown(PrintWriter out, List<RowComparison> rows, List<Floor> floorList) {
        Map<Verdict, Long> counts = new LinkedHashMap<>();
        rows.forEach(r -> counts.merge(r.verdict(), 1L, Long::sum));
        String applied = rows.stream().filter(r -> r.base() != null && r.next() != null)
                .map(r -> Floor.of(floorList, r.base().unit())).filter(f -> f != null && f.amount() > 0).distinct()
                .map(Floor::toString).reduce((a, b) -> a + ", " + b).map(f -> ", floor " + f).orElse("");
        out.printf("Compared %s (base) with %s (new)%s: %s. Threshold %s%s, confidence %s%s.%n%n", base, next,
                metric == null ? "" : ", metric " + metric,
                counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().name().toLowerCase(Locale.ROOT))
                        .reduce((a, b) -> a + ", " + b).orElse("nothing"), threshold, applied, confidence,
                correction == Correction.holm ? " over all rows (Holm)" : " per row");
        Agreement.of(rows, metric == null).ifPresent(a -> out.printf("%s%n%n", a.describe()));
        out.println("| verdict | benchmark | change | new/base | interval | p | base | new | note |");
        out.println("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
        for (RowComparison r : rows) {
            out.printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s |%n", r.verdict().name().toLowerCase(Locale.ROOT), r.key(),
                    Double.isNaN(r.change()) ? "" : String.format(Locale.ROOT, "%+.1f%%", r.change() * 100),
                    fmt(r.ratio()), Double.isNaN(r.low()) ? "" : fmt(r.low()) + " to " + fmt(r.high()),
                    Double.isNaN(r.pValue()) ? "" : String.format(Locale.ROOT, "%.2g", r.pValue()),
                    r.base() == null ? "" : score(r.base()), r.next() == null ? "" : score(r.next()), r.note());
        }
    }

    private static String fmt(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.4g", v);
    }

    /**
     * A side's score in its unit, NaN included (after conversion both sides share the unit, unless
     * it could not be converted), and the forks the row's interval rests on.
     */
    private static String score(ResultRow r) {
        int forks = r.rawByFork().length;
        return (Double.isNaN(r.score()) ? "NaN" : fmt(r.score())) + " " + r.unit() + " (" + forks + (forks == 1 ? " fork)" : " forks)");
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
        m.put("baseScore", r.base() == null ? null : finite(r.base().score()));
        m.put("newScore", r.next() == null ? null : finite(r.next().score()));
        m.put("baseForks", r.base() == null ? null : r.base().rawByFork().length);
        m.put("newForks", r.next() == null ? null : r.next().rawByFork().length);
        m.put("unit", (r.base() != null ? r.base() : r.next()).unit());
        if (r.base() != null && r.next() != null && !r.next().unit().equals(r.base().unit())) {
            m.put("newUnit", r.next().unit());
        }
        m.put("note", r.note());
        return m;
    }
}
