package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.ParamOrder;
import cryptobench.results.ResultRow;
import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.internal.chartpart.Chart;
import org.knowm.xchart.style.Styler;
import org.openjdk.jmh.annotations.Mode;

/**
 * Rows of any other JMH suite, and any row no other section takes: one table and one chart per
 * benchmark class and mode. Throughput is in operations per second; AverageTime, SampleTime and
 * SingleShot are in one time per operation per table, named in its heading. Rows that differ only by their input file get it as a column and in the series.
 */
final class OtherSection implements ReportSection {

    /** Time units from the largest down, in seconds. */
    private static final List<Map.Entry<String, Double>> TIME_UNITS =
            List.of(Map.entry("s", 1.0), Map.entry("ms", 1e-3), Map.entry("us", 1e-6), Map.entry("ns", 1e-9));

    private final Map<String, Section> sections = new LinkedHashMap<>();
    private final Trends trends;

    OtherSection(Trends trends) {
        this.trends = trends;
    }

    @Override
    public Set<Kind> kinds() {
        return Set.of();
    }

    /** Takes every row: this section comes last and shows whatever no other section took. */
    @Override
    public boolean claim(ResultRow r) {
        String cls = r.benchmark().contains(".")
                ? r.benchmark().substring(0, r.benchmark().lastIndexOf('.'))
                : "";
        sections.computeIfAbsent(cls + "|" + r.mode().shortLabel(), k -> new Section(r.family(), r.mode()))
                .rows
                .add(r);
        return true;
    }

    /** The tables, each with its chart. */
    @Override
    public void markdown(StringBuilder md, Charts chartSink) throws IOException {
        if (sections.isEmpty()) {
            return;
        }
        Set<String> slugs = new LinkedHashSet<>();
        for (Section s : sections.values()) {
            String slug = ("other-" + s.family + "-" + s.mode.shortLabel()).replaceAll("[^A-Za-z0-9_-]", "_");
            String unique = slug;
            for (int i = 2; !slugs.add(unique); i++) {
                unique = slug + "-" + i;
            }
            s.slug = unique;
        }
        md.append("## Other results\n\n");
        Map<Section, String> charts = new ConcurrentHashMap<>();
        Map<Section, String> failed = new ConcurrentHashMap<>();
        if (chartSink.drawing()) {
            try {
                sections.values().parallelStream().forEach(s -> {
                    try {
                        Chart<?, ?> chart = s.chart();
                        if (chart != null) {
                            charts.put(s, chartSink.save(chart, s.slug));
                        }
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    } catch (RuntimeException e) {
                        failed.put(s, String.valueOf(e.getMessage()));
                    }
                });
            } catch (UncheckedIOException e) {
                throw e.getCause();
            }
        }
        for (Section s : sections.values()) {
            s.table(md, trends);
            if (failed.containsKey(s)) {
                md.append("(No chart: XChart refused the data: ")
                        .append(failed.get(s))
                        .append(")\n\n");
            }
            String chart = charts.get(s);
            if (chart != null) {
                chartSink.link(md, s.title(), chart);
            }
        }
    }

    /** The rows of one benchmark class in one mode. */
    private static final class Section {

        final String family;
        final Mode mode;
        final List<ResultRow> rows = new ArrayList<>();
        String slug;
        private String unit;
        private Boolean collide;

        Section(String family, Mode mode) {
            this.family = family;
            this.mode = mode;
        }

        boolean throughput() {
            return rows.get(0).unit().startsWith("ops/");
        }

        /** "ops/s", or the time unit that puts the median row between 1 and 1000. */
        String unit() {
            if (unit == null) {
                unit = chooseUnit();
            }
            return unit;
        }

        private String chooseUnit() {
            if (throughput()) {
                return "ops/s";
            }
            List<Double> seconds = rows.stream()
                    .map(Section::secondsPerOp)
                    .filter(Double::isFinite)
                    .sorted()
                    .toList();
            double median = seconds.isEmpty() ? 1 : seconds.get(seconds.size() / 2);
            return TIME_UNITS.stream()
                            .filter(u -> median >= u.getValue())
                            .findFirst()
                            .orElse(TIME_UNITS.get(3))
                            .getKey()
                    + "/op";
        }

        private static double secondsPerOp(ResultRow r) {
            return 1 / r.opsPerSecond();
        }

        /** The row's score in the section's unit. */
        double value(ResultRow r) {
            return fromOpsPerSecond(r.opsPerSecond());
        }

        /** Operations per second in the section's unit. */
        double fromOpsPerSecond(double ops) {
            if (throughput()) {
                return ops;
            }
            String u = unit();
            return 1
                    / ops
                    / TIME_UNITS.stream()
                            .filter(t -> (t.getKey() + "/op").equals(u))
                            .findFirst()
                            .orElseThrow()
                            .getValue();
        }

        ErrorBar bar(ResultRow r) {
            return ErrorBar.of(r, this::fromOpsPerSecond);
        }

        /** The chart's error bar: the larger side of the interval over forks, or JMH's error; NaN without either. */
        double error(ResultRow r) {
            ErrorBar bar = bar(r);
            return bar.overForks() || !Double.isNaN(bar.error()) ? bar.chartError() : Double.NaN;
        }

        String title() {
            return family + ", " + (mode == Mode.SingleShotTime ? "SingleShot" : mode.name()) + " (" + unit() + ")";
        }

        List<String> params() {
            return ParamOrder.sorted(
                    rows.stream().flatMap(r -> r.params().keySet().stream()).collect(Collectors.toSet()));
        }

        /** Params with more than one value in this section. */
        List<String> varying() {
            return params().stream()
                    .filter(p -> rows.stream()
                                    .map(r -> String.valueOf(r.param(p)))
                                    .distinct()
                                    .count()
                            > 1)
                    .toList();
        }

        boolean severalJdks() {
            return rows.stream().map(ResultRow::jdk).distinct().count() > 1;
        }

        boolean severalMethods() {
            return rows.stream().map(ResultRow::benchmark).distinct().count() > 1;
        }

        /** Whether two rows agree on everything but their input file. */
        boolean collide() {
            if (collide == null) {
                collide = rows.stream()
                                        .map(r -> r.benchmark() + r.params() + r.jdk())
                                        .distinct()
                                        .count()
                                < rows.size()
                        && rows.stream().map(ResultRow::file).distinct().count() > 1;
            }
            return collide;
        }

        /** The file name, or the whole path where two inputs share a file name. */
        String input(ResultRow r) {
            boolean namesDiffer = rows.stream().map(ResultRow::file).distinct().count()
                    == rows.stream()
                            .map(x -> Path.of(x.file()).getFileName())
                            .distinct()
                            .count();
            return namesDiffer ? String.valueOf(Path.of(r.file()).getFileName()) : r.file();
        }

        void table(StringBuilder md, Trends trends) {
            md.append("### ").append(title()).append("\n\n");
            List<String> params = params();
            boolean jdks = severalJdks();
            boolean inputs = collide();
            boolean alloc = rows.stream().anyMatch(r -> r.allocBytesPerOp() != null);
            List<String> header = new ArrayList<>(List.of("benchmark"));
            header.addAll(params);
            if (jdks) {
                header.add("JDK");
            }
            if (inputs) {
                header.add("input");
            }
            header.addAll(List.of(unit(), "error"));
            if (alloc) {
                header.add("B/op");
            }
            Markdown.table(md, header);
            for (ResultRow r : rows) {
                List<String> line = new ArrayList<>(
                        List.of(r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1)));
                params.forEach(p -> line.add(r.params().getOrDefault(p, "")));
                if (jdks) {
                    line.add(r.jdk());
                }
                if (inputs) {
                    line.add(input(r));
                }
                line.add(Markdown.number(value(r)) + trends.mark(r));
                line.add(bar(r).bar(Markdown::number));
                if (alloc) {
                    line.add(r.allocBytesPerOp() == null ? "" : Markdown.wholeBytes(r.allocBytesPerOp()));
                }
                Markdown.row(md, line);
            }
            md.append('\n');
        }

        /** The numeric param with the most values, if every row has one; else null. */
        String xParam() {
            return varying().stream()
                    .filter(p -> rows.stream().allMatch(r -> numeric(r.param(p))))
                    .max(Comparator.comparingLong(
                            p -> rows.stream().map(r -> r.param(p)).distinct().count()))
                    .orElse(null);
        }

        private static boolean numeric(String value) {
            try {
                return value != null && Double.isFinite(Double.parseDouble(value));
            } catch (NumberFormatException e) {
                return false;
            }
        }

        /** A row's series: its method and the varying params other than {@code x}, its JDK and input where they vary. */
        String label(ResultRow r, String x) {
            List<String> parts = new ArrayList<>();
            if (severalMethods()) {
                parts.add(r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1));
            }
            varying().stream().filter(p -> !p.equals(x)).forEach(p -> parts.add(p + "=" + r.param(p)));
            if (severalJdks()) {
                parts.add("JDK " + r.jdk());
            }
            if (collide()) {
                parts.add(input(r));
            }
            return parts.isEmpty()
                    ? r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1)
                    : String.join(" ", parts);
        }

        /** A line chart against the numeric param (log scale when it spans 100x), else bars; null without a finite score. */
        Chart<?, ?> chart() {
            List<ResultRow> finite =
                    rows.stream().filter(r -> Double.isFinite(value(r))).toList();
            if (finite.isEmpty()) {
                return null;
            }
            String x = xParam();
            return x == null ? bars(finite) : lines(finite, x);
        }

        private XYChart lines(List<ResultRow> finite, String x) {
            XYChart chart = new XYChartBuilder()
                    .width(960)
                    .height(560)
                    .title(title())
                    .xAxisTitle(x)
                    .yAxisTitle(unit())
                    .build();
            double min = finite.stream()
                    .mapToDouble(r -> Double.parseDouble(r.param(x)))
                    .min()
                    .orElse(0);
            double max = finite.stream()
                    .mapToDouble(r -> Double.parseDouble(r.param(x)))
                    .max()
                    .orElse(0);
            chart.getStyler().setXAxisLogarithmic(min > 0 && max / min >= 100);
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            chart.getStyler().setMarkerSize(7);
            chart.getStyler().setErrorBarsColorSeriesColor(true);
            Map<String, TreeMap<Double, ResultRow>> series = new LinkedHashMap<>();
            finite.forEach(r ->
                    series.computeIfAbsent(label(r, x), k -> new TreeMap<>()).put(Double.parseDouble(r.param(x)), r));
            series.forEach((name, points) -> chart.addSeries(
                    name,
                    new ArrayList<>(points.keySet()),
                    points.values().stream().map(this::value).toList(),
                    points.values().stream()
                            .map(r -> Double.isNaN(error(r)) ? 0 : error(r))
                            .toList()));
            return chart;
        }

        /**
         * Bars: the param with the most values (else the method) along the axis, the rest as series; a
         * log scale when the scores span 100x. A series without a row at a category has no bar there.
         */
        private CategoryChart bars(List<ResultRow> finite) {
            String x = varying().stream()
                    .max(Comparator.comparingLong(
                            p -> rows.stream().map(r -> r.param(p)).distinct().count()))
                    .orElse(null);
            Function<ResultRow, String> category = r -> x == null
                    ? r.benchmark().substring(r.benchmark().lastIndexOf('.') + 1)
                    : String.valueOf(r.param(x));
            List<String> categories = finite.stream().map(category).distinct().toList();
            CategoryChart chart = new CategoryChartBuilder()
                    .width(960)
                    .height(560)
                    .title(title())
                    .xAxisTitle(x == null ? "benchmark" : x)
                    .yAxisTitle(unit())
                    .build();
            double min = finite.stream().mapToDouble(this::value).min().orElse(0);
            double max = finite.stream().mapToDouble(this::value).max().orElse(0);
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            chart.getStyler()
                    .setXAxisLabelRotation(
                            categories.stream().mapToInt(String::length).sum() > 80 ? 45 : 0);
            chart.getStyler().setErrorBarsColor(Color.DARK_GRAY);
            Map<String, Map<String, ResultRow>> series = new LinkedHashMap<>();
            finite.forEach(
                    r -> series.computeIfAbsent(x == null ? methodSeries(r) : label(r, x), k -> new LinkedHashMap<>())
                            .put(category.apply(r), r));
            boolean log = min > 0
                    && max / min >= 100
                    && finite.stream().allMatch(r -> Double.isNaN(error(r)) || error(r) < value(r))
                    && series.values().stream().allMatch(cells -> cells.size() == categories.size());
            if (log) {
                // Bars start at the axis' minimum, which must be above 0 on a log scale.
                double low = finite.stream()
                        .mapToDouble(r -> value(r) - (Double.isNaN(error(r)) ? 0 : error(r)))
                        .min()
                        .orElse(min);
                chart.getStyler().setYAxisLogarithmic(true);
                chart.setTitle(title() + ", log scale (XChart draws no true error bars on it: see the table)");
                chart.getStyler().setYAxisMin(Math.pow(10, Math.floor(Math.log10(low))));
            }
            series.forEach((name, cells) -> chart.addSeries(
                    name,
                    categories,
                    categories.stream()
                            .map(c -> cells.containsKey(c) ? value(cells.get(c)) : null)
                            .toList(),
                    categories.stream()
                            .map(c -> !log && cells.containsKey(c) && !Double.isNaN(error(cells.get(c)))
                                    ? error(cells.get(c))
                                    : 0.0)
                            .toList()));
            return chart;
        }

        /** With the methods along the axis: the JDK and input where they vary, else one series. */
        private String methodSeries(ResultRow r) {
            List<String> parts = new ArrayList<>();
            if (severalJdks()) {
                parts.add("JDK " + r.jdk());
            }
            if (collide()) {
                parts.add(input(r));
            }
            return parts.isEmpty() ? unit() : String.join(" ", parts);
        }
    }
}
