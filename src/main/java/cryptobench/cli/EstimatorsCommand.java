package cryptobench.cli;

import cryptobench.estimators.EstimatorTable;
import cryptobench.results.AtomicFile;
import cryptobench.stats.PooledInterval;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** The estimator table: how each candidate figure of a row reproduces over pairs of runs, and how its provider ratios lean. */
@Command(
        name = "estimators",
        mixinStandardHelpOptions = true,
        description = {
            "Compares the candidate figures of a row (mean of fork means, geometric mean of fork means, median of",
            "iterations, geometric mean of fork medians, 20%% trimmed mean, best iteration) over pairs of runs of the",
            "same rows (run folders, or JMH JSON files, given as FIRST SECOND FIRST SECOND ...; rows matched as",
            "compare matches them). For each pair and figure: how far the two runs lie apart (median, p90, max),",
            "and how far its provider ratios to SunJCE lie from those by the mean of fork means. Then how many",
            "rows' second-run figures fall inside the first run's 95%% prediction intervals (fork-to-fork",
            "variance pooled over the rows of each provider and variant) and inside its 99%% intervals over each",
            "row's own forks; a second prediction figure also counts the machine's run-to-run level sd (--run-sd).",
            "Last, how many provider ratios to SunJCE of the second run fall inside the first run's 95%% prediction",
            "intervals of them: paired over their own forks, the same moderated over the run's ratios, and unpaired.",
            "Prints Markdown; -o also writes it to a file.",
            "Exit code: 0 done, 2 bad input (an odd number of runs, a missing folder, a file that is not JMH JSON)."
        })
public final class EstimatorsCommand implements Callable<Integer> {

    @Parameters(
            arity = "1..*",
            paramLabel = "RUN",
            description = "Run folders (or JMH JSON files) in pairs: first run, second run, ...")
    List<Path> runs;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description = "Also write the table to FILE (Markdown).")
    Path output;

    @Option(
            names = "--run-sd",
            paramLabel = "SD",
            description = {
                "The log sd of a whole run's level from run to run, added (twice,",
                "once per run) to the prediction intervals' variance in the second coverage figure (default: ${DEFAULT-VALUE},",
                "from the five committed back-to-back headline pairs; 0 gives the fork-to-fork figure again)."
            })
    double runSd = PooledInterval.RUN_SD;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        String table = EstimatorTable.of(runs, runSd).markdown();
        if (output != null) {
            Path parent = output.toAbsolutePath().getParent();
            if (parent != null) {
                Outputs.folder(parent);
            }
            try {
                AtomicFile.writeAtomically(output, table.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw Outputs.cannotWrite(output, e);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(table);
        out.flush();
        return 0;
    }
}
