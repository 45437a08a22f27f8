package cryptobench.run;

import cryptobench.results.RowKey;

import java.util.Map;

/**
 * A trial that produced no result: unsupported (the provider does not offer the combination) or
 * failed (anything else, including a validation failure). {@code message} is the reason.
 */
public record TrialOutcome(String benchmark, Map<String, String> params, boolean unsupported, String message) {

    /** "AesCtr.encrypt provider=ACCP keyBits=256 dataSize=1024": the short benchmark name with its params. */
    public String label() {
        return shortName(benchmark) + RowKey.params(params);
    }

    static String shortName(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        int type = method < 0 ? -1 : benchmark.lastIndexOf('.', method - 1);
        return benchmark.substring(type + 1);
    }
}
