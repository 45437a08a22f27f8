import cryptobench.jvm.HostCanary;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * How well a canary tells the host's slow spells: times, in turns of about 20 ms, the suite's host canary, a
 * SplitMix64 latency chain (the canary before 2026-12-06's afternoon) and three ciphers, for a number of seconds,
 * and prints, over windows of 10 turns (about 0.2 s), how often each ran below 0.85 of its own 90th percentile and how much of the
 * ciphers' slow windows each canary saw. Writes every turn's times (ns) to the file named.
 *
 *     java -cp target/benchmarks.jar scripts/CanaryProbe.java 420 probe.tsv
 */
public class CanaryProbe {

    static volatile long sink;

    static long chain(long steps, long seed) {
        long z = seed;
        for (long i = 0; i < steps; i++) {
            z += 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            z ^= z >>> 31;
        }
        return z;
    }

    interface Work {
        void run() throws Exception;
    }

    static byte[] nonce(long n) {
        byte[] iv = new byte[12];
        for (int j = 0; j < 8; j++) {
            iv[j] = (byte) (n >>> (8 * j));
        }
        return iv;
    }

    public static void main(String[] args) throws Exception {
        int seconds = Integer.parseInt(args[0]);
        Path out = Path.of(args[1]);
        if (Files.exists(out)) {
            throw new IllegalArgumentException(out + " already exists: name a new file");
        }
        SecretKeySpec key = new SecretKeySpec(new byte[32], "AES");
        byte[] big = new byte[16384];
        byte[] small = new byte[1024];
        byte[] sink16 = new byte[16384 + 16];
        Provider bc = new BouncyCastleProvider();
        Cipher gcm = Cipher.getInstance("AES/GCM/NoPadding", "SunJCE");
        Cipher chacha = Cipher.getInstance("ChaCha20-Poly1305", "SunJCE");
        Cipher bcGcm = Cipher.getInstance("AES/GCM/NoPadding", bc);
        HostCanary canary = new HostCanary();
        long[] n = {0};
        String[] names = {"canary", "chain", "SunJCE-AES-GCM-16K", "SunJCE-ChaCha20-Poly1305-1K", "BC-AES-GCM-1K"};
        Work[] work = {
            () -> sink += (long) canary.time(),
            () -> sink += chain(1_100_000, System.nanoTime()),
            () -> {
                for (int i = 0; i < 16; i++) {
                    gcm.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce(++n[0])));
                    sink += gcm.doFinal(big, 0, big.length, sink16);
                }
            },
            () -> {
                for (int i = 0; i < 25; i++) {
                    chacha.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(nonce(++n[0])));
                    sink += chacha.doFinal(small, 0, small.length, sink16);
                }
            },
            () -> {
                for (int i = 0; i < 20; i++) {
                    bcGcm.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, nonce(++n[0])));
                    sink += bcGcm.doFinal(small, 0, small.length, sink16);
                }
            },
        };
        long warm = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < warm) {
            for (Work w : work) {
                w.run();
            }
        }
        List<long[]> turns = new ArrayList<>();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < end) {
            long[] t = new long[work.length];
            for (int j = 0; j < work.length; j++) {
                long s = System.nanoTime();
                work[j].run();
                t[j] = System.nanoTime() - s;
            }
            turns.add(t);
        }
        try (PrintStream p = new PrintStream(Files.newOutputStream(out))) {
            p.println(String.join("\t", names));
            for (long[] t : turns) {
                p.println(String.join("\t", Arrays.stream(t).mapToObj(Long::toString).toList()));
            }
        }
        summarize(names, turns, 10);
    }

    static void summarize(String[] names, List<long[]> turns, int window) {
        int w = turns.size() / window;
        double[][] rel = new double[names.length][w];
        for (int j = 0; j < names.length; j++) {
            for (int i = 0; i < w; i++) {
                long[] times = new long[window];
                for (int k = 0; k < window; k++) {
                    times[k] = turns.get(i * window + k)[j];
                }
                Arrays.sort(times);
                rel[j][i] = 1.0 / times[window / 2];
            }
            double[] sorted = rel[j].clone();
            Arrays.sort(sorted);
            double ref = sorted[(int) (0.9 * w)];
            for (int i = 0; i < w; i++) {
                rel[j][i] /= ref;
            }
        }
        System.out.printf(Locale.ROOT, "%d turns, %d windows of %d turns%n", turns.size(), w, window);
        for (int j = 0; j < names.length; j++) {
            System.out.printf(
                    Locale.ROOT, "%-28s below 0.85 in %5.1f%% of windows, below 0.70 in %5.1f%%%n",
                    names[j], 100.0 * count(rel[j], 0.85) / w, 100.0 * count(rel[j], 0.70) / w);
        }
        for (int c = 0; c < 2; c++) {
            for (int j = 2; j < names.length; j++) {
                int slow = 0;
                int seen = 0;
                for (int i = 0; i < w; i++) {
                    if (rel[j][i] < 0.85) {
                        slow++;
                        seen += rel[c][i] < 0.85 ? 1 : 0;
                    }
                }
                System.out.printf(
                        Locale.ROOT, "%-6s saw %5.1f%% of the %d slow windows of %s; correlation %.2f%n",
                        names[c], slow == 0 ? Double.NaN : 100.0 * seen / slow, slow, names[j], corr(rel[c], rel[j]));
            }
        }
    }

    static int count(double[] v, double below) {
        return (int) Arrays.stream(v).filter(x -> x < below).count();
    }

    static double corr(double[] a, double[] b) {
        double ma = Arrays.stream(a).average().orElse(0);
        double mb = Arrays.stream(b).average().orElse(0);
        double ab = 0;
        double aa = 0;
        double bb = 0;
        for (int i = 0; i < a.length; i++) {
            ab += (a[i] - ma) * (b[i] - mb);
            aa += (a[i] - ma) * (a[i] - ma);
            bb += (b[i] - mb) * (b[i] - mb);
        }
        return ab / Math.sqrt(aa * bb);
    }
}
