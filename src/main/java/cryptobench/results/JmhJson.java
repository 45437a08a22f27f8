package cryptobench.results;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The JMH JSON output format of result rows: each row as JMH wrote it (its source), in the given order. */
public final class JmhJson {

    private JmhJson() {}

    /** The rows as one JMH JSON array. */
    public static ArrayNode array(List<ResultRow> rows) {
        ArrayNode a = Json.MAPPER.createArrayNode();
        for (ResultRow r : rows) {
            if (r.source() == null) {
                throw new IllegalArgumentException(r.benchmark() + " was made up in code and has no JMH JSON to write");
            }
            a.add(r.source());
        }
        return a;
    }

    /** Writes the rows to {@code file}, atomically. */
    public static void write(Path file, List<ResultRow> rows) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(array(rows)));
    }
}
