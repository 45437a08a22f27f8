package cryptobench.results;

import java.util.Map;

/**
 * A trial that produced no result: unsupported (the provider does not offer the combination) or
 * failed (anything else, including a validation failure). {@code message} is the reason. A run's
 * {@code outcomes.json} ({@link OutcomesFile}) lists them under {@value #FILE_KEY}.
 */
public record TrialOutcome(String benchmark, Map<String, String> params, boolean unsupported, String message) {

    /** The field of outcomes.json that lists them. */
    public static final String FILE_KEY = "notMeasured";

    /** "AesCtr.encrypt provider=ACCP keyBits=256 dataSize=1024": the short benchmark name with its params. */
    public String label() {
        return RowKey.label(benchmark, params);
    }
}
