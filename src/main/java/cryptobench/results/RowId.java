package cryptobench.results;

import cryptobench.catalog.ParamOrder;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import org.openjdk.jmh.annotations.Mode;

/**
 * What a JMH row or trial is: its benchmark, its mode and its params, kept in {@link ParamOrder} whatever
 * order they arrive in, so that two spellings of one row are equal. {@link RowKey} spells it.
 */
public record RowId(String benchmark, Mode mode, Map<String, String> params) {

    public RowId {
        Objects.requireNonNull(benchmark, "benchmark");
        Objects.requireNonNull(mode, "mode");
        Map<String, String> sorted = new LinkedHashMap<>();
        for (String k : ParamOrder.sorted(params.keySet())) {
            sorted.put(k, params.get(k));
        }
        params = Collections.unmodifiableMap(sorted);
    }

    /**
     * The mode JMH names {@code text}: its short label or its name ({@code thrpt} or {@code Throughput}), as
     * {@link Mode#deepValueOf} reads it.
     *
     * @throws IllegalArgumentException naming {@code where} and the valid modes when {@code text} names none
     */
    public static Mode mode(String text, String where) {
        Mode mode;
        try {
            mode = Mode.deepValueOf(text);
        } catch (IllegalStateException | NullPointerException e) {
            mode = Mode.All;
        }
        if (mode == Mode.All) {
            throw new IllegalArgumentException(where + ": mode '" + text + "' is not one of JMH's ("
                    + String.join(
                            ", ",
                            Arrays.stream(Mode.values())
                                    .filter(m -> m != Mode.All)
                                    .map(Mode::shortLabel)
                                    .toList())
                    + ")");
        }
        return mode;
    }

    /** This identity with {@code param} set to {@code value}. */
    public RowId with(String param, String value) {
        Map<String, String> p = new LinkedHashMap<>(params);
        p.put(param, value);
        return new RowId(benchmark, mode, p);
    }

    /** This identity without {@code param}. */
    public RowId without(String param) {
        Map<String, String> p = new LinkedHashMap<>(params);
        p.remove(param);
        return new RowId(benchmark, mode, p);
    }
}
