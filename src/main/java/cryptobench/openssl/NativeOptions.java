package cryptobench.openssl;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    /** The defaults at the profiles' 256-bit keys, for {@code run}. */
    public static NativeOptions forRun(int seconds) {
        return new NativeOptions(
                OPENSSL,
                List.of(ALGORITHMS.split(",")),
                List.of(256),
                List.of(SIZES.split(",")).stream().map(Integer::valueOf).toList(),
                seconds,
                true);
    }

    /** About how long {@link #measure} takes: each cell {@value NativeBaseline#REPEATS} times, with and without AES-NI. */
    public double estimatedSeconds() {
        return algorithms.size()
                * keyBits.size()
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
