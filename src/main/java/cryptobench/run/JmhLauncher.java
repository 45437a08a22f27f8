package cryptobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderRegistry;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;

/**
 * Runs a JMH command line one trial at a time, so that each finished trial is on disk at once
 * ({@link TrialStore}) and a killed run can be resumed. Results go to
 * {@code results/runs/<UTC time>/jmh.json} unless {@code -rf}/{@code -rff} say otherwise, with
 * {@code env.json} and {@code outcomes.json} beside them; trials a provider does not support are
 * listed apart from real failures, which alone make the exit code 1.
 */
public final class JmhLauncher {

    /** Exit code for a -p value no benchmark can take. */
    public static final int BAD_INPUT = 2;

    /** The file in a run folder that records how to run it again ({@code run --resume}). */
    public static final String RUN_RECORD = "run.json";

    static final DateTimeFormatter RUN_DIR = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'", Locale.ROOT);

    private final PrintStream out;
    private final PrintStream err;

    public JmhLauncher(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
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
            return 1;
        }
        try {
            if (cmd.shouldHelp()) {
                cmd.showHelp();
                out.println();
                out.println("cryptobench commands (java -jar target/benchmarks.jar help): providers, run, native, report, compare, merge, export");
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
            String badParam = checkParams(cmd);
            if (badParam != null) {
                err.println("error: " + badParam);
                return BAD_INPUT;
            }
            return measure(cmd, args, shard, resumeDir);
        } catch (IOException e) {
            err.println("ERROR: " + e);
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
        String badParam = checkParams(cmd);
        if (badParam != null) {
            throw new IllegalArgumentException(badParam);
        }
        return TrialPlan.of(cmd);
    }

    /** Runs again, in the same folder, what a run made by {@link #run(String...)} left unfinished there. */
    public int resume(Path dir, List<String> args) {
        return run(args, Shard.ALL, dir);
    }

    private int measure(CommandLineOptions cmd, String[] args, Shard shard, Path resumeDir) throws IOException {
        List<Trial> plan;
        try {
            plan = TrialPlan.of(cmd);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return BAD_INPUT;
        }
        if (plan.isEmpty()) {
            err.println("No matching benchmarks. Miss-spelled regexp? Use -l to list them.");
            return 1;
        }
        ResultFormatType format = cmd.getResultFormat().orElse(ResultFormatType.JSON);
        Path resultFile;
        if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue()) {
            resultFile = Path.of(cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT)));
        } else {
            Path dir = resumeDir != null ? resumeDir : newRunDir();
            resultFile = dir.resolve("jmh.json");
            if (resumeDir == null) {
                TrialStore.writeAtomically(dir.resolve(RUN_RECORD), TrialStore.JSON.writeValueAsBytes(Map.of("jmh", args)));
            }
        }
        // Every trial is kept as JSON; the result file is JMH JSON unless -rf asked for another format.
        Path jsonFile = format == ResultFormatType.JSON ? resultFile : companion(resultFile, "jmh");
        TrialStore store = TrialStore.of(jsonFile);
        Map<String, TrialStore.Entry> done = new LinkedHashMap<>();
        if (resumeDir != null) {
            done.putAll(finishedEntries(store.read()));
        } else {
            store.clear();
        }
        List<Trial> mine = shard.select(plan);
        List<Trial> todo = mine.stream().filter(t -> !done.containsKey(t.key())).toList();
        out.printf("cryptobench: %d trials%s, %d to run (%d already done), estimated %s%n", mine.size(),
                shard.count() > 1 ? " in shard " + shard + " (of " + plan.size() + ")" : "", todo.size(),
                mine.size() - todo.size(), TrialPlan.duration(TrialPlan.seconds(todo)));
        Map<String, TrialStore.Entry> finished = new LinkedHashMap<>(done);
        writeResults(jsonFile, mine, finished);
        EnvRecord.write(companion(jsonFile, "env"), EnvRecord.of(args, rows(mine, finished), outcomes(mine, finished)));
        OutputFormat console = console(cmd);
        List<RunResult> session = new ArrayList<>();
        for (int i = 0; i < todo.size(); i++) {
            Trial trial = todo.get(i);
            out.printf("%n# cryptobench trial %d of %d: %s (about %s left)%n", i + 1, todo.size(), trial.label(),
                    TrialPlan.duration(TrialPlan.seconds(todo.subList(i, todo.size()))));
            out.flush();
            TrialStore.Entry entry = runTrial(cmd, trial, mine.indexOf(trial), store, console, session);
            finished.put(trial.key(), entry);
            writeResults(jsonFile, mine, finished);
        }
        console.endRun(session);
        List<JsonNode> rows = rows(mine, finished);
        List<TrialOutcome> outcomes = outcomes(mine, finished);
        EnvRecord.write(companion(jsonFile, "env"), EnvRecord.of(args, rows, outcomes));
        if (format != ResultFormatType.JSON) {
            // Trials finished by an earlier, interrupted run are in the JSON only.
            ResultFormatFactory.getInstance(format, resultFile.toString()).writeOut(session);
        }
        printSummary(rows.size(), outcomes, resultFile);
        return outcomes.stream().anyMatch(o -> !o.unsupported()) ? 1 : 0;
    }

    /** The stored trials a resumed run keeps: measured and unsupported ones; a failed trial runs again. */
    static Map<String, TrialStore.Entry> finishedEntries(Map<String, TrialStore.Entry> stored) {
        Map<String, TrialStore.Entry> kept = new LinkedHashMap<>();
        stored.forEach((key, entry) -> {
            if (entry.status() != TrialStore.Status.failed) {
                kept.put(key, entry);
            }
        });
        return kept;
    }

    /** Runs one trial through JMH and writes it to the store; a crash of the trial is recorded, not thrown. */
    private TrialStore.Entry runTrial(Options cmd, Trial trial, int index, TrialStore store, OutputFormat console,
                                      List<RunResult> session) throws IOException {
        OutcomeRecorder recorder = new OutcomeRecorder(console);
        Collection<RunResult> results;
        try {
            results = new Runner(new TrialOptions(cmd, trial), recorder).run();
        } catch (RunnerException | RuntimeException e) {
            err.println("trial " + trial.label() + " failed: " + e);
            return store.write(index, trial, TrialStore.Status.failed, String.valueOf(e), List.of());
        }
        List<TrialOutcome> noted = recorder.outcomes();
        if (!noted.isEmpty()) {
            TrialOutcome o = noted.get(0);
            return store.write(index, trial, o.unsupported() ? TrialStore.Status.unsupported : TrialStore.Status.failed,
                    o.message(), List.of());
        }
        if (results.isEmpty()) {
            return store.write(index, trial, TrialStore.Status.failed, "JMH returned no result", List.of());
        }
        session.addAll(results);
        return store.write(index, trial, TrialStore.Status.measured, null, results);
    }

    /** Rewrites the run's JMH JSON and outcomes from every trial finished so far, in plan order. */
    private static void writeResults(Path jsonFile, List<Trial> plan, Map<String, TrialStore.Entry> finished) throws IOException {
        Files.createDirectories(jsonFile.toAbsolutePath().getParent());
        TrialStore.writeAtomically(jsonFile, TrialStore.JSON.writeValueAsBytes(TrialStore.rows(inPlanOrder(plan, finished))));
        TrialStore.writeAtomically(companion(jsonFile, "outcomes"),
                TrialStore.JSON.writeValueAsBytes(Map.of("notMeasured", outcomes(plan, finished))));
    }

    private static List<TrialStore.Entry> inPlanOrder(List<Trial> plan, Map<String, TrialStore.Entry> finished) {
        return plan.stream().map(t -> finished.get(t.key())).filter(java.util.Objects::nonNull).toList();
    }

    private static List<JsonNode> rows(List<Trial> plan, Map<String, TrialStore.Entry> finished) {
        List<JsonNode> rows = new ArrayList<>();
        TrialStore.rows(inPlanOrder(plan, finished)).forEach(rows::add);
        return rows;
    }

    private static List<TrialOutcome> outcomes(List<Trial> plan, Map<String, TrialStore.Entry> finished) {
        List<TrialOutcome> outcomes = new ArrayList<>();
        for (Trial t : plan) {
            TrialStore.Entry e = finished.get(t.key());
            if (e != null && e.status() != TrialStore.Status.measured) {
                outcomes.add(new TrialOutcome(t.benchmark(), t.params(), e.status() == TrialStore.Status.unsupported, e.message()));
            }
        }
        return outcomes;
    }

    /**
     * Checks the cryptobench params given with -p before any fork starts, so that a misspelt
     * provider fails once, naming the valid values, instead of once per trial.
     *
     * @return what is wrong, or null
     */
    static String checkParams(CommandLineOptions cmd) {
        try {
            cmd.getParameter("provider").orElse(List.of()).forEach(ProviderRegistry::canonical);
            for (String value : cmd.getParameter("keyBits").orElse(List.of())) {
                CipherAlgorithm.checkKnownKeyBits(parseInt("keyBits", value));
            }
            for (String value : cmd.getParameter("dataSize").orElse(List.of())) {
                if (parseInt("dataSize", value) <= 0) {
                    throw new IllegalArgumentException("dataSize must be a positive number of bytes, got " + value);
                }
            }
            return null;
        } catch (IllegalArgumentException e) {
            return "-p " + e.getMessage();
        }
    }

    private static int parseInt(String param, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(param + " '" + value + "' is not a whole number");
        }
    }

    /**
     * The file written beside a result file: {@code jmh.json} has {@code env.json},
     * {@code jmh-jdk17.json} has {@code env-jdk17.json}, {@code smoke.json} has {@code env-smoke.json}.
     */
    public static Path companion(Path resultFile, String kind) {
        String name = resultFile.getFileName().toString();
        String stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        String suffix = stem.startsWith("jmh") ? stem.substring(3) : "-" + stem;
        return resultFile.toAbsolutePath().resolveSibling(kind + suffix + ".json");
    }

    /** A new folder {@code results/runs/<UTC time>} for a run's files. */
    public static Path newRunDir() throws IOException {
        return newRunDir(Path.of("results", "runs"), RUN_DIR.format(ZonedDateTime.now(ZoneOffset.UTC)));
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

    private void printSummary(int measured, List<TrialOutcome> outcomes, Path resultFile) {
        List<TrialOutcome> unsupported = outcomes.stream().filter(TrialOutcome::unsupported).toList();
        List<TrialOutcome> failed = outcomes.stream().filter(o -> !o.unsupported()).toList();
        out.println();
        out.printf("cryptobench: %d trials measured, %d unsupported, %d failed%n", measured, unsupported.size(), failed.size());
        if (!unsupported.isEmpty()) {
            out.println("Unsupported here (not a failure):");
            Map<String, Long> byReason = unsupported.stream()
                    .collect(Collectors.groupingBy(TrialOutcome::message, java.util.LinkedHashMap::new, Collectors.counting()));
            byReason.forEach((reason, n) -> out.printf("  %s (%d trial%s)%n", reason, n, n == 1 ? "" : "s"));
        }
        if (!failed.isEmpty()) {
            out.println("FAILED:");
            failed.forEach(o -> out.printf("  %s: %s%n", o.label(), o.message()));
        }
        out.println("Results: " + resultFile + " (environment: " + companion(resultFile, "env") + ")");
    }

}
