package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.openssl.NativeBaseline;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The cipher and digest sections: per family, operation and key size, providers as rows and message
 * sizes as columns, in GiB/s and in {@code openssl speed}'s layout, with the intrinsic speedup, the
 * ratio to SunJCE, JDK against JDK and Java against OpenSSL where the input has them; after a summary
 * at the largest sizes. It takes rows with a provider, a positive dataSize and a finite score.
 */
final class PerSizeSection implements ReportSection {

    private final Map<String, Group> groups = new LinkedHashMap<>();
    private final boolean severalJdks;
    private final Trends trends;
    private final Ratios ratios;

    PerSizeSection(boolean severalJdks, Trends trends, Ratios ratios) {
        this.severalJdks = severalJdks;
        this.trends = trends;
        this.ratios = ratios;
    }

    /** The families whose rows have a dataSize and no section of their own. */
    @Override
    public Set<Kind> kinds() {
        return Set.of(Kind.CIPHER, Kind.DIGEST);
    }

    @Override
    public boolean claim(ResultRow r) {
        if (r.param(Params.PROVIDER) == null
                || !positiveInteger(r.param(Params.DATA_SIZE))
                || !Double.isFinite(r.opsPerSecond())) {
            return false;
        }
        groups.computeIfAbsent(Group.key(r), k -> new Group(r.family(), r.operation(), r.mode(), Group.fixed(r)))
                .rows
                .add(r);
        return true;
    }

    private static boolean positiveInteger(String value) {
        return value != null && value.matches("[1-9][0-9]{0,9}");
    }

    /** The summary, then each group's tables and charts (drawn first, groups in parallel). */
    @Override
    public void markdown(StringBuilder md, Charts charts) throws IOException {
        if (groups.isEmpty()) {
            return;
        }
        Map<String, List<String>> chartFiles = charts.groups(groups.values(), severalJdks);
        summary(md);
        for (Group g : groups.values()) {
            section(md, g, chartFiles.getOrDefault(g.slug(), List.of()), charts);
        }
    }

    /** At the largest size each family has: GiB/s of every provider in the default variant. */
    private void summary(StringBuilder md) {
        List<Series> columns = groups.values().stream()
                .flatMap(g -> g.series().stream())
                .filter(s -> s.variant() == Variant.INTRINSIC)
                .distinct()
                .sorted(Series.ORDER)
                .toList();
        boolean openssl = columns.stream().anyMatch(Series::isNative);
        md.append(
                "## Summary\n\nGiB/s at the largest message size of each row, JDK defaults (intrinsics on): the geometric mean of"
                        + " its fork means" + (openssl ? " (OpenSSL: of its " + NativeBaseline.REPEATS + " runs)" : "")
                        + ", the figure of every"
                        + " table; each section below gives it with its 95% interval.\n\n");
        List<String> header = new ArrayList<>(List.of("benchmark", "size"));
        columns.forEach(s -> header.add(s.label(severalJdks)));
        Markdown.table(md, header);
        for (Group g : groups.values()) {
            int size = g.largestJavaSize();
            List<String> line = new ArrayList<>(List.of(g.title(), Markdown.bytes(size)));
            for (Series s : columns) {
                ResultRow r = g.cell(s, size);
                line.add(r == null ? "" : Markdown.gibValue(r) + trends.mark(r));
            }
            Markdown.row(md, line);
        }
        md.append('\n');
    }

    private void section(StringBuilder md, Group g, List<String> chartFiles, Charts charts) {
        md.append("## ").append(g.title()).append("\n\n");
        List<Integer> sizes = g.sizes();
        List<Series> series = g.series();

        md.append("Throughput in GiB/s (with its error bar):\n\n");
        grid(md, g, series, sizes, (r, size) -> r == null ? "" : Markdown.gib(r) + trends.mark(r));

        md.append("`openssl speed` layout, in 1000s of bytes per second (with its error bar):\n\n");
        grid(md, g, series, sizes, (r, size) -> r == null ? "" : Markdown.thousands(r) + trends.mark(r));

        ratioTable(
                md,
                g,
                sizes,
                "Intrinsics speedup (default / PureJava; OpenSSL: AES-NI / no AES-NI)",
                series.stream().filter(s -> s.variant() == Variant.INTRINSIC).toList(),
                s -> new Series(s.provider(), Variant.PURE_JAVA, s.jdk()));
        ratioTable(
                md,
                g,
                sizes,
                "Ratio to SunJCE (same variant and JDK; above 1 is faster)",
                series.stream()
                        .filter(s -> !s.provider().equals(Params.SUN_JCE) && !s.isNative())
                        .toList(),
                s -> new Series(Params.SUN_JCE, s.variant(), s.jdk()));
        if (severalJdks) {
            List<String> jdks = series.stream()
                    .filter(s -> !s.isNative())
                    .map(Series::jdk)
                    .distinct()
                    .sorted((a, b) -> Integer.compare(Series.jdkNumber(a), Series.jdkNumber(b)))
                    .toList();
            if (jdks.size() > 1) {
                String oldest = jdks.get(0);
                ratioTable(
                        md,
                        g,
                        sizes,
                        "JDK against JDK " + oldest + " (same provider and variant; above 1 is faster)",
                        series.stream()
                                .filter(s -> !s.isNative() && !s.jdk().equals(oldest))
                                .toList(),
                        s -> new Series(s.provider(), s.variant(), oldest));
            }
        }
        series.stream()
                .filter(Series::isNative)
                .map(Series::jdk)
                .findFirst()
                .ifPresent(nativeJdk -> ratioTable(
                        md,
                        g,
                        sizes,
                        "Java against native OpenSSL (JDK defaults against OpenSSL as is, PureJava "
                                + "against OpenSSL without AES-NI; above 1 is faster than OpenSSL)",
                        series.stream().filter(s -> !s.isNative()).toList(),
                        s -> new Series(NativeBaseline.PROVIDER, s.variant(), nativeJdk)));
        if (g.rows.stream().anyMatch(r -> r.allocBytesPerOp() != null)) {
            md.append("Allocation per operation, bytes (`-prof gc`):\n\n");
            grid(
                    md,
                    g,
                    series,
                    sizes,
                    (r, size) ->
                            r == null || r.allocBytesPerOp() == null ? "" : Markdown.wholeBytes(r.allocBytesPerOp()));
        }
        for (String chart : chartFiles) {
            charts.link(md, g.title(), chart);
        }
    }

    private void grid(
            StringBuilder md,
            Group g,
            List<Series> series,
            List<Integer> sizes,
            BiFunction<ResultRow, Integer, String> cell) {
        Markdown.table(md, sizeHeader(sizes));
        for (Series s : series) {
            List<String> line = new ArrayList<>(List.of(s.label(severalJdks)));
            sizes.forEach(size -> line.add(cell.apply(g.cell(s, size), size)));
            Markdown.row(md, line);
        }
        md.append('\n');
    }

    private void ratioTable(
            StringBuilder md,
            Group g,
            List<Integer> sizes,
            String title,
            List<Series> numerators,
            Function<Series, Series> denominator) {
        List<List<String>> lines = new ArrayList<>();
        for (Series s : numerators) {
            Series d = denominator.apply(s);
            List<String> line = new ArrayList<>(List.of(s.label(severalJdks)));
            boolean any = false;
            for (int size : sizes) {
                ResultRow a = g.cell(s, size);
                ResultRow b = g.cell(d, size);
                if (a != null && b != null && b.opsPerSecond() > 0) {
                    // Forks of two Java rows ran in rounds, close together in time: their ratio gets the paired
                    // interval. OpenSSL's figure is measured apart, so a ratio to or of it gets none.
                    line.add(
                            s.isNative() || d.isNative()
                                    ? Markdown.ratio(a.opsPerSecond() / b.opsPerSecond())
                                    : ratios.cell(a, b));
                    any = true;
                } else {
                    line.add("");
                }
            }
            if (any) {
                lines.add(line);
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append(title).append(":\n\n");
        Markdown.table(md, sizeHeader(sizes));
        lines.forEach(l -> Markdown.row(md, l));
        md.append('\n');
    }

    private static List<String> sizeHeader(List<Integer> sizes) {
        List<String> header = new ArrayList<>(List.of(Params.PROVIDER));
        sizes.forEach(s -> header.add(Markdown.bytes(s)));
        return header;
    }
}
