package cryptobench.run;

import cryptobench.results.AtomicFile;
import cryptobench.results.RunFolder;
import cryptobench.results.Json;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
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

    static final ObjectMapper JSON = Json.MAPPER;

    private final Path dir;

    public TrialStore(Path dir) {
        this.dir = dir;
    }

    /** The store of a result file's trials. */
    public static TrialStore of(Path resultFile) {
        String name = RunFolder.companion(resultFile, RunFolder.TRIALS).getFileName().toString();
        return new TrialStore(resultFile.toAbsolutePath().resolveSibling(name.substring(0, name.length() - ".json".length())));
    }

    public Path dir() {
        return dir;
    }

    /** Every trial on disk by key; a file cut short by a crash is not a finished trial and is skipped. */
    public Map<String, Entry> read() throws IOException {
        return read(null, warning -> { });
    }

    /**
     * Every trial of {@code plan} on disk by round key. A file that is torn, is not a trial file,
     * or does not hold the result of the trial it is named for (its file name, its "trial" and its
     * rows' benchmark, mode and params must all agree) is skipped, so that trial runs again; all
     * but torn files are reported to {@code warn}. With a null plan only the file's structure is checked.
     */
    public Map<String, Entry> read(List<Trial> plan, Consumer<String> warn) throws IOException {
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return entries;
        }
        Map<String, Slot> slots = new HashMap<>();
        if (plan != null) {
            for (Trial t : plan) {
                for (int round = 1; round <= t.rounds(); round++) {
                    slots.put(t.roundKey(round), new Slot(t, round));
                }
            }
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                JsonNode n;
                try {
                    n = JSON.readTree(f.toFile());
                } catch (IOException | RuntimeException torn) {
                    continue; // cut short by a kill: run that trial again
                }
                String problem = problem(f, n, slots, plan != null);
                if (problem != null) {
                    warn.accept(f + " " + problem + "; that trial runs again");
                    continue;
                }
                String key = n.get("trial").asText();
                entries.put(key, new Entry(key, Status.valueOf(n.get("status").asText()), n.path("message").asText(null),
                        n.get("results")));
            }
        }
        return entries;
    }

    /** A round of a trial of this run. */
    private record Slot(Trial trial, int round) {
    }

    /** Why a trial file is not the finished round it says it is, or null. */
    private static String problem(Path f, JsonNode n, Map<String, Slot> slots, boolean checkPlan) {
        if (n == null || !n.path("trial").isTextual() || !n.path("status").isTextual() || !n.path("results").isArray()) {
            return "is not a trial file (it needs 'trial', 'status' and 'results')";
        }
        Status status;
        try {
            status = Status.valueOf(n.get("status").asText());
        } catch (IllegalArgumentException e) {
            return "has an unknown status '" + n.get("status").asText() + "'";
        }
        String key = n.get("trial").asText();
        if (!checkPlan) {
            return null;
        }
        Slot slot = slots.get(key);
        if (slot == null) {
            return "holds '" + key + "', which is not a trial of this run";
        }
        Trial t = slot.trial();
        int round = slot.round();
        if (!f.getFileName().toString().endsWith(fileSuffix(t, round))) {
            return "is named for another trial than the one it holds ('" + key + "')";
        }
        JsonNode rows = n.get("results");
        if (status == Status.measured && rows.isEmpty()) {
            return "says measured but holds no result";
        }
        for (JsonNode row : rows) {
            Map<String, String> params = new HashMap<>();
            row.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            if (!t.benchmark().equals(row.path("benchmark").asText()) || !t.mode().shortLabel().equals(row.path("mode").asText())
                    || !t.params().equals(params)) {
                return "holds the result of " + row.path("benchmark").asText() + " " + row.path("mode").asText() + " " + params
                        + ", not of the trial it is named for ('" + key + "')";
            }
        }
        return null;
    }

    private static String fileSuffix(Trial trial, int round) {
        return "-r" + round + "-" + trial.label().replaceAll("[^A-Za-z0-9.=-]+", "_") + ".json";
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
        String file = String.format("%04d", index) + fileSuffix(trial, round);
        AtomicFile.writeAtomically(dir.resolve(file), JSON.writeValueAsBytes(n));
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
}
