package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategorySeries;
import org.openjdk.jmh.annotations.Mode;

/**
 * The headline's charts read at a glance, on the committed headline run's rows (two sizes; BC at 0.1
 * GiB/s beside ACCP at 12): grouped bars labelled by size, and a log value axis where values span more
 * than 10x.
 */
class ChartsTest {

    private static Group aesGcmEncrypt() throws Exception {
        Group g = new Group("AesGcm", "encrypt", Mode.Throughput, Map.of("keyBits", "256"));
        for (ResultRow r : ResultReader.read(List.of(Path.of("src/test/resources/runs/2026-11-29T20-56-18Z")))) {
            if (r.family().equals("AesGcm") && r.operation().equals("encrypt") && "256".equals(r.param("keyBits"))) {
                g.rows.add(r);
            }
        }
        return g;
    }

    @Test
    void twoSizesAreGroupedBarsLabelledInKibOnALogAxis() throws Exception {
        Group g = aesGcmEncrypt();
        assertEquals(List.of(1024, 16384), g.sizes());
        CategoryChart chart = assertInstanceOf(CategoryChart.class, Charts.throughput(g, true));
        for (CategorySeries s : chart.getSeriesMap().values()) {
            assertEquals(List.of("1 KiB", "16 KiB"), s.getXData(), s.getName());
        }
        assertTrue(chart.getStyler().isYAxisLogarithmic(), "BC and ACCP are 100x apart");
        // in MiB/s: XChart draws the error bar of a bar under 1 at the foot of a log axis
        assertEquals("MiB/s (log scale)", chart.getYAxisTitle());
    }

    @Test
    void theIntrinsicsChartShowsThePureJavaBarsOnALogAxis() throws Exception {
        CategoryChart chart = Charts.intrinsics(aesGcmEncrypt(), true);
        assertTrue(chart.getStyler().isYAxisLogarithmic());
        assertEquals(10.0, chart.getStyler().getYAxisMin(), "a decade below SunJCE's pure-Java bar, 54 MiB/s");
        assertEquals(1 + 0.1 / 1.0, Charts.logErrorBar(1.0, 0.1), 1e-12, "XChart draws log10(e) decades");
    }

    /** A JRE without its font libraries (the arm64 JRE unpacked without FreeType) still gets its report.md. */
    @Test
    void aJreThatCannotDrawTextGetsTheReportWithoutChartsAndSaysWhy(@TempDir Path out) throws Exception {
        Path run = Path.of("src/test/resources/runs/2026-11-29T20-56-18Z");
        Charts charts = new Charts(
                out.resolve("charts"),
                out,
                "java.lang.NoClassDefFoundError: Could not initialize class X11FontManager");
        assertEquals(Map.of(), charts.groups(List.of(aesGcmEncrypt()), true));
        String md = new ReportWriter(List.of(run), ResultReader.read(List.of(run))).markdown(charts);
        assertTrue(
                md.contains("No charts: this JRE cannot draw text (java.lang.NoClassDefFoundError: Could not initialize"
                        + " class X11FontManager). Its font libraries are missing"),
                md.substring(0, 400));
        assertFalse(md.contains("charts/"), "no chart is linked");
        assertFalse(Files.exists(out.resolve("charts")));
        assertEquals(null, Charts.cannotDrawText(), "this JRE has its fonts");
    }

    @Test
    void valuesWithin10xKeepALinearAxisAndSizesReadAsKiB() {
        assertFalse(Charts.wide(List.of(1.0, 9.9)));
        assertTrue(Charts.wide(List.of(0.1, 1.01)));
        assertEquals("1 KiB", Charts.sizeLabel(1024));
        assertEquals("16 KiB", Charts.sizeLabel(16384.0));
        assertEquals("1 MiB", Charts.sizeLabel(1 << 20));
        assertEquals("1000 B", Charts.sizeLabel(1000));
    }

    @Test
    void aProviderMissingASizeGetsNoBarThereAndTheChartStillDraws(@TempDir Path dir) throws Exception {
        Group g = aesGcmEncrypt();
        g.rows.removeIf(r -> r.isNative() && "1024".equals(r.param("dataSize")));
        CategoryChart chart = assertInstanceOf(CategoryChart.class, Charts.throughput(g, true));
        CategorySeries openssl = chart.getSeriesMap().get("OpenSSL");
        assertEquals(
                Arrays.asList(null, openssl.getYData().stream().toList().get(1)),
                openssl.getYData().stream().toList());
        assertTrue(Files.size(Path.of(Charts.savePng(chart, dir.resolve("chart")))) > 0);
    }

    @Test
    void eachProvidersBarsStandOverTheirOwnCategoriesWhateverItLacks(@TempDir Path dir) throws Exception {
        // The services run of 2026-12-06T20-46-45Z: a first series without a key type made XChart throw
        // ArrayIndexOutOfBoundsException, and a later one's bars fell under the wrong key types.
        List<ResultRow> rows = List.of(
                keyGeneration("SunJCE", "EC_P256", 100),
                keyGeneration("SunJCE", "ED25519", 300),
                keyGeneration("ACCP", "EC_P256", 110),
                keyGeneration("ACCP", "RSA_2048", 5),
                keyGeneration("ACCP", "ED25519", 330),
                keyGeneration("BC", "RSA_2048", 2));
        CategoryChart chart =
                Charts.bars("KeyGeneration", "ops/s", true, rows, r -> r.param("keyType"), ResultRow::score, false);
        List<String> categories = List.of("EC_P256", "ED25519", "RSA_2048");
        for (CategorySeries s : chart.getSeriesMap().values()) {
            assertEquals(categories, s.getXData().stream().map(String::valueOf).toList(), s.getName());
        }
        assertEquals(Arrays.asList(100.0, 300.0, null), y(chart, "SunJCE"));
        assertEquals(Arrays.asList(110.0, 330.0, 5.0), y(chart, "ACCP"));
        assertEquals(Arrays.asList(null, null, 2.0), y(chart, "BC"));
        assertTrue(Files.size(Path.of(Charts.savePng(chart, dir.resolve("chart")))) > 0);
    }

    private static List<Object> y(CategoryChart chart, String series) {
        return chart.getSeriesMap().get(series).getYData().stream()
                .map(v -> (Object) v)
                .toList();
    }

    private static ResultRow keyGeneration(String provider, String keyType, double score) {
        return new ResultRow(
                "jmh.json",
                "cryptobench.bench.KeyGeneration.generate",
                Mode.Throughput,
                Map.of("provider", provider, "keyType", keyType),
                "17",
                score,
                0,
                "ops/s",
                null,
                new double[][] {{score}});
    }
}
