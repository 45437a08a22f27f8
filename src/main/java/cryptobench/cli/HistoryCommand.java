package cryptobench.cli;

import cryptobench.engine.ExitCode;
import cryptobench.history.History;
import cryptobench.history.HistoryLoader;
import cryptobench.history.HistoryRun;
import cryptobench.history.HistoryWriter;
import cryptobench.results.RunFolder;
import cryptobench.run.EnvRecord;
import cryptobench.stats.GateFigure;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Finds where each row's speed changed across many runs (Otava's change points) and draws the trends. */
@Command(
        name = "history",
        mixinStandardHelpOptions = true,
        description = {
            "Reads many runs (run folders, merged shard folders, JMH JSON files, or folders of run folders), orders them",
            "by their commits' times from env.json (else their run times), and makes one time series per row (benchmark, mode,",
            "params, fork variant, JDK) in the figure compare gates on (the geometric mean of each fork's best iteration)",
            "with its interval. Finds each series' change points as",
            "Apache Otava does (E-divisive means, Student's t-test, weak points merged away) and notes for each what changed",
            "under it: the machine (CPU model, cores, flags), the row's JDK build, its provider's version, its JVM arguments",
            "or JMH iterations. A run where at least 2/3 of the rows step the same way is the host's step, not the code's:",
            "the rows it explains are left out of the change points, the others' are sized net of it. Writes OUT/history.md (change points newest first, the changes of machine, the runs, the",
            "charts), OUT/history.json, OUT/charts/ (one trend chart per benchmark class and size) and OUT/env.json (this",
            "command's machine, JDK and commit; each run's own environment is in history.json).",
            "Exit code: 0 pass, 1 a regression change point in the newest --gate-runs runs that no change of machine, JDK,",
            "provider or settings explains (with --fail-on regression), 2 bad input."
        })
public final class HistoryCommand implements Callable<Integer> {

    enum FailOn {
        regression,
        none
    }

    @Parameters(
            arity = "1..*",
            paramLabel = "RUN",
            description = "Run folders, JMH JSON files, or folders holding run folders.")
    List<Path> inputs;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "OUT",
            description = "Output folder, new or empty (default: results/history/<UTC time>).")
    Path output;

    @Option(
            names = "--window",
            defaultValue = "50",
            paramLabel = "N",
            description = "Runs per E-divisive window (default: ${DEFAULT-VALUE}, Otava's).")
    int window;

    @Option(
            names = "--p-value",
            defaultValue = "0.001",
            paramLabel = "P",
            description = "A change point's t-test p-value must be below this (default: ${DEFAULT-VALUE}, Otava's).")
    double pValue;

    @Option(
            names = "--min-magnitude",
            defaultValue = "0%",
            paramLabel = "PCT",
            description =
                    "A change point must change the mean by more than this, e.g. 5%% (default: ${DEFAULT-VALUE}, Otava's).")
    String minMagnitude;

    @Option(
            names = "--gate-runs",
            defaultValue = "1",
            paramLabel = "N",
            description =
                    "How many of the newest runs a regression change point fails the exit code in (default: ${DEFAULT-VALUE}).")
    int gateRuns;

    @Option(
            names = "--fail-on",
            defaultValue = "regression",
            description = "regression or none (only report) (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (window < 2) {
            throw new IllegalArgumentException(
                    "--window " + window + ": a window holds at least 2 runs (Otava's default: 50)");
        }
        if (!(pValue > 0 && pValue <= 1)) {
            throw new IllegalArgumentException(
                    "--p-value " + pValue + ": give a p-value above 0 and at most 1, e.g. 0.001");
        }
        if (gateRuns < 1) {
            throw new IllegalArgumentException("--gate-runs " + gateRuns + ": give 1 or more");
        }
        double magnitude;
        try {
            magnitude = Converters.threshold(minMagnitude);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(
                    "--min-magnitude '" + minMagnitude + "' is not a change like 5% or 0.05");
        }
        List<HistoryRun> runs = HistoryLoader.load(inputs, GateFigure.CHOSEN);
        Path dir = output == null
                ? Outputs.newRun(null, HistoryWriter.JSON, "history", Path.of("results", "history"))
                : Outputs.emptyFolder(output, "-o", "");
        History.Result h = History.of(runs, new History.Settings(window, pValue, magnitude));
        HistoryWriter.write(h, dir, gateRuns);
        Path env = dir.resolve(RunFolder.ENV_FILE);
        EnvRecord.ofCommand(spec.commandLine().getParseResult().originalArgs()).write(env);
        PrintWriter out = spec.commandLine().getOut();
        List<History.Change> gating = h.gating(gateRuns);
        out.printf(
                Locale.ROOT,
                "%d runs (%s to %s), %d rows, %d change points (%d regressions, %d at a change of machine, JDK, provider"
                        + " or settings), %d step(s) of the host%n",
                runs.size(),
                runs.get(0).name(),
                runs.get(runs.size() - 1).name(),
                h.series().size(),
                h.changes().size(),
                h.changes().stream().filter(History.Change::regression).count(),
                h.changes().stream().filter(History.Change::atEnvironmentChange).count(),
                h.hostSteps().size());
        out.printf(
                "Summary: %s (and %s, charts in %s; this command's environment in %s)%n",
                dir.resolve(HistoryWriter.SUMMARY), dir.resolve(HistoryWriter.JSON), dir.resolve("charts"), env);
        out.flush();
        if (!gating.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            err.printf(
                    "%d regression change point(s) in the newest %d run(s): %s%n",
                    gating.size(),
                    gateRuns,
                    String.join(
                            "; ",
                            gating.stream()
                                    .map(c -> c.series().label()
                                            + String.format(
                                                    Locale.ROOT,
                                                    " %+.1f%% at run %d",
                                                    100 * c.change(),
                                                    c.at().run().number()))
                                    .toList()));
            err.flush();
            return failOn == FailOn.regression ? ExitCode.FAILED : ExitCode.OK;
        }
        return ExitCode.OK;
    }
}
