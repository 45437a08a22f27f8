package cryptobench.cli;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/** A command's {@link PrintWriter} as the {@link PrintStream} the launcher prints its errors to, a line at a time. */
final class WriterStream extends OutputStream {

    private final PrintWriter writer;
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    private WriterStream(PrintWriter writer) {
        this.writer = writer;
    }

    static PrintStream of(PrintWriter writer) {
        return new PrintStream(new WriterStream(writer), true, StandardCharsets.UTF_8);
    }

    @Override
    public synchronized void write(int b) {
        line.write(b);
        if (b == '\n') {
            flush();
        }
    }

    @Override
    public synchronized void flush() {
        writer.write(line.toString(StandardCharsets.UTF_8));
        writer.flush();
        line.reset();
    }
}
