package cryptobench.check;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeSet;

/**
 * The lengths and shapes a differential sweep runs: every length from 0 to 1,100 bytes, every power
 * of two from 32 to 32 KiB plus and minus 1 to 17, and from 64 KiB to 1 MiB plus and minus 0, 1, 15, 16
 * and 17 (a block either side; every other tail was run at each smaller power, and these lengths cost
 * most of the bytes), around 1 MiB in steps the JDK's GCM stubs split at (JDK-8371864: 2^20 &plusmn;
 * 32..300), and seeded random lengths up to 1 MiB. Every length runs one {@code doFinal} and one other
 * shape, in turn split, in place, heap and direct buffers; the AAD length goes round 0, 1, 13, 16, 17,
 * 64 and 255 bytes.
 */
public final class SweepPlan {

    /** The largest length a full sweep runs. */
    public static final int MAX_LENGTH = 1 << 20;

    /** The smallest power of two that gets only the offsets of {@link #LARGE_OFFSETS}: 64 KiB. */
    static final int LARGE = 1 << 16;

    /** The offsets from a power of two of {@link #LARGE} or more. */
    static final int[] LARGE_OFFSETS = {-17, -16, -15, -1, 0, 1, 15, 16, 17};

    static final int[] AAD_LENGTHS = {0, 1, 13, 16, 17, 64, 255};
    private static final Shape[] OTHER_SHAPES = {Shape.SPLIT, Shape.IN_PLACE, Shape.HEAP_BUFFER, Shape.DIRECT_BUFFER};
    private static final int RANDOM_LENGTHS = 32;

    private SweepPlan() {}

    /** The full sweep's cases for {@code seed}. */
    public static List<SweepCase> full(long seed) {
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int n = 0; n <= 1100; n++) {
            lengths.add(n);
        }
        for (int k = 5; (1 << k) <= MAX_LENGTH; k++) {
            if ((1 << k) < LARGE) {
                for (int d = -17; d <= 17; d++) {
                    lengths.add((1 << k) + d);
                }
            } else {
                for (int d : LARGE_OFFSETS) {
                    lengths.add((1 << k) + d);
                }
            }
        }
        for (int d : new int[] {32, 64, 128, 256, 300}) {
            lengths.add(MAX_LENGTH - d);
            lengths.add(MAX_LENGTH + d);
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < RANDOM_LENGTHS; i++) {
            // log-uniform between 1 KiB and 1 MiB
            lengths.add((int) Math.round(Math.pow(2, 10 + 10 * random.nextDouble())));
        }
        return cases(lengths, seed);
    }

    /** The quick sweep around one measured size: the size and size &plusmn; 1..17, one doFinal and one split each. */
    public static List<SweepCase> around(int size, long seed) {
        TreeSet<Integer> lengths = new TreeSet<>();
        for (int d = -17; d <= 17; d++) {
            if (size + d >= 0) {
                lengths.add(size + d);
            }
        }
        List<SweepCase> cases = new ArrayList<>();
        int i = 0;
        for (int length : lengths) {
            cases.add(new SweepCase(
                    length, Shape.ONE_SHOT, AAD_LENGTHS[i % AAD_LENGTHS.length], caseSeed(seed, length, 0)));
            cases.add(new SweepCase(
                    length, Shape.SPLIT, AAD_LENGTHS[(i + 3) % AAD_LENGTHS.length], caseSeed(seed, length, 1)));
            i++;
        }
        return cases;
    }

    static List<SweepCase> cases(Iterable<Integer> lengths, long seed) {
        List<SweepCase> cases = new ArrayList<>();
        int i = 0;
        for (int length : lengths) {
            cases.add(new SweepCase(
                    length, Shape.ONE_SHOT, AAD_LENGTHS[i % AAD_LENGTHS.length], caseSeed(seed, length, 0)));
            Shape other = OTHER_SHAPES[i % OTHER_SHAPES.length];
            cases.add(new SweepCase(
                    length,
                    other,
                    AAD_LENGTHS[(i + 3) % AAD_LENGTHS.length],
                    caseSeed(seed, length, 1 + other.ordinal())));
            i++;
        }
        return cases;
    }

    /** A case's seed from the sweep's seed, its length and its shape, so that one case can be run again alone. */
    static long caseSeed(long seed, int length, int salt) {
        long z = seed ^ (0x9E3779B97F4A7C15L * (length + 1L)) ^ (0xBF58476D1CE4E5B9L * (salt + 1L));
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
