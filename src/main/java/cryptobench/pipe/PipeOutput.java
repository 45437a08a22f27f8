package cryptobench.pipe;

import java.io.IOException;
import java.io.OutputStream;

/** The stream {@code pipe} writes to, counting what it took, where a failed write or flush is an {@link PipeCipher.OutputClosedException}. */
final class PipeOutput {

    private final OutputStream out;
    private long written;

    PipeOutput(OutputStream out) {
        this.out = out;
    }

    /** Writes the first {@code length} bytes of {@code bytes}. */
    void write(byte[] bytes, int length) throws PipeCipher.OutputClosedException {
        try {
            out.write(bytes, 0, length);
        } catch (IOException e) {
            throw new PipeCipher.OutputClosedException(written, e);
        }
        written += length;
    }

    void flush() throws PipeCipher.OutputClosedException {
        try {
            out.flush();
        } catch (IOException e) {
            throw new PipeCipher.OutputClosedException(written, e);
        }
    }

    long written() {
        return written;
    }
}
