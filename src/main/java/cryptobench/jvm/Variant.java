package cryptobench.jvm;

import java.util.Arrays;
import java.util.List;

/**
 * The fork variants of the benchmarks. The variant is part of the benchmark name ({@code encrypt}
 * vs {@code encryptPureJava}, {@code runAvx2}), so result tools that ignore JVM arguments keep them apart.
 */
public enum Variant {
    /** The JDK's defaults: intrinsics on where the CPU has them. */
    INTRINSIC("", null),
    /** The family's intrinsics switched off: SunJCE runs its plain Java code. */
    PURE_JAVA("PureJava", null),
    /** {@code -XX:UseAVX=3}: AVX-512 (the JDK's default on a CPU that has it). */
    AVX3("Avx3", 3),
    /** {@code -XX:UseAVX=2}: what a CPU with AVX2 but without AVX-512 gets. */
    AVX2("Avx2", 2),
    /** {@code -XX:UseAVX=1}: AVX without AVX2. */
    AVX1("Avx1", 1),
    /** {@code -XX:UseAVX=0}: SSE only. */
    AVX0("Avx0", 0);

    /** The ISA-level variants, widest first. */
    public static final List<Variant> ISA_LEVELS = List.of(AVX3, AVX2, AVX1, AVX0);

    private final String methodSuffix;
    private final Integer useAvx;

    Variant(String methodSuffix, Integer useAvx) {
        this.methodSuffix = methodSuffix;
        this.useAvx = useAvx;
    }

    /** The benchmark method of this variant for an operation: {@code encrypt} or {@code encryptPureJava}. */
    public String methodName(String operation) {
        return operation + methodSuffix;
    }

    /** The suffix of its benchmark methods, e.g. {@code PureJava} or {@code Avx2}; empty for the default. */
    public String suffix() {
        return methodSuffix;
    }

    /** The {@code UseAVX} level its forks run at, or null if it leaves the JVM's choice alone. */
    public Integer useAvx() {
        return useAvx;
    }

    /** The operation a benchmark method measures: {@code encryptPureJava} gives {@code encrypt}. */
    public static String operation(String method) {
        Variant v = ofBenchmark(method);
        return method.substring(0, method.length() - v.methodSuffix.length());
    }

    /** The variant of a benchmark, from its name (e.g. {@code cryptobench.bench.AesGcm.encryptPureJava}). */
    public static Variant ofBenchmark(String benchmark) {
        return Arrays.stream(values())
                .filter(v -> !v.methodSuffix.isEmpty() && benchmark.endsWith(v.methodSuffix))
                .findFirst()
                .orElse(INTRINSIC);
    }
}
