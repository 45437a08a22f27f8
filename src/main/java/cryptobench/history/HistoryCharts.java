package cryptobench.history;

import cryptobench.catalog.Params;
import cryptobench.report.Charts;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.knowm.xchart.AnnotationLine;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The trend charts of a history, one per benchmark class and message size: each row's figure per run
 * with its interval, its change points as large markers, and the runs where the machine, a JDK build
 * or a provider version changed as labelled vertical lines.
 */
final class HistoryCharts {

    private static final double GIB = 1024.0 * 1024 * 1024;

    /** One chart: its title and the PNG file written. */
    record Chart(String title, Path png) {}

    private HistoryCharts() {}

    static List<Chart> write(History.Result h, Path dir) throws IOException {
        Map<String, List<History.Series>> groups = new TreeMap<>();
        for (History.Series s : h.series()) {
            groups.computeIfAbsent(group(s.row()), k -> new ArrayList<>()).add(s);
        }
        List<Chart> out = new ArrayList<>();
        for (Map.Entry<String, List<History.Series>> g : groups.entrySet()) {
            ResultRow first = g.getValue().get(0).row();
            String size = first.param(Params.DATA_SIZE);
            boolean bytes = size != null;
            String title = first.family()
                    + (bytes ? ", " + Charts.sizeLabel(Double.parseDouble(size)) : "")
                    + (first.isNative() ? " (OpenSSL)" : "");
            XYChart chart = new XYChartBuilder()
                    .width(1100)
                    .height(600)
                    .title(title)
                    .xAxisTitle("run")
                    .yAxisTitle(bytes ? "GiB/s" : "operations/s")
                    .build();
            chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
            chart.getStyler().setMarkerSize(6);
            chart.getStyler().setErrorBarsColorSeriesColor(true);
            chart.getStyler().setXAxisMin(0.5);
            chart.getStyler().setXAxisMax(h.runs().size() + 0.5);
            chart.getStyler().setXAxisDecimalPattern("0");
            double top = 0;
            List<Double> values = new ArrayList<>();
            for (History.Series s : g.getValue()) {
                double scale = bytes ? Double.parseDouble(s.row().param(Params.DATA_SIZE)) / GIB : 1;
                s.points().forEach(p -> values.add(p.opsPerSecond() * scale));
            }
            // Rows more than 10x apart (a pure-Java provider beside a native one) share a log axis, as in report.
            boolean log = Charts.wide(values);
            List<double[]> points = new ArrayList<>();
            for (History.Series s : g.getValue()) {
                double scale = bytes ? Double.parseDouble(s.row().param(Params.DATA_SIZE)) / GIB : 1;
                List<Double> x = new ArrayList<>();
                List<Double> y = new ArrayList<>();
                List<Double> err = new ArrayList<>();
                for (History.Point p : s.points()) {
                    x.add((double) p.run().number());
                    y.add(p.opsPerSecond() * scale);
                    double e = Double.isNaN(p.low())
                            ? 0
                            : Math.max(p.high() - p.opsPerSecond(), p.opsPerSecond() - p.low());
                    err.add(log ? Charts.logLineErrorBar(p.opsPerSecond() * scale, e * scale) : e * scale);
                    top = Math.max(top, p.opsPerSecond() * scale);
                }
                XYSeries line = chart.addSeries(label(s), x, y, err);
                line.setMarker(SeriesMarkers.CIRCLE);
                for (History.Change c : h.changes()) {
                    if (c.series() == s) {
                        points.add(new double[] {c.at().run().number(), c.at().opsPerSecond() * scale});
                    }
                }
            }
            if (!points.isEmpty()) {
                XYSeries cps = chart.addSeries(
                        "change point",
                        points.stream().map(p -> p[0]).toList(),
                        points.stream().map(p -> p[1]).toList());
                cps.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
                cps.setMarker(SeriesMarkers.DIAMOND);
                cps.setMarkerColor(Color.RED);
            }
            if (log) {
                chart.setTitle(title + " (log scale)");
                Charts.logAxis(chart.getStyler(), values, true);
            } else {
                chart.getStyler().setYAxisMin(0.0);
            }
            for (History.RunChange rc : h.runChanges()) {
                chart.addAnnotation(new AnnotationLine(rc.run().number() - 0.5, true, false));
                String text = rc.changes().stream()
                        .map(c -> c.kind().label())
                        .distinct()
                        .collect(Collectors.joining(", "));
                chart.addAnnotation(
                        new AnnotationText(text + " changed", rc.run().number() - 0.5, top * 1.25, false));
            }
            chart.getStyler().setAnnotationLineColor(Color.GRAY);
            // The axis ends a third above the highest point: one very wide interval does not flatten every line.
            chart.getStyler().setYAxisMax(top * 1.33);
            String name = g.getKey();
            Path png = Path.of(Charts.savePng(chart, dir.resolve(name)));
            out.add(new Chart(title, png));
        }
        return out;
    }

    /** The chart of a row: its class and message size, "AesGcm-16384"; the OpenSSL baseline's apart. */
    static String group(ResultRow r) {
        String size = r.param(Params.DATA_SIZE);
        return (r.isNative() ? "openssl-" : "") + r.family() + (size == null ? "" : "-" + size);
    }

    /** A line's legend: the method, then every param but the size, then the JDK. */
    static String label(History.Series s) {
        ResultRow r = s.row();
        return RowKey.historyLine(r.id().without(Params.DATA_SIZE), RowKey.Jdk.MAJOR.of(r));
    }
}
