package cryptobench.export;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import cryptobench.history.HistoryRun;
import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Runs as Apache Otava's CSV test (apache/otava 1ceb1537, {@code otava/importer.py} CsvImporter): one
 * line per run, oldest first, with the columns {@code time} (the history's order: the commit's time, or the run's; ISO 8601, UTC),
 * the attributes {@code commit}, {@code made} (the run's time), {@code cpu} and {@code jdk}, then one column per row in the report's estimator in
 * operations per second (higher is better for every row, so every metric has direction 1). Otava
 * refuses an empty cell, so a row missing from any run is left out, and named. Beside it, the
 * {@code otava.yaml} that defines the test.
 */
public final class OtavaExport {

    /** The CSV's name, which otava.yaml points at. */
    public static final String CSV = "otava.csv";

    public static final String CONFIG = "otava.yaml";
    /** The test's name in otava.yaml: {@code otava analyze cryptobench}. */
    public static final String TEST = "cryptobench";

    private static final List<String> ATTRIBUTES = List.of("commit", "made", "cpu", "jdk");

    /** The CSV text and the YAML text. */
    public record Files(String csv, String yaml, int runs, int metrics) {}

    private OtavaExport() {}

    public static Files of(List<HistoryRun> runs, PrintWriter err) throws IOException {
        List<Map<String, Double>> values = new ArrayList<>();
        Set<String> all = new LinkedHashSet<>();
        for (HistoryRun run : runs) {
            Map<String, Double> v = new LinkedHashMap<>();
            for (ResultRow r : run.rows()) {
                double ops = r.opsPerSecond();
                if (ops > 0 && Double.isFinite(ops)) {
                    v.putIfAbsent(RowKey.of(r, RowKey.Jdk.MAJOR), ops);
                }
            }
            values.add(v);
            all.addAll(v.keySet());
        }
        List<String> metrics = new ArrayList<>();
        for (String m : all.stream().sorted().toList()) {
            List<String> missing = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                if (!values.get(i).containsKey(m)) {
                    missing.add(runs.get(i).name());
                }
            }
            if (missing.isEmpty()) {
                metrics.add(m);
            } else {
                err.printf("left out %s: not in %s (Otava refuses an empty cell)%n", m, String.join(", ", missing));
            }
        }
        if (metrics.isEmpty()) {
            throw new IllegalArgumentException(
                    "no row is in every one of the " + runs.size() + " runs: nothing for Otava");
        }
        CsvSchema.Builder schema = CsvSchema.builder().setUseHeader(true);
        schema.addColumn("time");
        ATTRIBUTES.forEach(schema::addColumn);
        metrics.forEach(schema::addColumn);
        List<Map<String, Object>> lines = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            HistoryRun run = runs.get(i);
            Map<String, Object> line = new LinkedHashMap<>();
            // The history's order: the commit's time where every run has one (runs of one commit share it), else the
            // run's.
            line.put("time", run.time().truncatedTo(ChronoUnit.SECONDS).toString());
            line.put(
                    "made",
                    run.runTime() == null
                            ? ""
                            : run.runTime().truncatedTo(ChronoUnit.SECONDS).toString());
            line.put("commit", run.commit() == null ? "" : run.commit());
            EnvFile env = run.envByFile().values().stream().findFirst().orElse(null);
            line.put("cpu", env == null || env.cpu() == null ? "" : env.cpu().model());
            line.put(
                    "jdk",
                    run.rows().stream()
                            .filter(r -> !r.isNative())
                            .map(ResultRow::jdkVersion)
                            .distinct()
                            .sorted()
                            .collect(Collectors.joining(" ")));
            for (String m : metrics) {
                line.put(m, String.format(Locale.ROOT, "%.6g", values.get(i).get(m)));
            }
            lines.add(line);
        }
        String csv =
                new CsvMapper().writer(schema.build().withLineSeparator("\n")).writeValueAsString(lines);
        return new Files(csv, yaml(metrics), runs.size(), metrics.size());
    }

    /** The test definition Otava's CsvTestConfig reads ({@code otava/test_config.py}). */
    static String yaml(List<String> metrics) throws IOException {
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory()
                .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
                .disable(YAMLGenerator.Feature.SPLIT_LINES)
                .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS));
        ObjectNode root = yaml.createObjectNode();
        ObjectNode test = root.putObject("tests").putObject(TEST);
        test.put("type", "csv");
        test.put("file", CSV);
        test.put("time_column", "time");
        ATTRIBUTES.forEach(test.putArray("attributes")::add);
        ObjectNode m = test.putObject("metrics");
        for (String name : metrics) {
            ObjectNode one = m.putObject(name);
            one.put("column", name);
            one.put("direction", 1);
        }
        ObjectNode options = test.putObject("csv_options");
        options.put("delimiter", ",");
        options.put("quote_char", "\"");
        return "# Apache Otava's test of " + CSV
                + " (Otava opens it from the current folder): cd to this folder, then\n"
                + "# otava --config-file " + CONFIG + " analyze " + TEST + " --since <first time>\n"
                + "# every metric is operations per second, higher is better (direction 1)\n"
                + yaml.writeValueAsString(root);
    }
}
