package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import javax.imageio.ImageIO;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;

/**
 * The report's pictures, drawn with XChart, saved as PNG into one folder and linked from the Markdown.
 * Without a folder nothing is drawn.
 */
public final class Charts {

    private final Path dir;
    private final Path outDir;

    /** Charts into {@code dir} (created here), linked relative to {@code outDir}; none if {@code dir} is null. */
    Charts(Path dir, Path outDir) throws IOException {
        this.dir = dir;
        this.outDir = outDir;
        if (dir != null) {
            System.setProperty("java.awt.headless", "true");
            Files.createDirectories(dir);
        }
    }

    /** Whether charts are drawn. */
    boolean drawing() {
        return dir != null;
    }

    /** Writes two charts per group, groups in parallel; returns the PNG paths by group slug. */
    Map<String, List<String>> groups(Collection<Group> groups, boolean showJdk) throws IOException {
        if (dir == null) {
            return Map.of();
        }
        Map<String, List<String>> files = new ConcurrentHashMap<>();
        try {
            groups.parallelStream().forEach(g -> files.put(g.slug(), write(g, dir, showJdk)));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return files;
    }

    private static List<String> write(Group g, Path dir, boolean showJdk) {
        try {
            List<String> pngs = new ArrayList<>();
            XYChart lines = throughput(g, showJdk);
            if (!lines.getSeriesMap().isEmpty()) {
                pngs.add(save(lines, dir.resolve(g.slug() + "-throughput")));
            }
            CategoryChart bars = intrinsics(g, showJdk);
            if (bars != null) {
                pngs.add(save(bars, dir.resolve(g.slug() + "-intrinsics")));
            }
            return pngs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** GiB/s against message size (log scale), one line per provider (and JDK), JDK defaults only. */
    static XYChart throughput(Group g, boolean showJdk) {
        XYChart chart = new XYChartBuilder()
                .width(960)
                .height(560)
                .title(g.title() + ": throughput, JDK defaults")
                .xAxisTitle("message size (bytes, log scale)")
                .yAxisTitle("GiB/s")
                .build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        List<Integer> sizes = g.sizes();
        for (Series s : g.series()) {
            if (s.variant() != Variant.INTRINSIC) {
                continue;
            }
            List<Double> x = new ArrayList<>();
            List<Double> y = new ArrayList<>();
            List<Double> err = new ArrayList<>();
            for (int size : sizes) {
                ResultRow r = g.cell(s, size);
                if (r != null) {
                    x.add((double) size);
                    y.add(r.bytesPerSecond() / Markdown.GIB);
                    err.add(errorBar(r));
                }
            }
            if (!x.isEmpty()) {
                chart.addSeries(s.label(showJdk), x, y, err);
            }
        }
        return chart;
    }

    /** At the largest size: each provider with intrinsics on and off, side by side. */
    static CategoryChart intrinsics(Group g, boolean showJdk) {
        int size = g.largestJavaSize();
        List<String> names = new ArrayList<>();
        List<Double> on = new ArrayList<>();
        List<Double> off = new ArrayList<>();
        List<Double> onError = new ArrayList<>();
        List<Double> offError = new ArrayList<>();
        for (Series s : g.series()) {
            if (s.variant() != Variant.INTRINSIC) {
                continue;
            }
            ResultRow a = g.cell(s, size);
            ResultRow b = g.cell(new Series(s.provider(), Variant.PURE_JAVA, s.jdk()), size);
            if (a != null && b != null) {
                names.add(s.label(showJdk));
                on.add(a.bytesPerSecond() / Markdown.GIB);
                off.add(b.bytesPerSecond() / Markdown.GIB);
                onError.add(errorBar(a));
                offError.add(errorBar(b));
            }
        }
        if (names.isEmpty()) {
            return null;
        }
        CategoryChart chart = new CategoryChartBuilder()
                .width(960)
                .height(560)
                .title(g.title() + ": intrinsics on vs off, " + Markdown.bytes(size))
                .xAxisTitle(Params.PROVIDER)
                .yAxisTitle("GiB/s")
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNE);
        chart.getStyler().setXAxisLabelRotation(20);
        chart.getStyler().setErrorBarsColor(Color.DARK_GRAY);
        chart.addSeries("JDK defaults (OpenSSL: AES-NI)", names, on, onError);
        chart.addSeries("PureJava (OpenSSL: no AES-NI)", names, off, offError);
        return chart;
    }

    /**
     * The error bar in GiB/s: the larger side of the interval over forks, or with one fork JMH's
     * error; none (0) where there is neither.
     */
    private static double errorBar(ResultRow r) {
        int bytes = Integer.parseInt(r.param(Params.DATA_SIZE));
        return ErrorBar.of(r, ops -> ops * bytes / Markdown.GIB).chartError();
    }

    /** One bar per provider (and JDK) in each category, JDK defaults only; linked under {@code title}. */
    void bars(
            StringBuilder md,
            String name,
            String title,
            String yTitle,
            boolean log,
            List<ResultRow> rows,
            Function<ResultRow, String> category,
            ToDoubleFunction<ResultRow> value,
            boolean showJdk)
            throws IOException {
        List<ResultRow> shown =
                rows.stream().filter(r -> r.variant() == Variant.INTRINSIC).toList();
        if (dir == null || shown.isEmpty()) {
            return;
        }
        List<String> categories = shown.stream().map(category).distinct().toList();
        CategoryChart chart = new CategoryChartBuilder()
                .width(1100)
                .height(560)
                .title(title)
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setXAxisLabelRotation(20);
        if (log) {
            chart.getStyler().setYAxisLogarithmic(true);
            // XChart starts bars at 0 unless told otherwise, which a log axis cannot show.
            double smallest =
                    shown.stream().mapToDouble(value).filter(v -> v > 0).min().orElse(1);
            chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(smallest))));
        }
        Map<Series, Map<String, Double>> values = new TreeMap<>(Series.ORDER);
        shown.forEach(r -> values.computeIfAbsent(Series.of(r), k -> new LinkedHashMap<>())
                .put(category.apply(r), value.applyAsDouble(r)));
        // A provider without a category (not offered) gets no bar there.
        values.forEach((series, byCategory) -> {
            List<String> present =
                    categories.stream().filter(byCategory::containsKey).toList();
            chart.addSeries(
                    series.label(showJdk),
                    present,
                    present.stream().map(byCategory::get).toList());
        });
        link(md, title, save(chart, name));
    }

    /**
     * Nanoseconds per message against message size, one line per provider (and JDK), JDK defaults
     * only, points in the order of {@code rows}; linked under {@code title}.
     */
    void lines(
            StringBuilder md,
            String name,
            String title,
            List<ResultRow> rows,
            ToDoubleFunction<ResultRow> size,
            boolean showJdk)
            throws IOException {
        List<ResultRow> shown =
                rows.stream().filter(r -> r.variant() == Variant.INTRINSIC).toList();
        if (dir == null || shown.isEmpty()) {
            return;
        }
        XYChart chart = new XYChartBuilder()
                .width(960)
                .height(560)
                .title(title)
                .xAxisTitle("message size (bytes, log scale)")
                .yAxisTitle("ns per message")
                .build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setMarkerSize(7);
        Map<Series, List<ResultRow>> bySeries = new TreeMap<>(Series.ORDER);
        shown.forEach(r ->
                bySeries.computeIfAbsent(Series.of(r), k -> new ArrayList<>()).add(r));
        bySeries.forEach((series, points) -> chart.addSeries(
                series.label(showJdk),
                points.stream().map(size::applyAsDouble).toList(),
                points.stream().map(r -> 1e9 / r.opsPerSecond()).toList()));
        link(md, title, save(chart, name));
    }

    /** The image link of a saved chart, relative to the report's folder. */
    void link(StringBuilder md, String title, String png) {
        Markdown.image(
                md,
                title,
                outDir.toAbsolutePath()
                        .relativize(Path.of(png).toAbsolutePath())
                        .toString());
    }

    /** Saves {@code name}.png in the folder; returns its path. */
    String save(Chart<?, ?> chart, String name) throws IOException {
        return save(chart, dir.resolve(name));
    }

    /** Saves {@code base}.png (any chart of the suite's, as the report saves its own); returns its path. */
    public static String savePng(Chart<?, ?> chart, Path base) throws IOException {
        return save(chart, base);
    }

    private static String save(Chart<?, ?> chart, Path base) throws IOException {
        Files.createDirectories(base.getParent());
        // PNG only: XChart draws every label as glyph outlines (TextLayout.getOutline), so its SVG is ~10x the PNG.
        Path png = Path.of(base + ".png");
        if (!ImageIO.write(Palette.indexed(BitmapEncoder.getBufferedImage(chart)), "png", png.toFile())) {
            throw new IOException("no PNG writer for " + png);
        }
        return png.toString();
    }
}
