package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.awt.AWTError;
import java.awt.Color;
import java.awt.Font;
import java.awt.font.FontRenderContext;
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
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/**
 * The report's pictures, drawn with XChart, saved as PNG into one folder and linked from the Markdown.
 * Without a folder nothing is drawn.
 */
public final class Charts {

    private final Path dir;
    private final Path outDir;
    private final String cannotDraw;

    /**
     * Charts into {@code dir} (created here), linked relative to {@code outDir}; none if {@code dir} is null, or if
     * this JRE cannot draw text.
     */
    Charts(Path dir, Path outDir) throws IOException {
        this(dir, outDir, dir == null ? null : cannotDrawText());
    }

    /** As above, with {@code cannotDraw} saying why this JRE cannot draw text (null if it can). */
    Charts(Path dir, Path outDir, String cannotDraw) throws IOException {
        this.cannotDraw = dir == null ? null : cannotDraw;
        this.dir = cannotDraw == null ? dir : null;
        this.outDir = outDir;
        if (this.dir != null) {
            Files.createDirectories(this.dir);
        }
    }

    /**
     * Why this JRE cannot draw a chart's labels, or null if it can: a JRE without its font libraries (FreeType,
     * Fontconfig), as in a minimal container, fails on the first label.
     */
    static String cannotDrawText() {
        System.setProperty("java.awt.headless", "true");
        try {
            new Font(Font.SANS_SERIF, Font.PLAIN, 12).getLineMetrics("1 KiB", new FontRenderContext(null, true, true));
            return null;
        } catch (LinkageError | AWTError e) {
            return e.toString();
        }
    }

    /** Why no charts were drawn although they were asked for, or null. */
    String cannotDraw() {
        return cannotDraw;
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
            Chart<?, ?> sizes = throughput(g, showJdk);
            if (!sizes.getSeriesMap().isEmpty()) {
                pngs.add(save(sizes, dir.resolve(g.slug() + "-throughput")));
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

    /** Up to this many message sizes are drawn as grouped bars, one group a size; more as lines over a size sweep. */
    static final int MOST_SIZES_AS_BARS = 3;

    /** Values spread wider than this many times are drawn on a log axis, so that the smallest stay visible. */
    static final double LOG_AXIS_SPREAD = 10;

    /** A cell's value and error bar in GiB/s. */
    private record Point(String series, int size, double value, double error) {}

    /**
     * GiB/s by message size, one series per provider (and JDK), JDK defaults only: grouped bars (a group per
     * size, labelled "1 KiB") where there are few sizes, lines over a log size axis for a sweep; the GiB/s
     * axis logarithmic where the values span more than {@value #LOG_AXIS_SPREAD}x.
     */
    static Chart<?, ?> throughput(Group g, boolean showJdk) {
        List<Point> points = new ArrayList<>();
        for (Series s : g.series()) {
            if (s.variant() != Variant.INTRINSIC) {
                continue;
            }
            for (int size : g.sizes()) {
                ResultRow r = g.cell(s, size);
                if (r != null) {
                    points.add(new Point(s.label(showJdk), size, r.bytesPerSecond() / Markdown.GIB, errorBar(r)));
                }
            }
        }
        Axis axis = Axis.of(points.stream().map(Point::value).toList());
        boolean log = axis.log();
        List<Double> values = points.stream().map(p -> p.value() * axis.scale()).toList();
        String yTitle = axis.title();
        Map<String, List<Point>> bySeries = new LinkedHashMap<>();
        points.forEach(p -> bySeries.computeIfAbsent(p.series(), k -> new ArrayList<>())
                .add(new Point(p.series(), p.size(), p.value() * axis.scale(), p.error() * axis.scale())));
        if (g.sizes().size() <= MOST_SIZES_AS_BARS) {
            CategoryChart chart = new CategoryChartBuilder()
                    .width(960)
                    .height(560)
                    .title(g.title() + ": throughput, JDK defaults")
                    .xAxisTitle("message size")
                    .yAxisTitle(yTitle)
                    .build();
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            chart.getStyler().setErrorBarsColor(Color.DARK_GRAY);
            logAxis(chart.getStyler(), values, log);
            List<String> categories = g.sizes().stream().map(Markdown::bytes).toList();
            bySeries.forEach((name, ps) -> {
                // XChart places a series' values by position, one per category, and skips a null; it cannot take
                // error bars beside a null, so a series that lacks a size (not measured there) is drawn without.
                List<Double> y = new ArrayList<>();
                List<Double> errors = new ArrayList<>();
                for (int size : g.sizes()) {
                    Point p = ps.stream()
                            .filter(q -> q.size() == size)
                            .findFirst()
                            .orElse(null);
                    y.add(p == null ? null : p.value());
                    errors.add(p == null ? null : log ? logErrorBar(p.value(), p.error()) : p.error());
                }
                if (errors.contains(null)) {
                    chart.addSeries(name, categories, y);
                } else {
                    chart.addSeries(name, categories, y, errors);
                }
            });
            return chart;
        }
        XYChart chart = new XYChartBuilder()
                .width(960)
                .height(560)
                .title(g.title() + ": throughput, JDK defaults")
                .xAxisTitle("message size (log scale)")
                .yAxisTitle(yTitle)
                .build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.setCustomXAxisTickLabelsFormatter(Charts::sizeLabel);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setMarkerSize(7);
        chart.getStyler().setErrorBarsColorSeriesColor(true);
        logAxis(chart.getStyler(), values, log);
        bySeries.forEach((name, ps) -> chart.addSeries(
                name,
                ps.stream().map(p -> (double) p.size()).toList(),
                ps.stream().map(Point::value).toList(),
                ps.stream()
                        .map(p -> log ? logLineErrorBar(p.value(), p.error()) : p.error())
                        .toList()));
        return chart;
    }

    /**
     * At the largest size: each provider with intrinsics on and off, side by side; the GiB/s axis logarithmic
     * where the values span more than {@value #LOG_AXIS_SPREAD}x (a pure-Java bar beside a hardware one).
     */
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
        List<Double> all = new ArrayList<>(on);
        all.addAll(off);
        Axis axis = Axis.of(all);
        boolean log = axis.log();
        List<Double> values = axis.scaled(all);
        CategoryChart chart = new CategoryChartBuilder()
                .width(960)
                .height(560)
                .title(g.title() + ": intrinsics on vs off, " + Markdown.bytes(size))
                .xAxisTitle(Params.PROVIDER)
                .yAxisTitle(axis.title())
                .build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setXAxisLabelRotation(20);
        chart.getStyler().setErrorBarsColor(Color.DARK_GRAY);
        logAxis(chart.getStyler(), values, log);
        chart.addSeries(
                "JDK defaults (OpenSSL: AES-NI)",
                names,
                axis.scaled(on),
                errorBars(axis.scaled(on), axis.scaled(onError), log));
        chart.addSeries(
                "PureJava (OpenSSL: no AES-NI)",
                names,
                axis.scaled(off),
                errorBars(axis.scaled(off), axis.scaled(offError), log));
        return chart;
    }

    /** Whether positive values span more than {@value #LOG_AXIS_SPREAD}x. */
    public static boolean wide(List<Double> values) {
        double min = values.stream()
                .mapToDouble(Double::doubleValue)
                .filter(v -> v > 0)
                .min()
                .orElse(1);
        double max = values.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        return max / min > LOG_AXIS_SPREAD;
    }

    /** A log value axis from the decade below the smallest value, which bars need (XChart starts them at 0). */
    public static void logAxis(AxesChartStyler styler, List<Double> values, boolean log) {
        if (!log) {
            return;
        }
        styler.setYAxisLogarithmic(true);
        styler.setYAxisDecimalPattern("#,##0.###");
        double smallest = values.stream()
                .mapToDouble(Double::doubleValue)
                .filter(v -> v > 0)
                .min()
                .orElse(1);
        styler.setYAxisMin(Math.pow(10, Math.floor(Math.log10(smallest))));
    }

    private static List<Double> errorBars(List<Double> values, List<Double> errors, boolean log) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            out.add(log ? logErrorBar(values.get(i), errors.get(i)) : errors.get(i));
        }
        return out;
    }

    /**
     * The value axis of a chart of GiB/s: logarithmic where the values span more than {@value #LOG_AXIS_SPREAD}x,
     * and then in MiB/s if any is under 1 GiB/s (XChart draws a bar's error bar at the axis' foot when its value
     * is under 1 on a log axis).
     */
    record Axis(boolean log, double scale) {
        static Axis of(List<Double> gibPerSecond) {
            boolean log = wide(gibPerSecond);
            double min = gibPerSecond.stream()
                    .mapToDouble(Double::doubleValue)
                    .filter(v -> v > 0)
                    .min()
                    .orElse(1);
            return new Axis(log, log && min < 1 ? 1024 : 1);
        }

        String title() {
            return (scale == 1 ? "GiB/s" : "MiB/s") + (log ? " (log scale)" : "");
        }

        List<Double> scaled(List<Double> gib) {
            return gib.stream().map(v -> v * scale).toList();
        }
    }

    /**
     * What to hand XChart for a bar's error bar of {@code error} around {@code value} on a log axis: XChart
     * draws it {@code log10(e)} decades either side, so e = 1 + error / value puts its top at value + error
     * (and its foot at value / e, a little above value - error).
     */
    static double logErrorBar(double value, double error) {
        return value > 0 && error > 0 ? 1 + error / value : 1;
    }

    /**
     * A line chart's error bar on a log axis, which XChart draws from value - error to value + error: one
     * reaching 0 or below cannot be drawn, so it is cut at a tenth of the value.
     */
    public static double logLineErrorBar(double value, double error) {
        return Math.min(error, 0.9 * value);
    }

    /** A size axis label: "1 KiB", "16 KiB", "1 MiB", or bytes where it is not a whole KiB. */
    public static String sizeLabel(double bytes) {
        long b = Math.round(bytes);
        return b > 0 && b <= Integer.MAX_VALUE ? Markdown.bytes((int) b) : String.valueOf(b);
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
        if (dir == null) {
            return;
        }
        CategoryChart chart = bars(title, yTitle, log, rows, category, value, showJdk);
        if (chart != null) {
            link(md, title, save(chart, name));
        }
    }

    /**
     * The chart of {@link #bars(StringBuilder, String, String, String, boolean, List, Function, ToDoubleFunction,
     * boolean)}, or null without a JDK-defaults row.
     */
    static CategoryChart bars(
            String title,
            String yTitle,
            boolean log,
            List<ResultRow> rows,
            Function<ResultRow, String> category,
            ToDoubleFunction<ResultRow> value,
            boolean showJdk) {
        List<ResultRow> shown =
                rows.stream().filter(r -> r.variant() == Variant.INTRINSIC).toList();
        if (shown.isEmpty()) {
            return null;
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
        // XChart places a series' values by position, one per category, and skips a null: a provider without a
        // category (not offered) gets a null there, no bar.
        values.forEach((series, byCategory) -> chart.addSeries(
                series.label(showJdk),
                categories,
                categories.stream().map(byCategory::get).toList()));
        return chart;
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
                .xAxisTitle("message size (log scale)")
                .yAxisTitle("ns per message")
                .build();
        chart.getStyler().setXAxisLogarithmic(true);
        chart.setCustomXAxisTickLabelsFormatter(Charts::sizeLabel);
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
