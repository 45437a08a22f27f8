package cryptobench.engine;

import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The executor that starts one JVM per launch on its lane's {@link Side} (java, classpath, JVM
 * arguments), running all the launch's units in that JVM ({@code org.openjdk.jmh.Main ... -f 0}); tests
 * replace {@link #run}. Each JVM's JMH JSON and console go to {@code work/}, and are deleted when it
 * ended cleanly.
 */
public class ForkedJvm implements Executor {

    /**
     * One JVM: its side, JVM arguments before and after the side's own, the fork arguments of its
     * benchmarks' {@code @Fork} (what JMH would give their forks), JMH arguments (ending with its -rff
     * file) and core.
     */
    public record Jvm(Side side, List<String> prepend, List<String> forkArgs, List<String> append, List<String> jmhArgs,
                      Path resultFile, Integer core, Path log) {
    }

    /** What one JVM gave: its JMH JSON rows and its console. */
    public record Output(List<ResultRow> rows, List<String> log, int exitCode) {

        /**
         * Why the JVM gave no row for {@code benchmark} with {@code params}, from that benchmark's part of
         * the console, else from all of it.
         */
        public Outcome missing(String benchmark, Map<String, String> params) {
            List<String> part = part(benchmark, params);
            return OutcomeClassifier.ofLog(part.isEmpty() ? log : part, exitCode);
        }

        /** The console lines of {@code benchmark} with {@code params}. */
        private List<String> part(String benchmark, Map<String, String> params) {
            List<String> part = new ArrayList<>();
            boolean in = false;
            for (int i = 0; i < log.size(); i++) {
                String line = log.get(i);
                if (line.startsWith("# Benchmark: ")) {
                    in = line.substring("# Benchmark: ".length()).trim().equals(benchmark) && paramsMatch(i, params);
                }
                if (in) {
                    part.add(line);
                }
            }
            return part;
        }

        private boolean paramsMatch(int from, Map<String, String> params) {
            for (int i = from; i < Math.min(log.size(), from + 4); i++) {
                if (log.get(i).startsWith("# Parameters: ")) {
                    String text = log.get(i);
                    return params.entrySet().stream().allMatch(e -> text.contains(e.getKey() + " = " + e.getValue()));
                }
            }
            return params.isEmpty();
        }
    }

    private final Map<String, Side> sides = new HashMap<>();
    private final Function<String, List<String>> forkArgs;
    private CommandLineOptions options;
    private Path work;
    private final List<Process> running = new ArrayList<>();

    /** Forks with the {@code @Fork} arguments of the benchmarks compiled into this jar. */
    public ForkedJvm() {
        this(ForkedJvm::annotatedForkArgs);
    }

    /** Forks with {@code forkArgs} for each benchmark (tests give their own). */
    public ForkedJvm(Function<String, List<String>> forkArgs) {
        this.forkArgs = forkArgs;
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroyAll));
    }

    /** Sets the sides (lanes) and the JMH options every JVM takes, and the folder of their files. */
    public ForkedJvm configure(List<Side> sides, CommandLineOptions options, Path work) {
        sides.forEach(s -> this.sides.put(s.name(), s));
        this.options = options;
        this.work = work;
        return this;
    }

    /**
     * Runs each launch's units in JVMs with the fork arguments of their benchmarks' {@code @Fork}, one
     * JVM per distinct set (a PureJava method's intrinsics-off flags are JVM flags, so its rows cannot
     * share a JVM with the default fork's). With {@code together}, the launches' first JVMs run at once,
     * then their second, and so on.
     */
    @Override
    public List<List<Outcome>> execute(List<Launch> launches, boolean together) throws IOException, InterruptedException {
        Files.createDirectories(work);
        List<List<Map.Entry<List<String>, List<WorkUnit>>>> groups = new ArrayList<>();
        for (Launch l : launches) {
            Map<List<String>, List<WorkUnit>> byArgs = new LinkedHashMap<>();
            for (WorkUnit u : l.units()) {
                byArgs.computeIfAbsent(forkArgs.apply(u.trial().benchmark()), k -> new ArrayList<>()).add(u);
            }
            List<Map.Entry<List<String>, List<WorkUnit>>> sets = new ArrayList<>(byArgs.entrySet());
            // The same order on every side, so that a wave's JVMs run the same rows' flags side by side.
            sets.sort(java.util.Comparator.comparing(e -> String.join(" ", e.getKey())));
            groups.add(sets);
        }
        int waves = groups.stream().mapToInt(List::size).max().orElse(0);
        Map<WorkUnit, Outcome> outcome = new HashMap<>();
        for (int w = 0; w < waves; w++) {
            List<Jvm> jvms = new ArrayList<>();
            List<List<WorkUnit>> units = new ArrayList<>();
            for (int i = 0; i < launches.size(); i++) {
                if (w >= groups.get(i).size()) {
                    continue;
                }
                Launch l = launches.get(i);
                Map.Entry<List<String>, List<WorkUnit>> g = groups.get(i).get(w);
                String stem = String.format(Locale.ROOT, "r%04d-%s%s", l.units().get(0).round(), l.lane(), w == 0 ? "" : "-" + (w + 1));
                Path result = work.resolve(stem + ".json");
                Files.deleteIfExists(result);
                jvms.add(new Jvm(sides.get(l.lane()), jvmArgs(options.getJvmArgsPrepend()), g.getKey(), jvmArgs(options.getJvmArgsAppend()),
                        jmhArgs(g.getValue().stream().map(WorkUnit::trial).toList(), options, result), result, l.core(),
                        work.resolve(stem + ".log")));
                units.add(g.getValue());
            }
            List<Output> outputs = run(jvms, together);
            for (int j = 0; j < jvms.size(); j++) {
                Output o = outputs.get(j);
                for (WorkUnit u : units.get(j)) {
                    ResultRow row = find(o.rows(), u.trial());
                    outcome.put(u, row != null ? Outcome.measured(List.of(row))
                            : o.missing(u.trial().benchmark(), u.trial().params()));
                }
            }
        }
        List<List<Outcome>> outcomes = new ArrayList<>();
        for (Launch l : launches) {
            outcomes.add(l.units().stream().map(outcome::get).toList());
        }
        return outcomes;
    }

    /** Runs {@code jvms} at once when {@code together}, else one after the other in the given order. */
    public List<Output> run(List<Jvm> jvms, boolean together) throws IOException, InterruptedException {
        List<Output> results = new ArrayList<>();
        if (together) {
            List<Process> ps = new ArrayList<>();
            for (Jvm j : jvms) {
                ps.add(start(j));
            }
            for (int i = 0; i < ps.size(); i++) {
                results.add(finish(jvms.get(i), ps.get(i)));
            }
        } else {
            for (Jvm j : jvms) {
                results.add(finish(j, start(j)));
            }
        }
        return results;
    }

    /** The row of {@code t} among a JVM's JMH JSON rows, or null. */
    static ResultRow find(List<ResultRow> rows, Trial t) {
        for (ResultRow r : rows) {
            if (r.benchmark().equals(t.benchmark()) && r.mode().equals(t.mode().shortLabel()) && r.params().equals(t.params())) {
                return r;
            }
        }
        return null;
    }

    /**
     * The JMH command line of one JVM: the trials' benchmarks and every value of their params (JMH runs
     * the cross product; rows not asked for are ignored), in that JVM ({@code -f 0}), JSON to {@code result}.
     */
    static List<String> jmhArgs(List<Trial> ts, CommandLineOptions o, Path result) {
        List<String> a = new ArrayList<>(List.of("^(" + String.join("|", ts.stream().map(Trial::benchmark).distinct()
                .map(Pattern::quote).toList()) + ")$", "-bm", String.join(",", ts.stream().map(t -> t.mode().shortLabel()).distinct().toList())));
        Map<String, Set<String>> values = new TreeMap<>();
        ts.forEach(t -> t.params().forEach((k, v) -> values.computeIfAbsent(k, key -> new LinkedHashSet<>()).add(v)));
        values.forEach((k, v) -> a.addAll(List.of("-p", k + "=" + String.join(",", v))));
        a.addAll(List.of("-f", "0", "-foe", "false", "-rf", "json", "-rff", result.toString()));
        if (o.getWarmupIterations().hasValue()) {
            a.addAll(List.of("-wi", o.getWarmupIterations().get().toString()));
        }
        if (o.getWarmupTime().hasValue()) {
            a.addAll(List.of("-w", time(o.getWarmupTime().get())));
        }
        if (o.getMeasurementIterations().hasValue()) {
            a.addAll(List.of("-i", o.getMeasurementIterations().get().toString()));
        }
        if (o.getMeasurementTime().hasValue()) {
            a.addAll(List.of("-r", time(o.getMeasurementTime().get())));
        }
        if (o.getTimeUnit().hasValue()) {
            a.addAll(List.of("-tu", unit(o.getTimeUnit().get())));
        }
        if (o.getTimeout().hasValue()) {
            a.addAll(List.of("-to", time(o.getTimeout().get())));
        }
        o.getProfilers().forEach(p -> a.addAll(List.of("-prof", p.getKlass() + (p.getOpts() == null || p.getOpts().isEmpty() ? "" : ":" + p.getOpts()))));
        return a;
    }

    /**
     * The JVM arguments {@code benchmark}'s {@code @Fork} gives its forks in this jar (prepend, args,
     * append), or the default fork's when it names none. A side with another jar runs this jar's
     * arguments: the flags belong to the method, which both sides share by name.
     */
    static List<String> annotatedForkArgs(String benchmark) {
        return ANNOTATED.computeIfAbsent(benchmark, b -> {
            OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
            for (BenchmarkListEntry e : BenchmarkList.defaultList().getAll(quiet, List.of())) {
                if (e.getUsername().equals(b)) {
                    List<String> args = new ArrayList<>();
                    args.addAll(e.getJvmArgsPrepend().orElse(List.of()));
                    args.addAll(e.getJvmArgs().orElse(List.of()));
                    args.addAll(e.getJvmArgsAppend().orElse(List.of()));
                    if (!args.isEmpty()) {
                        return List.copyOf(args);
                    }
                }
            }
            return cryptobench.jvm.ForkArgs.DEFAULT;
        });
    }

    private static final Map<String, List<String>> ANNOTATED = new java.util.concurrent.ConcurrentHashMap<>();

    /** The JVM arguments of a -jvmArgsPrepend or -jvmArgsAppend, split at spaces. */
    private static List<String> jvmArgs(org.openjdk.jmh.util.Optional<Collection<String>> given) {
        if (!given.hasValue()) {
            return List.of();
        }
        return given.get().stream().flatMap(a -> Arrays.stream(a.trim().split("\\s+"))).filter(a -> !a.isEmpty()).toList();
    }

    private static String time(TimeValue v) {
        return v.convertTo(TimeUnit.MICROSECONDS) + "us";
    }

    private static String unit(TimeUnit u) {
        return switch (u) {
            case NANOSECONDS -> "ns";
            case MICROSECONDS -> "us";
            case MILLISECONDS -> "ms";
            case SECONDS -> "s";
            case MINUTES -> "m";
            case HOURS -> "h";
            case DAYS -> "d";
        };
    }

    private Process start(Jvm j) throws IOException {
        Files.createDirectories(j.log().getParent());
        Process p = new ProcessBuilder(j.side().command(j.prepend(), j.forkArgs(), j.append(), j.jmhArgs(), j.core())).redirectErrorStream(true)
                .redirectOutput(j.log().toFile()).start();
        synchronized (running) {
            running.add(p);
        }
        return p;
    }

    private Output finish(Jvm j, Process p) throws IOException, InterruptedException {
        int code = p.waitFor();
        synchronized (running) {
            running.remove(p);
        }
        List<String> log = Files.readAllLines(j.log());
        List<ResultRow> rows = new ArrayList<>();
        if (Files.isRegularFile(j.resultFile())) {
            try {
                for (var r : Json.MAPPER.readTree(j.resultFile().toFile())) {
                    try {
                        rows.add(ResultRow.of(r));
                    } catch (IllegalArgumentException notARow) {
                        // That unit has no row: the console says why.
                    }
                }
            } catch (com.fasterxml.jackson.core.JacksonException e) {
                // A JVM killed while writing: its rows are missing, and the console says why.
                rows.clear();
            }
        }
        if (code == 0 && log.stream().noneMatch(line -> line.startsWith(OutcomeClassifier.FAILURE_MARK))) {
            Files.deleteIfExists(j.resultFile());
            Files.deleteIfExists(j.log());
        }
        return new Output(rows, log, code);
    }

    private void destroyAll() {
        synchronized (running) {
            running.forEach(p -> p.descendants().forEach(ProcessHandle::destroyForcibly));
            running.forEach(Process::destroyForcibly);
        }
    }
}
