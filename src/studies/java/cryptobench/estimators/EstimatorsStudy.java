package cryptobench.estimators;

import cryptobench.cli.Cli;
import cryptobench.results.AtomicFile;
import cryptobench.stats.PooledInterval;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The estimator study, run from the test classpath (scripts/estimators): how each candidate figure of a
 * row reproduces over pairs of runs, and how its provider ratios lean.
 */
@Command(
        name = "scripts/estimators",
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
public final class EstimatorsStudy implements Callable<Integer> {

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
        List<Double> slowdowns =
                synthetic.stream().map(EstimatorsStudy::slowdown).toList();
        String table = EstimatorTable.of(runs, runSd, forks).markdown()
                + System.lineSeparator()
                + CrossRunTable.of(runs, known, slowdowns, forks).markdown();
        if (output != null) {
            try {
                Files.createDirectories(output.toAbsolutePath().getParent());
                AtomicFile.writeAtomically(output, table.getBytes(StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new IllegalArgumentException(
                        e instanceof AtomicFile.CannotWriteException
                                ? e.getMessage()
                                : "cannot write " + output + ": " + AtomicFile.reason(e),
                        e);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        out.print(table);
        out.flush();
        return 0;
    }

    /** The study's command line: exit code 0 done, 1 a file that cannot be read, 2 bad input (said on stderr). */
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    static CommandLine commandLine() {
        return Cli.commandLine(new EstimatorsStudy());
    }

    /** "5%" or "0.05" as 0.05: a --synthetic slowdown from 0 up to 1000%. */
    private static double slowdown(String text) {
        double v = percent(text);
        if (!(v >= 0 && v < 10)) {
            throw new IllegalArgumentException("--synthetic '" + text + "' is not a change like 5% or 0.05");
        }
        return v;
    }

    /** "-9.1%" or "-0.091" as -0.091. */
    private static double change(String text) {
        double v = percent(text);
        if (!(v > -1 && Double.isFinite(v))) {
            throw new IllegalArgumentException("--seeded change '" + text + "' is not a change of speed like -9.1%");
        }
        return v;
    }

    /** "x%" as x / 100, a plain number as itself; NaN if it is neither. */
    private static double percent(String text) {
        String t = text.trim();
        try {
            return t.endsWith("%") ? Double.parseDouble(t.substring(0, t.length() - 1)) / 100 : Double.parseDouble(t);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
