package cryptobench.cli;

import cryptobench.report.ReportWriter;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Writes report.md and charts from JMH JSON files. */
@Command(
        name = "report",
        mixinStandardHelpOptions = true,
        description = {
            "Reads JMH JSON files or folders of them (any JMH run; cryptobench's openssl.json too) and writes",
            "report.md plus PNG charts. The env*.json beside the inputs is printed at the top."
        })
public final class ReportCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "JSON", description = "JMH result files, or folders holding them.")
    List<Path> inputs;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "DIR",
            description = "Where to write report.md and charts/ (default: the first input's folder).")
    Path output;

    @Option(names = "--no-charts", description = "Write only report.md.")
    boolean noCharts;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Path first = inputs.get(0).toAbsolutePath();
        Path dir = output != null ? output : first.toFile().isDirectory() ? first : first.getParent();
        List<ResultRow> rows = ResultReader.read(inputs);
        Outputs.folder(dir);
        Path report;
        try {
            report = ReportWriter.write(inputs, rows, dir, !noCharts);
        } catch (IOException e) {
            throw Outputs.cannotWrite(dir, e);
        }
        spec.commandLine().getOut().println("Report written to " + report);
        spec.commandLine().getOut().flush();
        return 0;
    }
}
