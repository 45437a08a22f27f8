package cryptobench.engine;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;

/** What one unit of work gave: its JMH JSON rows (an array) when measured, else the reason it was not. */
public record Outcome(Status status, String message, JsonNode rows) {

    public static Outcome measured(JsonNode rows) {
        return new Outcome(Status.measured, null, rows);
    }

    public static Outcome unsupported(String reason) {
        return new Outcome(Status.unsupported, reason, Json.MAPPER.createArrayNode());
    }

    public static Outcome failed(String reason) {
        return new Outcome(Status.failed, reason, Json.MAPPER.createArrayNode());
    }
}
