package cryptobench.cli;

import cryptobench.export.GabExport;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
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
        List<GabExport.Output> files = GabExport.of(rows, err);
        Outputs.folder(output);
        for (GabExport.Output f : files) {
            write(out, f);
        }
        out.flush();
        err.flush();
        return 0;
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
