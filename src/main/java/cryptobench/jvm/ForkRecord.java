package cryptobench.jvm;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What this fork learns while it sets its trial up, kept for {@link ForkProfiler} to send with the
 * results: the time of each phase the set-up code marks, the settling's outcome, counts. Set-up code on
 * several threads (a benchmark run with {@code -t}) adds up.
 */
public final class ForkRecord {

    private static final Map<ForkMetric, Double> VALUES = new EnumMap<>(ForkMetric.class);
    private static long setupStart = -1;
    private static long setupEnd = -1;

    private ForkRecord() {}

    /** Runs {@code work}, adding its time to {@code phase}. */
    public static <T> T time(ForkMetric phase, Supplier<T> work) {
        long start = System.nanoTime();
        try {
            return work.get();
        } finally {
            add(phase, (System.nanoTime() - start) / 1e9);
        }
    }

    /** Adds {@code amount} to a metric. */
    public static synchronized void add(ForkMetric metric, double amount) {
        VALUES.merge(metric, amount, Double::sum);
    }

    /** Sets a metric, replacing what it held. */
    public static synchronized void put(ForkMetric metric, double value) {
        VALUES.put(metric, value);
    }

    /** Marks the start of the trial's set-up (its first call on any thread counts). */
    public static synchronized void setupStarted() {
        if (setupStart < 0) {
            setupStart = System.nanoTime();
        }
    }

    /** Marks the end of the trial's set-up (its last call on any thread counts). */
    public static synchronized void setupEnded() {
        setupEnd = System.nanoTime();
    }

    /** The settling's result, as metrics. */
    public static synchronized void settled(Settler.Result result) {
        VALUES.put(ForkMetric.SETTLING, result.nanos() / 1e9);
        VALUES.put(ForkMetric.SETTLED, result.levelled() ? 1.0 : 0.0);
        VALUES.put(ForkMetric.SETTLING_CHUNKS, (double) result.chunks().size());
        VALUES.put(ForkMetric.SETTLED_RATE, result.settledRate());
    }

    /** Everything recorded so far, with the set-up's length where it was marked. */
    static synchronized Map<ForkMetric, Double> snapshot() {
        Map<ForkMetric, Double> copy = new EnumMap<>(VALUES);
        if (setupStart >= 0 && setupEnd >= setupStart) {
            copy.put(ForkMetric.SETUP, (setupEnd - setupStart) / 1e9);
        }
        return copy;
    }

    /** Forgets everything: a new trial starts in this JVM. */
    static synchronized void reset() {
        VALUES.clear();
        setupStart = -1;
        setupEnd = -1;
    }
}
