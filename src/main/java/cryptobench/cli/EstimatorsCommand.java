package cryptobench.cli;

import cryptobench.estimators.CrossRunTable;
import cryptobench.estimators.EstimatorTable;
import cryptobench.results.AtomicFile;
import cryptobench.stats.PooledInterval;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
            "Then how many provider ratios to SunJCE of the second run fall inside the first run's 95%% prediction",
            "intervals of them: paired over their own forks, the same moderated over the run's ratios, and unpaired.",
            "Then the cross-run table: for each figure compare could gate on (geometric mean of fork means or of fork",
            "bests, 90th percentile of iterations, best iteration), how far the pairs lie apart, how many rows compare",
            "flags in them, and how often it catches a known change (--seeded A/B runs, --synthetic slowdowns).",
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

    @Option(
            names = "--forks",
            paramLabel = "N",
            description = {
                "Cut every row to its first N forks before comparing (default: all): a run's planned forks come",
                "first, so --forks 2 on a headline run gives what its plan alone, without the budget's added forks, measured."
            })
    int forks = Integer.MAX_VALUE;

    @Option(
            names = "--seeded",
            paramLabel = "DIR=CHANGE",
            description = {
                "A folder of A/B runs (base/ and new/, or run-*/ of them) made with a known change of the new side's",
                "speed, e.g. results/ab/plus10-2026-12-01=-9.1%%: the cross-run table counts how often compare catches it."
            })
    Map<Path, String> seeded = new LinkedHashMap<>();

    @Option(
            names = "--synthetic",
            split = ",",
            paramLabel = "WORK",
            defaultValue = "5%,10%",
            description = {
                "Slowdowns seeded in code into the pairs' second runs, one row at a time (5%%: the row at 1/1.05 of its",
                "speed), for the cross-run table (default: ${DEFAULT-VALUE})."
            })
    List<String> synthetic;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        List<CrossRunTable.Seeded> known = new ArrayList<>();
        seeded.forEach((dir, change) -> known.add(new CrossRunTable.Seeded(dir, change(change))));
        List<Double> slowdowns = synthetic.stream().map(Converters::threshold).toList();
        String table = EstimatorTable.of(runs, runSd, forks).markdown()
                + System.lineSeparator()
                + CrossRunTable.of(runs, known, slowdowns, forks).markdown();
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

    /** "-9.1%" or "-0.091" as -0.091. */
    private static double change(String text) {
        String t = text.trim();
        try {
            double v =
                    t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100 : Double.parseDouble(t);
            if (!(v > -1 && Double.isFinite(v))) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--seeded change '" + text + "' is not a change of speed like -9.1%");
        }
    }
}
