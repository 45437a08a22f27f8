package cryptobench.run;

import cryptobench.engine.ExitCode;
import cryptobench.engine.JmhOption;
import cryptobench.engine.Ledger;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Trial;
import cryptobench.engine.WorkUnit;
import cryptobench.results.JmhJson;
import cryptobench.results.OutcomesFile;
import cryptobench.results.ResultRow;
import cryptobench.results.RunFolder;
import cryptobench.results.TrialOutcome;
import cryptobench.results.UnsettledFork;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;

/**
 * One JMH command line of a run (one JDK of several), a lane of the engine: its trials, its result
 * files and round store, and what it has finished; checked before anything is written, opened, and
 * closed with its table, env.json and summary.
 */
final class RunLane {

    final String label;
    final Options cmd;
    List<Trial> plan;
    ResultFormatType format;
    Path resultFile;
    Path jsonFile;
    RoundStore store;
    List<Trial> mine;
    Ledger finished;
    OutputFormat jmhConsole;
    final List<RunResult> session = new ArrayList<>();

    /** Its result file's name in the run folder, when its command line names none (null: {@link RunFolder#RESULTS}). */
    private final String resultName;

    private final PrintStream out;
    private final PrintStream err;

    RunLane(String label, Options cmd, String resultName, Predicate<Trial> keep, PrintStream out, PrintStream err) {
        this.keep = keep;
        this.resultName = resultName;
        this.label = label;
        this.cmd = cmd;
        this.out = out;
        this.err = err;
    }

    /** The lane's name in the engine: its label, or "" for a single command line. */
    private final Predicate<Trial> keep;

    String name() {
        return label == null ? "" : label;
    }

    /** What the run policy sees of this lane. */
    RunPolicy.LaneView view() {
        return new RunPolicy.LaneView(
                name(), on(), finished, jsonFile, cmd.shouldFailOnError().orElse(false));
    }

    /** " on JDK 17" after a trial's name, or nothing for a single command line. */
    String on() {
        return label == null ? "" : " on " + label;
    }

    /** Checks the command line and writes nothing; returns an error message, or null if it may run. */
    String check(Path resumeDir) throws IOException {
        try {
            plan = TrialPlan.checked(cmd).stream().filter(keep).toList();
            if (cmd.getJvm().hasValue()) {
                Preflight.checkJava(Path.of(cmd.getJvm().get()), "-jvm");
            }
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        if (plan.isEmpty()) {
            return "No matching benchmarks. Miss-spelled regexp? Use -l to list them.";
        }
        format = cmd.getResultFormat().orElse(ResultFormatType.JSON);
        if (format != ResultFormatType.JSON && plan.stream().anyMatch(t -> t.rounds() > 1)) {
            return "-rf " + format.toString().toLowerCase(Locale.ROOT) + " with more than one fork: forks run in rounds"
                    + " and are joined into JMH JSON only; use -rf json (or -f 1)";
        }
        boolean namedFile = cmd.getResult().hasValue() || cmd.getResultFormat().hasValue();
        resultFile = namedFile
                ? Path.of(
                        cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT)))
                : null;
        // Every trial is kept as JSON; the result file is JMH JSON unless -rf asked for another format.
        if (namedFile && resumeDir == null) {
            return earlierRun(
                    resultFile, format == ResultFormatType.JSON ? resultFile : RunFolder.companion(resultFile, "jmh"));
        }
        return null;
    }

    /** Creates the result files (in {@code folder} when the command line named none) and reads what a resumed run kept. */
    void open(Shard shard, Path resumeDir, Path folder) throws IOException {
        if (resultFile == null) {
            resultFile = folder.resolve(resultName != null ? resultName : RunFolder.RESULTS);
        }
        jsonFile = format == ResultFormatType.JSON ? resultFile : RunFolder.companion(resultFile, "jmh");
        store = RoundStore.of(jsonFile, name());
        mine = shard.select(plan);
        finished = new Ledger(mine, name());
        if (resumeDir != null) {
            finished.keep(store.read(plan, warning -> err.println("warning: " + warning)));
        }
        if (mine.isEmpty()) {
            out.printf(
                    "cryptobench: shard %s has none of the %d trials (there are more shards than groups of trials);"
                            + " nothing to run%n",
                    shard, plan.size());
        }
        List<WorkUnit> todo = finished.schedule();
        int maxRounds = mine.stream().mapToInt(Trial::rounds).max().orElse(1);
        long doneTrials =
                mine.size() - todo.stream().map(WorkUnit::trial).distinct().count();
        out.printf(
                "cryptobench%s: %d trials%s (%d already done), %d runs of JMH to go, estimated %s%s%n",
                label == null ? "" : " (" + label + ")",
                mine.size(),
                shard.count() > 1 ? " in shard " + shard + " (of " + plan.size() + ")" : "",
                doneTrials,
                todo.size(),
                TrialPlan.duration(Ledger.seconds(todo)),
                maxRounds > 1 ? "; forks run in " + maxRounds + " rounds over all trials" : "");
        writeResults(jsonFile, finished);
        EnvRecord.of(commandLine(), finished.rows(), finished.outcomes())
                .write(RunFolder.companion(jsonFile, RunFolder.ENV));
        jmhConsole =
                OutputFormatFactory.createFormatInstance(out, cmd.verbosity().orElse(Defaults.VERBOSITY));
    }

    /** The closing table, env.json and summary; the exit code of this command line. */
    int close() throws IOException {
        List<ResultRow> rows = finished.rows();
        List<TrialOutcome> outcomes = finished.outcomes();
        List<UnsettledFork> unsettled = finished.unsettled();
        if (label != null) {
            out.printf("%n== %s: %s%n", label, resultFile);
        }
        RunConsole console = new RunConsole(out);
        console.table(rows, unsettled);
        EnvRecord.of(commandLine(), rows, outcomes).write(RunFolder.companion(jsonFile, RunFolder.ENV));
        if (format != ResultFormatType.JSON) {
            // One fork per trial here (more are refused above); trials of an earlier, interrupted run are in the JSON
            // only.
            ResultFormatFactory.getInstance(format, resultFile.toString()).writeOut(session);
        }
        store.pack();
        console.summary(rows, outcomes, unsettled, resultFile);
        return outcomes.stream().anyMatch(o -> !o.unsupported()) ? ExitCode.FAILED : ExitCode.OK;
    }

    /** The JMH command line of this lane's options, with the values of every param its trials have. */
    private List<String> commandLine() {
        Set<String> params = new LinkedHashSet<>();
        plan.forEach(t -> params.addAll(t.params().keySet()));
        return JmhOption.commandLine(cmd, params);
    }

    /**
     * Why {@code resultFile} cannot take a new run without losing an earlier one, or null: a run
     * never deletes or overwrites the results or trial files of another.
     */
    static String earlierRun(Path resultFile, Path jsonFile) throws IOException {
        for (Path f : List.of(resultFile, jsonFile)) {
            if (Files.exists(f)) {
                return f
                        + " already exists: choose another -rff file (JMH results are never overwritten), or move it away";
            }
        }
        Path trials = RoundStore.of(jsonFile).dir();
        if (Files.isDirectory(trials)) {
            try (var files = Files.list(trials)) {
                long n = files.filter(p -> p.getFileName().toString().endsWith(".json")
                                || p.getFileName().toString().equals(RoundStore.PACK))
                        .count();
                if (n > 0) {
                    return trials + " holds " + n
                            + " trial files of an earlier run: choose another -rff file, or move them away";
                }
            }
        }
        return null;
    }

    /**
     * Rewrites the run's JMH JSON and outcomes (trials not measured, forks that did not stay settled) from every
     * round finished so far, one row per trial in plan order.
     */
    static void writeResults(Path jsonFile, Ledger finished) throws IOException {
        Files.createDirectories(jsonFile.toAbsolutePath().getParent());
        JmhJson.write(jsonFile, finished.rows());
        new OutcomesFile(finished.outcomes(), finished.unsettled())
                .write(RunFolder.companion(jsonFile, RunFolder.OUTCOMES));
    }
}
