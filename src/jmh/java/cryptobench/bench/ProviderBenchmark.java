package cryptobench.bench;

import cryptobench.catalog.Family;
import cryptobench.catalog.Params;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.ForkRecord;
import cryptobench.jvm.Settler;
import cryptobench.provider.ProviderRegistry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The defaults every per-provider benchmark shares: throughput, iteration settings, the default
 * fork's arguments, and the {@code provider} param.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 6, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 10, time = 250, timeUnit = TimeUnit.MILLISECONDS)
@Fork(
        value = 1,
        jvmArgsPrepend = {ForkArgs.NATIVE_ACCESS, ForkArgs.HEAP_MIN, ForkArgs.HEAP_MAX, ForkArgs.PRETOUCH})
public abstract class ProviderBenchmark {

    @Param({"SunJCE", "BC", "Conscrypt", "ACCP"})
    public String provider;

    /**
     * Starts the trial's set-up: fails in a {@code *PureJava} fork unless the intrinsics the catalog
     * names for its family are really off.
     */
    protected static void checkFork(BenchmarkParams params) {
        begin(params.getParam(Params.PROVIDER));
        Family family = Family.ofBenchmark(params.getBenchmark());
        if (family == null) {
            throw new IllegalStateException(params.getBenchmark() + " has no entry in " + Family.class.getName());
        }
        ForkRecord.put(
                ForkMetric.FLAGS_CHECKED,
                family.kind().intrinsics().checkFork(params.getBenchmark()).size());
    }

    /** Loads the measured provider, timed apart from the rest of the set-up; the fixture says why one cannot load. */
    private static void load(String provider) {
        if (provider != null) {
            try {
                ForkRecord.time(ForkMetric.PROVIDER_LOAD, () -> ProviderRegistry.load(provider));
            } catch (RuntimeException cannotLoad) {
                // The fixture meets the same failure and reports it.
            }
        }
    }

    /** Starts the trial's set-up, for a set-up with no fork check: loads the measured provider (null: none). */
    protected static void begin(String provider) {
        ForkRecord.setupStarted();
        load(provider);
    }

    /** Ends the trial's set-up, for a set-up that does not settle. */
    protected static void ready() {
        ForkRecord.setupEnded();
    }

    /**
     * Runs {@code op}, the measured {@code @Benchmark} method where it can be, until the fork has settled
     * ({@link Settler}), unless its JVM arguments switched that off; ends the trial's set-up.
     */
    protected static void settle(Settler.Op op) throws Exception {
        if (Settler.enabled()) {
            Settler.Result result = Settler.reach(op);
            ForkRecord.settled(result);
            // JMH has printed "# Warmup Iteration   1: " already: the set-up runs inside the first iteration.
            System.out.println();
            System.out.println(result.describe());
        }
        ready();
    }

    /**
     * As {@link #settle(Settler.Op)}, but only for a trial on one thread: one thread's settled rate says nothing of
     * the sum JMH reports over several, so a trial on more threads ends its set-up with JMH's warm-up to come.
     */
    protected static void settle(BenchmarkParams params, Settler.Op op) throws Exception {
        if (params.getThreads() > 1) {
            ready();
        } else {
            settle(op);
        }
    }

    /** Whether the trial measures a {@code decrypt*} method rather than an {@code encrypt*} one. */
    protected static boolean decrypts(BenchmarkParams params) {
        return measures(params, "decrypt");
    }

    /** Whether the trial's benchmark method is {@code operation} in any variant ({@code keyGen}, {@code keyGenPureJava}). */
    protected static boolean measures(BenchmarkParams params, String operation) {
        String benchmark = params.getBenchmark();
        return benchmark.substring(benchmark.lastIndexOf('.') + 1).startsWith(operation);
    }
}
