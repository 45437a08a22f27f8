package cryptobench.report;

import cryptobench.catalog.ParamOrder;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.openjdk.jmh.annotations.Mode;

/**
 * The rows of one report section: one benchmark family and operation at one key size (and one
 * value of any other param), across providers, variants, JDKs and message sizes.
 */
final class Group {

    final String family;
    final String operation;
    final Map<String, String> fixedParams;
    final List<ResultRow> rows = new ArrayList<>();

    Group(String family, String operation, Mode mode, Map<String, String> fixedParams) {
        this.mode = mode;
        this.family = family;
        this.operation = operation;
        this.fixedParams = fixedParams;
    }

    final Mode mode;

    /** The group key of a row that has a dataSize param: rows of different modes never share a cell. */
    static String key(ResultRow r) {
        return r.family() + "|" + r.operation() + "|" + r.mode().shortLabel() + "|" + fixed(r);
    }

    /** Every param except provider and dataSize, in the fixed order. */
    static Map<String, String> fixed(ResultRow r) {
        Map<String, String> fixed = new LinkedHashMap<>();
        for (String p : ParamOrder.sorted(r.params().keySet())) {
            if (!p.equals(Params.PROVIDER) && !p.equals(Params.DATA_SIZE)) {
                fixed.put(p, r.param(p));
            }
        }
        return fixed;
    }

    String title() {
        String params = fixedParams.entrySet().stream()
                .map(e -> e.getKey().equals(Params.KEY_BITS)
                        ? e.getValue() + "-bit keys"
                        : e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
        return family + " " + operation + (params.isEmpty() ? "" : ", " + params) + RowKey.modeNote(mode);
    }

    /** A name usable in file names. */
    String slug() {
        return (family + "-" + operation + "-" + String.join("-", fixedParams.values())
                        + (mode == Mode.Throughput ? "" : "-" + mode.shortLabel()))
                .replaceAll("[^A-Za-z0-9_-]", "_");
    }

    List<Integer> sizes() {
        return new ArrayList<>(rows.stream()
                .map(r -> Integer.parseInt(r.param(Params.DATA_SIZE)))
                .collect(Collectors.toCollection(TreeSet::new)));
    }

    /** The largest size at which a Java (not native) row exists: where summaries and bar charts look. */
    int largestJavaSize() {
        return rows.stream()
                .filter(r -> !Series.of(r).isNative())
                .mapToInt(r -> Integer.parseInt(r.param(Params.DATA_SIZE)))
                .max()
                .orElse(sizes().get(sizes().size() - 1));
    }

    List<Series> series() {
        return rows.stream().map(Series::of).distinct().sorted(Series.ORDER).toList();
    }

    /** The row of a series at a size, or null. If a file holds it twice the last one wins. */
    ResultRow cell(Series s, int size) {
        ResultRow found = null;
        for (ResultRow r : rows) {
            if (Series.of(r).equals(s) && Integer.parseInt(r.param(Params.DATA_SIZE)) == size) {
                found = r;
            }
        }
        return found;
    }
}
