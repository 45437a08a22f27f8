package cryptobench.run;

import cryptobench.engine.Engine;
import cryptobench.engine.ExitCode;
import cryptobench.engine.InProcessJmh;
import cryptobench.engine.Trial;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

/**
 * Runs a JMH command line one trial at a time, so that each finished trial is on disk at once
 * ({@link cryptobench.engine.RoundStore}) and a killed run can be resumed. Results go to
 * {@code results/runs/<UTC time>/jmh.json} unless {@code -rf}/{@code -rff} say otherwise, with
 * {@code env.json} and {@code outcomes.json} beside them; trials a provider does not support are
 * listed apart from real failures, which alone make the exit code 1. A fork whose iterations were
 * unsettled is said as soon as it ends, listed in {@code outcomes.json} and marked in the
 * closing table.
 */
public final class JmhLauncher {

    private final PrintStream out;
    private final PrintStream err;
    private Path runFolder;
    private Predicate<Trial> keep = t -> true;
    private double budgetSeconds;
    private FolderMaker folderMaker;

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
                out.println(
                        "cryptobench commands (java -jar target/benchmarks.jar help): providers, run, native, report, compare, ab,"
                                + " merge, export, history, pipe, verify, jdks");
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
            return measure(List.of(new RunLane(null, cmd, null, keep, out, err)), shard, resumeDir, argList);
        } catch (IOException e) {
            err.println("error: " + (e.getMessage() != null ? e.getMessage() : e));
            return ExitCode.FAILED;
        }
    }

    /** Runs again, in the same folder, what a run made by {@link #run(String...)} left unfinished there. */
    public int resume(Path dir, List<String> args) {
        return run(args, Shard.ALL, dir);
    }

    /**
     * One lane of a run: its name in the console (null for a run of one), its JMH options, and its result
     * file's name in the run folder (null: {@link RunFolder#RESULTS}, or its -rff).
     */
    public record Command(String label, Options options, String resultName) {}

    /**
     * What a run does once every command line is checked and the JMH lock is free, before anything is
     * written: gives the run's folder, given the trials this shard will run: {@code resumeDir} when it is
     * not null, else a new folder with the run's record in it.
     */
    @FunctionalInterface
    public interface FolderMaker {
        Path make(List<Trial> mine, Path resumeDir) throws IOException;
    }

    /** Has {@code maker} make the run's folder (default: a new results/runs/&lt;UTC time&gt; with the command line as its record). */
    public JmhLauncher into(FolderMaker maker) {
        this.folderMaker = maker;
        return this;
    }

    /**
     * Runs several JMH command lines that select the same trials (the same profile on several JDKs)
     * as one run: round r of a trial runs on every command line before round r of the next trial,
     * the order of the command lines swapping from one trial to the next, so that the forks paired
     * across them run within seconds of each other. Each command line keeps its own result files.
     * Every command line is checked before anything is written or run.
     */
    public int runLanes(List<Command> given, Shard shard, Path resumeDir) {
        List<RunLane> lanes = given.stream()
                .map(l -> new RunLane(l.label(), l.options(), l.resultName(), keep, out, err))
                .toList();
        try {
            return measure(lanes, shard, resumeDir, null);
        } catch (IOException e) {
            err.println("error: " + (e.getMessage() != null ? e.getMessage() : e));
            return ExitCode.FAILED;
        }
    }

    /** Runs {@code lanes}; {@code plainArgs} is the command line of a plain JMH run, recorded in the folder it makes. */
    private int measure(List<RunLane> lanes, Shard shard, Path resumeDir, List<String> plainArgs) throws IOException {
        for (RunLane lane : lanes) {
            String refused = lane.check(resumeDir);
            if (refused != null) {
                err.println(
                        refused.startsWith("No matching")
                                ? refused
                                : "error: " + (lane.label == null ? "" : lane.label + ": ") + refused);
                return ExitCode.BAD_INPUT;
            }
        }
        if (Preflight.jmhLockTaken()) {
            err.println("error: " + Preflight.lockMessage());
            return ExitCode.BAD_INPUT;
        }
        // Only now, with every command line accepted and the lock free, is anything written.
        if (lanes.stream().anyMatch(l -> l.resultFile == null)) {
            List<Trial> mine = shard.select(lanes.get(0).plan);
            runFolder = folderMaker != null
                    ? folderMaker.make(mine, resumeDir)
                    : resumeDir != null ? resumeDir : plainRunFolder(plainArgs);
        }
        InProcessJmh jmh = new InProcessJmh();
        for (RunLane lane : lanes) {
            lane.open(shard, resumeDir, runFolder);
            LeanForks lean = LeanForks.of(
                    lane.cmd,
                    lane.name(),
                    runFolder != null
                            ? runFolder
                            : lane.jsonFile.toAbsolutePath().getParent(),
                    out::println);
            jmh.lane(lane.name(), lane.cmd, lane.jmhConsole, lean::extras);
        }
        Map<String, RunLane> byName = new LinkedHashMap<>();
        lanes.forEach(l -> byName.put(l.name(), l));
        try {
            new Engine(jmh, name -> byName.get(name).store)
                    .run(new RunPolicy(out, lanes.stream().map(RunLane::view).toList(), budgetSeconds));
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

    /** A new results/runs/&lt;UTC time&gt; with the plain command line as its record. */
    private static Path plainRunFolder(List<String> args) throws IOException {
        Path dir = RunFolder.newUnder(Path.of("results", "runs"));
        RunSettings.plain(args).write(dir);
        return dir;
    }

    private OutputFormat console(CommandLineOptions cmd) {
        return OutputFormatFactory.createFormatInstance(out, cmd.verbosity().orElse(Defaults.VERBOSITY));
    }
}
