package cryptobench.jvm;

/**
 * A fixed piece of plain Java work ({@link #mix}, as the run's host speed, about 10 ms) that a fork times between its
 * iterations, outside what is measured: its speed falls only when the host takes the CPU away, so it
 * tells the host's slow spells apart from the measured code's own speed.
 */
public final class HostCanary {

    /** The name of the secondary result each measured iteration carries: the slower canary beside it. */
    public static final String METRIC = "host.canary";

    public static final String UNIT = "steps/us";

    /**
     * The switch: {@code -Dcryptobench.canary=on} or {@code off}; unset, a fork times the canary when it
     * settles ({@link Settler#enabled}). Timed in a fork that did not settle, it reads that fork's JIT as well.
     */
    public static final String PROPERTY = "cryptobench.canary";

    static final long STEPS = 2_500_000L;
    private static final int WARMUP_CALLS = 12;
    private static final long WARMUP_STEPS = 250_000L;
    private static volatile long sink;

    private final long steps;
    private boolean warm;

    public HostCanary() {
        this(STEPS);
    }

    HostCanary(long steps) {
        this.steps = steps;
    }

    /** Runs the work once and returns its speed in steps per microsecond; the first call compiles it first. */
    public double time() {
        if (!warm) {
            for (int i = 0; i < WARMUP_CALLS; i++) {
                sink += mix(WARMUP_STEPS, i);
            }
            warm = true;
        }
        long start = System.nanoTime();
        sink += mix(steps, start);
        long nanos = Math.max(1, System.nanoTime() - start);
        return steps * 1e3 / nanos;
    }

    /** Whether this fork times the canary ({@link #PROPERTY}). */
    public static boolean enabled() {
        String v = System.getProperty(PROPERTY, "").trim();
        return v.isEmpty() ? Settler.enabled() : !"off".equalsIgnoreCase(v);
    }

    /** {@code steps} dependent steps of SplitMix64's mixer from {@code seed}. */
    public static long mix(long steps, long seed) {
        long z = seed;
        for (long i = 0; i < steps; i++) {
            z += 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
        }
        return z;
    }
}
