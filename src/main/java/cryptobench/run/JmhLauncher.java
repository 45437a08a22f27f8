package cryptobench.run;

import cryptobench.results.RunFolder;
import cryptobench.results.RowKey;
import cryptobench.catalog.Params;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.sign.SignatureAlgorithm;
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
import java.util.Optional;
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

    static final DateTimeFormatter RUN_DIR = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'", Locale.ROOT);

    private final PrintStream out;
    private final PrintStream err;
    private Path runFolder;

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
            return BAD_INPUT;
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
        String badParam = checkParams(cmd);
        if (badParam != null) {
            throw new IllegalArgumentException(badParam);
        }
        List<Trial> plan = TrialPlan.of(cmd);
        Preflight.checkProviderClasses(cmd.getParameter(Params.PROVIDER).orElse(List.of()));
        return plan;
    }

    /** Runs again, in the same folder, what a run made by {@link #run(String...)} left unfinished there. */
    public int resume(Path dir, List<String> args) {
        return run(args, Shard.ALL, dir);
    }

    private int measure(CommandLineOptions cmd, String[] args, Shard shard, Path resumeDir) throws IOException {
        List<Trial> plan;
        try {
            plan = TrialPlan.of(cmd);
            Preflight.checkProviderClasses(cmd.getParameter(Params.PROVIDER).orElse(List.of()));
            if (cmd.getJvm().hasValue()) {
                Preflight.checkJava(Path.of(cmd.getJvm().get()), "-jvm");
            }
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return BAD_INPUT;
        }
        if (plan.isEmpty()) {
            err.println("No matching benchmarks. Miss-spelled regexp? Use -l to list them.");
            return BAD_INPUT;
        }
        ResultFormatType format = cmd.getResultFormat().orElse(ResultFormatType.JSON);
        if (format != ResultFormatType.JSON && plan.stream().anyMatch(t -> t.rounds() > 1)) {
            err.println("error: -rf " + format.toString().toLowerCase(Locale.ROOT) + " with more than one fork: forks run in rounds"
                    + " and are joined into JMH JSON only; use -rf json (or -f 1)");
            return BAD_INPUT;
        }
        if (Preflight.jmhLockTaken()) {
            err.println("error: " + Preflight.lockMessage());
            return BAD_INPUT;
        }
        boolean namedFile = cmd.getResult().hasValue() || cmd.getResultFormat().hasValue();
        Path resultFile = namedFile ? Path.of(cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT)))
                : null;
        // Every trial is kept as JSON; the result file is JMH JSON unless -rf asked for another format.
        if (namedFile && resumeDir == null) {
            String taken = earlierRun(resultFile, format == ResultFormatType.JSON ? resultFile : RunFolder.companion(resultFile, "jmh"));
            if (taken != null) {
                err.println("error: " + taken);
                return BAD_INPUT;
            }
        }
        if (!namedFile) {
            // Only now, with the command line accepted, is anything written.
            runFolder = resumeDir != null ? resumeDir : newRunDir();
            resultFile = runFolder.resolve(RunFolder.RESULTS);
            if (resumeDir == null) {
                TrialStore.writeAtomically(runFolder.resolve(RunFolder.RUN_RECORD), TrialStore.JSON.writeValueAsBytes(Map.of("jmh", args)));
            }
        }
        Path jsonFile = format == ResultFormatType.JSON ? resultFile : RunFolder.companion(resultFile, "jmh");
        TrialStore store = TrialStore.of(jsonFile);
        Map<String, TrialStore.Entry> finished = new LinkedHashMap<>();
        if (resumeDir != null) {
            finished.putAll(finishedEntries(store.read(plan, warning -> err.println("warning: " + warning))));
        }
        List<Trial> mine = shard.select(plan);
        if (mine.isEmpty()) {
            out.printf("cryptobench: shard %s has none of the %d trials (there are more shards than groups of trials);"
                    + " nothing to run%n", shard, plan.size());
        }
        List<Round> todo = schedule(mine, finished);
        int maxRounds = mine.stream().mapToInt(Trial::rounds).max().orElse(1);
        long doneTrials = mine.size() - todo.stream().map(Round::trial).distinct().count();
        out.printf("cryptobench: %d trials%s (%d already done), %d runs of JMH to go, estimated %s%s%n", mine.size(),
                shard.count() > 1 ? " in shard " + shard + " (of " + plan.size() + ")" : "", doneTrials, todo.size(),
                TrialPlan.duration(seconds(todo)), maxRounds > 1 ? "; forks run in " + maxRounds + " rounds over all trials" : "");
        writeResults(jsonFile, mine, finished);
        EnvRecord.write(RunFolder.companion(jsonFile, RunFolder.ENV), EnvRecord.of(args, rows(mine, finished), outcomes(mine, finished)));
        OutputFormat console = console(cmd);
        List<RunResult> session = new ArrayList<>();
        // -foe true: forks never fail on an exception (an unsupported combination keeps its reason);
        // the run stops after the first real failure instead.
        boolean stopOnFailure = cmd.shouldFailOnError().orElse(false);
        for (int i = 0; i < todo.size(); i++) {
            Round r = todo.get(i);
            if (settled(r.trial(), finished)) {
                continue;
            }
            Preflight.awaitJmhLock(out);
            out.printf("%n# cryptobench %d of %d: %s%s (about %s left)%n", i + 1, todo.size(), r.trial().label(),
                    r.trial().rounds() > 1 ? ", fork " + r.round() + " of " + r.trial().rounds() : "",
                    TrialPlan.duration(seconds(todo.subList(i, todo.size()))));
            out.flush();
            TrialStore.Entry entry = runRound(cmd, r, store, console, session);
            finished.put(entry.key(), entry);
            writeResults(jsonFile, mine, finished);
            if (stopOnFailure && entry.status() == TrialStore.Status.failed) {
                out.printf("%ncryptobench: -foe true and %s failed: stopping; %d runs of JMH not run%n", r.trial().label(),
                        todo.size() - i - 1);
                break;
            }
        }
        List<JsonNode> rows = rows(mine, finished);
        List<TrialOutcome> outcomes = outcomes(mine, finished);
        printTable(rows);
        EnvRecord.write(RunFolder.companion(jsonFile, RunFolder.ENV), EnvRecord.of(args, rows, outcomes));
        if (format != ResultFormatType.JSON) {
            // One fork per trial here (more are refused above); trials of an earlier, interrupted run are in the JSON only.
            ResultFormatFactory.getInstance(format, resultFile.toString()).writeOut(session);
        }
        printSummary(rows.size(), outcomes, resultFile);
        return outcomes.stream().anyMatch(o -> !o.unsupported()) ? 1 : 0;
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
        Path trials = TrialStore.of(jsonFile).dir();
        if (Files.isDirectory(trials)) {
            try (var files = Files.list(trials)) {
                long n = files.filter(p -> p.getFileName().toString().endsWith(".json")).count();
                if (n > 0) {
                    return trials + " holds " + n + " trial files of an earlier run: choose another -rff file, or move them away";
                }
            }
        }
        return null;
    }

    /** One JMH run: round {@code round} of a trial, the trial being the {@code index}-th of this run's plan. */
    record Round(Trial trial, int index, int round) {
    }

    /**
     * The rounds still to run, round 1 of every trial first, then round 2 of every trial, and so
     * on; rounds already finished, and trials that were unsupported, are left out.
     */
    static List<Round> schedule(List<Trial> mine, Map<String, TrialStore.Entry> finished) {
        List<Round> todo = new ArrayList<>();
        int maxRounds = mine.stream().mapToInt(Trial::rounds).max().orElse(1);
        for (int round = 1; round <= maxRounds; round++) {
            for (int i = 0; i < mine.size(); i++) {
                Trial t = mine.get(i);
                if (t.rounds() >= round && !finished.containsKey(t.roundKey(round)) && !settled(t, finished)) {
                    todo.add(new Round(t, i, round));
                }
            }
        }
        return todo;
    }

    private static double seconds(List<Round> rounds) {
        return rounds.stream().mapToDouble(r -> r.trial().seconds() / r.trial().rounds()).sum();
    }

    /** Whether a trial needs no more rounds: one of its rounds was unsupported or failed. */
    private static boolean settled(Trial t, Map<String, TrialStore.Entry> finished) {
        for (int round = 1; round <= t.rounds(); round++) {
            TrialStore.Entry e = finished.get(t.roundKey(round));
            if (e != null && e.status() != TrialStore.Status.measured) {
                return true;
            }
        }
        return false;
    }

    /** The stored rounds a resumed run keeps: measured and unsupported ones; a failed round runs again. */
    static Map<String, TrialStore.Entry> finishedEntries(Map<String, TrialStore.Entry> stored) {
        Map<String, TrialStore.Entry> kept = new LinkedHashMap<>();
        stored.forEach((key, entry) -> {
            if (entry.status() != TrialStore.Status.failed) {
                kept.put(key, entry);
            }
        });
        return kept;
    }

    /** Runs one round through JMH and writes it to the store; a crash is recorded, not thrown. */
    private TrialStore.Entry runRound(Options cmd, Round r, TrialStore store, OutputFormat console,
                                      List<RunResult> session) throws IOException {
        OutcomeRecorder recorder = new OutcomeRecorder(console);
        Collection<RunResult> results;
        try {
            results = new Runner(new TrialOptions(cmd, r.trial(), r.round()), recorder).run();
        } catch (RunnerException | RuntimeException e) {
            err.println("trial " + r.trial().label() + " failed: " + e);
            return store.write(r.index(), r.trial(), r.round(), TrialStore.Status.failed, String.valueOf(e), List.of());
        }
        List<TrialOutcome> noted = recorder.outcomes();
        if (!noted.isEmpty()) {
            TrialOutcome o = noted.get(0);
            return store.write(r.index(), r.trial(), r.round(),
                    o.unsupported() ? TrialStore.Status.unsupported : TrialStore.Status.failed, o.message(), List.of());
        }
        if (results.isEmpty()) {
            return store.write(r.index(), r.trial(), r.round(), TrialStore.Status.failed, "JMH returned no result", List.of());
        }
        session.addAll(results);
        return store.write(r.index(), r.trial(), r.round(), TrialStore.Status.measured, null, results);
    }

    /** Rewrites the run's JMH JSON and outcomes from every round finished so far, one row per trial in plan order. */
    private static void writeResults(Path jsonFile, List<Trial> plan, Map<String, TrialStore.Entry> finished) throws IOException {
        Files.createDirectories(jsonFile.toAbsolutePath().getParent());
        TrialStore.writeAtomically(jsonFile, TrialStore.JSON.writeValueAsBytes(rows(plan, finished)));
        TrialStore.writeAtomically(RunFolder.companion(jsonFile, RunFolder.OUTCOMES),
                TrialStore.JSON.writeValueAsBytes(Map.of("notMeasured", outcomes(plan, finished))));
    }

    /**
     * One JMH row per trial that has measured rounds and none unsupported or failed, its rounds
     * joined into one row; a trial cut short by a kill has the forks it finished.
     */
    static List<JsonNode> rows(List<Trial> plan, Map<String, TrialStore.Entry> finished) {
        List<JsonNode> rows = new ArrayList<>();
        for (Trial t : plan) {
            if (settled(t, finished)) {
                continue;
            }
            List<JsonNode> parts = new ArrayList<>();
            for (int round = 1; round <= t.rounds(); round++) {
                TrialStore.Entry e = finished.get(t.roundKey(round));
                if (e != null) {
                    e.results().forEach(parts::add);
                }
            }
            if (!parts.isEmpty()) {
                rows.add(ForkRounds.merge(parts));
            }
        }
        return rows;
    }

    private static List<TrialOutcome> outcomes(List<Trial> plan, Map<String, TrialStore.Entry> finished) {
        List<TrialOutcome> outcomes = new ArrayList<>();
        for (Trial t : plan) {
            for (int round = 1; round <= t.rounds(); round++) {
                TrialStore.Entry e = finished.get(t.roundKey(round));
                if (e != null && e.status() != TrialStore.Status.measured) {
                    outcomes.add(new TrialOutcome(t.benchmark(), t.params(), e.status() == TrialStore.Status.unsupported, e.message()));
                    break;
                }
            }
        }
        return outcomes;
    }

    /** JMH's closing table, for the joined rows. */
    private void printTable(List<JsonNode> rows) {
        if (rows.isEmpty()) {
            return;
        }
        List<String[]> lines = new ArrayList<>();
        lines.add(new String[] {"Benchmark", "Mode", "Cnt", "Score", "", "Error", "Units"});
        for (JsonNode r : rows) {
            Map<String, String> params = new LinkedHashMap<>();
            r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            String name = TrialOutcome.shortName(r.path("benchmark").asText()) + RowKey.params(params);
            JsonNode m = r.path("primaryMetric");
            int cnt = 0;
            for (JsonNode fork : m.path("rawData")) {
                cnt += fork.size();
            }
            lines.add(new String[] {name, r.path("mode").asText(), String.valueOf(cnt),
                    String.format(Locale.ROOT, "%.3f", m.path("score").asDouble()), "\u00b1",
                    String.format(Locale.ROOT, "%.3f", m.path("scoreError").asDouble()), m.path("scoreUnit").asText()});
        }
        int[] width = new int[7];
        lines.forEach(l -> {
            for (int i = 0; i < l.length; i++) {
                width[i] = Math.max(width[i], l[i].length());
            }
        });
        out.println();
        for (String[] l : lines) {
            out.printf("%-" + width[0] + "s  %" + width[1] + "s  %" + width[2] + "s  %" + width[3] + "s %s %" + width[5]
                    + "s  %s%n", (Object[]) l);
        }
    }

    /**
     * Checks the cryptobench params given with -p before any fork starts, so that a misspelt
     * provider fails once, naming the valid values, instead of once per trial.
     *
     * @return what is wrong, or null
     */
    static String checkParams(CommandLineOptions cmd) {
        try {
            cmd.getParameter(Params.PROVIDER).orElse(List.of()).forEach(ProviderRegistry::canonical);
            for (String value : cmd.getParameter(Params.KEY_BITS).orElse(List.of())) {
                CipherAlgorithm.checkKnownKeyBits(parseInt(Params.KEY_BITS, value));
            }
            for (String value : cmd.getParameter(Params.MODULUS_BITS).orElse(List.of())) {
                List<Integer> valid = SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes();
                if (!valid.contains(parseInt(Params.MODULUS_BITS, value))) {
                    throw new IllegalArgumentException("modulusBits " + value + " is not an RSA size here; valid: "
                            + valid.stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", ")));
                }
            }
            for (String size : Params.LENGTHS) {
                for (String value : cmd.getParameter(size).orElse(List.of())) {
                    if (parseInt(size, value) <= 0) {
                        throw new IllegalArgumentException(size + " must be a positive number of bytes, got " + value);
                    }
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
        out.println("Results: " + resultFile + " (environment: " + RunFolder.companion(resultFile, RunFolder.ENV) + ")");
    }

}
