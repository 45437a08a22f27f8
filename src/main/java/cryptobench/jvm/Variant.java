package cryptobench.jvm;

/**
 * The two fork variants of every cipher benchmark. The variant is part of the benchmark name
 * ({@code encrypt} vs {@code encryptPureJava}), so result tools that ignore JVM arguments keep them apart.
 */
public enum Variant {
    /** The JDK's defaults: intrinsics on where the CPU has them. */
    INTRINSIC(""),
    /** Cipher intrinsics switched off: SunJCE runs its plain Java code. */
    PURE_JAVA("PureJava");

    private final String methodSuffix;

    Variant(String methodSuffix) {
        this.methodSuffix = methodSuffix;
    }

    /** The benchmark method of this variant for an operation: {@code encrypt} or {@code encryptPureJava}. */
    public String methodName(String operation) {
        return operation + methodSuffix;
    }

    /** The operation a benchmark method measures: {@code encryptPureJava} gives {@code encrypt}. */
    public static String operation(String method) {
        return method.endsWith(PURE_JAVA.methodSuffix)
                ? method.substring(0, method.length() - PURE_JAVA.methodSuffix.length()) : method;
    }

    /** The variant of a benchmark, from its name (e.g. {@code cryptobench.bench.AesGcm.encryptPureJava}). */
    public static Variant ofBenchmark(String benchmark) {
        return benchmark.endsWith(PURE_JAVA.methodSuffix) ? PURE_JAVA : INTRINSIC;
    }
}
