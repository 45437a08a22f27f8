package cryptobench.check;

/** How a sweep case feeds its input to the cipher. */
public enum Shape {
    /** One {@code doFinal(byte[])}. */
    ONE_SHOT("doFinal"),
    /** Seeded {@code update} pieces (1 to 15 bytes among them), then {@code doFinal}. */
    SPLIT("update pieces + doFinal"),
    /** One array for input and output, at an offset: {@code doFinal(buf, off, len, buf, off)}. */
    IN_PLACE("in place at an offset"),
    /** Heap {@code ByteBuffer}s at offsets, in seeded pieces. */
    HEAP_BUFFER("heap ByteBuffers, update pieces"),
    /** Direct {@code ByteBuffer}s at offsets, in seeded pieces. */
    DIRECT_BUFFER("direct ByteBuffers, update pieces");

    private final String description;

    Shape(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** Whether the case splits its input into update pieces. */
    public boolean splits() {
        return this == SPLIT || this == HEAP_BUFFER || this == DIRECT_BUFFER;
    }
}
