package cryptobench.ab;

import cryptobench.catalog.Params;
import cryptobench.engine.ExitCode;
import cryptobench.engine.ForkedJvm;
import cryptobench.engine.JmhOption;
import cryptobench.engine.Side;
import cryptobench.engine.Trial;
import cryptobench.jvm.ChildProcess;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import cryptobench.results.RunSettings.Schedule;
import cryptobench.results.Verdict;
import cryptobench.run.Preflight;
import cryptobench.run.Profile;
import cryptobench.run.TrialPlan;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.time.Duration;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

/**
 * Everything {@code ab} checks before its first round, and its start and end on the console: the
 * settings, each side's provider classes, the trials (each side's paths are checked as its options are read);
 * every bad input is an IllegalArgumentException before anything is written.
 */
public final class AbSetup {

    private AbSetup() {}

    /** The trials of a run and JMH's reading of their arguments. */
    public record Plan(List<Trial> trials, Options options) {}

    /** The checks of a new run's settings that come before its threshold and budget are read. */
    public static void checkNewRun(List<String> jmhArgs, Schedule schedule, int minRounds, int maxRounds) {
        CommandLineOptions given = parse(jmhArgs);
        for (JmhOption owned : JmhOption.of(JmhOption.Use.OWNED)) {
            if (owned.given(given)) {
                throw new IllegalArgumentException(
                        "JMH option " + owned.flag() + " after -- is set by ab itself: " + owned.reason());
            }
        }
        if (schedule == Schedule.duet && Runtime.getRuntime().availableProcessors() < 2) {
            throw new IllegalArgumentException("--schedule duet needs 2 cores, this machine has "
                    + Runtime.getRuntime().availableProcessors() + ": use --schedule interleaved");
        }
        if (minRounds < 2 || maxRounds < minRounds) {
            throw new IllegalArgumentException(
                    "--min-rounds must be 2 or more and --max-rounds at least --min-rounds, got " + minRounds + " and "
                            + maxRounds);
        }
    }

    /**
     * The trials of {@code settings}, each side's provider classes checked on its classpath and,
     * with {@code listSides}, each side started to list its benchmarks.
     */
    public static Plan plan(RunSettings settings, boolean listSides) throws IOException, InterruptedException {
        Options options = Profile.parse(settings.profile()).options(parse(settings.jmhArgs()));
        List<Trial> trials = TrialPlan.checkedAnyClasspath(options);
        if (trials.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches "
                    + String.join(" ", JmhOption.commandLine(options, List.of())) + "; list them with -l");
        }
        for (String name : List.of("base", "new")) {
            Side side = Side.of(
                    name,
                    name.equals("base") ? settings.ab().base() : settings.ab().next());
            checkProviderClasses(side, options.getParameter(Params.PROVIDER).orElse(List.of()));
            if (listSides) {
                checkSide(side, trials, LISTING_LIMIT);
            }
        }
        return new Plan(trials, options);
    }

    private static CommandLineOptions parse(List<String> args) {
        try {
            return new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options: " + e.getMessage());
        }
    }

    /** How {@code ab} ends: its exit code and, unless it is 0, the line that says why. */
    public record Exit(int code, String message) {}

    /**
     * How {@code ab}'s exit code reads the verdicts: 3 when no row was measured at all, whatever the
     * setting; else 1 for a regression or failed row (or, with undecided, a row left open or
     * unsupported), else 0.
     */
    public enum FailOn {
        regression,
        undecided,
        none;

        public Exit exit(List<AbRow> rows) {
            if (!rows.isEmpty() && rows.stream().allMatch(r -> r.rounds.isEmpty())) {
                return new Exit(
                        ExitCode.NOTHING_MEASURED,
                        "nothing measured: no row has a round with both sides measured,"
                                + " so there is nothing to pass: " + list(rows));
            }
            List<AbRow> failing = rows.stream()
                    .filter(r -> r.verdict() == Verdict.REGRESSED || r.verdict() == Verdict.FAILED)
                    .toList();
            List<AbRow> open = rows.stream()
                    .filter(r -> r.verdict() == Verdict.UNDECIDED || r.verdict() == Verdict.UNSUPPORTED)
                    .toList();
            if (this != none && !failing.isEmpty()) {
                return new Exit(
                        ExitCode.FAILED,
                        failing.size() + " of " + rows.size() + " rows regressed or failed: " + list(failing));
            }
            if (this == undecided && !open.isEmpty()) {
                return new Exit(
                        ExitCode.FAILED,
                        "--fail-on undecided: " + open.size() + " of " + rows.size() + " rows not decided: "
                                + list(open));
            }
            return new Exit(ExitCode.OK, null);
        }

        private static String list(List<AbRow> rows) {
            return String.join(
                    "; ",
                    rows.stream()
                            .map(r -> RowKey.shortName(r.trial.benchmark()) + RowKey.params(r.trial.params()) + " "
                                    + r.verdict().name().toLowerCase(Locale.ROOT)
                                    + (r.failure == null ? "" : " (" + r.failure + ")"))
                            .toList());
        }
    }

    /** Where a run writes: made only once JMH's lock is held. */
    public interface Folder {
        Path make() throws IOException;
    }

    /**
     * Holds JMH's lock and runs the rounds into {@code folder} (writing the settings there first
     * unless {@code resumed}), with the settings before and the comparison after on {@code out};
     * returns each row's verdict.
     */
    public static List<AbRow> run(
            RunSettings settings,
            Plan plan,
            Folder folder,
            boolean resumed,
            ForkedJvm forks,
            PrintWriter out,
            String command)
            throws IOException, InterruptedException {
        AutoCloseable lock = Preflight.holdJmhLock();
        try (lock) {
            Path dir = folder.make();
            if (!resumed) {
                settings.write(dir);
            }
            out.printf(
                    "cryptobench ab: %d rows, %s, budget %d s, threshold %.3g%%, confidence %s -> %s%n",
                    plan.trials().size(),
                    settings.ab().schedule(),
                    settings.ab().budgetSeconds(),
                    100 * settings.ab().threshold(),
                    settings.ab().confidence(),
                    dir);
            out.println("  " + Side.of("base", settings.ab().base()).describe().replace(", ", "\n    "));
            out.println("  " + Side.of("new", settings.ab().next()).describe().replace(", ", "\n    "));
            out.flush();
            List<AbRow> rows = new AbRunner(settings, plan.trials(), plan.options(), forks, out).run(dir, command);
            out.println();
            out.print(Files.readString(dir.resolve(AbReport.MARKDOWN)));
            out.printf(
                    "%nComparison: %s (and comparison.json); each side's JMH JSON: %s, %s%n",
                    dir.resolve(AbReport.MARKDOWN),
                    dir.resolve("base").resolve(RunFolder.RESULTS),
                    dir.resolve("new").resolve(RunFolder.RESULTS));
            out.flush();
            return rows;
        } catch (IOException | InterruptedException | RuntimeException e) {
            throw e;
        } catch (Exception e) { // from closing the lock
            throw new IOException(e);
        }
    }

    /** How long a side may take to list its benchmarks. */
    private static final Duration LISTING_LIMIT = Duration.ofSeconds(120);

    /**
     * Lists the side's benchmarks in its own JVM, with its own JVM arguments: a JVM that does not start,
     * or does not list them within {@code limit}, or a jar without one of the trials' benchmarks, is bad input
     * before anything is written.
     */
    static void checkSide(Side side, List<Trial> trials, Duration limit) throws IOException, InterruptedException {
        ChildProcess.Result listing = ChildProcess.run(side.listCommand(), Map.of(), limit);
        if (!listing.ok()) {
            throw new IllegalArgumentException(side.name() + " side does not start: "
                    + (listing.timedOut()
                            ? "it did not list its benchmarks within " + limit.toSeconds() + " s"
                            : (listing.err() + "\n" + listing.out())
                                    .lines()
                                    .filter(line -> !line.isBlank())
                                    .limit(3)
                                    .reduce((a, b) -> a + " / " + b)
                                    .orElse("no output"))
                    + " (" + side.describe() + ")");
        }
        List<String> names = listing.out().lines().map(String::trim).toList();
        for (Trial t : trials) {
            if (!names.contains(t.benchmark())) {
                throw new IllegalArgumentException(side.name() + " side has no benchmark " + t.benchmark() + " ("
                        + side.describe() + "): is its jar a build of cryptobench with that benchmark?");
            }
        }
    }

    /**
     * Each provider given by class name must be a Provider on the side's own classpath (loaded
     * there, not constructed: construction is the fork's first step).
     */
    static void checkProviderClasses(Side side, Collection<String> providers) throws IOException {
        URL[] urls = side.classpath().stream()
                .map(p -> {
                    try {
                        return p.toUri().toURL();
                    } catch (MalformedURLException e) {
                        throw new IllegalArgumentException(p + ": " + e.getMessage());
                    }
                })
                .toArray(URL[]::new);
        try (URLClassLoader loader = new URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            for (String name : providers) {
                if (!name.contains(".")) {
                    continue;
                }
                Class<?> type;
                try {
                    type = Class.forName(name.trim(), false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    throw new IllegalArgumentException("-p provider=" + name + ": no such class on the " + side.name()
                            + " side's classpath ("
                            + side.classpath().stream()
                                    .map(Path::toString)
                                    .reduce((a, b) -> a + File.pathSeparator + b)
                                    .orElse("")
                            + "); add its jar with --" + side.name() + "-cp");
                }
                if (!Provider.class.isAssignableFrom(type)) {
                    throw new IllegalArgumentException("-p provider=" + name + " on the " + side.name()
                            + " side is not a java.security.Provider subclass");
                }
            }
        }
    }
}
