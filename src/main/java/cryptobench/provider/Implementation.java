package cryptobench.provider;

/** Where a provider's cipher code runs: in Java bytecode (possibly with JVM intrinsics) or in a native library. */
public enum Implementation {
    JAVA_WITH_INTRINSICS("Java, JVM intrinsics"),
    PURE_JAVA("pure Java"),
    NATIVE("native"),
    UNKNOWN("unknown");

    private final String label;

    Implementation(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
