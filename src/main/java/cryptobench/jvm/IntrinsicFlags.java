package cryptobench.jvm;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import cryptobench.provider.UnsupportedCombinationException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The HotSpot flags behind the JDK's crypto intrinsics, the JVM arguments that switch them off for
 * the pure-Java fork variant, and their values as this JVM or a started one reads them; {@link IntrinsicGroup}
 * checks in a fork that they really are off.
 */
public final class IntrinsicFlags {

    /** The intrinsic flags are diagnostic flags. */
    public static final String UNLOCK_DIAGNOSTIC = "-XX:+UnlockDiagnosticVMOptions";
    /**
     * JDK 17 has no ChaCha20 or Poly1305 intrinsic and would refuse to start on those flags; this
     * makes a JVM skip flags it does not know. {@link IntrinsicGroup#requireOff()} then checks,
     * inside the fork, that every flag this JVM does know is off.
     */
    public static final String IGNORE_UNKNOWN = "-XX:+IgnoreUnrecognizedVMOptions";

    public static final String NO_AES = "-XX:-UseAES";
    public static final String NO_AES_INTRINSICS = "-XX:-UseAESIntrinsics";
    public static final String NO_AES_CTR_INTRINSICS = "-XX:-UseAESCTRIntrinsics";
    public static final String NO_GHASH_INTRINSICS = "-XX:-UseGHASHIntrinsics";
    public static final String NO_CHACHA20_INTRINSICS = "-XX:-UseChaCha20Intrinsics";
    public static final String NO_POLY1305_INTRINSICS = "-XX:-UsePoly1305Intrinsics";

    /** The flags that the pure-Java cipher variant switches off, all together. */
    public static final List<String> CIPHER_FLAGS = List.of(
            "UseAES",
            "UseAESIntrinsics",
            "UseAESCTRIntrinsics",
            "UseGHASHIntrinsics",
            "UseChaCha20Intrinsics",
            "UsePoly1305Intrinsics");

    /** The arguments that switch every cipher intrinsic off, on any HotSpot JDK. */
    public static final List<String> CIPHER_INTRINSICS_OFF = List.of(
            UNLOCK_DIAGNOSTIC,
            IGNORE_UNKNOWN,
            NO_AES,
            NO_AES_INTRINSICS,
            NO_AES_CTR_INTRINSICS,
            NO_GHASH_INTRINSICS,
            NO_CHACHA20_INTRINSICS,
            NO_POLY1305_INTRINSICS);

    public static final String NO_SHA = "-XX:-UseSHA";
    public static final String NO_SHA1_INTRINSICS = "-XX:-UseSHA1Intrinsics";
    public static final String NO_SHA256_INTRINSICS = "-XX:-UseSHA256Intrinsics";
    public static final String NO_SHA512_INTRINSICS = "-XX:-UseSHA512Intrinsics";
    public static final String NO_SHA3_INTRINSICS = "-XX:-UseSHA3Intrinsics";
    public static final String NO_MD5_INTRINSICS = "-XX:-UseMD5Intrinsics";

    /** The flags that the pure-Java digest variant switches off, all together (HMAC runs on the same digests). */
    public static final List<String> DIGEST_FLAGS = List.of(
            "UseSHA",
            "UseSHA1Intrinsics",
            "UseSHA256Intrinsics",
            "UseSHA512Intrinsics",
            "UseSHA3Intrinsics",
            "UseMD5Intrinsics");

    /** The arguments that switch every digest intrinsic off, on any HotSpot JDK. */
    public static final List<String> DIGEST_INTRINSICS_OFF = List.of(
            UNLOCK_DIAGNOSTIC,
            IGNORE_UNKNOWN,
            NO_SHA,
            NO_SHA1_INTRINSICS,
            NO_SHA256_INTRINSICS,
            NO_SHA512_INTRINSICS,
            NO_SHA3_INTRINSICS,
            NO_MD5_INTRINSICS);

    public static final String NO_MULTIPLY_TO_LEN_INTRINSIC = "-XX:-UseMultiplyToLenIntrinsic";
    public static final String NO_SQUARE_TO_LEN_INTRINSIC = "-XX:-UseSquareToLenIntrinsic";
    public static final String NO_MUL_ADD_INTRINSIC = "-XX:-UseMulAddIntrinsic";
    public static final String NO_MONTGOMERY_MULTIPLY_INTRINSIC = "-XX:-UseMontgomeryMultiplyIntrinsic";
    public static final String NO_MONTGOMERY_SQUARE_INTRINSIC = "-XX:-UseMontgomerySquareIntrinsic";
    /** The EC field arithmetic (P-256 and friends) intrinsics; JDK 22+ only, unknown to JDK 17. */
    public static final String NO_INT_POLY_INTRINSICS = "-XX:-UseIntPolyIntrinsics";

    /**
     * The flags that the pure-Java public-key variant (RSA, ECDSA, ECDH) switches off, all together:
     * BigInteger's multiply, square and Montgomery intrinsics (C2 flags since JDK 8) and, on JDK 22+,
     * the IntegerPolynomial EC field intrinsics.
     */
    public static final List<String> BIGINT_FLAGS = List.of(
            "UseMultiplyToLenIntrinsic",
            "UseSquareToLenIntrinsic",
            "UseMulAddIntrinsic",
            "UseMontgomeryMultiplyIntrinsic",
            "UseMontgomerySquareIntrinsic",
            "UseIntPolyIntrinsics");

    /** The arguments that switch every big-integer and EC field intrinsic off, on any HotSpot JDK. */
    public static final List<String> BIGINT_INTRINSICS_OFF = List.of(
            UNLOCK_DIAGNOSTIC,
            IGNORE_UNKNOWN,
            NO_MULTIPLY_TO_LEN_INTRINSIC,
            NO_SQUARE_TO_LEN_INTRINSIC,
            NO_MUL_ADD_INTRINSIC,
            NO_MONTGOMERY_MULTIPLY_INTRINSIC,
            NO_MONTGOMERY_SQUARE_INTRINSIC,
            NO_INT_POLY_INTRINSICS);

    public static final String NO_KYBER_INTRINSICS = "-XX:-UseKyberIntrinsics";
    public static final String NO_DILITHIUM_INTRINSICS = "-XX:-UseDilithiumIntrinsics";

    /**
     * The flags that the pure-Java post-quantum variant (ML-KEM, ML-DSA) switches off, all together:
     * the NTT and sampling intrinsics and SHA-3/SHAKE, which both schemes spend much of their time in.
     */
    public static final List<String> PQC_FLAGS =
            List.of("UseKyberIntrinsics", "UseDilithiumIntrinsics", "UseSHA3Intrinsics");

    /** The arguments that switch the post-quantum intrinsics off; JDK 17 knows none but UseSHA3Intrinsics. */
    public static final List<String> PQC_INTRINSICS_OFF = List.of(
            UNLOCK_DIAGNOSTIC, IGNORE_UNKNOWN, NO_KYBER_INTRINSICS, NO_DILITHIUM_INTRINSICS, NO_SHA3_INTRINSICS);

    /** The flag of the ISA-level variants: how much of AVX the JIT and the intrinsics may use (x86 only). */
    public static final String USE_AVX = "UseAVX";

    public static final String USE_AVX_3 = "-XX:UseAVX=3";
    public static final String USE_AVX_2 = "-XX:UseAVX=2";
    public static final String USE_AVX_1 = "-XX:UseAVX=1";
    public static final String USE_AVX_0 = "-XX:UseAVX=0";

    /** The ISA flags env.json records for every fork. */
    public static final List<String> ISA_FLAGS = List.of(USE_AVX, "UseSSE");

    /** The arguments of an ISA-level fork: UseAVX is x86's alone, so another CPU must start and fail the in-fork check. */
    public static List<String> useAvxArgs(int level) {
        return List.of(IGNORE_UNKNOWN, "-XX:UseAVX=" + level);
    }

    private IntrinsicFlags() {}

    /**
     * Fails unless the JVM runs at {@code UseAVX=level}. A JVM lowers a level its CPU lacks (with a
     * warning) instead of refusing it, and a non-x86 JVM has no such flag: both are combinations this
     * machine cannot measure, so they are reported as unsupported with the level it really has.
     */
    public static Map<String, String> requireUseAvx(int level) {
        Map<String, String> values = read(ISA_FLAGS);
        String actual = values.get(USE_AVX);
        if (actual == null) {
            throw new UnsupportedCombinationException("UseAVX=" + level + " asked, but this JVM ("
                    + System.getProperty("os.arch") + ") has no UseAVX flag: the ISA levels are x86's");
        }
        if (!actual.equals(Integer.toString(level))) {
            throw new UnsupportedCombinationException("UseAVX=" + level + " asked, but this JVM runs at UseAVX="
                    + actual + " (the CPU or the JVM offers no more)");
        }
        return values;
    }

    /** The current value of each cipher flag this JVM knows, in {@link #CIPHER_FLAGS} order. */
    public static Map<String, String> readCipherFlags() {
        return read(CIPHER_FLAGS);
    }

    /** The current value of each of these flags that this JVM knows, in order. */
    public static Map<String, String> read(List<String> flags) {
        HotSpotDiagnosticMXBean hotspot = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
        if (hotspot == null) {
            throw new IllegalStateException("this JVM (" + System.getProperty("java.vm.name")
                    + ") has no HotSpotDiagnosticMXBean; the intrinsic flags are HotSpot's");
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (String flag : flags) {
            try {
                VMOption option = hotspot.getVMOption(flag);
                values.put(flag, option.getValue());
            } catch (IllegalArgumentException unknownToThisJvm) {
                // e.g. UseChaCha20Intrinsics on JDK 17
            }
        }
        return values;
    }

    /** Starts {@code jvm} with these arguments and reads the cipher flags it ends up with (empty if it would not start). */
    public static Map<String, String> probe(String jvm, Collection<String> jvmArgs) {
        return probe(jvm, jvmArgs, CIPHER_FLAGS);
    }

    /** Every flag of the pure-Java variants (ciphers, digests, big integers, post-quantum) and the ISA level. */
    public static final List<String> ALL_FLAGS = Stream.of(
                    CIPHER_FLAGS, DIGEST_FLAGS, BIGINT_FLAGS, PQC_FLAGS, ISA_FLAGS)
            .flatMap(List::stream)
            .distinct()
            .toList();

    /** The entries of {@code flags} named in {@code names}, in that order, plus any "error" entry. */
    public static Map<String, String> only(Map<String, String> flags, List<String> names) {
        Map<String, String> subset = new LinkedHashMap<>();
        for (String name : names) {
            if (flags.containsKey(name)) {
                subset.put(name, flags.get(name));
            }
        }
        if (flags.containsKey("error")) {
            subset.put("error", flags.get("error"));
        }
        return subset;
    }

    /** The flags read per command line, once per JVM: a java binary with the same arguments prints the same flags. */
    private static final Map<List<String>, Map<String, String>> PROBED = new ConcurrentHashMap<>();

    /** Starts {@code jvm} with these arguments and reads these of its flags (empty if it would not start). */
    public static Map<String, String> probe(String jvm, Collection<String> jvmArgs, List<String> wanted) {
        List<String> command = new ArrayList<>();
        command.add(jvm);
        // Heap sizing does not change the flags; leaving it out spares pre-touching a heap.
        jvmArgs.stream()
                .filter(a -> !a.startsWith("-Xms") && !a.startsWith("-Xmx") && !a.equals("-XX:+AlwaysPreTouch"))
                .forEach(command::add);
        command.addAll(List.of(UNLOCK_DIAGNOSTIC, "-XX:+PrintFlagsFinal", "-version"));
        List<String> key = new ArrayList<>(command);
        key.addAll(wanted);
        Map<String, String> known = PROBED.get(key);
        if (known != null) {
            return new LinkedHashMap<>(known);
        }
        Map<String, String> flags = read(command, wanted);
        if (!flags.containsKey("error") && !flags.isEmpty()) {
            PROBED.put(List.copyOf(key), Collections.unmodifiableMap(new LinkedHashMap<>(flags)));
        }
        return flags;
    }

    private static Map<String, String> read(List<String> command, List<String> wanted) {
        Map<String, String> flags = new LinkedHashMap<>();
        try {
            ChildProcess.Result r = ChildProcess.run(command, 60);
            if (r.timedOut()) {
                flags.put("error", "timed out: " + String.join(" ", command));
                return flags;
            }
            for (String line : r.out().lines().toList()) {
                String[] words = line.trim().split("\\s+");
                if (words.length >= 4 && wanted.contains(words[1])) {
                    flags.put(words[1], words[3]);
                }
            }
        } catch (IOException e) {
            flags.put("error", e.toString());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return flags;
    }
}
