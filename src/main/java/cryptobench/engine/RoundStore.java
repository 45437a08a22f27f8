package cryptobench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.AtomicFile;
import cryptobench.results.JmhJson;
import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import cryptobench.results.RowId;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The finished units of a run on disk, for {@code run} and {@code ab} alike: one small file per unit
 * written the moment its step ends, so that a killed run keeps them and a resumed one skips them, and
 * packed into one {@code rounds.json.gz} when the run ends. Each entry holds the unit's round key,
 * lane, round, status, reason, JMH JSON rows, and the seconds and order of the step that ran it.
 * Round files of {@code ab} from before this store ({@code rNNNN-tNN.json}, both sides in one file)
 * are read as their two entries.
 */
public final class RoundStore {

    /** A finished unit: round {@code round} of the trial {@code trial} on {@code lane}. */
    public record Entry(
            RowId trial,
            String lane,
            int round,
            Status status,
            String message,
            List<ResultRow> results,
            double seconds,
            String order) {

        /** The unit's round key, as the store writes it ({@link Trial#roundKey}). */
        public String key() {
            return Trial.roundKey(trial, round);
        }
    }

    /** The trial and round a stored round key names. */
    private record Stored(RowId trial, int round) {}

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
        String name =
                RunFolder.companion(resultFile, RunFolder.TRIALS).getFileName().toString();
        return new RoundStore(
                resultFile.toAbsolutePath().resolveSibling(name.substring(0, name.length() - ".json".length())), lane);
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
        return read(null, warning -> {});
    }

    /**
     * Every entry of {@code plan} on disk, the packed ones first, then the loose files in name order (a
     * later entry of the same lane and key replaces an earlier one). A file that is torn, is not a round
     * file, or does not hold the unit it is named for (its name, its key and its rows' benchmark, mode and
     * params must all agree) is skipped, so that unit runs again; all but torn files are reported to
     * {@code warn}. With a null plan only the structure is checked.
     */
    public List<Entry> read(List<Trial> plan, Consumer<String> warn) throws IOException {
        return List.copyOf(load(plan, warn, new ArrayList<>()).values());
    }

    /** The entries on disk by lane and key, as {@link #read} says; {@code taken} gets the loose files they came from. */
    private Map<String, Entry> load(List<Trial> plan, Consumer<String> warn, List<Path> taken) throws IOException {
        Map<RowId, Trial> slots = new HashMap<>();
        if (plan != null) {
            plan.forEach(t -> slots.put(t.id(), t));
        }
        Map<String, Entry> entries = new LinkedHashMap<>();
        if (!Files.isDirectory(dir)) {
            return entries;
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
            for (Path f : files.filter(p -> p.getFileName().toString().endsWith(".json"))
                    .sorted()
                    .toList()) {
                JsonNode n;
                try {
                    n = Json.MAPPER.readTree(f.toFile());
                } catch (IOException | RuntimeException torn) {
                    continue; // cut short by a kill: run that unit again
                }
                boolean all = true;
                for (JsonNode e : n != null && n.path("trial").isInt() ? legacyAb(n) : List.of(n)) {
                    all &= accept(
                            f.toString(),
                            e == n ? f.getFileName().toString() : null,
                            e,
                            slots,
                            plan != null,
                            entries,
                            warn);
                }
                if (all) {
                    taken.add(f);
                }
            }
        }
        return entries;
    }

    /** Adds the entry a round file's JSON holds, or says why it is not one; whether it was added. */
    private boolean accept(
            String where,
            String fileName,
            JsonNode n,
            Map<RowId, Trial> slots,
            boolean checkPlan,
            Map<String, Entry> entries,
            Consumer<String> warn) {
        List<ResultRow> rows = new ArrayList<>();
        String problem = structure(n);
        if (problem == null) {
            try {
                n.get("results").forEach(r -> rows.add(ResultRow.of(r)));
            } catch (IllegalArgumentException e) {
                problem = "holds a row that is not a JMH result (" + e.getMessage() + ")";
            }
        }
        Stored stored = problem == null ? parse(n.get("trial").asText()) : null;
        if (problem == null && stored == null) {
            problem = "holds '" + n.get("trial").asText() + "', which is not a trial of this run";
        }
        if (problem == null && checkPlan) {
            problem = planProblem(fileName, n, stored, rows, slots);
        }
        if (problem != null) {
            warn.accept(where + " " + problem + "; that trial runs again");
            return false;
        }
        String lane = n.path("lane").asText("");
        Entry e = new Entry(
                stored.trial(),
                lane.isEmpty() && ownLane != null ? ownLane : lane,
                n.path("round").asInt(stored.round()),
                Status.valueOf(n.get("status").asText()),
                n.path("message").asText(null),
                List.copyOf(rows),
                n.path("seconds").asDouble(0),
                n.path("order").asText(null));
        entries.put(e.lane() + '\u0000' + e.key(), e);
        return true;
    }

    /** The trial and round of a stored round key "... #2" ({@link Trial#roundKey}), or null when it is not one. */
    private static Stored parse(String key) {
        int hash = key.lastIndexOf(" #");
        if (hash <= 0) {
            return null;
        }
        RowId trial = RowKey.ofTrial(key.substring(0, hash));
        int round;
        try {
            round = Integer.parseInt(key.substring(hash + 2));
        } catch (NumberFormatException e) {
            return null;
        }
        return trial != null && round >= 1 && Trial.roundKey(trial, round).equals(key)
                ? new Stored(trial, round)
                : null;
    }

    /** Why a JSON file is not a round file, or null. */
    private static String structure(JsonNode n) {
        if (n == null
                || !n.path("trial").isTextual()
                || !n.path("status").isTextual()
                || !n.path("results").isArray()) {
            return "is not a trial file (it needs 'trial', 'status' and 'results')";
        }
        try {
            Status.valueOf(n.get("status").asText());
        } catch (IllegalArgumentException e) {
            return "has an unknown status '" + n.get("status").asText() + "'";
        }
        return null;
    }

    /** Why a round file is not the finished unit of this plan it says it is, or null. */
    private static String planProblem(
            String fileName, JsonNode n, Stored stored, List<ResultRow> rows, Map<RowId, Trial> slots) {
        String key = n.get("trial").asText();
        Trial t = slots.get(stored.trial());
        if (t == null) {
            return "holds '" + key + "', which is not a trial of this run";
        }
        if (fileName != null && !fileName.endsWith(fileSuffix(n.path("lane").asText(""), t, stored.round()))) {
            return "is named for another trial than the one it holds ('" + key + "')";
        }
        if (Status.valueOf(n.get("status").asText()) == Status.measured && rows.isEmpty()) {
            return "says measured but holds no result";
        }
        for (ResultRow row : rows) {
            if (!row.id().equals(stored.trial())) {
                return "holds the result of " + row.benchmark() + " "
                        + row.mode().shortLabel() + " " + row.params() + ", not of the trial it is named for ('" + key
                        + "')";
            }
        }
        return null;
    }

    /** The two entries of an ab round file written before this store: {"round", "trial" (a number), "key", "base", "next", ...}. */
    private static List<JsonNode> legacyAb(JsonNode n) {
        List<JsonNode> two = new ArrayList<>();
        for (String side : List.of("base", "new")) {
            JsonNode row = n.path(side.equals("base") ? "base" : "next");
            String failure =
                    n.path(side.equals("base") ? "baseFailure" : "newFailure").asText(null);
            ObjectNode e = Json.MAPPER.createObjectNode();
            e.put("trial", n.path("key").asText() + " #" + n.path("round").asInt());
            e.put("lane", side);
            e.put("round", n.path("round").asInt());
            e.put(
                    "status",
                    row.isObject()
                            ? Status.measured.name()
                            : n.path("unsupported").asBoolean() ? Status.unsupported.name() : Status.failed.name());
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
        return "-r" + round + (lane.isEmpty() ? "" : "-" + lane) + "-"
                + trial.label().replaceAll("[^A-Za-z0-9.=-]+", "_") + ".json";
    }

    /** Writes one finished unit (atomically: a reader sees the whole file or none). */
    public Entry write(WorkUnit unit, Outcome outcome, double seconds, String order) throws IOException {
        Files.createDirectories(dir);
        Entry e = new Entry(
                unit.trial().id(),
                unit.lane(),
                unit.round(),
                outcome.status(),
                outcome.message(),
                outcome.rows(),
                seconds,
                order);
        String file = String.format("%04d", unit.index()) + fileSuffix(stored(unit.lane()), unit.trial(), unit.round());
        AtomicFile.writeAtomically(dir.resolve(file), Json.MAPPER.writeValueAsBytes(node(e)));
        return e;
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
        try (Stream<Path> files = Files.list(dir)) {
            if (files.noneMatch(p -> p.getFileName().toString().endsWith(".json"))) {
                return;
            }
        }
        ArrayNode all = Json.MAPPER.createArrayNode();
        List<Path> taken = new ArrayList<>();
        for (Entry e : load(null, warning -> {}, taken).values()) {
            all.add(node(e));
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes) {
            {
                def.setLevel(Deflater.BEST_COMPRESSION);
            }
        }) {
            gz.write(Json.COMPACT.writeValueAsBytes(all));
        }
        AtomicFile.writeAtomically(dir.resolve(PACK), bytes.toByteArray());
        // A file that is not a round file stays where it is, for a reader to see.
        for (Path f : taken) {
            Files.delete(f);
        }
    }
}
