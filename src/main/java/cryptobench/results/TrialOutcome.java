package cryptobench.results;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A trial that produced no result: unsupported (the provider does not offer the combination) or
 * failed (anything else, including a validation failure). {@code message} is the reason. A run's
 * {@code outcomes.json} lists them under {@value #FILE_KEY}.
 */
public record TrialOutcome(String benchmark, Map<String, String> params, boolean unsupported, String message) {

    /** The one field of outcomes.json. */
    public static final String FILE_KEY = "notMeasured";

    /** "AesCtr.encrypt provider=ACCP keyBits=256 dataSize=1024": the short benchmark name with its params. */
    public String label() {
        return RowKey.shortName(benchmark) + RowKey.params(params);
    }

    /** Writes an outcomes file ({@code outcomes.json} beside {@code jmh.json}), atomically. */
    public static void write(Path file, List<TrialOutcome> outcomes) throws IOException {
        AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(Map.of(FILE_KEY, outcomes)));
    }
}
