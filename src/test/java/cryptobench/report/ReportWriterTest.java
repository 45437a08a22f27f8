package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RunSettings;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;

/** Reports over small JMH JSON files cut from real runs (src/test/resources/report/README.md says which). */
class ReportWriterTest {

    static Path resource(String name) {
        try {
            return Path.of(ReportWriterTest.class.getResource("/report/" + name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String report(Path out, Path... inputs) throws IOException {
        return Files.readString(ReportWriter.write(List.of(inputs), out, false));
    }

    @Test
    void twoJdksAndOpensslGiveTheirRatioTables(@TempDir Path out) throws IOException {
        String md = report(out, resource("two-jdks"));
        assertTrue(md.contains("## AesGcm encrypt, 256-bit keys"), md);
        assertTrue(md.contains("| SunJCE JDK 17 |"), md);
        assertTrue(md.contains("| SunJCE JDK 25 |"), md);
        assertTrue(md.contains("JDK against JDK 17"), md);
        assertTrue(md.contains("Java against native OpenSSL"), md);
        assertTrue(md.contains("Intrinsics speedup"), md);
        assertTrue(md.contains("Ratio to SunJCE"), md);
        assertTrue(md.contains("`openssl speed` layout"), md);
        assertTrue(md.contains("| OpenSSL no AES-NI |"), md);
        assertTrue(md.contains("- Machine: "), "the environment record is printed: " + md);
        // Sizes in numeric order, not JMH's string order.
        assertTrue(md.indexOf("| provider | 1 KiB | 16 KiB |") > 0, md);
    }

    @Test
    void theBreadthFamiliesGetTheirOwnSectionsUnitsAndCharts(@TempDir Path out) throws IOException {
        String md = Files.readString(ReportWriter.write(List.of(resource("breadth.json")), out, true));
        assertTrue(md.contains("## Streaming\n"), md);
        assertTrue(md.contains("### AES-GCM, 256-bit keys, 1 MiB messages in 4 KiB updates"), md);
        // Columns in the fixed order, whatever the order of the rows in the input.
        assertTrue(md.contains("| provider | encrypt | encrypt PureJava | decrypt |"), md);
        assertTrue(
                md.contains(
                        "| provider | encrypt heap | encrypt direct | encryptInPlace heap | encryptInPlace direct | decrypt heap | decrypt direct |"),
                md);
        assertTrue(md.contains("its decrypt column measures that buffering too"), md);
        assertTrue(md.contains("## Small messages\n"), md);
        assertTrue(md.contains("### AES-CBC-PKCS5 encrypt, 256-bit keys"), md);
        assertTrue(md.contains("| provider | 38 B |"), md);
        assertTrue(md.contains("Time relative to SunJCE on the same JDK (above 1 is slower)"), md);
        assertTrue(md.contains("## Cipher set-up"), md);
        assertTrue(md.contains("AES-GCM-256 initNewKey"), md);
        assertTrue(md.contains("## ByteBuffers"), md);
        assertTrue(md.contains("encryptInPlace direct"), md);
        assertTrue(md.contains("## Signatures"), md);
        assertTrue(md.contains("### RSA PSS_SHA256 4096"), md);
        assertTrue(md.contains("| provider | sign | sign PureJava | verify |"), md);
        assertTrue(md.contains("sign PureJava"), md);
        assertTrue(md.contains("## Key agreement"), md);
        assertTrue(md.contains("### X25519"), md);
        // Nothing of these families falls through to the generic GiB/s sections or the plain table.
        assertTrue(
                !md.contains("## Other results") && !md.contains("## SmallMessage") && !md.contains("## Summary"), md);
        for (String chart : List.of(
                "streaming-encrypt",
                "small-messages-AES_GCM-256",
                "small-messages-AES_CBC_PKCS5-256",
                "signatures",
                "signatures-verify",
                "key-agreement")) {
            assertTrue(Files.size(out.resolve("charts/" + chart + ".png")) > 0, chart);
            assertTrue(md.contains("(charts/" + chart + ".png)"), chart);
        }
    }

    @Test
    void gcProfilerRunsGetAnAllocationTable(@TempDir Path out) throws IOException {
        String md = report(out, resource("gc.json"));
        assertTrue(md.contains("Allocation per operation, bytes"), md);
    }

    @Test
    void averageTimeRunsAreTurnedIntoThroughput(@TempDir Path out) throws IOException {
        List<ResultRow> rows = ResultReader.read(List.of(resource("avgt.json")));
        ResultRow r = rows.get(0);
        assertEquals(Mode.AverageTime, r.mode());
        assertTrue(r.unit().endsWith("/op"), r.unit());
        assertEquals(1e6 / r.score(), r.opsPerSecond(), 1e-6 * r.opsPerSecond(), "us/op to ops/s");
        String md = report(out, resource("avgt.json"));
        assertTrue(md.contains("Throughput in GiB/s"), md);
    }

    @Test
    void malformedFilesAreErrorsNamingTheFileAndTheProblem(@TempDir Path dir) throws IOException {
        IllegalArgumentException truncated = assertThrows(
                IllegalArgumentException.class, () -> ResultReader.read(List.of(resource("malformed.json"))));
        assertTrue(truncated.getMessage().contains("malformed.json is not valid JSON"), truncated.getMessage());
        assertTrue(truncated.getMessage().contains("line "), truncated.getMessage());

        Path object = Files.writeString(dir.resolve("object.json"), "{\"benchmark\": \"x\"}");
        IllegalArgumentException notArray =
                assertThrows(IllegalArgumentException.class, () -> ResultReader.read(List.of(object)));
        assertTrue(
                notArray.getMessage().contains("object.json is not JMH JSON: expected an array"),
                notArray.getMessage());

        Path noMetric =
                Files.writeString(dir.resolve("nometric.json"), "[{\"benchmark\": \"x\", \"mode\": \"thrpt\"}]");
        IllegalArgumentException missing =
                assertThrows(IllegalArgumentException.class, () -> ResultReader.read(List.of(noMetric)));
        assertTrue(
                missing.getMessage().contains("nometric.json result 0 is not a JMH result: it has no 'primaryMetric'"),
                missing.getMessage());

        IllegalArgumentException absent = assertThrows(
                IllegalArgumentException.class, () -> ResultReader.read(List.of(dir.resolve("missing.json"))));
        assertTrue(absent.getMessage().contains("no such file or folder"), absent.getMessage());
    }

    @Test
    void otherJmhBenchmarksKeepTheirParamsAsColumns(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ArrayNode rows = (ArrayNode) json.readTree(resource("avgt.json").toFile());
        ObjectNode row = (ObjectNode) rows.get(0);
        row.put("benchmark", "org.example.MapBench.put");
        ObjectNode params = json.createObjectNode();
        params.put("mapType", "HashMap");
        params.put("entries", "1000");
        row.set("params", params);
        Path file = dir.resolve("other.json");
        json.writeValue(file.toFile(), List.of(row));
        String md = report(dir, file);
        assertTrue(md.contains("## Other results"), md);
        assertTrue(md.contains("### MapBench, AverageTime (us/op)"), md);
        assertTrue(md.contains("| benchmark | entries | mapType | us/op | error |"), md);
        assertTrue(md.contains("| put | 1000 | HashMap |"), md);
    }

    /** Rows from avgt.json with changes, written to a file in {@code dir}. */
    private static Path variantOfAvgt(Path dir, Consumer<ArrayNode> change) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ArrayNode rows = (ArrayNode) json.readTree(resource("avgt.json").toFile());
        change.accept(rows);
        Path file = dir.resolve("changed.json");
        json.writeValue(file.toFile(), rows);
        return file;
    }

    @Test
    void oddRowsDoNotBreakTheReport(@TempDir Path dir) throws IOException {
        Path file = variantOfAvgt(dir, rows -> {
            ObjectNode nan = rows.get(0).deepCopy();
            ((ObjectNode) nan.get("primaryMetric")).put("score", "NaN");
            ((ObjectNode) nan.get("params")).put("provider", "NaNProvider");
            ObjectNode oddSize = rows.get(0).deepCopy();
            ((ObjectNode) oddSize.get("params")).put("dataSize", "1k");
            ObjectNode pureOnly = rows.get(0).deepCopy();
            pureOnly.put("benchmark", "cryptobench.bench.AesCtr.encryptPureJava");
            ObjectNode thrpt = rows.get(0).deepCopy();
            thrpt.put("mode", "thrpt");
            ((ObjectNode) thrpt.get("primaryMetric")).put("scoreUnit", "ops/s");
            rows.addAll(List.of(nan, oddSize, pureOnly, thrpt));
        });
        String md = Files.readString(ReportWriter.write(List.of(file), dir.resolve("out"), true));
        assertTrue(md.contains("## AesCtr encrypt, 256-bit keys (avgt)"), "a group with only PureJava rows: " + md);
        assertTrue(md.contains("## AesGcm encrypt, 256-bit keys (avgt)"), md);
        assertTrue(
                md.contains("## AesGcm encrypt, 256-bit keys\n"), "thrpt and avgt rows get their own sections: " + md);
        assertTrue(md.contains("| 1k |"), "a dataSize that is not a number goes to the plain table: " + md);
        assertTrue(md.contains("| NaNProvider |"), "a NaN score goes to the plain table: " + md);
        assertTrue(!md.contains("NaNx"), md);
    }

    @Test
    void twoBuildsOfOneJdkStayApart(@TempDir Path dir) throws IOException {
        Path file = variantOfAvgt(dir, rows -> {
            ObjectNode other = rows.get(0).deepCopy();
            other.put("jdkVersion", "17.0.99");
            rows.add(other);
        });
        List<ResultRow> rows = ResultReader.read(List.of(file));
        assertTrue(rows.stream().anyMatch(r -> r.jdk().equals("17.0.99")), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r.jdk().equals("17.0.15")), rows.toString());
    }

    @Test
    void unknownUnitsAreErrorsNamingTheRow(@TempDir Path dir) throws IOException {
        Path file = variantOfAvgt(
                dir, rows -> ((ObjectNode) rows.get(0).get("primaryMetric")).put("scoreUnit", "furlongs/op"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ResultReader.read(List.of(file)));
        assertTrue(
                e.getMessage().contains("changed.json result 0: unknown time unit in score unit 'furlongs/op'"),
                e.getMessage());
    }

    @Test
    void chartsArePngOnly(@TempDir Path out) throws IOException {
        String md = Files.readString(ReportWriter.write(List.of(resource("two-jdks")), out, true));
        assertTrue(md.contains("](charts/AesGcm-encrypt-256-throughput.png)"), md);
        assertTrue(Files.size(out.resolve("charts/AesGcm-encrypt-256-throughput.png")) > 1000);
        assertTrue(Files.size(out.resolve("charts/AesGcm-encrypt-256-intrinsics.png")) > 1000);
        try (var files = Files.list(out.resolve("charts"))) {
            assertEquals(
                    List.of(),
                    files.map(f -> f.getFileName().toString())
                            .filter(f -> !f.endsWith(".png"))
                            .toList());
        }
    }

    @Test
    void otherSuitesGetOneChartPerClassAndMode(@TempDir Path out) throws IOException {
        String md = Files.readString(ReportWriter.write(
                List.of(resource("foreign-old.json"), resource("foreign-sample-ss.json")), out, true));
        for (String chart : List.of(
                "other-MapBench-thrpt", "other-MapBench-avgt", "other-ParseBench-sample", "other-ParseBench-ss")) {
            assertTrue(md.contains("](charts/" + chart + ".png)"), chart + " in " + md);
            assertTrue(Files.size(out.resolve("charts/" + chart + ".png")) > 1000, chart);
        }
    }

    @Test
    void otherSuitesHaveOneUnitPerTable(@TempDir Path out) throws IOException {
        String md = report(out, resource("foreign-old.json"), resource("foreign-sample-ss.json"));
        assertTrue(!md.contains("ops/ms"), "throughput is in ops/s: " + md);
        assertTrue(md.contains("### MapBench, Throughput (ops/s)"), md);
        assertTrue(md.contains("| benchmark | impl | size | ops/s | error | B/op |"), md);
        assertTrue(md.contains("### MapBench, AverageTime (ns/op)"), "0.35 us/op is shown as ns: " + md);
        assertTrue(md.contains("### ParseBench, SampleTime (us/op)"), md);
        assertTrue(
                md.contains("| parse | 1.29 | [1.23, 1.36] (2 forks) | 64 |"),
                "SampleTime with a histogram, new gc name: " + md);
        assertTrue(md.contains("### ParseBench, SingleShot (ms/op)"), md);
        assertTrue(md.contains("| 16 |"), "the old gc name (with its middle dot) fills B/op too: " + md);
    }

    @Test
    void rowsThatDifferOnlyByInputGetAnInputColumn(@TempDir Path dir) throws IOException {
        Path a = Files.createDirectories(dir.resolve("machine-a"));
        Path b = Files.createDirectories(dir.resolve("machine-b"));
        Files.copy(resource("foreign-sample-ss.json"), a.resolve("jmh.json"));
        Files.copy(resource("foreign-sample-ss.json"), b.resolve("jmh.json"));
        String md = report(dir.resolve("out"), a, b);
        assertTrue(md.contains("| benchmark | input | us/op | error | B/op |"), md);
        assertTrue(md.contains("| parse | " + a.resolve("jmh.json") + " | 1.29 |"), md);
        assertTrue(md.contains("| parse | " + b.resolve("jmh.json") + " | 1.29 |"), md);
        String separate = report(dir.resolve("out2"), resource("foreign-old.json"), resource("foreign-sample-ss.json"));
        assertTrue(!separate.contains("| input |"), "no input column without a collision: " + separate);
    }

    @Test
    void theTitleAndIntroductionSayOnlyWhatTheInputHas(@TempDir Path out) throws IOException {
        String foreign = report(out.resolve("a"), resource("foreign-old.json"));
        assertTrue(foreign.startsWith("# JMH report\n"), foreign);
        for (String absent : List.of("cryptobench", "PureJava", "OpenSSL", "Conscrypt", "dataSize")) {
            assertTrue(!foreign.contains(absent), absent + " in " + foreign);
        }
        String avgt = report(out.resolve("b"), resource("avgt.json"));
        assertTrue(avgt.startsWith("# cryptobench report\n"), avgt);
        assertTrue(
                !avgt.contains("OpenSSL") && !avgt.contains("PureJava"),
                "SunJCE and BC only, no forks without intrinsics: " + avgt);
        String full = report(out.resolve("c"), resource("two-jdks"));
        assertTrue(
                full.contains(
                        "`PureJava` is the fork with the JVM's cipher intrinsics off (or, in a section that says so, the intrinsics of its own "
                                + "family); `OpenSSL no AES-NI` is"),
                full);
        assertTrue(full.contains("Native providers (Conscrypt, ACCP) keep AES-NI"), full);
    }

    @Test
    void aNaNScoreStaysInTheTableAndOutOfTheChart(@TempDir Path out) throws IOException {
        String md = Files.readString(ReportWriter.write(List.of(resource("nan-score.json")), out, true));
        assertTrue(md.contains("| offer | ArrayDeque | NaN |"), md);
        assertTrue(Files.size(out.resolve("charts/other-QueueBench-thrpt.png")) > 1000);
    }

    @Test
    void sampleTimeIterationsComeFromTheHistogram() throws IOException {
        ResultRow sample = ResultReader.read(List.of(resource("foreign-sample-ss.json"))).stream()
                .filter(r -> r.mode() == Mode.SampleTime)
                .findFirst()
                .orElseThrow();
        assertEquals(2, sample.rawByFork().length);
        assertEquals(2, sample.rawByFork()[0].length);
        assertEquals((1200.0 * 40 + 1500 * 8 + 9000) / 49, sample.rawByFork()[0][0], 1e-9);
    }

    @Test
    void twoRunsOnOneJdkGetASeriesEach(@TempDir Path dir) throws IOException {
        Path a = Files.createDirectories(dir.resolve("machine-a"));
        Path b = Files.createDirectories(dir.resolve("machine-b"));
        Files.copy(resource("avgt.json"), a.resolve("jmh.json"));
        Files.copy(resource("avgt.json"), b.resolve("jmh.json"));
        String md = report(dir.resolve("out"), a, b);
        assertTrue(md.contains("| SunJCE JDK 17 machine-a/jmh.json |"), md);
        assertTrue(md.contains("| SunJCE JDK 17 machine-b/jmh.json |"), md);
    }

    @Test
    void twoRunsOnOneJdkGetASeriesEachWhateverTheOrderOfTheirParams(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path a = Files.createDirectories(dir.resolve("machine-a"));
        Path b = Files.createDirectories(dir.resolve("machine-b"));
        json.writeValue(
                a.resolve("jmh.json").toFile(), List.of(gcmRow(json, "SunJCE", new double[] {250_000, 240_000})));
        ObjectNode reordered = gcmRow(json, "SunJCE", new double[] {120_000, 130_000});
        ObjectNode params = reordered.putObject("params");
        params.put("dataSize", "16384");
        params.put("keyBits", "256");
        params.put("provider", "SunJCE");
        json.writeValue(b.resolve("jmh.json").toFile(), List.of(reordered));
        String md = report(dir.resolve("out"), a, b);
        assertTrue(md.contains("| SunJCE JDK 17 machine-a/jmh.json |"), md);
        assertTrue(md.contains("| SunJCE JDK 17 machine-b/jmh.json |"), md);
    }

    /** A thrpt row of AesGcm.encrypt at 16 KiB for {@code provider}, one fork per array of iterations. */
    private static ObjectNode gcmRow(ObjectMapper json, String provider, double[]... forks) {
        return gcmRow(json, "encrypt", "17.0.15", provider, forks);
    }

    /** A thrpt row of AesGcm.{@code method} at 16 KiB for {@code provider} on JDK {@code jdk}, one fork per array of iterations. */
    private static ObjectNode gcmRow(ObjectMapper json, String method, String jdk, String provider, double[]... forks) {
        ObjectNode row = json.createObjectNode();
        row.put("jmhVersion", "1.37");
        row.put("benchmark", "cryptobench.bench.AesGcm." + method);
        row.put("mode", "thrpt");
        row.put("forks", forks.length);
        row.put("jdkVersion", jdk);
        ObjectNode params = row.putObject("params");
        params.put("provider", provider);
        params.put("keyBits", "256");
        params.put("dataSize", "16384");
        ObjectNode metric = row.putObject("primaryMetric");
        double sum = 0;
        int n = 0;
        ArrayNode raw = metric.putArray("rawData");
        for (double[] fork : forks) {
            ArrayNode f = raw.addArray();
            for (double v : fork) {
                f.add(v);
                sum += v;
                n++;
            }
        }
        metric.put("score", sum / n);
        metric.put("scoreError", sum / n / 50);
        metric.put("scoreUnit", "ops/s");
        return row;
    }

    @Test
    void aTrendingForkMarksItsRowInEveryTableAndIsListedAtTheEnd(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path file = dir.resolve("jmh.json");
        json.writeValue(
                file.toFile(),
                List.of(
                        gcmRow(
                                json,
                                "SunJCE",
                                new double[] {250_000, 240_000, 260_000},
                                new double[] {4_234, 106_205, 248_565},
                                new double[] {230_000, 235_000, 225_000}),
                        gcmRow(
                                json,
                                "BC",
                                new double[] {6_000, 6_100, 5_900},
                                new double[] {6_500, 6_400, 6_600},
                                new double[] {5_800, 5_900, 5_700})));
        String md = report(dir.resolve("out"), file);
        // SunJCE's fork means 250,000, 119,668 and 230,000: the interval over them is wide, and its fork 2 is marked.
        assertTrue(md.contains("| SunJCE | 2.90 [1.54, 5.47] (3 forks) † |"), md);
        assertTrue(md.contains("| BC | 0.0930 [0.0809, 0.107] (3 forks) |"), md);
        // The summary shows each row's figure, as the sections do: the geometric mean of its fork means.
        assertTrue(
                md.contains("| AesGcm encrypt, 256-bit keys | 16 KiB | 2.90 † | 0.0930 |"), "the summary too: " + md);
        assertTrue(
                md.contains(
                        "[low, high] is its 95% interval with the run's fork-to-fork variance pooled by provider and variant"),
                md);
        assertTrue(md.contains("† marks a row with a fork that did not stay settled"), md);
        assertTrue(!md.contains("(1 fork)"), md);
        int list = md.indexOf("## Forks still trending\n");
        assertTrue(list > md.indexOf("## AesGcm encrypt"), "the list closes the report: " + md);
        assertTrue(
                md.contains(
                        "| AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=16384 | 17 | 2 | 4,234 / 106,205 / 248,565 ops/s"
                                + " | last third 58.7x the first |"),
                md);
        assertTrue(!md.substring(list).contains("provider=BC"), md);
    }

    @Test
    void oneForkRowsSayTheirBarIsWithinTheForkAndSettledRunsHaveNoList(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path file = dir.resolve("jmh.json");
        json.writeValue(
                file.toFile(), List.of(gcmRow(json, "SunJCE", new double[] {250_000, 240_000, 260_000, 255_000})));
        String md = report(dir.resolve("out"), file);
        assertTrue(md.contains("| SunJCE | 3.83 ± 0.0767 (1 fork) |"), md);
        assertTrue(
                md.contains(
                        "± with (1 fork) is JMH's 99.9% half-width over that one fork's iterations: the fork-to-fork"
                                + " variation, often several times larger, is not in it."),
                md);
        assertTrue(!md.contains("[low, high]") && !md.contains("Forks still trending") && !md.contains("†"), md);
    }

    @Test
    void theCommittedBreadthRunsWarmUpForksAreMarked(@TempDir Path out) throws IOException {
        String md = report(out, Path.of("src/test/resources/runs/2026-11-30-breadth"));
        String list = md.substring(md.indexOf("## Forks still trending"));
        assertTrue(
                list.contains(
                        "| ByteBufferCipher.decrypt provider=SunJCE algorithm=AES_GCM keyBits=256 dataSize=16384"
                                + " bufferKind=HEAP | 17 | 1 | 4,166 / 5,438 / 224,408 / 237,304 / 241,935 ops/s | last third 58.1x the first |"),
                list);
        assertEquals(
                12,
                list.lines()
                        .filter(l -> l.startsWith("| ") && !l.startsWith("| benchmark") && !l.startsWith("| ---"))
                        .count(),
                list);
    }

    @Test
    void theCommittedQuickRunsRatiosGetThePairedIntervalOfTheirForks(@TempDir Path out) throws IOException {
        // The quick-a fixture run: 3 forks per trial, run in rounds. Reference values from scipy 1.17 on the log
        // ratios of the fork means, fork i of encrypt against fork i of encryptPureJava, their variance moderated by
        // ModeratedVarianceTest's fit_fdist over the 20 log-ratio variances of the ratios to SunJCE (d0 3.086,
        // s0^2 0.02259): np.exp(l.mean() +- t.ppf(0.975, d0 + 2) * np.sqrt((d0 * s0 + 2 * l.var(ddof=1)) / (d0 + 2) /
        // 3)).
        String md = report(out, Path.of("src/test/resources/runs/quick-a"));
        String speedup = md.substring(md.indexOf("Intrinsics speedup"), md.indexOf("Ratio to SunJCE"));
        assertTrue(
                speedup.contains("| SunJCE | 30.39x [23.19, 39.84] (3 pairs) | 85.77x [67.67, 108.72] (3 pairs) |"),
                speedup);
        assertTrue(
                speedup.contains("| Conscrypt | 0.95x [0.77, 1.16] (3 pairs) | 1.24x [0.98, 1.57] (3 pairs) |"),
                speedup);
        assertTrue(
                md.contains(
                        "| Conscrypt PureJava | 23.53x [18.59, 29.78] (3 pairs) | 50.97x [42.87, 60.61] (3 pairs) |"),
                "provider against provider too: " + md);
        assertTrue(
                md.contains(
                        "A ratio's [low, high] is its 95% paired interval: fork i of one row against fork i of the other (close"
                                + " together in time where `run` ran them in one round), Student's t on the logarithms of their ratios, their"
                                + " variance moderated by the run's provider ratios to SunJCE as the rows' is; (n pairs) is"
                                + " how many it rests on."),
                md);
        assertTrue(!md.contains("no interval"), md);
    }

    @Test
    void theCommittedSingleForkRunsSayTheirRatiosHaveNoInterval(@TempDir Path out) throws IOException {
        String md = report(out, Path.of("src/test/resources/runs/2026-11-29T20-56-18Z"));
        String jdks = md.substring(md.indexOf("JDK against JDK 17"));
        assertTrue(
                jdks.contains("| SunJCE JDK 25 | 1.30x (1 fork: no interval) | 0.95x (1 fork: no interval) |"), jdks);
        assertTrue(
                md.contains("| SunJCE JDK 17 | 113.93x (1 fork: no interval) | 157.25x (1 fork: no interval) |"), md);
        // OpenSSL's figure is measured apart from the forks: its ratios are plain.
        String openssl = md.substring(md.indexOf("Java against native OpenSSL"));
        assertTrue(openssl.contains("| SunJCE JDK 17 | 0.92x | 0.92x |"), openssl);
        assertTrue(md.contains("| OpenSSL | 6.27x | 6.29x |"), md);
        assertTrue(!md.contains("paired interval"), md);
        String small = Files.readString(ReportWriter.write(
                List.of(Path.of("src/test/resources/runs/2026-11-30-breadth")), out.resolve("b"), false));
        assertTrue(
                small.contains("| BC JDK 17 | 6.50x (1 fork: no interval) | 5.75x (1 fork: no interval) |"),
                "time relative to SunJCE too: " + small);
    }

    @Test
    void twoJdksForksArePairedRoundByRoundAndUnequalForkCountsSaySo(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path file = dir.resolve("jmh.json");
        // Round 2 ran twice as fast for both JDKs: JDK 25 is 1.2x JDK 17 in every round, so the paired interval has no
        // width, though each row's own forks spread 2x.
        json.writeValue(
                file.toFile(),
                List.of(
                        gcmRow(
                                json,
                                "encrypt",
                                "17.0.15",
                                "SunJCE",
                                new double[] {100_000},
                                new double[] {200_000},
                                new double[] {150_000}),
                        gcmRow(
                                json,
                                "encrypt",
                                "25.0.3",
                                "SunJCE",
                                new double[] {120_000},
                                new double[] {240_000},
                                new double[] {180_000}),
                        gcmRow(
                                json,
                                "encrypt",
                                "17.0.15",
                                "BC",
                                new double[] {6_000},
                                new double[] {6_600},
                                new double[] {5_400}),
                        gcmRow(json, "encrypt", "25.0.3", "BC", new double[] {6_000}, new double[] {6_000}),
                        gcmRow(json, "encryptPureJava", "17.0.15", "SunJCE", new double[] {3_000})));
        String md = report(dir.resolve("out"), file);
        String jdks = md.substring(md.indexOf("JDK against JDK 17"));
        assertTrue(jdks.contains("| SunJCE JDK 25 | 1.20x [1.20, 1.20] (3 pairs) |"), jdks);
        // BC: the first 2 forks of each are paired, ratios 1 and 0.909; t(0.975, 1) = 12.7.
        assertTrue(jdks.contains("| BC JDK 25 | 1.00x [0.52, 1.75] (2 pairs of 2 and 3 forks) |"), jdks);
        assertTrue(md.contains("| SunJCE JDK 17 | 48.07x (1 pair of 3 and 1 forks: no interval) |"), md);
        // Without a run.json (merged shards, a plain JMH file) the report cannot tell how the JDKs ran, and says
        // nothing.
        assertTrue(md.contains("(close together in time where `run` ran them in one round), Student's t"), md);
        RunSettings.run("headline", List.of("/a", "/b"), "1/1", null, 3, List.of(), false, null)
                .write(dir);
        assertTrue(
                report(dir.resolve("out2"), file)
                        .contains("(close together in time where `run` ran them in one round; not across"
                                + " JDKs, which ran one after the other)"),
                "a run recorded before the JDKs took turns");
        RunSettings.run("headline", List.of("/a", "/b"), "1/1", null, 3, List.of(), true, null)
                .write(dir);
        String interleaved = report(dir.resolve("out3"), file);
        assertTrue(
                interleaved.contains(
                        "(close together in time where `run` ran them in one round; across JDKs too, whose forks ran"
                                + " in turns)"),
                interleaved);
    }

    /** The row with this canary speed beside each of its forks' iterations. */
    private static ObjectNode canaried(ObjectNode row, double... perFork) {
        ArrayNode raw = row.putObject("secondaryMetrics")
                .putObject("host.canary")
                .put("scoreUnit", "steps/us")
                .putArray("rawData");
        JsonNode forks = row.path("primaryMetric").path("rawData");
        for (int f = 0; f < perFork.length; f++) {
            ArrayNode c = raw.addArray();
            for (int i = 0; i < forks.get(f).size(); i++) {
                c.add(perFork[f]);
            }
        }
        return row;
    }

    @Test
    void aRowTheHostSlowedThroughoutKeepsItsForksAndTheHeaderSaysSo(@TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        Path file = dir.resolve("jmh.json");
        json.writeValue(
                file.toFile(),
                List.of(
                        canaried(
                                gcmRow(json, "encrypt", "17.0.15", "SunJCE", new double[] {50_000}, new double[] {45_000
                                }),
                                120,
                                120),
                        canaried(
                                gcmRow(json, "encrypt", "25.0.3", "SunJCE", new double[] {110_000}, new double[] {
                                    125_000
                                }),
                                240,
                                240)));
        RunSettings.run("headline", List.of("/a", "/b"), "1/1", null, 2, List.of(), true, null)
                .write(dir);
        String md = report(dir.resolve("out"), file);
        assertTrue(
                md.contains("They are left out of every figure below, except the 2 of rows all of whose iterations"
                        + " were hit, which keep them."),
                md);
        assertTrue(md.contains("across JDKs too, whose forks ran in turns"), md);
    }

    @Test
    void tlsRowsHaveTheirSectionBesideProviderRows(@TempDir Path out) throws IOException {
        // Rows with a stack and no provider, in one report with the BC-LTS rows (whose section once assumed a
        // provider).
        String md = report(out, resource("tls-smoke.json"), resource("bc-lts-smoke.json"));
        assertTrue(md.contains("## TLS"), md);
        assertTrue(md.contains("#### TLS 1.3, full"), md);
        assertTrue(md.contains("| SunJSSE+ACCP |"), md);
        assertTrue(md.contains("| Conscrypt |"), md);
        assertTrue(md.contains("#### 1 KiB"), md);
    }
}
