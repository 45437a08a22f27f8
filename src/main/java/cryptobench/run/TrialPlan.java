package cryptobench.run;

import cryptobench.catalog.Family;
import cryptobench.catalog.ParamOrder;
import cryptobench.catalog.Params;
import cryptobench.engine.JmhOption;
import cryptobench.engine.Trial;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The trials a JMH command line selects, expanded the way JMH expands them (modes, then the
 * cartesian product of params), in a fixed order, with an estimate of each one's wall time.
 */
public final class TrialPlan {

    /**
     * Starting a fork, loading its provider, the rest of its set-up and ending it: a mean of 0.89 s over the 88
     * forks of a headline run with the class-data archive and validation marks (2026-12-05, docs/methodology.md,
     * Where a fork's time goes).
     */
    static final double FORK_OVERHEAD_SECONDS = 0.9;
    /** A typical settling ({@code Settler}) in the families that settle: 0.6 to 5 s, mean 1.41 s over those 88 forks. */
    static final double SETTLE_SECONDS = 1.4;

    private TrialPlan() {}

    /**
     * The trials a JMH command line selects, in run order.
     *
     * @throws IllegalArgumentException for a command line JMH cannot parse or a bad -p value
     */
    public static List<Trial> checked(List<String> args) {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options: " + e.getMessage());
        }
        return checked(cmd);
    }

    /**
     * The trials {@code options} select with their -p values checked, but not the provider classes given
     * by name: for {@code ab}, whose sides may each have a provider class on their own classpath only.
     *
     * @throws IllegalArgumentException for a bad -p value
     */
    public static List<Trial> checkedAnyClasspath(Options options) {
        return checked(options, false);
    }

    /**
     * The trials {@code options} select, in run order, their -p values and provider classes checked.
     *
     * @throws IllegalArgumentException for a bad -p value or provider class
     */
    public static List<Trial> checked(Options options) {
        return checked(options, true);
    }

    private static List<Trial> checked(Options cmd, boolean providerClasses) {
        if (JmhOption.OUTPUT.given(cmd)) {
            // JMH's Runner ignores -o when it is given its console, as InProcessJmh gives each trial's run.
            throw new IllegalArgumentException(
                    "JMH option -o is not taken here: cryptobench prints JMH's console itself, between"
                            + " its own lines; redirect the output instead (> FILE), and name a run's folder with run -o DIR before --");
        }
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        Collection<BenchmarkListEntry> entries =
                BenchmarkList.defaultList().find(quiet, cmd.getIncludes(), cmd.getExcludes());
        String badParam = ParamChecks.check(cmd, providerClasses, entries);
        if (badParam != null) {
            throw new IllegalArgumentException(badParam);
        }
        List<Trial> plan = of(entries, cmd);
        if (providerClasses) {
            Preflight.checkProviderClasses(cmd.getParameter(Params.PROVIDER).orElse(List.of()));
        }
        return plan;
    }

    /** The trials of the benchmarks compiled into this jar (META-INF/BenchmarkList) that {@code options} select. */
    public static List<Trial> of(Options options) {
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        return of(BenchmarkList.defaultList().find(quiet, options.getIncludes(), options.getExcludes()), options);
    }

    static List<Trial> of(Collection<BenchmarkListEntry> entries, Options options) {
        List<Trial> trials = new ArrayList<>();
        for (BenchmarkListEntry entry : entries) {
            long heap = ForkHeap.of(entry, options);
            for (Mode mode : modes(entry, options)) {
                for (Map<String, String> params : params(entry, options)) {
                    ForkHeap.check(entry.getUsername(), params, heap);
                    trials.add(new Trial(
                            entry.getUsername(),
                            mode,
                            params,
                            options.getForkCount().orElse(entry.getForks().orElse(Defaults.MEASUREMENT_FORKS)),
                            seconds(entry, options, mode)));
                }
            }
        }
        trials.sort(Comparator.comparing(Trial::benchmark)
                .thenComparing(t -> t.mode().ordinal()));
        // -bm on a benchmark that declares several modes gives JMH the same entry twice; it keeps one.
        Map<String, Trial> unique = new LinkedHashMap<>();
        trials.forEach(t -> unique.putIfAbsent(t.key(), t));
        return List.copyOf(unique.values());
    }

    /**
     * Each selected benchmark's fork heap as its annotation gives it, with the JVM arguments its {@code @Fork} puts
     * first; empty
     * when the command line gives the forks a heap size of its own (-Xms, -Xmx or their -XX: names).
     */
    static Map<String, ForkHeap.Annotated> annotatedHeaps(Options options) {
        List<String> given = new ArrayList<>();
        given.addAll(options.getJvmArgsPrepend().orElse(List.of()));
        given.addAll(options.getJvmArgs().orElse(List.of()));
        given.addAll(options.getJvmArgsAppend().orElse(List.of()));
        Map<String, ForkHeap.Annotated> heaps = new LinkedHashMap<>();
        if (ForkHeap.givesHeap(given)) {
            return heaps;
        }
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        for (BenchmarkListEntry entry :
                BenchmarkList.defaultList().find(quiet, options.getIncludes(), options.getExcludes())) {
            heaps.put(
                    entry.getUsername(),
                    new ForkHeap.Annotated(
                            ForkHeap.of(entry, options),
                            List.copyOf(entry.getJvmArgsPrepend().orElse(List.of()))));
        }
        return heaps;
    }

    /** The estimated wall time of a list of trials. */
    public static double seconds(List<Trial> trials) {
        return trials.stream().mapToDouble(Trial::seconds).sum();
    }

    /** "1 h 05 min", "4 min 10 s", "12 s". */
    public static String duration(double seconds) {
        long s = Math.round(seconds);
        if (s >= 3600) {
            return String.format("%d h %02d min", s / 3600, (s % 3600) / 60);
        }
        return s >= 60 ? String.format("%d min %02d s", s / 60, s % 60) : s + " s";
    }

    private static List<Mode> modes(BenchmarkListEntry entry, Options options) {
        Collection<Mode> chosen =
                options.getBenchModes().isEmpty() ? List.of(entry.getMode()) : options.getBenchModes();
        List<Mode> modes = new ArrayList<>();
        for (Mode m : chosen) {
            if (m == Mode.All) {
                Arrays.stream(Mode.values()).filter(x -> x != Mode.All).forEach(modes::add);
            } else {
                modes.add(m);
            }
        }
        return modes;
    }

    /** The cartesian product of the entry's params, values as given with -p or else as declared, in {@link ParamOrder}. */
    private static List<Map<String, String>> params(BenchmarkListEntry entry, Options options) {
        Map<String, String[]> declared = entry.getParams().orElse(Map.of());
        List<Map<String, String>> product = new ArrayList<>();
        product.add(new LinkedHashMap<>());
        for (String name : ParamOrder.sorted(declared.keySet())) {
            Collection<String> values = options.getParameter(name).orElse(Arrays.asList(declared.get(name)));
            if (values.isEmpty()) {
                throw new IllegalArgumentException(entry.getUsername() + " has param " + name
                        + " with no default values: give them with -p " + name + "=...");
            }
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> partial : product) {
                for (String value : values) {
                    Map<String, String> p = new LinkedHashMap<>(partial);
                    p.put(name, value);
                    next.add(p);
                }
            }
            product = next;
        }
        return product;
    }

    /** Forks x (overhead + settling + warm-up + measurement), from the options, else the annotations, else JMH's defaults. */
    static double seconds(BenchmarkListEntry entry, Options options, Mode mode) {
        int forks = options.getForkCount().orElse(entry.getForks().orElse(Defaults.MEASUREMENT_FORKS));
        int warmupForks =
                options.getWarmupForkCount().orElse(entry.getWarmupForks().orElse(Defaults.WARMUP_FORKS));
        int wi = options.getWarmupIterations()
                .orElse(entry.getWarmupIterations()
                        .orElse(
                                mode == Mode.SingleShotTime
                                        ? Defaults.WARMUP_ITERATIONS_SINGLESHOT
                                        : Defaults.WARMUP_ITERATIONS));
        int mi = options.getMeasurementIterations()
                .orElse(entry.getMeasurementIterations()
                        .orElse(
                                mode == Mode.SingleShotTime
                                        ? Defaults.MEASUREMENT_ITERATIONS_SINGLESHOT
                                        : Defaults.MEASUREMENT_ITERATIONS));
        double perFork;
        if (mode == Mode.SingleShotTime) {
            perFork = FORK_OVERHEAD_SECONDS + (wi + mi) * 0.5;
        } else {
            TimeValue w = options.getWarmupTime().orElse(entry.getWarmupTime().orElse(Defaults.WARMUP_TIME));
            TimeValue m = options.getMeasurementTime()
                    .orElse(entry.getMeasurementTime().orElse(Defaults.MEASUREMENT_TIME));
            perFork = FORK_OVERHEAD_SECONDS + wi * seconds(w) + mi * seconds(m);
        }
        Family family = Family.ofBenchmark(entry.getUsername());
        if (family != null && family.kind().settles()) {
            perFork += SETTLE_SECONDS;
        }
        return Math.max(1, forks + warmupForks) * perFork;
    }

    private static double seconds(TimeValue t) {
        return t.convertTo(TimeUnit.MILLISECONDS) / 1000.0;
    }
}
