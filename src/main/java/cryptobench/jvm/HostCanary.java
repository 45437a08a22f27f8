package cryptobench.jvm;

/**
 * A fixed piece of plain Java work (table-lookup rounds over a buffer, as a software block cipher does, about 10 ms)
 * that a fork times between its iterations, outside what is measured: its speed falls when the host takes the CPU
 * away or runs another guest on the same core, so it tells the host's slow spells apart from the measured code's own
 * speed.
 */
public final class HostCanary {

    /** The name of the secondary result each measured iteration carries: the slower canary beside it. */
    public static final String METRIC = "host.canary";

    public static final String UNIT = "rounds/us";

    /**
     * The switch: {@code -Dcryptobench.canary=on} or {@code off}; unset, a fork times the canary when it
     * settles ({@link Settler#enabled}). Timed in a fork that did not settle, it reads that fork's JIT as well.
     */
    public static final String PROPERTY = "cryptobench.canary";

    /** Rounds of the work per timing: about 10 ms on a 2.4 GHz AMD EPYC core. */
    static final long STEPS = 1_100_000L;

    private static final int WARMUP_CALLS = 12;
    private static final long WARMUP_STEPS = 110_000L;
    private static final int BUFFER = 16 * 1024;
    private static final int[][] TABLES = tables();
    private static volatile long sink;

    private final long steps;
    private final byte[] buffer = new byte[BUFFER];
    private boolean warm;

    public HostCanary() {
        this(STEPS);
    }

    HostCanary(long steps) {
        this.steps = steps;
    }

    /** Runs the work once and returns its speed in rounds per microsecond; the first call compiles it first. */
    public double time() {
        if (!warm) {
            for (int i = 0; i < WARMUP_CALLS; i++) {
                sink += rounds(buffer, WARMUP_STEPS);
            }
            warm = true;
        }
        long start = System.nanoTime();
        sink += rounds(buffer, steps);
        long nanos = Math.max(1, System.nanoTime() - start);
        return steps * 1e3 / nanos;
    }

    /** Whether this fork times the canary ({@link #PROPERTY}). */
    public static boolean enabled() {
        String v = System.getProperty(PROPERTY, "").trim();
        return v.isEmpty() ? Settler.enabled() : !"off".equalsIgnoreCase(v);
    }

    /**
     * {@code steps} rounds of four 256-entry table lookups per 32-bit word over 16-byte blocks of {@code buffer}, ten
     * rounds a block, each block's result written back: a latency chain alone would run from the core's loop buffer and
     * not feel a guest beside it on the core; code that reads tables and a buffer, as ciphers do, feels it as they do.
     */
    static long rounds(byte[] buffer, long steps) {
        int[] t0 = TABLES[0];
        int[] t1 = TABLES[1];
        int[] t2 = TABLES[2];
        int[] t3 = TABLES[3];
        int s0 = 1;
        int s1 = 2;
        int s2 = 3;
        int s3 = 4;
        int off = 0;
        for (long done = 0; done < steps; done += 10) {
            s0 ^= (buffer[off] & 0xff) | (buffer[off + 1] & 0xff) << 8;
            s1 ^= buffer[off + 4];
            s2 ^= buffer[off + 8];
            s3 ^= buffer[off + 12];
            for (int r = 0; r < 10; r++) {
                int n0 = t0[s0 & 0xff] ^ t1[(s1 >>> 8) & 0xff] ^ t2[(s2 >>> 16) & 0xff] ^ t3[s3 >>> 24];
                int n1 = t0[s1 & 0xff] ^ t1[(s2 >>> 8) & 0xff] ^ t2[(s3 >>> 16) & 0xff] ^ t3[s0 >>> 24];
                int n2 = t0[s2 & 0xff] ^ t1[(s3 >>> 8) & 0xff] ^ t2[(s0 >>> 16) & 0xff] ^ t3[s1 >>> 24];
                int n3 = t0[s3 & 0xff] ^ t1[(s0 >>> 8) & 0xff] ^ t2[(s1 >>> 16) & 0xff] ^ t3[s2 >>> 24];
                s0 = n0;
                s1 = n1;
                s2 = n2;
                s3 = n3;
            }
            buffer[off] = (byte) s0;
            buffer[off + 4] = (byte) s1;
            off = (off + 16) % buffer.length;
        }
        return (long) s0 << 32 ^ s1 ^ s2 ^ s3;
    }

    /** Four tables of 256 words from SplitMix64, the same in every fork. */
    private static int[][] tables() {
        int[][] t = new int[4][256];
        long z = 0;
        for (int[] table : t) {
            for (int i = 0; i < table.length; i++) {
                z += 0x9E3779B97F4A7C15L;
                long m = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                m = (m ^ (m >>> 27)) * 0x94D049BB133111EBL;
                table[i] = (int) (m ^ (m >>> 31));
            }
        }
        return t;
    }
}
