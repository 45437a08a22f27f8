package cryptobench.cli;

import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import cryptobench.compare.ResultComparator;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
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
                "SingleShot rows, for tool: 'customSmallerIsBetter'); a direction without rows removes its old file.",
                "Names are compare's row keys with the JDK's major version, so they stay the same from run to run",
                "whatever the other inputs; rows that would share a name get their input file added (with a warning).",
                "Rows with a NaN score are left out and named on stderr."})
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
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Map<String, List<ResultRow>> byName = new LinkedHashMap<>();
        for (ResultRow r : rows) {
            if (Double.isFinite(r.score())) {
                byName.computeIfAbsent(name(r), k -> new ArrayList<>()).add(r);
            } else {
                err.printf("left out %s (%s): its score is %s, which github-action-benchmark rejects%n", name(r), r.file(), r.score());
            }
        }
        List<Map<String, Object>> bigger = new ArrayList<>();
        List<Map<String, Object>> smaller = new ArrayList<>();
        byName.forEach((name, same) -> {
            if (same.size() > 1) {
                err.printf("warning: %d rows would be named '%s' (%s); each name gets its input file, so keep the inputs "
                        + "the same from run to run%n", same.size(), name,
                        same.stream().map(ResultRow::file).collect(java.util.stream.Collectors.joining(", ")));
            }
            for (ResultRow r : same) {
                (r.mode().equals("thrpt") ? bigger : smaller).add(entry(r, same.size() > 1 ? name + " input=" + r.file() : name));
            }
        });
        Outputs.folder(output);
        write(out, "gab-bigger-is-better.json", "customBiggerIsBetter", bigger);
        write(out, "gab-smaller-is-better.json", "customSmallerIsBetter", smaller);
        out.flush();
        err.flush();
        return 0;
    }

    /** compare's row key with the JDK's major version, which does not depend on the other inputs' JDK builds. */
    static String name(ResultRow r) {
        return ResultComparator.key(r, ResultReader.major(r.jdk()));
    }

    /** One github-action-benchmark entry: name, unit, value, and the JMH error as range. */
    static Map<String, Object> entry(ResultRow r, String name) {
        Map<String, Object> e = new LinkedHashMap<>();
        e.put("name", name);
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
        Path file = output.resolve(name);
        try {
            if (entries.isEmpty()) {
                if (Files.deleteIfExists(file)) {
                    out.printf("%s: removed, no rows for tool: '%s' this time%n", file, tool);
                }
                return;
            }
            AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(entries));
        } catch (IOException e) {
            throw Outputs.cannotWrite(file, e);
        }
        out.printf("%s: %d rows, for tool: '%s'%n", file, entries.size(), tool);
    }
}
