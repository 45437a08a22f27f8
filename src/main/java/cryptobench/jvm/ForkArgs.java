package cryptobench.jvm;

import java.util.ArrayList;
import java.util.List;

/**
 * The JVM arguments of the benchmark forks. The constants are repeated on the benchmarks'
 * {@code @Fork} annotations, which can only hold compile-time constants; a test keeps the two equal.
 */
public final class ForkArgs {

    /** JDK 22+ warns when a native provider loads its library without this; JDK 17 accepts it too. */
    public static final String NATIVE_ACCESS = "--enable-native-access=ALL-UNNAMED";
    /**
     * A fixed, pre-touched heap. Without it the first measured iterations of allocating benchmarks
     * (AEAD init) ran up to 8x slower while G1 grew the young generation into untouched memory.
     * 256 MiB holds a 1 MiB message many times over and pre-touches in about half a second here;
     * 1 GiB took 2 to 4 seconds per fork.
     */
    public static final String HEAP_MIN = "-Xms256m";

    public static final String HEAP_MAX = "-Xmx256m";
    public static final String PRETOUCH = "-XX:+AlwaysPreTouch";
    /**
     * The streaming benchmark's heap: a message of up to 64 MiB, two ciphertexts, the output and a
     * provider's own copy (SunJCE GCM decrypt keeps the whole ciphertext) must fit with room to spare.
     */
    public static final String LARGE_HEAP_MIN = "-Xms1g";

    public static final String LARGE_HEAP_MAX = "-Xmx1g";

    /** The fork arguments of the default variant (the JDK's own intrinsics). */
    public static final List<String> DEFAULT = List.of(NATIVE_ACCESS, HEAP_MIN, HEAP_MAX, PRETOUCH);

    /** The fork arguments of the streaming benchmark: the default variant with the large heap. */
    public static final List<String> STREAMING = List.of(NATIVE_ACCESS, LARGE_HEAP_MIN, LARGE_HEAP_MAX, PRETOUCH);

    /** The fork arguments of the pure-Java cipher variant. */
    public static final List<String> PURE_JAVA = concat(DEFAULT, IntrinsicFlags.CIPHER_INTRINSICS_OFF);

    /** The pure-Java cipher variant with the streaming benchmark's large heap. */
    public static final List<String> STREAMING_PURE_JAVA = concat(STREAMING, IntrinsicFlags.CIPHER_INTRINSICS_OFF);

    /** The fork arguments of the pure-Java digest and MAC variant. */
    public static final List<String> PURE_JAVA_DIGEST = concat(DEFAULT, IntrinsicFlags.DIGEST_INTRINSICS_OFF);

    /** The fork arguments of the pure-Java public-key variant (big-integer and EC field intrinsics off). */
    public static final List<String> PURE_JAVA_BIGINT = concat(DEFAULT, IntrinsicFlags.BIGINT_INTRINSICS_OFF);

    /** The fork arguments of the default variant at ISA level {@code useAvx}. */
    public static List<String> isaLevel(int useAvx) {
        return concat(DEFAULT, IntrinsicFlags.useAvxArgs(useAvx));
    }

    private static List<String> concat(List<String> base, List<String> off) {
        List<String> args = new ArrayList<>(base);
        args.addAll(off);
        return List.copyOf(args);
    }

    private ForkArgs() {}
}
