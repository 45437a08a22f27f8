package cryptobench.openssl;

import cryptobench.catalog.Family;
import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.engine.Trial;
import cryptobench.jvm.Variant;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the native baseline measures (the options of {@code native}, and what {@code run} adds to a
 * profile): checked, then measured with {@link NativeBaseline#measure}.
 */
public record NativeOptions(
        String openssl,
        List<String> algorithms,
        List<Integer> keyBits,
        List<Integer> sizes,
        int seconds,
        boolean masked) {

    public static final String ALGORITHMS = "AES-GCM,AES-CBC,AES-CTR,ChaCha20-Poly1305";
    public static final String KEY_BITS = "128,256";
    public static final String SIZES = "1024,16384";
    public static final String OPENSSL = "openssl";

    /**
     * What {@code run} measures beside a plan: the algorithms, key sizes and data sizes of its {@code encrypt}
     * trials that {@code openssl speed} has a counterpart for (their product, less the key sizes an algorithm does
     * not take), with AES-NI masked too when the plan has pure-Java forks; empty when it has no such trial.
     */
    public static Optional<NativeOptions> forRun(List<Trial> plan, int seconds) {
        Set<CipherAlgorithm> algorithms = EnumSet.noneOf(CipherAlgorithm.class);
        Set<Integer> keyBits = new TreeSet<>();
        Set<Integer> sizes = new TreeSet<>();
        boolean pureJava = false;
        for (Trial t : plan) {
            String method = t.benchmark().substring(t.benchmark().lastIndexOf('.') + 1);
            String bits = t.params().get(Params.KEY_BITS);
            String size = t.params().get(Params.DATA_SIZE);
            Variant variant = Variant.ofBenchmark(method);
            Optional<CipherAlgorithm> algorithm = Arrays.stream(CipherAlgorithm.values())
                    .filter(a -> t.benchmark().equals(Family.PACKAGE + "." + a.benchmark() + "." + method))
                    .findFirst();
            if (algorithm.isEmpty()
                    || bits == null
                    || size == null
                    || !method.equals(variant.methodName("encrypt"))
                    || algorithm.get().opensslName(Integer.parseInt(bits)) == null) {
                continue;
            }
            algorithms.add(algorithm.get());
            keyBits.add(Integer.valueOf(bits));
            sizes.add(Integer.valueOf(size));
            pureJava |= variant == Variant.PURE_JAVA;
        }
        return algorithms.isEmpty()
                ? Optional.empty()
                : Optional.of(new NativeOptions(
                        OPENSSL,
                        algorithms.stream().map(CipherAlgorithm::displayName).toList(),
                        List.copyOf(keyBits),
                        List.copyOf(sizes),
                        seconds,
                        pureJava));
    }

    /** About how long {@link #measure} takes: each cell {@value NativeBaseline#REPEATS} times, with and without AES-NI. */
    public double estimatedSeconds() {
        long cells = algorithms.stream()
                .map(CipherAlgorithm::parse)
                .mapToLong(a -> keyBits.stream().filter(a.keySizes()::contains).count())
                .sum();
        return cells
                * (masked ? 2 : 1)
                * sizes.size()
                * NativeBaseline.REPEATS
                * (Math.max(1, seconds / NativeBaseline.REPEATS) + 0.05);
    }

    /** Checks the options (an IllegalArgumentException names the bad one) and measures. */
    public List<Map<String, Object>> measure(PrintWriter log) throws IOException {
        if (seconds <= 0) {
            throw new IllegalArgumentException("--seconds must be positive, got " + seconds);
        }
        sizes.forEach(s -> {
            if (s <= 0) {
                throw new IllegalArgumentException("--data-size must be positive, got " + s);
            }
        });
        keyBits.forEach(CipherAlgorithm::checkKnownKeyBits);
        List<CipherAlgorithm> selected = new ArrayList<>();
        for (String name : algorithms) {
            CipherAlgorithm a = CipherAlgorithm.parse(name);
            if (a.opensslName(a.keySizes().get(0)) == null) {
                throw new IllegalArgumentException(
                        a.displayName() + " has no 'openssl speed' counterpart; valid: AES-GCM, AES-CBC, "
                                + "AES-CTR, AES-ECB, AES-OFB, AES-CFB128, AES-XTS, ChaCha20-Poly1305");
            }
            selected.add(a);
        }
        OpensslSpeed speed = new OpensslSpeed(openssl);
        try {
            speed.version();
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        return NativeBaseline.measure(speed, selected, keyBits, sizes, seconds, masked, log);
    }
}
