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
 * How well a canary tells the host's slow spells: times, in turns of about 20 ms, table-lookup rounds over a buffer
 * (about 10 ms), the suite's host canary (a SplitMix64 chain, about 10 ms) and three ciphers, for a number of seconds,
 * and prints, over windows of 10 turns (about 0.2 s), how often each ran below 0.85 of its own 90th percentile and how much of the
 * ciphers' slow windows each canary saw. Writes every turn's times (ns) to the file named.
 *
 *     java -cp target/benchmarks.jar scripts/CanaryProbe.java 420 probe.tsv
 */
public class CanaryProbe {

    static volatile long sink;

    static final int[][] TABLES = new int[4][256];

    static {
        long z = 0;
        for (int[] table : TABLES) {
            for (int i = 0; i < table.length; i++) {
                z += 0x9E3779B97F4A7C15L;
                long m = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
                m = (m ^ (m >>> 27)) * 0x94D049BB133111EBL;
                table[i] = (int) (m ^ (m >>> 31));
            }
        }
    }

    /** Rounds of four table lookups per 32-bit word over 16-byte blocks of a buffer, ten a block, as AES's T-tables. */
    static long tables(byte[] buffer, long steps) {
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
        byte[] tableBuffer = new byte[16384];
        String[] names = {"tables", "canary", "SunJCE-AES-GCM-16K", "SunJCE-ChaCha20-Poly1305-1K", "BC-AES-GCM-1K"};
        Work[] work = {
            () -> sink += tables(tableBuffer, 1_100_000),
            () -> sink += (long) canary.time(),
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
