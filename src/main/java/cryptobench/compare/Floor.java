package cryptobench.compare;

import cryptobench.results.Units;
import java.math.BigDecimal;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The smallest absolute change that counts for rows in one unit, or any unit convertible to it:
 * 1 B/op means that 0.0030 to 0.0026 B/op (JMH's own amortised allocations in a benchmark that
 * allocates nothing) is unchanged whatever its ratio.
 */
public record Floor(double amount, String unit) {

    /** The floors compare applies unless told otherwise: 1 B/op, as no object is smaller than a byte. */
    public static final List<Floor> DEFAULTS = List.of(new Floor(1, "B/op"));

    private static final Pattern TEXT = Pattern.compile("([0-9]*\\.?[0-9]+(?:[eE][-+]?[0-9]+)?)\\s*([^\\s0-9.]\\S*)");

    public Floor {
        if (!(amount >= 0) || Double.isInfinite(amount)) {
            throw new IllegalArgumentException("a floor must be 0 or more, got " + amount);
        }
    }

    /** "1B/op", "0.5 ns/op" or "100ops/s". */
    public static Floor parse(String text) {
        Matcher m = TEXT.matcher(text.trim());
        if (!m.matches()) {
            throw new IllegalArgumentException(
                    "--floor '" + text + "' is not an amount with a unit like 1B/op or 0.5ns/op");
        }
        return new Floor(Double.parseDouble(m.group(1)), m.group(2));
    }

    /** This floor in {@code rowUnit}, or NaN when it is for another quantity. */
    public double in(String rowUnit) {
        return amount * Units.factor(unit, rowUnit);
    }

    @Override
    public String toString() {
        return BigDecimal.valueOf(amount).stripTrailingZeros().toPlainString() + " " + unit;
    }

    /** The floor for a row's unit: the last of {@code floors} that converts to it, or null. */
    public static Floor of(List<Floor> floors, String rowUnit) {
        Floor found = null;
        for (Floor f : floors) {
            if (!Double.isNaN(f.in(rowUnit))) {
                found = f;
            }
        }
        return found;
    }
}
