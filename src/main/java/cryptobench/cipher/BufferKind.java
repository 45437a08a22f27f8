package cryptobench.cipher;

import java.nio.ByteBuffer;

/** Where a ByteBuffer's bytes live: on the Java heap or in native memory. */
public enum BufferKind {
    HEAP,
    DIRECT;

    ByteBuffer allocate(int capacity) {
        return this == HEAP ? ByteBuffer.allocate(capacity) : ByteBuffer.allocateDirect(capacity);
    }
}
