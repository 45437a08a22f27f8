package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import cryptobench.jvm.ForkProfiler;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.util.Optional;

/** The vocabulary of JMH options: complete for JMH's Options, and each option's command-line form read back as given. */
class JmhOptionTest {

    /** Every option JMH's command line has besides -p, each with a value other than JMH's default. */
    static final String[] EVERY_OPTION = {
        "AesGcm",
        "ChaCha",
        "-e",
        "Pure",
        "-bm",
        "thrpt,avgt",
        "-t",
        "4",
        "-tg",
        "1,2",
        "-si",
        "false",
        "-gc",
        "true",
        "-wi",
        "3",
        "-w",
        "200ms",
        "-wbs",
        "2",
        "-wm",
        "BULK",
        "-wmb",
        "Digest.*",
        "-i",
        "4",
        "-r",
        "1min",
        "-bs",
        "3",
        "-opi",
        "8",
        "-tu",
        "us",
        "-to",
        "2hr",
        "-prof",
        "gc",
        "-prof",
        "stack:lines=5;top=3",
        "-jvmArgsPrepend",
        "-Dx=1",
        "-jvmArgsAppend",
        "-Xss2m -Dy=2",
        "-f",
        "3",
        "-wf",
        "1",
        "-rf",
        "csv",
        "-rff",
        "out.csv",
        "-o",
        "out.txt",
        "-v",
        "EXTRA",
        "-foe",
        "true",
        "-jvm",
        "/usr/bin/java",
        "-jvmArgs",
        "-Xint"
    };

    /** What {@code getter} of {@code o} holds, comparable with equals: JMH's Optional unwrapped, arrays and collections as lists. */
    static Object value(Options o, String getter) throws Exception {
        return plain(Options.class.getMethod(getter).invoke(o));
    }

    private static Object plain(Object v) {
        if (v instanceof Optional<?> optional) {
            return optional.hasValue() ? plain(optional.get()) : null;
        }
        if (v instanceof int[] ints) {
            return Arrays.stream(ints).boxed().toList();
        }
        if (v instanceof Collection<?> c) {
            return new ArrayList<>(c);
        }
        return v;
    }

    @Test
    void everyMethodOfJmhsOptionsIsOneOption() {
        Set<String> getters = new TreeSet<>();
        for (Method m : Options.class.getMethods()) {
            getters.add(m.getName());
        }
        assertEquals(
                getters,
                new TreeSet<>(
                        Arrays.stream(JmhOption.values()).map(JmhOption::getter).toList()),
                "a JMH option added to Options needs its JmhOption: passed to the forks, or owned by the engine and refused");
        assertEquals(JmhOption.values().length, getters.size(), "one option per method");
    }

    @Test
    void eachOptionReadsBackAsGiven() throws Exception {
        CommandLineOptions given = new CommandLineOptions(EVERY_OPTION);
        List<String> args = new ArrayList<>();
        for (JmhOption option : JmhOption.values()) {
            args.addAll(option.args(given));
        }
        CommandLineOptions back = new CommandLineOptions(args.toArray(String[]::new));
        for (JmhOption option : JmhOption.values()) {
            if (option != JmhOption.PARAMS) {
                assertEquals(value(given, option.getter()), value(back, option.getter()), option + ": " + args);
                assertEquals(
                        option != JmhOption.INCLUDES, option.args(given).contains(option.flag()), option.toString());
            }
        }
    }

    @Test
    void theRunsOwnForkArgumentsComeAfterTheUsersAppendedOnes() throws Exception {
        Trial t = new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of("provider", "SunJCE"), 3, 1);
        CommandLineOptions user = new CommandLineOptions("-jvmArgsAppend", "-Xmx1g");
        assertEquals(
                List.of("-Xmx1g", "-Dx=y"),
                List.copyOf(new TrialOptions(user, t, 1, new ForkExtras(null, List.of("-Dx=y")))
                        .getJvmArgsAppend()
                        .get()));
        assertEquals(
                List.of("-Dx=y"),
                List.copyOf(new TrialOptions(new CommandLineOptions(), t, 1, new ForkExtras(null, List.of("-Dx=y")))
                        .getJvmArgsAppend()
                        .get()));
        assertFalse(new TrialOptions(new CommandLineOptions(), t, 1)
                .getJvmArgsAppend()
                .hasValue());
    }

    @Test
    void theRunsJvmArgumentsTakeTheBenchmarksPlaceButNotTheUsers() throws Exception {
        Trial t = new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of("provider", "SunJCE"), 3, 1);
        ForkExtras extras = new ForkExtras(List.of("-Xms64m", "-Xmx64m"), List.of());
        assertEquals(
                List.of("-Xms64m", "-Xmx64m"),
                List.copyOf(new TrialOptions(new CommandLineOptions(), t, 1, extras)
                        .getJvmArgsPrepend()
                        .get()));
        assertEquals(
                List.of("-Xmx1g"),
                List.copyOf(new TrialOptions(new CommandLineOptions("-jvmArgsPrepend", "-Xmx1g"), t, 1, extras)
                        .getJvmArgsPrepend()
                        .get()));
        assertFalse(new TrialOptions(new CommandLineOptions(), t, 1)
                .getJvmArgsPrepend()
                .hasValue());
    }

    @Test
    void anOptionNotGivenGivesNothing() throws Exception {
        CommandLineOptions none = new CommandLineOptions();
        for (JmhOption option : JmhOption.values()) {
            assertEquals(List.of(), option.args(none), option.toString());
        }
    }

    @Test
    void runTakesEveryOptionButTheRowsAndResultsFromTheUser() throws Exception {
        // run drives JMH in this JVM through TrialOptions: every option reaches JMH as the user gave it, except those
        // that choose the trial's row and round and those the launcher applies itself (results, -foe).
        CommandLineOptions given = new CommandLineOptions(EVERY_OPTION);
        Trial t = new Trial("cryptobench.bench.AesGcm.encrypt", Mode.Throughput, Map.of("provider", "SunJCE"), 3, 1);
        TrialOptions second = new TrialOptions(given, t, 2);
        Set<JmhOption> narrowed = Set.of(
                JmhOption.INCLUDES,
                JmhOption.EXCLUDES,
                JmhOption.BENCHMARK_MODES,
                JmhOption.PARAMS,
                JmhOption.FORKS,
                JmhOption.WARMUP_FORKS,
                JmhOption.RESULT_FORMAT,
                JmhOption.RESULT_FILE,
                JmhOption.FAIL_ON_ERROR,
                JmhOption.PROFILERS);
        for (JmhOption option : JmhOption.values()) {
            if (!narrowed.contains(option)) {
                assertEquals(value(given, option.getter()), value(second, option.getter()), option.toString());
            }
        }
        List<String> profilers =
                second.getProfilers().stream().map(p -> p.getKlass()).toList();
        assertEquals(
                given.getProfilers().stream().map(p -> p.getKlass()).toList(),
                profilers.subList(0, profilers.size() - 1),
                "the user's profilers, in order");
        assertEquals(ForkProfiler.class.getName(), profilers.get(profilers.size() - 1), "then the forks' own report");
        assertEquals(1, second.getForkCount().get(), "one fork per round");
        assertEquals(0, second.getWarmupForkCount().get(), "warm-up forks in the first round only");
        assertEquals(List.of(Mode.Throughput), List.copyOf(second.getBenchModes()));
        assertEquals(
                List.of("SunJCE"), List.copyOf(second.getParameter("provider").get()));
    }
}
