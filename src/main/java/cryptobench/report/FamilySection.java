package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A section of families whose natural unit is not GiB/s per dataSize, with the tables they share:
 * providers (and JDKs) are rows, what the family varies is the columns. It takes its families'
 * cryptobench rows that have a provider and a finite score.
 */
abstract class FamilySection implements ReportSection {

    private final Map<String, List<ResultRow>> byFamily = new LinkedHashMap<>();
    private final Set<Kind> kinds;
    final boolean severalJdks;
    final Trends trends;
    final Ratios ratios;

    FamilySection(boolean severalJdks, Trends trends, Ratios ratios, Kind... kinds) {
        this.severalJdks = severalJdks;
        this.trends = trends;
        this.ratios = ratios;
        this.kinds = Set.of(kinds);
        Family.classNames(Family.of(kinds)).forEach(f -> byFamily.put(f, new ArrayList<>()));
    }

    @Override
    public Set<Kind> kinds() {
        return kinds;
    }

    @Override
    public boolean claim(ResultRow r) {
        List<ResultRow> family = byFamily.get(r.family());
        if (family == null
                || !r.benchmark().startsWith(Family.PACKAGE + ".")
                || r.param(Params.PROVIDER) == null
                || !Double.isFinite(r.opsPerSecond())) {
            return false;
        }
        family.add(r);
        return true;
    }

    @Override
    public final void markdown(StringBuilder md, Charts charts) throws IOException {
        List<ResultRow> rows = byFamily.values().stream().flatMap(List::stream).toList();
        if (!rows.isEmpty()) {
            write(md, rows, charts);
        }
    }

    /** Appends the section of {@code rows} (its families' rows, family by family in catalog order). */
    abstract void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException;

    /**
     * Providers (and JDKs) down, {@code column} across, in the fixed {@link #COLUMNS} order. If the
     * inputs hold a cell twice, the last one wins, as in the other sections.
     */
    void pivot(
            StringBuilder md,
            List<ResultRow> rows,
            Function<ResultRow, String> column,
            Function<ResultRow, String> cell) {
        Set<String> columns = new LinkedHashSet<>();
        Map<Series, Map<String, String>> table = new TreeMap<>(Series.ORDER);
        for (ResultRow r : rows.stream().sorted(COLUMNS).toList()) {
            columns.add(column.apply(r));
            table.computeIfAbsent(line(r), k -> new LinkedHashMap<>()).put(column.apply(r), cell.apply(r));
        }
        List<String> header = new ArrayList<>(List.of(Params.PROVIDER));
        header.addAll(columns);
        Markdown.table(md, header);
        table.forEach((series, cells) -> {
            List<String> cellsInOrder = new ArrayList<>(List.of(series.label(severalJdks)));
            columns.forEach(c -> cellsInOrder.add(cells.getOrDefault(c, "")));
            Markdown.row(md, cellsInOrder);
        });
        md.append('\n');
    }

    /** A value cell with {@link Trends#MARK} where the row has a fork still trending. */
    Function<ResultRow, String> marked(Function<ResultRow, String> cell) {
        return r -> cell.apply(r) + trends.mark(r);
    }

    /** Time relative to SunJCE on the same JDK (above 1 is slower), where both exist, with the paired interval over their forks. */
    void relativeToSunJce(StringBuilder md, List<ResultRow> rows, Function<ResultRow, String> column) {
        Map<String, ResultRow> sunJce = new LinkedHashMap<>();
        rows.stream()
                .filter(r -> r.param(Params.PROVIDER).equals(Params.SUN_JCE))
                .forEach(r -> sunJce.put(r.jdk() + "|" + column.apply(r), r));
        List<ResultRow> others = rows.stream()
                .filter(r -> !r.param(Params.PROVIDER).equals(Params.SUN_JCE)
                        && sunJce.containsKey(r.jdk() + "|" + column.apply(r)))
                .toList();
        if (others.isEmpty()) {
            return;
        }
        md.append("Time relative to SunJCE on the same JDK (above 1 is slower):\n\n");
        pivot(md, others, column, r -> ratios.cell(sunJce.get(r.jdk() + "|" + column.apply(r)), r));
    }

    /**
     * Each {@code all}-threads row over its threads times its {@code one}-thread twin (same provider, column and
     * JDK): 1.0 scales perfectly, 1/N lets one thread in at a time. Nothing where no row has its twin.
     */
    void scaling(
            StringBuilder md,
            List<ResultRow> rows,
            String one,
            String all,
            String what,
            Function<ResultRow, String> column) {
        Function<ResultRow, String> twin = r -> r.param(Params.PROVIDER) + "|" + column.apply(r) + "|" + r.jdk();
        Map<String, ResultRow> single = new HashMap<>();
        rows.stream().filter(r -> method(r).equals(one)).forEach(r -> single.put(twin.apply(r), r));
        List<ResultRow> several = rows.stream()
                .filter(r -> method(r).equals(all) && single.containsKey(twin.apply(r)))
                .toList();
        if (several.isEmpty()) {
            return;
        }
        int threads = several.get(0).threads();
        md.append(what)
                .append(": `")
                .append(all)
                .append("` over ")
                .append(threads)
                .append(" times `")
                .append(one)
                .append("` (1.0 scales perfectly; ")
                .append(Markdown.number(1.0 / threads))
                .append(" is one thread at a time):\n\n");
        pivot(
                md,
                several,
                column,
                r -> Markdown.number(r.opsPerSecond()
                        / (r.threads() * single.get(twin.apply(r)).opsPerSecond())));
    }

    private static final List<String> OPERATIONS = List.of(
            "getInstance",
            "initSameKey",
            "initNewKey",
            "encrypt",
            "encryptInPlace",
            "decrypt",
            "encryptOutputStream",
            "decryptInputStream",
            "keyGen",
            "encapsulate",
            "decapsulate",
            "sign",
            "verify",
            "agree",
            "wrap",
            "unwrap");
    private static final List<String> BUFFER_KINDS = List.of("HEAP", "DIRECT");

    /** The column order: algorithm, size ascending, operation, default before PureJava, heap before direct. */
    static final Comparator<ResultRow> COLUMNS = Comparator.comparing(
                    (ResultRow r) -> String.valueOf(r.param(Params.ALGORITHM)))
            .thenComparingInt(r -> Objects.requireNonNullElse(sizeOrNull(r.param(Params.DATA_SIZE)), 0))
            .thenComparingInt(r -> rank(OPERATIONS, r.operation()))
            .thenComparing(ResultRow::variant)
            .thenComparingInt(r -> rank(BUFFER_KINDS, r.param(Params.BUFFER_KIND)));

    private static int rank(List<String> order, String value) {
        int i = value == null ? -1 : order.indexOf(value);
        return i < 0 ? order.size() : i;
    }

    private static Integer sizeOrNull(String value) {
        return value != null && value.matches("[0-9]{1,9}") ? Integer.valueOf(value) : null;
    }

    private static Series line(ResultRow r) {
        return new Series(r.param(Params.PROVIDER), Variant.INTRINSIC, r.jdk());
    }

    /** The operation with its variant, e.g. "encrypt", "encrypt PureJava" or "run Avx2". */
    static String method(ResultRow r) {
        return r.operation()
                + (r.variant() == Variant.INTRINSIC ? "" : " " + r.variant().suffix());
    }

    static List<ResultRow> only(List<ResultRow> rows, String method) {
        return rows.stream().filter(r -> method(r).equals(method)).toList();
    }

    static Map<String, List<ResultRow>> split(List<ResultRow> rows, Function<ResultRow, String> key) {
        return rows.stream()
                .sorted(COLUMNS)
                .collect(Collectors.groupingBy(key, LinkedHashMap::new, Collectors.toList()));
    }

    static int size(ResultRow r, String param) {
        String v = r.param(param);
        Integer size = sizeOrNull(v);
        if (size == null) {
            throw new IllegalArgumentException(r.benchmark() + " in " + r.file() + ": param " + param + " is '" + v
                    + "', expected a number of bytes");
        }
        return size;
    }

    /** "AES_GCM" as "AES-GCM"; other values as they are. */
    static String label(String algorithm) {
        return algorithm == null
                ? "?"
                : algorithm.replace("CHACHA20_POLY1305", "ChaCha20-Poly1305").replace('_', '-');
    }
}
