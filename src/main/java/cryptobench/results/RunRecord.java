package cryptobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code run.json}: how a run was started, so that {@code run --resume} can finish it. A profile run
 * ({@code run --profile ...}) has a profile; a plain JMH command line (the no-argument run, or JMH
 * options) has none, and its {@code jmhArgs} are the whole command line. {@code jdksInterleaved}
 * says that several JDKs ran each trial's forks in turns (runs made before that ran one JDK after
 * the other, and their records do not have it).
 */
public record RunRecord(String profile, List<String> jdks, String shard, Boolean nativeBaseline, int nativeSeconds,
                        List<String> jmhArgs, boolean jdksInterleaved) {

    static final int DEFAULT_NATIVE_SECONDS = 3;

    /** The record of a plain JMH command line. */
    public static RunRecord plain(List<String> jmhArgs) {
        return new RunRecord(null, List.of(), "1/1", null, DEFAULT_NATIVE_SECONDS, List.copyOf(jmhArgs), false);
    }

    public boolean isPlain() {
        return profile == null;
    }

    /** Writes DIR/run.json as {@code {"run": {...}}}, atomically. */
    public void write(Path dir) throws IOException {
        Map<String, Object> run = new LinkedHashMap<>();
        if (!isPlain()) {
            run.put("profile", profile);
            run.put("jdks", jdks);
            run.put("shard", shard);
            if (nativeBaseline != null) {
                run.put("native", nativeBaseline);
            }
            run.put("nativeSeconds", nativeSeconds);
            if (jdksInterleaved) {
                run.put("jdksInterleaved", true);
            }
        }
        run.put("jmhArgs", jmhArgs);
        AtomicFile.writeAtomically(dir.resolve(RunFolder.RUN_RECORD), Json.MAPPER.writeValueAsBytes(Map.of("run", run)));
    }

    /**
     * Reads a run.json, also the older form of plain runs ({@code {"jmh": [...]}}).
     *
     * @throws IllegalArgumentException naming the file, if it is not JSON or not a run record
     */
    public static RunRecord read(Path file) throws IOException {
        JsonNode root;
        try {
            root = Json.MAPPER.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not valid JSON: " + e.getOriginalMessage());
        }
        if (root != null && root.path("jmh").isArray()) {
            return plain(strings(root.get("jmh")));
        }
        JsonNode run = root == null ? null : root.path("run");
        if (run == null || !run.isObject()) {
            throw new IllegalArgumentException(file + " has neither 'run' nor 'jmh' settings");
        }
        if (!run.has("profile")) {
            return plain(strings(run.path("jmhArgs")));
        }
        if (run.has("native") && !run.get("native").isBoolean() || run.has("nativeSeconds") && !run.get("nativeSeconds").isInt()) {
            throw new IllegalArgumentException(file + ": 'native' must be true or false and 'nativeSeconds' a whole number");
        }
        return new RunRecord(run.path("profile").asText("headline"), strings(run.path("jdks")), run.path("shard").asText("1/1"),
                run.has("native") ? run.get("native").asBoolean() : null, run.path("nativeSeconds").asInt(DEFAULT_NATIVE_SECONDS),
                strings(run.path("jmhArgs")), run.path("jdksInterleaved").asBoolean(false));
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(a -> values.add(a.asText()));
        return values;
    }
}
