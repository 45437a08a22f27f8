package cryptobench.jvm;

/**
 * The two fork variants of every cipher benchmark. The variant is part of the benchmark name
 * ({@code encrypt} vs {@code encryptPureJava}), so result tools that ignore JVM arguments keep them apart.
 */
public enum Variant {
    /** The JDK's defaults: intrinsics on where the CPU has them. */
    INTRINSIC("intrinsic", ""),
    /** Cipher intrinsics switched off: SunJCE runs its plain Java code. */
    PURE_JAVA("pureJava", "PureJava");

    private final String label;
    private final String methodSuffix;

    Variant(String label, String methodSuffix) {
        this.label = label;
        this.methodSuffix = methodSuffix;
    }

    public String label() {
        return label;
    }

    /** The variant of a benchmark, from its name (e.g. {@code cryptobench.bench.AesGcm.encryptPureJava}). */
    public static Variant ofBenchmark(String benchmark) {
        return benchmark.endsWith(PURE_JAVA.methodSuffix) ? PURE_JAVA : INTRINSIC;
    }

    /** Fails if this fork does not run the way the variant claims (pure Java with intrinsics on). */
    public void checkThisJvm() {
        if (this == PURE_JAVA) {
            IntrinsicFlags.requireCipherIntrinsicsOff();
        }
    }
}
