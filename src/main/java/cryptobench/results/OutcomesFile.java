package cryptobench.results;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.DeserializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code outcomes.json}, beside a run's results: the trials that were not measured
 * ({@value #NOT_MEASURED}: unsupported or failed, with the reason) and the measured forks that did not
 * stay settled ({@value #UNSETTLED}; {@value #UNSETTLED_BEFORE} in files written before 2026-12-07). Files
 * written before forks were tested have neither list and read with an empty one.
 */
public record OutcomesFile(
        @JsonProperty(NOT_MEASURED) List<TrialOutcome> notMeasured,

        @JsonProperty(UNSETTLED) @JsonAlias(UNSETTLED_BEFORE)
        List<UnsettledFork> unsettled) {

    public static final String NOT_MEASURED = TrialOutcome.FILE_KEY;
    public static final String UNSETTLED = "unsettled";

    /** The name of {@value #UNSETTLED} in earlier files. */
    public static final String UNSETTLED_BEFORE = "trending";

    public OutcomesFile {
        notMeasured = notMeasured == null ? List.of() : List.copyOf(notMeasured);
        unsettled = unsettled == null ? List.of() : List.copyOf(unsettled);
    }

    /** Writes the file atomically. */
    public void write(Path file) throws IOException {
        AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(this));
    }

    public static OutcomesFile read(Path file) throws IOException {
        return Json.MAPPER
                .readerFor(OutcomesFile.class)
                .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .readValue(file.toFile());
    }
}
