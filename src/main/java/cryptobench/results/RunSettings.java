package cryptobench.results;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a measuring run was started, kept in its folder so that {@code --resume} runs the same thing:
 * the profile and JMH arguments every run has, and what {@code run} ({@code run.json}) or {@code ab}
 * ({@code ab.json}) adds. A plain JMH command line (the no-argument run) has no profile, and its
 * {@code jmhArgs} are the whole command line.
 */
public record RunSettings(String profile, List<String> jmhArgs, Run run, Ab ab) {

    /** The file of an ab run's settings. */
    public static final String AB_FILE = "ab.json";

    static final int DEFAULT_NATIVE_SECONDS = 3;

    /**
     * What {@code run} adds: the JDKs (several ran each trial's forks in turns when
     * {@code jdksInterleaved}; runs made before that ran one JDK after the other), the shard, and the
     * OpenSSL baseline, and the time budget given on the command line (null: the profile's own).
     */
    public record Run(
            List<String> jdks,
            String shard,
            Boolean nativeBaseline,
            int nativeSeconds,
            boolean jdksInterleaved,
            Long budgetSeconds) {

        public Run(
                List<String> jdks, String shard, Boolean nativeBaseline, int nativeSeconds, boolean jdksInterleaved) {
            this(jdks, shard, nativeBaseline, nativeSeconds, jdksInterleaved, null);
        }
    }

    /** What {@code ab} adds: its two sides, how a round runs them, the gate and the budget. */
    public record Ab(
            SideSpec base,
            SideSpec next,
            Schedule schedule,
            double threshold,
            double confidence,
            long budgetSeconds,
            int minRounds,
            int maxRounds,
            long seed) {}

    /** How a round of ab runs its two forks. */
    public enum Schedule {
        /** Both at once, each pinned to its own core, the cores drawn at random for each block of two rounds, which swap them. */
        duet,
        /** One after the other, in an order drawn at random for each block of two rounds, which swap it; each free to use every core. */
        interleaved
    }

    /** An ab side as given: java binary, classpath (benchmarks jar first), JVM arguments. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SideSpec(String java, List<String> classpath, List<String> jvmArgs) {}

    public RunSettings {
        jmhArgs = List.copyOf(jmhArgs);
    }

    /** The settings of a plain JMH command line. */
    public static RunSettings plain(List<String> jmhArgs) {
        return new RunSettings(null, jmhArgs, new Run(List.of(), "1/1", null, DEFAULT_NATIVE_SECONDS, false), null);
    }

    /** The settings of {@code run --profile}, with {@code --budget} (null: the profile's own budget). */
    public static RunSettings run(
            String profile,
            List<String> jdks,
            String shard,
            Boolean nativeBaseline,
            int nativeSeconds,
            List<String> jmhArgs,
            boolean jdksInterleaved,
            Long budgetSeconds) {
        return new RunSettings(
                profile,
                jmhArgs,
                new Run(List.copyOf(jdks), shard, nativeBaseline, nativeSeconds, jdksInterleaved, budgetSeconds),
                null);
    }

    /** The settings of {@code ab}. */
    public static RunSettings ab(String profile, List<String> jmhArgs, Ab ab) {
        return new RunSettings(profile, jmhArgs, null, ab);
    }

    public boolean isPlain() {
        return profile == null;
    }

    /** Writes DIR/run.json ({@code {"run": {...}}}) or DIR/ab.json, atomically. */
    public void write(Path dir) throws IOException {
        if (ab != null) {
            AtomicFile.writeAtomically(
                    dir.resolve(AB_FILE),
                    Json.MAPPER.writeValueAsBytes(new AbFile(
                            jmhArgs,
                            profile,
                            ab.base(),
                            ab.next(),
                            ab.schedule(),
                            ab.threshold(),
                            ab.confidence(),
                            ab.budgetSeconds(),
                            ab.minRounds(),
                            ab.maxRounds(),
                            ab.seed())));
            return;
        }
        Map<String, Object> fields = new LinkedHashMap<>();
        if (!isPlain()) {
            fields.put("profile", profile);
            fields.put("jdks", run.jdks());
            fields.put("shard", run.shard());
            if (run.nativeBaseline() != null) {
                fields.put("native", run.nativeBaseline());
            }
            fields.put("nativeSeconds", run.nativeSeconds());
            if (run.jdksInterleaved()) {
                fields.put("jdksInterleaved", true);
            }
            if (run.budgetSeconds() != null) {
                fields.put("budgetSeconds", run.budgetSeconds());
            }
        }
        fields.put("jmhArgs", jmhArgs);
        AtomicFile.writeAtomically(
                dir.resolve(RunFolder.RUN_RECORD), Json.MAPPER.writeValueAsBytes(Map.of("run", fields)));
    }

    /** ab.json as it has always been written: every field at the top. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    private record AbFile(
            List<String> jmhArgs,
            String profile,
            SideSpec base,
            SideSpec next,
            Schedule schedule,
            double threshold,
            double confidence,
            long budgetSeconds,
            int minRounds,
            int maxRounds,
            long seed) {}

    /**
     * The settings in an ab run's folder.
     *
     * @throws IllegalArgumentException when the folder has none, or not an ab settings file, naming it
     */
    public static RunSettings readAb(Path dir) throws IOException {
        Path file = dir.resolve(AB_FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException(
                    "--resume " + dir + ": there is no " + AB_FILE + " in it, so it is not a folder ab wrote");
        }
        try {
            AbFile a = Json.MAPPER.readValue(file.toFile(), AbFile.class);
            if (a.jmhArgs() == null || a.base() == null || a.next() == null || a.schedule() == null) {
                throw new IllegalArgumentException(
                        file + " is not an ab settings file: it needs jmhArgs, base, next and schedule");
            }
            return ab(
                    a.profile(),
                    a.jmhArgs(),
                    new Ab(
                            a.base(),
                            a.next(),
                            a.schedule(),
                            a.threshold(),
                            a.confidence(),
                            a.budgetSeconds(),
                            a.minRounds(),
                            a.maxRounds(),
                            a.seed()));
        } catch (JacksonException e) {
            throw new IllegalArgumentException(file + " is not an ab settings file: " + e.getOriginalMessage());
        }
    }

    /**
     * Reads a run.json, also the older form of plain runs ({@code {"jmh": [...]}}).
     *
     * @throws IllegalArgumentException naming the file, if it is not JSON or not a run record
     */
    public static RunSettings readRun(Path file) throws IOException {
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
        if (run.has("native") && !run.get("native").isBoolean()
                || run.has("nativeSeconds") && !run.get("nativeSeconds").isInt()) {
            throw new IllegalArgumentException(
                    file + ": 'native' must be true or false and 'nativeSeconds' a whole number");
        }
        return run(
                run.path("profile").asText("headline"),
                strings(run.path("jdks")),
                run.path("shard").asText("1/1"),
                run.has("native") ? run.get("native").asBoolean() : null,
                run.path("nativeSeconds").asInt(DEFAULT_NATIVE_SECONDS),
                strings(run.path("jmhArgs")),
                run.path("jdksInterleaved").asBoolean(false),
                run.path("budgetSeconds").canConvertToLong()
                        ? run.get("budgetSeconds").asLong()
                        : null);
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(a -> values.add(a.asText()));
        return values;
    }
}
