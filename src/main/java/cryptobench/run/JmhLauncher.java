package cryptobench.run;

import cryptobench.engine.ExitCode;
import cryptobench.results.OutcomesFile;
import cryptobench.results.RunFolder;
import cryptobench.catalog.Params;
import cryptobench.engine.Engine;
import cryptobench.engine.InProcessJmh;
import cryptobench.engine.JmhOption;
import cryptobench.engine.Ledger;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Trial;

import cryptobench.results.JmhJson;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.LinkedHashMap;
import java.util.Map;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Runs a JMH command line one trial at a time, so that each finished trial is on disk at once
 * ({@link cryptobench.engine.RoundStore}) and a killed run can be resumed. Results go to
 * {@code results/runs/<UTC time>/jmh.json} unless {@code -rf}/{@code -rff} say otherwise, with
 * {@code env.json} and {@code outcomes.json} beside them; trials a provider does not support are
 * listed apart from real failures, which alone make the exit code 1. A fork whose iterations were
 * still trending is said as soon as it ends, listed in {@code outcomes.json} and marked in the
 * closing table.
 */
public final class JmhLauncher {

    static final DateTimeFormatter RUN_DIR = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'", Locale.ROOT);

    private final PrintStream out;
    private final PrintStream err;
    private Path runFolder;
    private Predicate<Trial> keep = t -> true;
    private double budgetSeconds;

    public JmhLauncher(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /**
     * The folder this launcher's last run wrote {@code jmh.json} into when the command line named no
     * result file (the no-argument run, or a plain JMH command line): its caller writes the report there.
     */
    public Optional<Path> runFolder() {
        return Optional.ofNullable(runFolder);
    }

    /** Runs only the trials {@code keep} keeps (a profile's own selection beyond JMH's options). */
    public JmhLauncher keep(Predicate<Trial> keep) {
        this.keep = keep;
        return this;
    }

    /** Gives the run a time budget: what is left once every planned fork ran goes to the widest rows ({@link ForkAllocator}). */
    public JmhLauncher budget(double seconds) {
        this.budgetSeconds = seconds;
        return this;
    }

    /** Runs the JMH command line; returns the process exit code. */
    public int run(String... args) {
        return run(List.of(args), Shard.ALL, null);
    }

    /**
     * Runs the JMH command line, only {@code shard}'s share of its trials. With {@code resumeDir}
     * (a folder an earlier run of the same arguments wrote into) the trials already finished there
     * are kept and only the rest run.
     */
    public int run(List<String> argList, Shard shard, Path resumeDir) {
        String[] args = argList.toArray(String[]::new);
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            err.println("Error parsing command line:");
            err.println(" " + e.getMessage());
            return ExitCode.BAD_INPUT;
        }
        try {
            if (cmd.shouldHelp()) {
                cmd.showHelp();
                out.println();
                out.println("cryptobench commands (java -jar target/benchmarks.jar help): providers, run, native, report, compare, ab,"
                        + " merge, export, history, estimators, pipe, verify, jdks");
                return 0;
            }
            if (cmd.shouldList()) {
                new Runner(cmd, console(cmd)).list();
                return 0;
            }
            if (cmd.shouldListWithParams()) {
                new Runner(cmd, console(cmd)).listWithParams(cmd);
                return 0;
            }
            if (cmd.shouldListProfilers()) {
                cmd.listProfilers();
                return 0;
            }
            if (cmd.shouldListResultFormats()) {
                cmd.listResultFormats();
                return 0;
            }
            return measure(cmd, args, shard, resumeDir);
        } catch (IOException e) {
            err.println("error: " + (e.getMessage() != null ? e.getMessage() : e));
            return 1;
        }
    }

    /**
     * The trials a JMH command line selects, in run order.
     *
     * @throws IllegalArgumentException for a command line JMH cannot parse or a bad -p value
     */
    public static List<Trial> plan(List<String> args) {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options: " + e.getMessage());
        }
        return plan(cmd);
    }

    /**
     * The trials of a JMH command line with its -p values checked, but not the provider classes given
     * by name: for {@code ab}, whose sides may each have a provider class on their own classpath only.
     *
     * @throws IllegalArgumentException for a command line JMH cannot parse or a bad -p value
     */
    public static List<Trial> planAnyClasspath(List<String> args) {
        try {
            return plan(new CommandLineOptions(args.toArray(String[]::new)), false);
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options: " + e.getMessage());
        }
    }

    /** The trials of a parsed command line, its -p values and provider classes checked. */
    static List<Trial> plan(CommandLineOptions cmd) {
        return plan(cmd, true);
    }

    private static List<Trial> plan(CommandLineOptions cmd, boolean providerClasses) {
        if (JmhOption.OUTPUT.given(cmd)) {
            // JMH's Runner ignores -o when it is given its console, as InProcessJmh gives each trial's run.
            throw new IllegalArgumentException("JMH option -o is not taken here: cryptobench prints JMH's console itself, between"
                    + " its own lines; redirect the output instead (> FILE), and name a run's folder with run -o DIR before --");
        }
        String badParam = ParamChecks.check(cmd, providerClasses);
        if (badParam != null) {
            throw new IllegalArgumentException(badParam);
        }
        List<Trial> plan = TrialPlan.of(cmd);
        if (providerClasses) {
            Preflight.checkProviderClasses(cmd.getParameter(Params.PROVIDER).orElse(List.of()));
        }
        return plan;
    }

    /** Runs again, in the same folder, what a run made by {@link #run(String...)} left unfinished there. */
    public int resume(Path dir, List<String> args) {
        return run(args, Shard.ALL, dir);
    }

    private int measure(CommandLineOptions cmd, String[] args, Shard shard, Path resumeDir) throws IOException {
        return measure(List.of(new RunLane(null, cmd, args, keep, out, err)), shard, resumeDir);
    }

    /**
     * Runs several JMH command lines that select the same trials (the same profile on several JDKs)
     * as one run: round r of a trial runs on every command line before round r of the next trial,
     * the order of the command lines swapping from one trial to the next, so that the forks paired
     * across them run within seconds of each other. Each command line keeps its own result files.
     * Every command line is checked before anything is written or run.
     *
     * @param labels the name of each command line in the console, e.g. "JDK 17"
     */
    public int runInterleaved(List<String> labels, List<List<String>> argLists, Shard shard, Path resumeDir) {
        List<RunLane> lanes = new ArrayList<>();
        for (int i = 0; i < argLists.size(); i++) {
            String[] args = argLists.get(i).toArray(String[]::new);
            try {
                lanes.add(new RunLane(labels.get(i), new CommandLineOptions(args), args, keep, out, err));
            } catch (CommandLineOptionException e) {
                err.println("Error parsing command line:");
                err.println(" " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
        }
        try {
            return measure(lanes, shard, resumeDir);
        } catch (IOException e) {
            err.println("error: " + (e.getMessage() != null ? e.getMessage() : e));
            return 1;
        }
    }

    private int measure(List<RunLane> lanes, Shard shard, Path resumeDir) throws IOException {
        for (RunLane lane : lanes) {
            String refused = lane.check(resumeDir);
            if (refused != null) {
                err.println(refused.startsWith("No matching") ? refused : "error: " + (lane.label == null ? "" : lane.label + ": ") + refused);
                return ExitCode.BAD_INPUT;
            }
        }
        if (Preflight.jmhLockTaken()) {
            err.println("error: " + Preflight.lockMessage());
            return ExitCode.BAD_INPUT;
        }
        InProcessJmh jmh = new InProcessJmh(err);
        for (RunLane lane : lanes) {
            lane.open(shard, resumeDir);
            if (lane.madeFolder != null) {
                runFolder = lane.madeFolder;
            }
            jmh.lane(lane.name(), lane.cmd, lane.jmhConsole);
        }
        Map<String, RunLane> byName = new LinkedHashMap<>();
        lanes.forEach(l -> byName.put(l.name(), l));
        try {
            new Engine(jmh, name -> byName.get(name).store).run(new RunPolicy(out, lanes.stream().map(RunLane::view).toList(), budgetSeconds));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
        int worst = 0;
        for (RunLane lane : lanes) {
            lane.session.addAll(jmh.session(lane.name()));
            worst = Math.max(worst, lane.close());
        }
        return worst;
    }

    /**
     * Why {@code resultFile} cannot take a new run without losing an earlier one, or null: a run
     * never deletes or overwrites the results or trial files of another.
     */
    static String earlierRun(Path resultFile, Path jsonFile) throws IOException {
        for (Path f : List.of(resultFile, jsonFile)) {
            if (Files.exists(f)) {
                return f + " already exists: choose another -rff file (JMH results are never overwritten), or move it away";
            }
        }
        Path trials = RoundStore.of(jsonFile).dir();
        if (Files.isDirectory(trials)) {
            try (var files = Files.list(trials)) {
                long n = files.filter(p -> p.getFileName().toString().endsWith(".json")
                        || p.getFileName().toString().equals(RoundStore.PACK)).count();
                if (n > 0) {
                    return trials + " holds " + n + " trial files of an earlier run: choose another -rff file, or move them away";
                }
            }
        }
        return null;
    }

    /**
     * Rewrites the run's JMH JSON and outcomes (trials not measured, forks still trending) from every
     * round finished so far, one row per trial in plan order.
     */
    static void writeResults(Path jsonFile, Ledger finished) throws IOException {
        Files.createDirectories(jsonFile.toAbsolutePath().getParent());
        JmhJson.write(jsonFile, finished.rows());
        new OutcomesFile(finished.outcomes(), finished.trending()).write(RunFolder.companion(jsonFile, RunFolder.OUTCOMES));
    }

    /** A new folder {@code results/runs/<UTC time>} for a run's files. */
    public static Path newRunDir() throws IOException {
        return newRunDir(Path.of("results", "runs"), RUN_DIR.format(ZonedDateTime.now(ZoneOffset.UTC)));
    }

    /** A new folder {@code parent/<UTC time>}, e.g. results/ab/2026-11-30T15-40-00Z. */
    public static Path newRunDir(Path parent) throws IOException {
        return newRunDir(parent, RUN_DIR.format(ZonedDateTime.now(ZoneOffset.UTC)));
    }

    /** A new folder under {@code parent} named {@code name}, or {@code name-2}, {@code name-3}... if taken. */
    static Path newRunDir(Path parent, String name) throws IOException {
        Files.createDirectories(parent);
        for (int i = 1; ; i++) {
            Path dir = parent.resolve(i == 1 ? name : name + "-" + i);
            try {
                return Files.createDirectory(dir);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                // two runs in the same second
            }
        }
    }

    private OutputFormat console(CommandLineOptions cmd) {
        return OutputFormatFactory.createFormatInstance(out, cmd.verbosity().orElse(Defaults.VERBOSITY));
    }


}
