package cryptobench.cli;

import cryptobench.ab.AbRunner;
import cryptobench.ab.AbSettings;
import cryptobench.ab.AbSettings.Schedule;
import cryptobench.ab.AbSettings.SideSpec;
import cryptobench.engine.ForkedJvm;
import cryptobench.ab.Verdict;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Preflight;
import cryptobench.run.Profile;
import cryptobench.engine.Trial;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Paired A/B runs of the same trials on two sides (JVM, classpath, JVM arguments); exit 0 clean, 1 regression, 2 bad input. */
@Command(name = "ab", mixinStandardHelpOptions = true,
        description = {"Runs the same trials on two sides, base and new, in rounds: each round runs one fork of each side",
                "per open row, both at once on their own cores (duet) or one after the other in random order. After each",
                "look it judges every row from the paired per-round ratios new/base: unchanged when the interval lies inside",
                "+-threshold, regressed (improved) when it is clear of no change on the slow (fast) side and not inside the",
                "threshold; rows keep running until decided or the budget ends (then: undecided). Writes DIR/base/ and",
                "DIR/new/ (jmh.json, env.json, outcomes.json), DIR/comparison.md and .json, DIR/rounds/ (one file per pair;",
                "'ab --resume DIR' finishes a killed run). Exit code: 0 no regression, 1 regression or failed row, 2 bad input."})
public final class AbCommand implements Callable<Integer> {

    enum FailOn { regression, undecided, none }

    @Option(names = "--profile", defaultValue = "gate", paramLabel = "NAME", converter = RunCommand.ProfileConverter.class,
            description = "The trials and their iteration settings (default: ${DEFAULT-VALUE}); JMH options after -- change them.")
    Profile profile;

    @Option(names = "--base-jvm", paramLabel = "PATH", description = "JDK home or java binary of the base side (default: this one).")
    Path baseJvm;

    @Option(names = "--new-jvm", paramLabel = "PATH", description = "JDK home or java binary of the new side (default: this one).")
    Path newJvm;

    @Option(names = "--base-jar", paramLabel = "JAR", description = "Another build of the benchmarks jar for the base side (default: this jar).")
    Path baseJar;

    @Option(names = "--new-jar", paramLabel = "JAR", description = "Another build of the benchmarks jar for the new side (default: this jar).")
    Path newJar;

    @Option(names = "--base-cp", paramLabel = "JARS", split = ":",
            description = "Jars added after the benchmarks jar on the base side, e.g. another version of a provider.")
    List<Path> baseCp = new ArrayList<>();

    @Option(names = "--new-cp", paramLabel = "JARS", split = ":",
            description = "Jars added after the benchmarks jar on the new side.")
    List<Path> newCp = new ArrayList<>();

    @Option(names = "--base-jvm-args", paramLabel = "ARGS", description = "JVM arguments of the base side, one string, e.g. \"-XX:+UseParallelGC\".")
    String baseJvmArgs = "";

    @Option(names = "--new-jvm-args", paramLabel = "ARGS", description = "JVM arguments of the new side, one string.")
    String newJvmArgs = "";

    @Option(names = "--schedule", defaultValue = "duet",
            description = "duet (both forks at once, pinned to separate cores) or interleaved (one after the other, random order) (default: ${DEFAULT-VALUE}).")
    Schedule schedule;

    @Option(names = "--threshold", defaultValue = "5%", paramLabel = "PCT", description = "Smallest change that matters (default: ${DEFAULT-VALUE}).")
    String threshold;

    @Option(names = "--confidence", defaultValue = "0.99", paramLabel = "P",
            description = "Confidence over all rows and looks together (default: ${DEFAULT-VALUE}).")
    double confidence;

    @Option(names = "--budget", defaultValue = "10m", paramLabel = "TIME",
            description = "Wall time for the rounds, e.g. 90s, 10m, 1h (default: ${DEFAULT-VALUE}); rows open then are undecided.")
    String budget;

    @Option(names = "--min-rounds", defaultValue = "6", paramLabel = "N", description = "Rounds before the first look (default: ${DEFAULT-VALUE}).")
    int minRounds;

    @Option(names = "--max-rounds", defaultValue = "1000", paramLabel = "N", description = "Most rounds per row (default: ${DEFAULT-VALUE}).")
    int maxRounds;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the random order and cores (default: from the clock; kept in ab.json).")
    Long seed;

    @Option(names = "--fail-on", defaultValue = "regression",
            description = "regression (also failed rows), undecided (also rows left open), or none (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Output folder (default: results/ab/<UTC time>).")
    Path output;

    @Option(names = "--resume", paramLabel = "DIR", description = "Finish the ab run in DIR with the settings it was started with.")
    Path resume;

    @Parameters(paramLabel = "JMH_ARG", description = "JMH options and benchmark regexes, after --; they change the profile's.")
    List<String> jmhArgs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    /** Tests replace the forks and skip the per-side listing. */
    ForkedJvm forks = new ForkedJvm();
    boolean checkSides = true;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        AbSettings settings;
        if (resume != null) {
            var given = spec.commandLine().getParseResult().matchedOptions().stream().map(o -> o.longestName())
                    .filter(n -> !n.equals("--resume")).toList();
            if (!given.isEmpty() || !jmhArgs.isEmpty()) {
                throw new IllegalArgumentException("--resume takes every setting from " + resume.resolve(AbSettings.FILE)
                        + "; give it alone, without " + String.join(", ", given.isEmpty() ? List.of("JMH arguments") : given));
            }
            settings = AbSettings.read(resume);
        } else {
            settings = settings();
        }
        List<String> args = List.of(Profile.parse(settings.profile()).jmhArgs(settings.jmhArgs()));
        List<Trial> trials = JmhLauncher.planAnyClasspath(args);
        if (trials.isEmpty()) {
            throw new IllegalArgumentException("no benchmark matches " + String.join(" ", args) + "; list them with -l");
        }
        CommandLineOptions options;
        try {
            options = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options: " + e.getMessage());
        }
        for (String side : List.of("base", "new")) {
            SideSpec spec = side.equals("base") ? settings.base() : settings.next();
            checkProviderClasses(spec.side(side), options.getParameter("provider").orElse(List.of()));
            if (checkSides) {
                checkSide(spec.side(side), trials);
            }
        }
        try (AutoCloseable lock = Preflight.holdJmhLock()) {
            Path dir = resume != null ? resume : output != null
                    ? Outputs.emptyFolder(output, "-o", Files.exists(output.resolve(AbSettings.FILE)) ? " To finish a killed run: ab --resume " + output + "." : "")
                    : JmhLauncher.newRunDir(Path.of("results", "ab"));
            if (resume == null) {
                settings.write(dir);
            }
            out.printf("cryptobench ab: %d rows, %s, budget %d s, threshold %.3g%%, confidence %s -> %s%n", trials.size(),
                    settings.schedule(), settings.budgetSeconds(), 100 * settings.threshold(), settings.confidence(), dir);
            out.println("  " + settings.base().side("base").describe().replace(", ", "\n    "));
            out.println("  " + settings.next().side("new").describe().replace(", ", "\n    "));
            out.flush();
            List<AbRunner.Row> rows = new AbRunner(settings, trials, options, forks, out).run(dir,
                    "ab " + String.join(" ", spec.commandLine().getParseResult().originalArgs()));
            out.println();
            out.print(Files.readString(dir.resolve("comparison.md")));
            out.printf("%nComparison: %s (and comparison.json); each side's JMH JSON: %s, %s%n", dir.resolve("comparison.md"),
                    dir.resolve("base").resolve("jmh.json"), dir.resolve("new").resolve("jmh.json"));
            out.flush();
            boolean regressed = rows.stream().anyMatch(r -> r.verdict() == Verdict.REGRESSED || r.verdict() == Verdict.FAILED);
            boolean open = rows.stream().anyMatch(r -> r.verdict() == Verdict.UNDECIDED);
            return switch (failOn) {
                case regression -> regressed ? 1 : 0;
                case undecided -> regressed || open ? 1 : 0;
                case none -> 0;
            };
        } catch (IOException | InterruptedException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    /** The settings of a new run, every path checked. */
    AbSettings settings() {
        for (String owned : List.of("-f", "-rf", "-rff", "-jvm", "-o")) {
            if (jmhArgs.contains(owned)) {
                throw new IllegalArgumentException("JMH option " + owned + " after -- is set by ab itself: rounds replace forks"
                        + " (--budget, --max-rounds), -o DIR names the output folder, --base-jvm/--new-jvm the JVMs");
            }
        }
        if (schedule == Schedule.duet && Runtime.getRuntime().availableProcessors() < 2) {
            throw new IllegalArgumentException("--schedule duet needs 2 cores, this machine has "
                    + Runtime.getRuntime().availableProcessors() + ": use --schedule interleaved");
        }
        if (minRounds < 2 || maxRounds < minRounds) {
            throw new IllegalArgumentException("--min-rounds must be 2 or more and --max-rounds at least --min-rounds, got "
                    + minRounds + " and " + maxRounds);
        }
        double t = CompareCommand.parseThreshold(threshold);
        long seconds = parseBudget(budget);
        Path thisJar = thisJar();
        return new AbSettings(jmhArgs, profile.label(), side("base", baseJvm, baseJar, baseCp, baseJvmArgs, thisJar),
                side("new", newJvm, newJar, newCp, newJvmArgs, thisJar), schedule, t, confidence, seconds, minRounds, maxRounds,
                seed != null ? seed : System.nanoTime());
    }

    private static SideSpec side(String name, Path jvm, Path jar, List<Path> cp, String jvmArgs, Path thisJar) {
        Path java = jvm == null ? Path.of(System.getProperty("java.home"), "bin", "java") : sideJava(jvm, "--" + name + "-jvm");
        List<String> classpath = new ArrayList<>();
        Path benchmarks = jar != null ? jar : thisJar;
        if (jar != null && !Files.isRegularFile(jar)) {
            throw new IllegalArgumentException("--" + name + "-jar " + jar + ": no such file (give a benchmarks jar built by mvn package)");
        }
        classpath.add(benchmarks.toAbsolutePath().toString());
        for (Path p : cp) {
            if (!Files.exists(p)) {
                throw new IllegalArgumentException("--" + name + "-cp " + p + ": no such file or folder");
            }
            classpath.add(p.toAbsolutePath().toString());
        }
        List<String> args = jvmArgs.isBlank() ? List.of() : Arrays.asList(jvmArgs.trim().split("\\s+"));
        return new SideSpec(java.toAbsolutePath().toString(), classpath, args);
    }

    private static Path sideJava(Path given, String option) {
        Path java = Files.isDirectory(given) ? given.resolve("bin").resolve("java") : given;
        Preflight.checkJava(java, option);
        return java;
    }

    private static Path thisJar() {
        try {
            return Path.of(AbCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** "90s", "10m", "1h" or a number of seconds. */
    static long parseBudget(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        try {
            long v;
            if (t.endsWith("h")) {
                v = TimeUnit.HOURS.toSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            } else if (t.endsWith("m")) {
                v = TimeUnit.MINUTES.toSeconds(Long.parseLong(t.substring(0, t.length() - 1)));
            } else if (t.endsWith("s")) {
                v = Long.parseLong(t.substring(0, t.length() - 1));
            } else {
                v = Long.parseLong(t);
            }
            if (v <= 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--budget '" + text + "' is not a time like 90s, 10m or 1h");
        }
    }

    /**
     * Lists the side's benchmarks in its own JVM, with its own JVM arguments: a JVM that does not start,
     * or a jar without one of the trials' benchmarks, is bad input before anything is written.
     */
    private static void checkSide(cryptobench.engine.Side side, List<Trial> trials) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(side.listCommand()).redirectErrorStream(true).start();
        String listing = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IllegalArgumentException(side.name() + " side does not start: " + listing.lines().limit(3)
                    .reduce((a, b) -> a + " / " + b).orElse("no output") + " (" + side.describe() + ")");
        }
        List<String> names = listing.lines().map(String::trim).toList();
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
    static void checkProviderClasses(cryptobench.engine.Side side, java.util.Collection<String> providers) throws IOException {
        java.net.URL[] urls = side.classpath().stream().map(p -> {
            try {
                return p.toUri().toURL();
            } catch (java.net.MalformedURLException e) {
                throw new IllegalArgumentException(p + ": " + e.getMessage());
            }
        }).toArray(java.net.URL[]::new);
        try (java.net.URLClassLoader loader = new java.net.URLClassLoader(urls, ClassLoader.getPlatformClassLoader())) {
            for (String name : providers) {
                if (!name.contains(".")) {
                    continue;
                }
                Class<?> type;
                try {
                    type = Class.forName(name.trim(), false, loader);
                } catch (ClassNotFoundException | LinkageError e) {
                    throw new IllegalArgumentException("-p provider=" + name + ": no such class on the " + side.name()
                            + " side's classpath (" + side.classpath().stream().map(Path::toString)
                            .reduce((a, b) -> a + File.pathSeparator + b).orElse("") + "); add its jar with --" + side.name() + "-cp");
                }
                if (!java.security.Provider.class.isAssignableFrom(type)) {
                    throw new IllegalArgumentException("-p provider=" + name + " on the " + side.name()
                            + " side is not a java.security.Provider subclass");
                }
            }
        }
    }
}
