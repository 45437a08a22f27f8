package cryptobench.engine;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.ForkProfiler;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Optional;

/**
 * The command of one fork JVM that runs its rows in itself ({@code org.openjdk.jmh.Main ... -f 0}):
 * its side, the JVM arguments before and after the side's own, the {@code @Fork} arguments of its
 * benchmarks, its JMH arguments (its rows, then every option the user gave that the engine does not
 * set itself), its result file, core, console file and time limit.
 */
public record ForkCommand(
        Side side,
        List<String> prepend,
        List<String> forkArgs,
        List<String> append,
        List<String> jmhArgs,
        Path resultFile,
        Integer core,
        Path log,
        Duration limit) {

    /**
     * A fork may take this many times its rows' planned time (start-up, warm-up and measurement as
     * the options set them), plus one JMH iteration timeout: the time JMH itself gives a stuck
     * iteration before it interrupts it.
     */
    static final int LIMIT_FACTOR = 4;

    public ForkCommand {
        prepend = List.copyOf(prepend);
        forkArgs = List.copyOf(forkArgs);
        append = List.copyOf(append);
        jmhArgs = List.copyOf(jmhArgs);
    }

    /** The fork of {@code trials} on {@code side} with their benchmarks' {@code forkArgs}, taking the user's {@code options}. */
    static ForkCommand of(
            Side side,
            List<Trial> trials,
            List<String> forkArgs,
            Options options,
            Path resultFile,
            Integer core,
            Path log) {
        List<String> jmh = new ArrayList<>(jmhArgs(trials, options, resultFile));
        if (side.reportsForks()
                && options.getProfilers().stream().noneMatch(p -> p.getKlass().equals(ForkProfiler.class.getName()))) {
            jmh.addAll(List.of(JmhOption.PROFILERS.flag(), ForkProfiler.class.getName()));
        }
        return new ForkCommand(
                side,
                jvmArgs(options.getJvmArgsPrepend()),
                forkArgs,
                jvmArgs(options.getJvmArgsAppend()),
                jmh,
                resultFile,
                core,
                log,
                limit(trials, options));
    }

    /** The whole command: the side's java and classpath with every JVM and JMH argument, pinned to the core if any. */
    public List<String> command() {
        return side.command(prepend, forkArgs, append, jmhArgs, core);
    }

    /**
     * The JMH command line of one fork: the trials' benchmarks, modes and every value of their params
     * (JMH runs the cross product; rows not asked for are ignored), in this JVM ({@code -f 0}), JSON to
     * {@code result}, with no JVM arguments of its own, then every option of {@code o} that
     * {@link JmhOption.Use#PASSED passes}.
     */
    static List<String> jmhArgs(List<Trial> ts, Options o, Path result) {
        List<String> a = new ArrayList<>(List.of(
                "^("
                        + String.join(
                                "|",
                                ts.stream()
                                        .map(Trial::benchmark)
                                        .distinct()
                                        .map(Pattern::quote)
                                        .toList()) + ")$",
                "-bm",
                String.join(
                        ",",
                        ts.stream().map(t -> t.mode().shortLabel()).distinct().toList())));
        Map<String, Set<String>> values = new TreeMap<>();
        ts.forEach(t -> t.params()
                .forEach((k, v) ->
                        values.computeIfAbsent(k, key -> new LinkedHashSet<>()).add(v)));
        values.forEach((k, v) -> a.addAll(List.of("-p", k + "=" + String.join(",", v))));
        a.addAll(List.of("-f", "0", "-foe", "false", "-rf", "json", "-rff", result.toString()));
        // JMH records a row's JVM arguments as its @Fork prepend, this JVM's own, then its @Fork append; this
        // JVM's own already hold the @Fork ones, which would be recorded twice unless the fork has none of its own.
        a.addAll(List.of(JmhOption.JVM_ARGS_PREPEND.flag(), "", JmhOption.JVM_ARGS_APPEND.flag(), ""));
        JmhOption.of(JmhOption.Use.PASSED).forEach(option -> a.addAll(option.args(o)));
        return a;
    }

    /**
     * How long the fork of {@code trials} may take before it is killed: {@value #LIMIT_FACTOR} times
     * their planned time plus the JMH iteration timeout ({@code -to}, 10 minutes by default).
     */
    static Duration limit(List<Trial> trials, Options options) {
        double planned = trials.stream()
                .mapToDouble(t -> t.seconds() / Math.max(1, t.forks()))
                .sum();
        long timeout = options.getTimeout().orElse(Defaults.TIMEOUT).convertTo(TimeUnit.MILLISECONDS);
        return Duration.ofMillis(Math.round(LIMIT_FACTOR * planned * 1000) + timeout);
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
            return ForkArgs.DEFAULT;
        });
    }

    private static final Map<String, List<String>> ANNOTATED = new ConcurrentHashMap<>();

    /**
     * The JVM arguments of a -jvmArgsPrepend or -jvmArgsAppend, each value one argument as JMH's parser left it
     * ({@link JvmArgs#split}): an argument that holds a space stays whole.
     */
    private static List<String> jvmArgs(Optional<Collection<String>> given) {
        if (!given.hasValue()) {
            return List.of();
        }
        return given.get().stream().filter(a -> !a.isBlank()).toList();
    }
}
