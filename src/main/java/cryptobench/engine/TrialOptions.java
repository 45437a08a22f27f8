package cryptobench.engine;

import cryptobench.jvm.ForkProfiler;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.options.WarmupMode;
import org.openjdk.jmh.util.Optional;

/**
 * The user's JMH options narrowed to one round of one trial: exactly its benchmark, mode and param
 * values, one fork when the trial is run in rounds (see {@link Trial#rounds()}), no result file (the launcher writes each trial's results itself),
 * and {@link ForkProfiler} among its profilers, which brings each fork's phases and settling back as data. JMH's OptionsBuilder
 * cannot do this: it adds a parent's includes to its own and cannot unset a result file.
 */
public final class TrialOptions implements Options {

    private static final long serialVersionUID = 1L;

    private final Options base;
    private final Trial trial;
    private final int round;
    private final ForkExtras extras;

    /** Round {@code round} of the trial: one fork of it if it has several rounds, else all its forks. */
    public TrialOptions(Options base, Trial trial, int round) {
        this(base, trial, round, ForkExtras.NONE);
    }

    /**
     * As {@link #TrialOptions(Options, Trial, int)}, the forks getting {@code extras}: JVM arguments in place of
     * those the benchmark puts first, unless the user gives {@code -jvmArgsPrepend}, and more after every other one (the benchmarks
     * declare none of their own to append).
     */
    public TrialOptions(Options base, Trial trial, int round, ForkExtras extras) {
        this.base = base;
        this.trial = trial;
        this.round = round;
        this.extras = extras;
    }

    @Override
    public List<String> getIncludes() {
        return List.of("^" + Pattern.quote(trial.benchmark()) + "$");
    }

    @Override
    public List<String> getExcludes() {
        return List.of();
    }

    @Override
    public Collection<Mode> getBenchModes() {
        return List.of(trial.mode());
    }

    @Override
    public Optional<Collection<String>> getParameter(String name) {
        String value = trial.params().get(name);
        return value != null ? Optional.<Collection<String>>of(List.of(value)) : base.getParameter(name);
    }

    @Override
    public Optional<ResultFormatType> getResultFormat() {
        return Optional.none();
    }

    @Override
    public Optional<String> getResult() {
        return Optional.none();
    }

    @Override
    public Optional<String> getOutput() {
        return base.getOutput();
    }

    @Override
    public Optional<Boolean> shouldDoGC() {
        return base.shouldDoGC();
    }

    @Override
    public List<ProfilerConfig> getProfilers() {
        List<ProfilerConfig> profilers = new ArrayList<>(base.getProfilers());
        if (profilers.stream().noneMatch(p -> p.getKlass().equals(ForkProfiler.class.getName()))) {
            profilers.add(new ProfilerConfig(ForkProfiler.class.getName()));
        }
        return profilers;
    }

    @Override
    public Optional<VerboseMode> verbosity() {
        return base.verbosity();
    }

    @Override
    public Optional<Boolean> shouldFailOnError() {
        // One JMH run is one round of one trial: stopping at its failure loses nothing, and JMH then hands the
        // failure back as an object (Outcome.ofThrown). The user's -foe is the launcher's, applied across trials.
        return Optional.of(true);
    }

    @Override
    public Optional<Integer> getThreads() {
        return base.getThreads();
    }

    @Override
    public Optional<int[]> getThreadGroups() {
        return base.getThreadGroups();
    }

    @Override
    public Optional<Boolean> shouldSyncIterations() {
        return base.shouldSyncIterations();
    }

    @Override
    public Optional<Integer> getWarmupIterations() {
        return base.getWarmupIterations();
    }

    @Override
    public Optional<TimeValue> getWarmupTime() {
        return base.getWarmupTime();
    }

    @Override
    public Optional<Integer> getWarmupBatchSize() {
        return base.getWarmupBatchSize();
    }

    @Override
    public Optional<WarmupMode> getWarmupMode() {
        return base.getWarmupMode();
    }

    @Override
    public List<String> getWarmupIncludes() {
        return base.getWarmupIncludes();
    }

    @Override
    public Optional<Integer> getMeasurementIterations() {
        return base.getMeasurementIterations();
    }

    @Override
    public Optional<TimeValue> getMeasurementTime() {
        return base.getMeasurementTime();
    }

    @Override
    public Optional<Integer> getMeasurementBatchSize() {
        return base.getMeasurementBatchSize();
    }

    @Override
    public Optional<TimeUnit> getTimeUnit() {
        return base.getTimeUnit();
    }

    @Override
    public Optional<Integer> getOperationsPerInvocation() {
        return base.getOperationsPerInvocation();
    }

    @Override
    public Optional<Integer> getForkCount() {
        return trial.rounds() > 1 ? Optional.of(1) : base.getForkCount();
    }

    /** Warm-up forks, if any, run before the first round only. */
    @Override
    public Optional<Integer> getWarmupForkCount() {
        return round > 1 ? Optional.of(0) : base.getWarmupForkCount();
    }

    @Override
    public Optional<String> getJvm() {
        return base.getJvm();
    }

    @Override
    public Optional<Collection<String>> getJvmArgs() {
        return base.getJvmArgs();
    }

    @Override
    public Optional<Collection<String>> getJvmArgsAppend() {
        if (extras.append().isEmpty()) {
            return base.getJvmArgsAppend();
        }
        List<String> args = new ArrayList<>(base.getJvmArgsAppend().orElse(List.of()));
        args.addAll(extras.append());
        return Optional.of(args);
    }

    @Override
    public Optional<Collection<String>> getJvmArgsPrepend() {
        return base.getJvmArgsPrepend().hasValue() || extras.prepend() == null
                ? base.getJvmArgsPrepend()
                : Optional.of(extras.prepend());
    }

    @Override
    public Optional<TimeValue> getTimeout() {
        return base.getTimeout();
    }
}
