package cryptobench.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * A run's finished trials on disk, one small file per trial written the moment it finishes, so
 * that a run killed half-way keeps them and a resumed run skips them. The trials of
 * {@code jmh.json} live in {@code trials/}, those of {@code jmh-jdk17.json} in {@code trials-jdk17/}.
 */
public final class TrialStore {

    /** What became of a trial. */
    public enum Status { measured, unsupported, failed }

    /** A finished round of a trial: its round key, status, the reason when it was not measured, and its JMH JSON rows. */
    public record Entry(String key, Status status, String message, JsonNode results) {
    }

    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path dir;

    public TrialStore(Path dir) {
        this.dir = dir;
    }

    /** The store of a result file's trials. */
    public static TrialStore of(Path resultFile) {
        String name = JmhLauncher.companion(resultFile, "trials").getFileName().toString();
        return new TrialStore(resultFile.toAbsolutePath().resolveSibling(name.substring(0, name.length() - ".json".length())));
    }

    public Path dir() {
        return dir;
    }

    /** Every trial on disk by key; a file cut short by a crash is not a finished trial and is skipped. */
    public Map<String, Entry> read() throws IOException {
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return entries;
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                try {
                    JsonNode n = JSON.readTree(f.toFile());
                    entries.put(n.get("trial").asText(), new Entry(n.get("trial").asText(),
                            Status.valueOf(n.get("status").asText()), n.path("message").asText(null), n.get("results")));
                } catch (IOException | RuntimeException unreadable) {
                    // written by something else, or torn: run that trial again
                }
            }
        }
        return entries;
    }

    /** Removes the trial files of an earlier run into the same place. */
    public void clear() throws IOException {
        if (Files.isDirectory(dir)) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).toList()) {
                    Files.delete(f);
                }
            }
        }
    }

    /** Writes one finished trial (atomically: a reader sees the whole file or none). */
    public Entry write(int index, Trial trial, int round, Status status, String message, Collection<RunResult> results)
            throws IOException {
        return write(index, trial, round, status, message,
                results.isEmpty() ? JSON.createArrayNode() : JSON.readTree(jmhJson(results)));
    }

    /** Writes one finished round of a trial with its rows already as JMH JSON. */
    public Entry write(int index, Trial trial, int round, Status status, String message, JsonNode rows) throws IOException {
        Files.createDirectories(dir);
        ObjectNode n = JSON.createObjectNode();
        n.put("trial", trial.roundKey(round));
        n.put("status", status.name());
        n.put("message", message);
        n.set("results", rows);
        String file = String.format("%04d-r%d-%s.json", index, round, trial.label().replaceAll("[^A-Za-z0-9.=-]+", "_"));
        writeAtomically(dir.resolve(file), JSON.writeValueAsBytes(n));
        return new Entry(trial.roundKey(round), status, message, rows);
    }

    /** JMH's own JSON for these results. */
    static String jmhJson(Collection<RunResult> results) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(results);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    /** Writes to a temporary file beside {@code target}, then renames it over {@code target}. */
    public static void writeAtomically(Path target, byte[] content) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        Files.write(tmp, content);
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
