package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.cipher.IsaPrimitive;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * ISA levels: GiB/s of each primitive with the JVM at {@code UseAVX} 3, 2, 1 and 0 and with its
 * intrinsics off, and each level's speed-up over pure Java with the paired interval over forks.
 */
final class IsaSection extends FamilySection {

    private static final List<Variant> COLUMNS = Stream.concat(
                    Variant.ISA_LEVELS.stream(), Stream.of(Variant.PURE_JAVA))
            .toList();

    IsaSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.ISA);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        md.append(
                "## ISA levels\n\nWhat a CPU with less than this one gets from the JDK: each column is a fork started with "
                        + "`-XX:UseAVX=N` (3: AVX-512, 2: AVX2, 1: AVX, 0: SSE only), checked in the fork, or with every cipher and digest "
                        + "intrinsic off (`PureJava`). GiB/s with the error bar, then each level's speed-up over pure Java with the paired "
                        + "interval over forks. Native providers (Conscrypt, ACCP) pick their code by their own CPU detection, which "
                        + "`UseAVX` does not reach.\n\n");
        Map<String, List<ResultRow>> bySeries =
                split(rows, r -> r.param(Params.PROVIDER) + (severalJdks ? " JDK " + r.jdk() : ""));
        for (Map.Entry<String, List<ResultRow>> series : bySeries.entrySet()) {
            md.append("### ").append(series.getKey()).append("\n\n");
            Map<String, Map<Variant, ResultRow>> lines = new LinkedHashMap<>();
            series.getValue().stream()
                    .sorted(Comparator.comparing((ResultRow r) -> r.param(Params.PRIMITIVE))
                            .thenComparingInt(r -> size(r, Params.DATA_SIZE)))
                    .forEach(r -> lines.computeIfAbsent(label(r), k -> new LinkedHashMap<>())
                            .put(r.variant(), r));
            List<String> header = new ArrayList<>(List.of("primitive"));
            COLUMNS.forEach(v -> header.add(column(v)));
            COLUMNS.stream().filter(v -> v != Variant.PURE_JAVA).forEach(v -> header.add(column(v) + " / PureJava"));
            Markdown.table(md, header);
            lines.forEach((label, cells) -> {
                List<String> line = new ArrayList<>(List.of(label));
                COLUMNS.forEach(v ->
                        line.add(cells.containsKey(v) ? marked(Markdown::gib).apply(cells.get(v)) : ""));
                ResultRow pure = cells.get(Variant.PURE_JAVA);
                COLUMNS.stream()
                        .filter(v -> v != Variant.PURE_JAVA)
                        .forEach(v ->
                                line.add(pure != null && cells.containsKey(v) ? ratios.cell(cells.get(v), pure) : ""));
                Markdown.row(md, line);
            });
            md.append('\n');
        }
    }

    private static String column(Variant v) {
        return v == Variant.PURE_JAVA ? "PureJava" : "UseAVX=" + v.useAvx();
    }

    /** "AES-256-GCM encrypt, 16 KiB". */
    private static String label(ResultRow r) {
        String primitive = r.param(Params.PRIMITIVE);
        String name = Arrays.stream(IsaPrimitive.values())
                .filter(p -> p.name().equals(primitive))
                .map(IsaPrimitive::displayName)
                .findFirst()
                .orElse(label(primitive));
        return name + ", " + Markdown.bytes(size(r, Params.DATA_SIZE));
    }
}
