package cryptobench.engine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.util.Optional;

/**
 * Every option of JMH's {@link Options}, its command-line form, and what a JVM that {@link ForkedJvm}
 * starts makes of it: passed on as given, chosen per JVM from its rows, made JVM arguments of both
 * sides, or set by the engine alone and refused when the user gives it.
 */
public enum JmhOption {
    INCLUDES("benchmark regexes", "getIncludes", Use.ROWS, null),
    EXCLUDES("-e", "getExcludes", Use.ROWS, null),
    BENCHMARK_MODES("-bm", "getBenchModes", Use.ROWS, null),
    PARAMS("-p", "getParameter", Use.ROWS, null),
    THREADS("-t", "getThreads", Use.PASSED, null),
    THREAD_GROUPS("-tg", "getThreadGroups", Use.PASSED, null),
    SYNC_ITERATIONS("-si", "shouldSyncIterations", Use.PASSED, null),
    GC("-gc", "shouldDoGC", Use.PASSED, null),
    WARMUP_ITERATIONS("-wi", "getWarmupIterations", Use.PASSED, null),
    WARMUP_TIME("-w", "getWarmupTime", Use.PASSED, null),
    WARMUP_BATCH_SIZE("-wbs", "getWarmupBatchSize", Use.PASSED, null),
    WARMUP_MODE("-wm", "getWarmupMode", Use.PASSED, null),
    WARMUP_BENCHMARKS("-wmb", "getWarmupIncludes", Use.PASSED, null),
    MEASUREMENT_ITERATIONS("-i", "getMeasurementIterations", Use.PASSED, null),
    MEASUREMENT_TIME("-r", "getMeasurementTime", Use.PASSED, null),
    MEASUREMENT_BATCH_SIZE("-bs", "getMeasurementBatchSize", Use.PASSED, null),
    OPERATIONS_PER_INVOCATION("-opi", "getOperationsPerInvocation", Use.PASSED, null),
    TIME_UNIT("-tu", "getTimeUnit", Use.PASSED, null),
    TIMEOUT("-to", "getTimeout", Use.PASSED, null),
    PROFILERS("-prof", "getProfilers", Use.PASSED, null),
    JVM_ARGS_PREPEND("-jvmArgsPrepend", "getJvmArgsPrepend", Use.JVM_ARGS, null),
    JVM_ARGS_APPEND("-jvmArgsAppend", "getJvmArgsAppend", Use.JVM_ARGS, null),
    FORKS(
            "-f",
            "getForkCount",
            Use.OWNED,
            "rounds replace forks: each round runs one fork of each side per open row (--budget, --min-rounds, --max-rounds)"),
    WARMUP_FORKS(
            "-wf",
            "getWarmupForkCount",
            Use.OWNED,
            "every fork of a round is measured, none is a warm-up fork (more -wi warms up longer)"),
    RESULT_FORMAT(
            "-rf",
            "getResultFormat",
            Use.OWNED,
            "ab writes each side's JMH JSON itself, DIR/base/jmh.json and DIR/new/jmh.json"),
    RESULT_FILE(
            "-rff",
            "getResult",
            Use.OWNED,
            "ab writes each side's JMH JSON itself, DIR/base/jmh.json and DIR/new/jmh.json"),
    OUTPUT(
            "-o",
            "getOutput",
            Use.OWNED,
            "ab reads each fork's console to say why a row failed (ab's -o DIR, before --, names the output folder)"),
    VERBOSITY(
            "-v",
            "verbosity",
            Use.OWNED,
            "ab reads each fork's console, at JMH's normal verbosity, to say why a row failed"),
    FAIL_ON_ERROR(
            "-foe",
            "shouldFailOnError",
            Use.OWNED,
            "a fork goes on past a failing row, which fails in the comparison (--fail-on says what fails the run)"),
    JVM("-jvm", "getJvm", Use.OWNED, "--base-jvm and --new-jvm give each side's JVM"),
    JVM_ARGS(
            "-jvmArgs",
            "getJvmArgs",
            Use.OWNED,
            "--base-jvm-args and --new-jvm-args give each side's own JVM arguments (-jvmArgsPrepend, -jvmArgsAppend: both sides')");

    /** What a forked JVM makes of an option. */
    public enum Use {
        /** Given to every forked JVM as it is. */
        PASSED,
        /** Chooses the rows; each JVM gets the values of its own rows. */
        ROWS,
        /** JVM arguments of every forked JVM, before and after its side's own. */
        JVM_ARGS,
        /** Set by the engine for each JVM: refused when the user gives it. */
        OWNED
    }

    private final String flag;
    private final String getter;
    private final Use use;
    private final String reason;

    JmhOption(String flag, String getter, Use use, String reason) {
        this.flag = flag;
        this.getter = getter;
        this.use = use;
        this.reason = reason;
    }

    /** The option on JMH's command line, e.g. "-t". */
    public String flag() {
        return flag;
    }

    /** The name of the {@link Options} method that reads it. */
    public String getter() {
        return getter;
    }

    public Use use() {
        return use;
    }

    /** Why the engine sets an {@link Use#OWNED} option itself, and what to use instead; null for the others. */
    public String reason() {
        return reason;
    }

    /** The options of {@code use}. */
    public static List<JmhOption> of(Use use) {
        return Arrays.stream(values()).filter(o -> o.use == use).toList();
    }

    /** Whether {@code options} set this option ({@link #PARAMS} cannot tell: {@link Options} does not list the param names). */
    public boolean given(Options options) {
        return !args(options).isEmpty();
    }

    /**
     * This option as JMH's command line gives it, with the value {@code options} hold, or nothing
     * when they do not set it; {@link #PARAMS} gives nothing, as {@link Options} does not list the
     * param names.
     */
    public List<String> args(Options o) {
        return switch (this) {
            case INCLUDES -> List.copyOf(o.getIncludes());
            case EXCLUDES -> each(flag, o.getExcludes());
            case BENCHMARK_MODES ->
                o.getBenchModes().isEmpty()
                        ? List.of()
                        : List.of(
                                flag,
                                String.join(
                                        ",",
                                        o.getBenchModes().stream()
                                                .map(Mode::shortLabel)
                                                .toList()));
            case PARAMS -> List.of();
            case THREADS -> one(o.getThreads(), t -> t == Threads.MAX ? "max" : t.toString());
            case THREAD_GROUPS ->
                one(
                        o.getThreadGroups(),
                        g -> String.join(
                                ",",
                                Arrays.stream(g).mapToObj(Integer::toString).toList()));
            case SYNC_ITERATIONS -> one(o.shouldSyncIterations(), String::valueOf);
            case GC -> one(o.shouldDoGC(), String::valueOf);
            case WARMUP_ITERATIONS -> one(o.getWarmupIterations(), String::valueOf);
            case WARMUP_TIME -> one(o.getWarmupTime(), JmhOption::time);
            case WARMUP_BATCH_SIZE -> one(o.getWarmupBatchSize(), String::valueOf);
            case WARMUP_MODE -> one(o.getWarmupMode(), Enum::name);
            case WARMUP_BENCHMARKS -> each(flag, o.getWarmupIncludes());
            case MEASUREMENT_ITERATIONS -> one(o.getMeasurementIterations(), String::valueOf);
            case MEASUREMENT_TIME -> one(o.getMeasurementTime(), JmhOption::time);
            case MEASUREMENT_BATCH_SIZE -> one(o.getMeasurementBatchSize(), String::valueOf);
            case OPERATIONS_PER_INVOCATION -> one(o.getOperationsPerInvocation(), String::valueOf);
            case TIME_UNIT -> one(o.getTimeUnit(), JmhOption::unit);
            case TIMEOUT -> one(o.getTimeout(), JmhOption::time);
            case PROFILERS ->
                each(flag, o.getProfilers().stream().map(JmhOption::profiler).toList());
            case JVM_ARGS_PREPEND -> one(o.getJvmArgsPrepend(), JvmArgs::line);
            case JVM_ARGS_APPEND -> one(o.getJvmArgsAppend(), JvmArgs::line);
            case FORKS -> one(o.getForkCount(), String::valueOf);
            case WARMUP_FORKS -> one(o.getWarmupForkCount(), String::valueOf);
            case RESULT_FORMAT -> one(o.getResultFormat(), f -> f.name().toLowerCase(Locale.ROOT));
            case RESULT_FILE -> one(o.getResult(), String::valueOf);
            case OUTPUT -> one(o.getOutput(), String::valueOf);
            case VERBOSITY -> one(o.verbosity(), Enum::name);
            case FAIL_ON_ERROR -> one(o.shouldFailOnError(), String::valueOf);
            case JVM -> one(o.getJvm(), String::valueOf);
            case JVM_ARGS -> one(o.getJvmArgs(), JvmArgs::line);
        };
    }

    /**
     * The JMH command line that gives {@code options}: every option it sets, in this enum's order, with
     * {@code -p name=values} for each of {@code params} it sets, in their order.
     */
    public static List<String> commandLine(Options options, Collection<String> params) {
        List<String> line = new ArrayList<>();
        for (JmhOption o : values()) {
            if (o == PARAMS) {
                for (String name : params) {
                    Optional<Collection<String>> values = options.getParameter(name);
                    if (values.hasValue()) {
                        line.addAll(List.of(PARAMS.flag, name + "=" + String.join(",", values.get())));
                    }
                }
            } else {
                line.addAll(o.args(options));
            }
        }
        return line;
    }

    private <T> List<String> one(Optional<T> value, Function<T, String> text) {
        return value.hasValue() ? List.of(flag, text.apply(value.get())) : List.of();
    }

    private static List<String> each(String flag, Collection<String> values) {
        List<String> args = new ArrayList<>();
        values.forEach(v -> args.addAll(List.of(flag, v)));
        return args;
    }

    /** "200ms", "1min": JMH's own unit names, which its parser reads back. */
    private static String time(TimeValue v) {
        return v.getTime() + TimeValue.tuToString(v.getTimeUnit());
    }

    private static String unit(TimeUnit u) {
        return switch (u) {
            case NANOSECONDS -> "ns";
            case MICROSECONDS -> "us";
            case MILLISECONDS -> "ms";
            case SECONDS -> "s";
            case MINUTES -> "m";
            case HOURS -> "h";
            case DAYS -> throw new IllegalArgumentException("JMH's command line has no time unit of days");
        };
    }

    private static String profiler(ProfilerConfig p) {
        return p.getOpts() == null || p.getOpts().isEmpty() ? p.getKlass() : p.getKlass() + ":" + p.getOpts();
    }
}
