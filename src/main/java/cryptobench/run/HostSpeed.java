package cryptobench.run;

import cryptobench.jvm.HostCanary;
import cryptobench.results.EnvFile;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * The host's speed on a fixed workload outside every provider's code: a chain of 64-bit multiply, shift and xor
 * steps (SplitMix64's mixer) in plain Java, timed in this JVM as the median ops/s of a few repeats after two
 * unreported ones. It tells a faster or slower host apart, not why it is so.
 */
public final class HostSpeed {

    public static final String WORKLOAD = "mix64 (SplitMix64 mixer chain, plain Java)";
    static final long ITERATIONS = 50_000_000L;
    static final int REPEATS = 5;
    private static final int UNREPORTED = 2;

    private static EnvFile.Speed measured;
    private static volatile long sink;

    private HostSpeed() {}

    /** This process's speed, measured at the first call (about a second) and kept for the run's later records. */
    public static synchronized EnvFile.Speed once() {
        if (measured == null) {
            measured = measure(ITERATIONS, REPEATS);
        }
        return measured;
    }

    /** The median ops/s of {@code repeats} timed runs of {@code iterations} steps. */
    static EnvFile.Speed measure(long iterations, int repeats) {
        double[] ops = new double[repeats];
        for (int i = -UNREPORTED; i < repeats; i++) {
            long start = System.nanoTime();
            sink += mix(iterations, i);
            long nanos = Math.max(1, System.nanoTime() - start);
            if (i >= 0) {
                ops[i] = iterations * 1e9 / nanos;
            }
        }
        return new EnvFile.Speed(WORKLOAD, new Median().evaluate(ops), repeats);
    }

    /** {@code iterations} dependent steps of SplitMix64 from {@code seed} ({@link HostCanary#mix}). */
    static long mix(long iterations, long seed) {
        return HostCanary.mix(iterations, seed);
    }
}
