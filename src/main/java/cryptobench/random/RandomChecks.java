package cryptobench.random;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.zip.Deflater;
import org.apache.commons.math3.stat.inference.ChiSquareTest;

/**
 * What a broken generator shows, checked on a generator's output: output that compresses (constant, counter or
 * repeating), bytes far from uniform, two instances (or two instances given the same extra seed) that give the same
 * bytes, and repeated outputs within one instance or between threads sharing it. Randomness has no reference provider
 * to agree with: these checks stand in for that.
 */
public final class RandomChecks {

    /** One check's outcome: its name, and why it failed (null if it passed). */
    public record Result(String check, String failure) {
        public boolean passed() {
            return failure == null;
        }
    }

    /** A chi-square p-value below this fails the byte-frequency check: about one false failure in 10^9 runs. */
    static final double ALPHA = 1e-9;

    private static final int CHUNK_BYTES = 16 * 1024;

    private static final HexFormat HEX = HexFormat.of();

    private RandomChecks() {}

    /**
     * Every check, on {@code sampleBytes} of output per check from generators that {@code instances} makes fresh.
     *
     * @param instances makes a new instance of the generator under test each time it is called
     */
    public static List<Result> run(Supplier<SecureRandom> instances, int sampleBytes) {
        List<Result> out = new ArrayList<>();
        SecureRandom first = instances.get();
        byte[] sample = new byte[sampleBytes];
        // Bouncy Castle's DRBGs give at most 32 KiB a call (SP 800-90A's request limit).
        byte[] chunk = new byte[Math.min(sampleBytes, CHUNK_BYTES)];
        for (int done = 0; done < sampleBytes; done += chunk.length) {
            first.nextBytes(chunk);
            System.arraycopy(chunk, 0, sample, done, Math.min(chunk.length, sampleBytes - done));
        }
        out.add(new Result("incompressible", compresses(sample)));
        out.add(new Result("uniform bytes", skewed(sample)));
        out.add(new Result("instances differ", sameAcrossInstances(instances.get(), instances.get())));
        out.add(new Result("reseeded instances differ", sameAfterReseed(instances.get(), instances.get())));
        out.add(new Result("no repeats", repeats(first, 4096)));
        out.add(new Result("no repeats between threads", repeatsBetweenThreads(first, 2, 2048)));
        return out;
    }

    /** Null if {@code b} does not compress, else what it compresses to. */
    static String compresses(byte[] b) {
        Deflater deflater = new Deflater(Deflater.BEST_COMPRESSION);
        deflater.setInput(b);
        deflater.finish();
        byte[] buffer = new byte[b.length + 1024];
        int size = 0;
        while (!deflater.finished()) {
            size += deflater.deflate(buffer, 0, buffer.length);
        }
        deflater.end();
        // Random bytes deflate to slightly more than their length; 1% less is far from random.
        return size >= b.length * 0.99
                ? null
                : String.format(
                        "%d bytes of output deflate to %d (%.1f%%): constant, counter or repeating output",
                        b.length, size, 100.0 * size / b.length);
    }

    /** Null if the byte values of {@code b} are plausibly uniform, else the chi-square statistic and p-value. */
    static String skewed(byte[] b) {
        long[] counts = new long[256];
        for (byte x : b) {
            counts[x & 0xff]++;
        }
        double[] expected = new double[256];
        Arrays.fill(expected, b.length / 256.0);
        double p = new ChiSquareTest().chiSquareTest(expected, counts);
        return p >= ALPHA
                ? null
                : String.format(
                        "byte values of %d bytes are not uniform: chi-square %.1f on 255 degrees of freedom, p = %.2g",
                        b.length, new ChiSquareTest().chiSquare(expected, counts), p);
    }

    static String sameAcrossInstances(SecureRandom a, SecureRandom b) {
        byte[] x = new byte[32];
        byte[] y = new byte[32];
        a.nextBytes(x);
        b.nextBytes(y);
        return Arrays.equals(x, y) ? "two instances give the same 32 bytes: " + HEX.formatHex(x) : null;
    }

    /** Both used once, then given the same extra seed: what they give next must still differ (setSeed adds to the state). */
    static String sameAfterReseed(SecureRandom a, SecureRandom b) {
        byte[] x = new byte[32];
        byte[] y = new byte[32];
        a.nextBytes(x);
        b.nextBytes(y);
        byte[] seed = new byte[32];
        a.setSeed(seed);
        b.setSeed(seed);
        a.nextBytes(x);
        b.nextBytes(y);
        return Arrays.equals(x, y)
                ? "two instances given the same extra seed give the same 32 bytes: " + HEX.formatHex(x)
                : null;
    }

    static String repeats(SecureRandom r, int outputs) {
        Set<String> seen = new HashSet<>();
        byte[] x = new byte[16];
        for (int i = 0; i < outputs; i++) {
            r.nextBytes(x);
            if (!seen.add(HEX.formatHex(x))) {
                return "output " + i + " of " + outputs + " 16-byte outputs repeats an earlier one: "
                        + HEX.formatHex(x);
            }
        }
        return null;
    }

    /** Threads sharing one instance, as the benchmark's all-threads method does, must never get the same bytes. */
    static String repeatsBetweenThreads(SecureRandom shared, int threads, int outputsEach) {
        Set<String> seen = ConcurrentHashMap.newKeySet();
        List<String> repeated = new ArrayList<>();
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                byte[] x = new byte[16];
                for (int i = 0; i < outputsEach; i++) {
                    shared.nextBytes(x);
                    if (!seen.add(HEX.formatHex(x))) {
                        synchronized (repeated) {
                            repeated.add(HEX.formatHex(x));
                        }
                    }
                }
            });
            thread.start();
            started.add(thread);
        }
        for (Thread thread : started) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted";
            }
        }
        return repeated.isEmpty()
                ? null
                : repeated.size() + " of " + threads * outputsEach
                        + " 16-byte outputs of threads sharing one instance repeat, e.g. " + repeated.get(0);
    }
}
