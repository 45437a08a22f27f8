package cryptobench.results;

import java.util.Map;

/** JMH score units: throughput (ops per time) and time per operation, converted to operations per second. */
final class Units {

    /** The time units JMH writes (its TimeUnit abbreviations). */
    private static final Map<String, Double> SECONDS = Map.of("s", 1.0, "ms", 1e-3, "us", 1e-6, "ns", 1e-9,
            "min", 60.0, "hr", 3600.0, "day", 86400.0);

    private Units() {
    }

    static double opsPerSecond(double score, String unit) {
        if (unit.startsWith("ops/")) {
            return score / seconds(unit.substring(4), unit);
        }
        if (unit.endsWith("/op")) {
            return 1 / (score * seconds(unit.substring(0, unit.length() - 3), unit));
        }
        throw new IllegalArgumentException("unknown score unit '" + unit + "'; expected ops/<time> or <time>/op");
    }

    private static double seconds(String timeUnit, String unit) {
        Double s = SECONDS.get(timeUnit);
        if (s == null) {
            throw new IllegalArgumentException("unknown time unit in score unit '" + unit + "'");
        }
        return s;
    }
}
