package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * outcomes.json: what a run writes reads back; committed files of every generation read too, those from before the
 * trend test (no "trending") among them: the fixture runs' and, in src/test/resources/records, one of each other shape.
 */
class OutcomesFileTest {

    private static JsonNode row(String mode, double... iterations) throws Exception {
        StringBuilder raw = new StringBuilder();
        for (double v : iterations) {
            raw.append(raw.length() == 0 ? "" : ",").append(v);
        }
        return Json.MAPPER.readTree("{\"benchmark\": \"cryptobench.bench.AesGcm.encrypt\", \"mode\": \"" + mode + "\","
                + " \"params\": {\"provider\": \"SunJCE\", \"keyBits\": \"256\", \"dataSize\": \"16384\"},"
                + " \"primaryMetric\": {\"score\": 1, \"scoreUnit\": \"ops/s\", \"rawData\": [[" + raw + "]]}}");
    }

    @Test
    void aWrittenFileReadsBackWithItsTrendingForks(@TempDir Path dir) throws Exception {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("provider", "ACCP");
        params.put("dataSize", "1024");
        List<UnsettledFork> unsettled = UnsettledFork.of(ResultRow.of(row("thrpt", 4_234, 106_205, 248_565)), 2);
        assertEquals(1, unsettled.size());
        OutcomesFile written = new OutcomesFile(
                List.of(new TrialOutcome(
                        "cryptobench.bench.AesCtr.encrypt", params, true, "ACCP does not offer AES/CTR/NoPadding")),
                unsettled);
        Path file = dir.resolve("outcomes.json");
        written.write(file);
        OutcomesFile read = OutcomesFile.read(file);
        assertEquals(written, read);
        UnsettledFork t = read.unsettled().get(0);
        assertEquals("AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=16384", t.label());
        assertEquals("fork 2: 4,234 / 106,205 / 248,565 ops/s (last third 58.7x the first)", t.describe());
        JsonNode json = Json.MAPPER.readTree(file.toFile());
        assertEquals(List.of("notMeasured", "unsettled"), List.copyOf(iterable(json.fieldNames())));
        assertEquals(2, json.path("unsettled").get(0).path("fork").asInt());
    }

    private static <T> List<T> iterable(Iterator<T> it) {
        List<T> list = new ArrayList<>();
        it.forEachRemaining(list::add);
        return list;
    }

    @Test
    void aFileWithoutTheTrendingListReadsWithAnEmptyOne(@TempDir Path dir) throws Exception {
        Path old = Files.writeString(
                dir.resolve("outcomes.json"),
                "{\"notMeasured\": [{\"benchmark\": \"cryptobench.bench.AesCtr.encrypt\","
                        + " \"params\": {\"provider\": \"ACCP\"}, \"unsupported\": true, \"message\": \"no CTR\"}]}");
        OutcomesFile read = OutcomesFile.read(old);
        assertEquals(1, read.notMeasured().size());
        assertEquals(List.of(), read.unsettled());
        assertEquals(
                List.of(),
                OutcomesFile.read(Files.writeString(dir.resolve("empty.json"), "{}"))
                        .notMeasured());
    }

    @Test
    void everyCommittedOutcomesFileReads() throws Exception {
        List<Path> files;
        try (var walk = Files.walk(Path.of("src/test/resources"))) {
            files = walk.filter(p -> p.getFileName().toString().matches("outcomes.*\\.json"))
                    .toList();
        }
        assertTrue(files.size() >= 21, files.toString());
        assertEquals(
                6,
                files.stream()
                        .filter(p -> p.startsWith("src/test/resources/records"))
                        .count(),
                files.toString());
        for (Path f : files) {
            OutcomesFile o = OutcomesFile.read(f);
            JsonNode raw = Json.MAPPER.readTree(f.toFile());
            assertEquals(raw.path("notMeasured").size(), o.notMeasured().size(), f.toString());
            o.notMeasured()
                    .forEach(n -> assertTrue(
                            n.benchmark().startsWith("cryptobench.bench.") && n.message() != null, f.toString()));
            assertEquals(
                    raw.path(OutcomesFile.UNSETTLED_BEFORE).size()
                            + raw.path(OutcomesFile.UNSETTLED).size(),
                    o.unsettled().size(),
                    f.toString());
        }
    }

    @Test
    void mergeJoinsTheUnsettledForksOfEveryShardUnderEitherName(@TempDir Path dir) throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        Path c = Files.createDirectories(dir.resolve("c"));
        new OutcomesFile(List.of(), UnsettledFork.of(ResultRow.of(row("thrpt", 4_234, 106_205, 248_565)), 1))
                .write(a.resolve("outcomes.json"));
        new OutcomesFile(List.of(), UnsettledFork.of(ResultRow.of(row("thrpt", 9_000, 4_000, 3_000)), 3))
                .write(b.resolve("outcomes.json"));
        // As runs before 2026-12-07 wrote it: the list named "trending".
        Files.writeString(
                c.resolve("outcomes.json"),
                Json.MAPPER
                        .writeValueAsString(new OutcomesFile(
                                List.of(), UnsettledFork.of(ResultRow.of(row("thrpt", 9_000, 4_000, 3_000)), 5)))
                        .replace("\"" + OutcomesFile.UNSETTLED + "\"", "\"trending\""));
        assertEquals(
                List.of(5),
                OutcomesFile.read(c.resolve("outcomes.json")).unsettled().stream()
                        .map(UnsettledFork::fork)
                        .toList());
        Files.writeString(b.resolve("outcomes-old.json"), "{\"notMeasured\": []}");
        Path out = Files.createDirectories(dir.resolve("out"));
        RunMerge.of(List.of(a, b, c)).writeTo(out, line -> {});
        assertEquals(
                List.of(1, 3, 5),
                OutcomesFile.read(out.resolve("outcomes.json")).unsettled().stream()
                        .map(UnsettledFork::fork)
                        .toList());
        assertEquals(
                List.of(), OutcomesFile.read(out.resolve("outcomes-old.json")).unsettled());
    }

    @Test
    void rsaKeyGenerationForksAreNotTestedAsTheirWorkPerCallIsRandom() throws Exception {
        String rsa = "{\"benchmark\": \"cryptobench.bench.KeyGeneration.generate\", \"mode\": \"avgt\","
                + " \"params\": {\"provider\": \"BC\", \"keyType\": \"%s\"}, \"primaryMetric\": {\"score\": 1,"
                + " \"scoreUnit\": \"us/op\", \"rawData\": [[2943503, 643465, 389907, 373696, 302282]]}}";
        // the iterations of a BC RSA-3072 fork of the services run (2026-12-06T20-46-45Z), "last third 0.10x the first"
        assertEquals(
                List.of(), UnsettledFork.of(ResultRow.of(Json.MAPPER.readTree(String.format(rsa, "RSA_3072"))), 1));
        assertEquals(
                1,
                UnsettledFork.of(ResultRow.of(Json.MAPPER.readTree(String.format(rsa, "EC_P256"))), 1)
                        .size());
    }

    @Test
    void singleShotForksAreNotTested() throws Exception {
        assertEquals(List.of(), UnsettledFork.of(ResultRow.of(row("ss", 4_234, 106_205, 248_565)), 1));
        assertEquals(List.of(), UnsettledFork.of(ResultRow.of(row("thrpt", 100, 130, 80, 120)), 1));
    }
}
