package cryptobench.results;

import java.util.Map;

/**
 * JMH score units: throughput (ops per time) and time per operation, converted to operations per
 * second, and the factor between two units of one quantity (us/op and ns/op, ops/ms and ops/s).
 */
public final class Units {

    /** The time units JMH writes (its TimeUnit abbreviations). */
    private static final Map<String, Double> SECONDS =
            Map.of("s", 1.0, "ms", 1e-3, "us", 1e-6, "ns", 1e-9, "min", 60.0, "hr", 3600.0, "day", 86400.0);

    private Units() {}

    /**
     * A score in operations per second: a rate ("ops/us") scaled, a time per operation ("ns/op")
     * inverted.
     *
     * @throws IllegalArgumentException when the unit is neither, or names a time unit JMH does not write
     */
    public static double opsPerSecond(double score, String unit) {
        if (unit.startsWith("ops/")) {
            return score / seconds(unit.substring(4), unit);
        }
        if (unit.endsWith("/op")) {
            return 1 / (score * seconds(unit.substring(0, unit.length() - 3), unit));
        }
        throw new IllegalArgumentException("unknown score unit '" + unit + "'; expected ops/<time> or <time>/op");
    }

    /**
     * What a value in {@code from} is multiplied by to be in {@code to}: 1000 from us/op to ns/op,
     * 0.001 from ops/s to ops/ms, 1 for the same unit; NaN when the two measure different
     * quantities (ops/s and us/op, B/op and ops/s), which no factor converts.
     */
    public static double factor(String from, String to) {
        if (from.equals(to)) {
            return 1;
        }
        if (from.startsWith("ops/") && to.startsWith("ops/")) {
            return time(to.substring(4)) / time(from.substring(4));
        }
        if (from.endsWith("/op") && to.endsWith("/op")) {
            return time(from.substring(0, from.length() - 3)) / time(to.substring(0, to.length() - 3));
        }
        return time(from) / time(to);
    }

    /** Seconds in a time unit, or NaN for anything else. */
    private static double time(String timeUnit) {
        return SECONDS.getOrDefault(timeUnit, Double.NaN);
    }

    private static double seconds(String timeUnit, String unit) {
        Double s = SECONDS.get(timeUnit);
        if (s == null) {
            throw new IllegalArgumentException("unknown time unit in score unit '" + unit + "'");
        }
        return s;
    }
}
