package cryptobench.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import cryptobench.compare.ResultComparator;
import cryptobench.report.ResultReader;
import cryptobench.report.ResultRow;
import cryptobench.run.TrialStore;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
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

/** Writes results in another tool's format: github-action-benchmark's custom formats, split by direction. */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = {"Writes JMH results (files or folders, merged) for another tool. --format gab writes the two custom",
                "formats of github-action-benchmark: DIR/gab-bigger-is-better.json (Throughput rows, for",
                "tool: 'customBiggerIsBetter') and DIR/gab-smaller-is-better.json (AverageTime, SampleTime and",
                "SingleShot rows, for tool: 'customSmallerIsBetter'), each only when it has rows. Names are compare's",
                "row keys, so they stay the same from run to run."})
public final class ExportCommand implements Callable<Integer> {

    enum Format { gab }

    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "JMH JSON files or folders of them.")
    List<Path> inputs;

    @Option(names = "--format", required = true, description = "gab (github-action-benchmark).")
    Format format;

    @Option(names = {"-o", "--output"}, defaultValue = ".", paramLabel = "DIR", description = "Folder to write to (default: ${DEFAULT-VALUE}).")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<ResultRow> rows = ResultReader.read(inputs);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no JMH results in " + inputs);
        }
        List<Map<String, Object>> bigger = new ArrayList<>();
        List<Map<String, Object>> smaller = new ArrayList<>();
        for (ResultRow r : rows) {
            (r.mode().equals("thrpt") ? bigger : smaller).add(entry(r));
        }
        Files.createDirectories(output);
        PrintWriter out = spec.commandLine().getOut();
        write(out, "gab-bigger-is-better.json", "customBiggerIsBetter", bigger);
        write(out, "gab-smaller-is-better.json", "customSmallerIsBetter", smaller);
        out.flush();
        return 0;
    }

    /** One github-action-benchmark entry: name, unit, value, and the JMH error as range. */
    static Map<String, Object> entry(ResultRow r) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", ResultComparator.key(r));
        e.put("unit", r.unit());
        e.put("value", r.score());
        if (!Double.isNaN(r.error())) {
            e.put("range", String.format(Locale.ROOT, "\u00b1 %.6g", r.error()));
        }
        int forks = r.rawByFork().length;
        int iterations = java.util.Arrays.stream(r.rawByFork()).mapToInt(f -> f.length).sum();
        e.put("extra", String.format(Locale.ROOT, "%d fork(s), %d iterations; JMH error at 99.9%%", forks, iterations));
        return e;
    }

    private void write(PrintWriter out, String name, String tool, List<Map<String, Object>> entries) throws IOException {
        if (entries.isEmpty()) {
            return;
        }
        Path file = output.resolve(name);
        TrialStore.writeAtomically(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(entries));
        out.printf("%s: %d rows, for tool: '%s'%n", file, entries.size(), tool);
    }
}
