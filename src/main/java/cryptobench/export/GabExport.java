package cryptobench.export;

import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;

/**
 * JMH rows in github-action-benchmark's two custom formats: Throughput rows bigger is better, the
 * time modes smaller is better, each row named by its {@link RowKey} with the JDK's major version.
 */
public final class GabExport {

    /** One output file: its name, the github-action-benchmark tool that reads it, and its entries (none: remove the old file). */
    public record Output(String file, String tool, List<Map<String, Object>> entries) {}

    private GabExport() {}

    /**
     * The two files of {@code rows}; rows with a NaN score are left out and rows that would share a
     * name get their input file added, each said on {@code err}.
     */
    public static List<Output> of(List<ResultRow> rows, PrintWriter err) {
        List<Map<String, Object>> bigger = new ArrayList<>();
        List<Map<String, Object>> smaller = new ArrayList<>();
        named(
                        rows,
                        r -> Double.isFinite(r.score()),
                        "github-action-benchmark rejects",
                        ", so keep the inputs the same from run to run",
                        err)
                .forEach((name, r) -> (r.mode() == Mode.Throughput ? bigger : smaller).add(entry(r, name)));
        return List.of(
                new Output("gab-bigger-is-better.json", "customBiggerIsBetter", bigger),
                new Output("gab-smaller-is-better.json", "customSmallerIsBetter", smaller));
    }

    /**
     * The {@code usable} rows by their export names, in input order: a row that is not usable is left
     * out ("which {@code tool}" cannot hold its score), and rows that would share a name each get their
     * input file added, both said on {@code err} (the warning ends with {@code advice}).
     */
    static Map<String, ResultRow> named(
            List<ResultRow> rows, Predicate<ResultRow> usable, String tool, String advice, PrintWriter err) {
        Map<String, List<ResultRow>> byName = new LinkedHashMap<>();
        for (ResultRow r : rows) {
            if (usable.test(r)) {
                byName.computeIfAbsent(RowKey.of(r, RowKey.Jdk.MAJOR), k -> new ArrayList<>())
                        .add(r);
            } else {
                err.printf(
                        "left out %s (%s): its score is %s, which %s%n",
                        RowKey.of(r, RowKey.Jdk.MAJOR), r.file(), r.score(), tool);
            }
        }
        Map<String, ResultRow> named = new LinkedHashMap<>();
        byName.forEach((name, same) -> {
            if (same.size() > 1) {
                err.printf(
                        "warning: %d rows would be named '%s' (%s); each name gets its input file%s%n",
                        same.size(),
                        name,
                        same.stream().map(ResultRow::file).collect(Collectors.joining(", ")),
                        advice);
            }
            same.forEach(r -> named.put(same.size() > 1 ? name + " input=" + r.file() : name, r));
        });
        return named;
    }

    /** One github-action-benchmark entry: name, unit, value, and the JMH error as range. */
    static Map<String, Object> entry(ResultRow r, String name) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", name);
        e.put("unit", r.unit());
        e.put("value", r.estimate());
        if (!Double.isNaN(r.error())) {
            e.put("range", String.format(Locale.ROOT, "\u00b1 %.6g", r.error()));
        }
        int forks = r.rawByFork().length;
        int iterations = Arrays.stream(r.rawByFork()).mapToInt(f -> f.length).sum();
        e.put("extra", String.format(Locale.ROOT, "%d fork(s), %d iterations; JMH error at 99.9%%", forks, iterations));
        return e;
    }
}
