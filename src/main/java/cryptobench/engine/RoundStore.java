package cryptobench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.AtomicFile;
import cryptobench.results.JmhJson;
import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import cryptobench.results.RunFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;

/**
 * The finished units of a run on disk, for {@code run} and {@code ab} alike: one small file per unit
 * written the moment its step ends, so that a killed run keeps them and a resumed one skips them, and
 * packed into one {@code rounds.json.gz} when the run ends. Each entry holds the unit's round key,
 * lane, round, status, reason, JMH JSON rows, and the seconds and order of the step that ran it.
 * Round files of {@code ab} from before this store ({@code rNNNN-tNN.json}, both sides in one file)
 * are read as their two entries.
 */
public final class RoundStore {

    /** A finished unit. */
    public record Entry(String key, String lane, int round, Status status, String message, List<ResultRow> results, double seconds,
                        String order) {
    }

    /** The one file a store is packed into once its run has ended. */
    public static final String PACK = "rounds.json.gz";

    private final Path dir;
    /** The one lane of a store that holds one lane's units (run's, one per JDK); its entries do not name it. Null: several lanes. */
    private final String ownLane;

    /** A store of several lanes (ab's sides), each entry naming its lane. */
    public RoundStore(Path dir) {
        this(dir, null);
    }

    private RoundStore(Path dir, String ownLane) {
        this.dir = dir;
        this.ownLane = ownLane;
    }

    /** The store of a result file's units: {@code jmh.json} keeps them in {@code trials/}, {@code jmh-jdk17.json} in {@code trials-jdk17/}. */
    public static RoundStore of(Path resultFile) {
        return of(resultFile, "");
    }

    /** The store of a result file's units, all of lane {@code lane} (a JDK of a run on several). */
    public static RoundStore of(Path resultFile, String lane) {
        String name = RunFolder.companion(resultFile, RunFolder.TRIALS).getFileName().toString();
        return new RoundStore(resultFile.toAbsolutePath().resolveSibling(name.substring(0, name.length() - ".json".length())), lane);
    }

    /** The lane an entry stores: none for the store's own lane. */
    private String stored(String lane) {
        return lane.equals(ownLane) ? "" : lane;
    }

    public Path dir() {
        return dir;
    }

    /** Every entry on disk, structure checked only; a file cut short by a crash is not a finished unit and is skipped. */
    public List<Entry> read() throws IOException {
        return read(null, warning -> { });
    }

    /**
     * Every entry of {@code plan} on disk, the packed ones first, then the loose files in name order (a
     * later entry of the same lane and key replaces an earlier one). A file that is torn, is not a round
     * file, or does not hold the unit it is named for (its name, its key and its rows' benchmark, mode and
     * params must all agree) is skipped, so that unit runs again; all but torn files are reported to
     * {@code warn}. With a null plan only the structure is checked.
     */
    public List<Entry> read(List<Trial> plan, Consumer<String> warn) throws IOException {
        Map<String, Trial> slots = new HashMap<>();
        if (plan != null) {
            plan.forEach(t -> slots.put(t.key(), t));
        }
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        Path pack = dir.resolve(PACK);
        if (Files.isRegularFile(pack)) {
            JsonNode packed;
            try (InputStream in = new GZIPInputStream(Files.newInputStream(pack))) {
                packed = Json.MAPPER.readTree(in);
            } catch (IOException | RuntimeException torn) {
                throw new IllegalArgumentException(pack + " is not a packed round store: " + torn.getMessage());
            }
            for (JsonNode n : packed) {
                accept(pack + " entry '" + n.path("trial").asText() + "'", null, n, slots, plan != null, entries, warn);
            }
        }
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList()) {
                JsonNode n;
                try {
                    n = Json.MAPPER.readTree(f.toFile());
                } catch (IOException | RuntimeException torn) {
                    continue; // cut short by a kill: run that unit again
                }
                if (n != null && n.path("trial").isInt()) {
                    legacyAb(f, n).forEach(e -> accept(f.toString(), null, e, slots, plan != null, entries, warn));
                } else {
                    accept(f.toString(), f.getFileName().toString(), n, slots, plan != null, entries, warn);
                }
            }
        }
        return List.copyOf(entries.values());
    }

    private void accept(String where, String fileName, JsonNode n, Map<String, Trial> slots, boolean checkPlan,
                        Map<String, Entry> entries, Consumer<String> warn) {
        String problem = problem(fileName, n, slots, checkPlan);
        if (problem != null) {
            warn.accept(where + " " + problem + "; that trial runs again");
            return;
        }
        List<ResultRow> rows = new ArrayList<>();
        n.get("results").forEach(r -> rows.add(ResultRow.of(r)));
        String lane = n.path("lane").asText("");
        Entry e = new Entry(n.get("trial").asText(), lane.isEmpty() && ownLane != null ? ownLane : lane,
                n.path("round").asInt(round(n.get("trial").asText())),
                Status.valueOf(n.get("status").asText()), n.path("message").asText(null), List.copyOf(rows),
                n.path("seconds").asDouble(0), n.path("order").asText(null));
        entries.put(e.lane() + '\u0000' + e.key(), e);
    }

    /** The round of a round key "... #2". */
    private static int round(String key) {
        int hash = key.lastIndexOf(" #");
        try {
            return hash < 0 ? 1 : Integer.parseInt(key.substring(hash + 2));
        } catch (NumberFormatException e) {
            return 1;
        }
    }

    /** Why a round file is not the finished unit it says it is, or null. */
    private static String problem(String fileName, JsonNode n, Map<String, Trial> slots, boolean checkPlan) {
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
        for (JsonNode node : n.get("results")) {
            try {
                ResultRow.of(node);
            } catch (IllegalArgumentException e) {
                return "holds a row that is not a JMH result (" + e.getMessage() + ")";
            }
        }
        if (!checkPlan) {
            return null;
        }
        int hash = key.lastIndexOf(" #");
        Trial t = hash < 0 || !key.substring(hash + 2).matches("[1-9][0-9]*") ? null : slots.get(key.substring(0, hash));
        if (t == null) {
            return "holds '" + key + "', which is not a trial of this run";
        }
        if (fileName != null && !fileName.endsWith(fileSuffix(n.path("lane").asText(""), t, round(key)))) {
            return "is named for another trial than the one it holds ('" + key + "')";
        }
        JsonNode rows = n.get("results");
        if (status == Status.measured && rows.isEmpty()) {
            return "says measured but holds no result";
        }
        for (JsonNode node : rows) {
            ResultRow row = ResultRow.of(node);
            if (!t.benchmark().equals(row.benchmark()) || !t.mode().shortLabel().equals(row.mode()) || !t.params().equals(row.params())) {
                return "holds the result of " + row.benchmark() + " " + row.mode() + " " + row.params()
                        + ", not of the trial it is named for ('" + key + "')";
            }
        }
        return null;
    }

    /** The two entries of an ab round file written before this store: {"round", "trial" (a number), "key", "base", "next", ...}. */
    private static List<JsonNode> legacyAb(Path f, JsonNode n) {
        List<JsonNode> two = new ArrayList<>();
        for (String side : List.of("base", "new")) {
            JsonNode row = n.path(side.equals("base") ? "base" : "next");
            String failure = n.path(side.equals("base") ? "baseFailure" : "newFailure").asText(null);
            ObjectNode e = Json.MAPPER.createObjectNode();
            e.put("trial", n.path("key").asText() + " #" + n.path("round").asInt());
            e.put("lane", side);
            e.put("round", n.path("round").asInt());
            e.put("status", row.isObject() ? Status.measured.name() : n.path("unsupported").asBoolean() ? Status.unsupported.name()
                    : Status.failed.name());
            e.put("message", failure);
            ArrayNode rows = e.putArray("results");
            if (row.isObject()) {
                rows.add(row);
            }
            e.put("seconds", n.path("seconds").asDouble());
            e.put("order", n.path("order").asText(null));
            two.add(e);
        }
        return two;
    }

    private static String fileSuffix(String lane, Trial trial, int round) {
        return "-r" + round + (lane.isEmpty() ? "" : "-" + lane) + "-" + trial.label().replaceAll("[^A-Za-z0-9.=-]+", "_") + ".json";
    }

    /** Writes one finished unit (atomically: a reader sees the whole file or none). */
    public Entry write(WorkUnit unit, Outcome outcome, double seconds, String order) throws IOException {
        Files.createDirectories(dir);
        ObjectNode n = node(new Entry(unit.key(), stored(unit.lane()), unit.round(), outcome.status(), outcome.message(), outcome.rows(),
                seconds, order));
        String file = String.format("%04d", unit.index()) + fileSuffix(stored(unit.lane()), unit.trial(), unit.round());
        AtomicFile.writeAtomically(dir.resolve(file), Json.MAPPER.writeValueAsBytes(n));
        return new Entry(unit.key(), unit.lane(), unit.round(), outcome.status(), outcome.message(), outcome.rows(), seconds, order);
    }

    private ObjectNode node(Entry e) {
        ObjectNode n = Json.MAPPER.createObjectNode();
        n.put("trial", e.key());
        if (!stored(e.lane()).isEmpty()) {
            n.put("lane", e.lane());
        }
        n.put("round", e.round());
        n.put("status", e.status().name());
        n.put("message", e.message());
        n.set("results", JmhJson.array(e.results()));
        if (e.seconds() > 0) {
            n.put("seconds", e.seconds());
        }
        if (e.order() != null) {
            n.put("order", e.order());
        }
        return n;
    }

    /**
     * Packs every entry into {@link #PACK}, then removes the loose files it holds: the store of a run
     * that has ended, one file instead of one per unit. A store with no loose files is left as it is, and
     * so is a loose file that is not a round file.
     */
    public void pack() throws IOException {
        if (!Files.isDirectory(dir)) {
            return;
        }
        List<Path> loose;
        try (Stream<Path> files = Files.list(dir)) {
            loose = files.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        }
        if (loose.isEmpty()) {
            return;
        }
        ArrayNode all = Json.MAPPER.createArrayNode();
        List<String> skipped = new ArrayList<>();
        for (Entry e : read(null, skipped::add)) {
            all.add(node(e));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(Json.MAPPER.writeValueAsBytes(all));
        }
        AtomicFile.writeAtomically(dir.resolve(PACK), bytes.toByteArray());
        for (Path f : loose) {
            // A file that is not a round file stays where it is, for a reader to see.
            if (skipped.stream().noneMatch(w -> w.startsWith(f + " "))) {
                Files.delete(f);
            }
        }
    }

    /** JMH's own results as rows, through JMH's own JSON format. */
    public static List<ResultRow> rows(Collection<RunResult> results) throws IOException {
        if (results.isEmpty()) {
            return List.of();
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(results);
        }
        List<ResultRow> rows = new ArrayList<>();
        Json.MAPPER.readTree(bytes.toString(StandardCharsets.UTF_8)).forEach(r -> rows.add(ResultRow.of(r)));
        return rows;
    }
}
