package cryptobench.cli;

import cryptobench.export.BmfExport;
import cryptobench.export.GabExport;
import cryptobench.export.OtavaExport;
import cryptobench.history.HistoryLoader;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Writes results in another tool's format: github-action-benchmark's, Apache Otava's CSV, Bencher Metric Format. */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = {
            "Writes JMH results (files or folders, merged) for another tool. --format gab writes the two custom",
            "formats of github-action-benchmark: DIR/gab-bigger-is-better.json (Throughput rows, for",
            "tool: 'customBiggerIsBetter') and DIR/gab-smaller-is-better.json (AverageTime, SampleTime and",
            "SingleShot rows, for tool: 'customSmallerIsBetter'); a direction without rows removes its old file.",
            "Names are compare's row keys with the JDK's major version, so they stay the same from run to run",
            "whatever the other inputs; rows that would share a name get their input file added (with a warning).",
            "Rows with a NaN score are left out and named on stderr.",
            "--format otava writes Apache Otava's CSV test: DIR/otava.csv, one line per INPUT (each a run folder or JMH file,",
            "or a folder of run folders), oldest first by env.json's commit or run time, with the columns time, commit, cpu,",
            "jdk and one per row (ops/s, the report's estimator; a row missing from any run is left out), and DIR/otava.yaml,",
            "the test definition (Otava opens the CSV from the current folder: cd DIR && otava --config-file otava.yaml analyze cryptobench).",
            "--format bmf writes Bencher Metric Format: DIR/bmf.json, each row named as above, with throughput (ops/s) or",
            "latency (ns/op) as value and its 95% interval as lower_value and upper_value (bencher run --adapter json)."
        })
public final class ExportCommand implements Callable<Integer> {

    enum Format {
        gab,
        otava,
        bmf
    }

    @Parameters(arity = "1..*", paramLabel = "INPUT", description = "JMH JSON files or folders of them.")
    List<Path> inputs;

    @Option(
            names = "--format",
            required = true,
            description = "gab (github-action-benchmark), otava (Apache Otava's CSV) or bmf (Bencher).")
    Format format;

    @Option(
            names = {"-o", "--output"},
            defaultValue = ".",
            paramLabel = "DIR",
            description = "Folder to write to (default: ${DEFAULT-VALUE}).")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (format == Format.otava) {
            return otava();
        }
        List<ResultRow> rows = ResultReader.read(inputs);
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no JMH results in " + inputs);
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (format == Format.bmf) {
            var bmf = BmfExport.of(rows, err);
            Outputs.folder(output);
            Path file = output.resolve("bmf.json");
            writeNew(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(bmf));
            out.printf(
                    "%s: %d benchmarks, Bencher Metric Format (bencher run --adapter json --file %s)%n",
                    file, bmf.size(), file);
            out.flush();
            err.flush();
            return 0;
        }
        List<GabExport.Output> files = GabExport.of(rows, err);
        Outputs.folder(output);
        for (GabExport.Output f : files) {
            write(out, f);
        }
        out.flush();
        err.flush();
        return 0;
    }

    private int otava() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        OtavaExport.Files files = OtavaExport.of(HistoryLoader.load(inputs), err);
        Outputs.folder(output);
        writeNew(output.resolve(OtavaExport.CSV), files.csv().getBytes(StandardCharsets.UTF_8));
        writeNew(output.resolve(OtavaExport.CONFIG), files.yaml().getBytes(StandardCharsets.UTF_8));
        out.printf(
                "%s: %d runs x %d rows, and %s (cd %s && otava --config-file %s analyze %s)%n",
                output.resolve(OtavaExport.CSV),
                files.runs(),
                files.metrics(),
                output.resolve(OtavaExport.CONFIG),
                output,
                OtavaExport.CONFIG,
                OtavaExport.TEST);
        out.flush();
        err.flush();
        return 0;
    }

    private static void writeNew(Path file, byte[] bytes) {
        try {
            AtomicFile.writeAtomically(file, bytes);
        } catch (IOException e) {
            throw Outputs.cannotWrite(file, e);
        }
    }

    private void write(PrintWriter out, GabExport.Output f) throws IOException {
        Path file = output.resolve(f.file());
        try {
            if (f.entries().isEmpty()) {
                if (Files.deleteIfExists(file)) {
                    out.printf("%s: removed, no rows for tool: '%s' this time%n", file, f.tool());
                }
                return;
            }
            AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(f.entries()));
        } catch (IOException e) {
            throw Outputs.cannotWrite(file, e);
        }
        out.printf("%s: %d rows, for tool: '%s'%n", file, f.entries().size(), f.tool());
    }
}
