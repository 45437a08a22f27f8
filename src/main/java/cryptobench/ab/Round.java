package cryptobench.ab;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * One fork of each side for one trial, saved as {@code rounds/rNNNN-tNN.json} the moment both
 * ended: the unit a killed ab run resumes from. {@code base}/{@code next} are the forks' JMH JSON
 * rows (null when that fork failed, with the reason in {@code baseFailure}/{@code newFailure}).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record Round(int round, int trial, String key, String order, double seconds, JsonNode base, JsonNode next,
                    String baseFailure, String newFailure, boolean unsupported) {

    static final String FOLDER = "rounds";

    static Path file(Path dir, int round, int trial) {
        return dir.resolve(FOLDER).resolve(String.format(java.util.Locale.ROOT, "r%04d-t%02d.json", round, trial));
    }

    void write(Path dir) throws IOException {
        java.nio.file.Files.createDirectories(dir.resolve(FOLDER));
        AtomicFile.writeAtomically(file(dir, round, trial), Json.MAPPER.writeValueAsBytes(this));
    }

    /** The fork row of side "base" or "new" (null when it failed). */
    JsonNode row(String side) {
        return side.equals("base") ? base : next;
    }

    /** Why side "base" or "new" gave no row, or null. */
    String failure(String side) {
        return side.equals("base") ? baseFailure : newFailure;
    }

    boolean failed() {
        return base == null || next == null;
    }

    /** The round's log ratio new/base of the forks' best iterations. */
    double logRatio() {
        return Math.log(score(next) / score(base));
    }

    /**
     * A fork's best measured iteration: the highest throughput, or the lowest time per
     * operation. On a shared machine another tenant only ever slows an iteration down, so the
     * best one is the least disturbed: on this machine it halved the spread of the rounds'
     * ratios against the median iteration (results/ab/README.md).
     */
    static double score(JsonNode row) {
        JsonNode forks = row.path("primaryMetric").path("rawData");
        double[] it = new double[0];
        for (JsonNode fork : forks) {
            double[] add = new double[fork.size()];
            for (int i = 0; i < add.length; i++) {
                add[i] = fork.get(i).asDouble(Double.NaN);
            }
            it = concat(it, add);
        }
        if (it.length == 0) {
            return row.path("primaryMetric").path("score").asDouble(Double.NaN);
        }
        Arrays.sort(it);
        return "thrpt".equals(row.path("mode").asText()) ? it[it.length - 1] : it[0];
    }

    private static double[] concat(double[] a, double[] b) {
        double[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }
}
