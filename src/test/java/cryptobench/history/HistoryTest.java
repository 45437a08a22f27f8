package cryptobench.history;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** history's series, change points and what it says changed under them, on made-up run folders. */
class HistoryTest {

    private static final String GCM = "cryptobench.bench.AesGcm.encrypt";
    private static final String CTR = "cryptobench.bench.AesCtr.encrypt";
    private static final Instant T0 = Instant.parse("2026-12-01T00:00:00Z");

    /** {@code n} runs, one hour apart, written in reverse so that only their times order them; SunJCE GCM drops by {@code drop} from run {@code at}. */
    static List<Path> runs(Path dir, int n, int at, double drop, String cpuFrom, int cpuAt, List<String> argsFrom)
            throws Exception {
        return runsWithArgs(
                dir,
                n,
                at,
                drop,
                cpuFrom,
                cpuAt,
                (i, folder) -> argsFrom != null && i >= at ? argsFrom : List.of("-Xmx256m"));
    }

    /** The same with run {@code i}'s JVM arguments {@code args.apply(i, its folder)}. */
    static List<Path> runsWithArgs(
            Path dir,
            int n,
            int at,
            double drop,
            String cpuFrom,
            int cpuAt,
            BiFunction<Integer, Path, List<String>> args)
            throws Exception {
        Random random = new Random(42);
        List<Path> out = new ArrayList<>();
        for (int i = n; i >= 1; i--) {
            double gcm = 100_000 * (i >= at ? 1 - drop : 1);
            String cpu = i >= cpuAt ? cpuFrom : "AMD EPYC";
            Path folder = dir.resolve(String.format("run-%02d", i));
            out.add(
                    0,
                    RunFolders.write(
                            folder,
                            T0.plusSeconds(3600L * i),
                            "c0mmit" + i,
                            cpu,
                            "17.0.15",
                            args.apply(i, folder),
                            List.of(
                                    new RunFolders.Row(GCM, "SunJCE", gcm),
                                    new RunFolders.Row(CTR, "SunJCE", 200_000),
                                    new RunFolders.Row(GCM, "ACCP", 300_000)),
                            random));
        }
        return out;
    }

    @Test
    void aStepIsAChangePointAtItsRunWithItsSizeAndTheOtherRowsHaveNone(@TempDir Path dir) throws Exception {
        runs(dir, 12, 7, 0.30, "AMD EPYC", 99, null);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(12, h.runs().size());
        assertEquals("run-01", h.runs().get(0).name(), "ordered by commit time, not by the order read");
        assertEquals(3, h.series().size());
        assertEquals(1, h.changes().size(), h.changes().toString());
        History.Change c = h.changes().get(0);
        assertTrue(
                c.series().key().contains("AesGcm.encrypt") && c.series().key().contains("provider=SunJCE"),
                c.series().key());
        assertEquals(7, c.at().run().number());
        assertEquals(-0.30, c.change(), 0.02);
        assertTrue(c.low() < c.change() && c.change() < c.high() && c.high() < 0, c.low() + " " + c.high());
        assertTrue(c.pValue() < 0.001);
        assertTrue(c.regression() && !c.atEnvironmentChange());
        assertTrue(h.gating(1).isEmpty(), "the change is at run 7 of 12, not at the newest run");
        assertEquals(List.of(c), h.gating(6));
    }

    @Test
    void aStepAtAMachineChangeIsMarkedAndDoesNotGate(@TempDir Path dir) throws Exception {
        runs(dir, 8, 8, 0.40, "Intel Xeon 512", 8, null);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        History.Change c = h.changes().stream()
                .filter(x -> x.series().key().contains("AesGcm.encrypt")
                        && x.series().key().contains("SunJCE"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(h.changes()));
        assertEquals(8, c.at().run().number(), "found at the newest run");
        assertTrue(c.regression() && c.atEnvironmentChange());
        assertTrue(
                c.at().changes().stream()
                        .anyMatch(e -> e.kind() == History.ChangeKind.MACHINE
                                && e.what().contains("AMD EPYC -> Intel Xeon 512")),
                c.at().changes().toString());
        assertTrue(
                c.at().changes().stream().anyMatch(e -> e.what().contains("CPU flags added avx512f")),
                c.at().changes().toString());
        assertTrue(h.gating(1).isEmpty(), "a step at a machine change is not the code's");
        assertEquals(1, h.runChanges().size());
        assertEquals(8, h.runChanges().get(0).run().number());
        assertTrue(HistoryWriter.what(c).contains("not counted as the code's"), HistoryWriter.what(c));
    }

    @Test
    void aRegressionAtTheNewestRunGates(@TempDir Path dir) throws Exception {
        runs(dir, 10, 10, 0.5, "AMD EPYC", 99, null);
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.gating(1).size(), h.changes().toString());
        assertEquals(10, h.gating(1).get(0).at().run().number());
    }

    @Test
    void aChangedJvmFlagIsASettingsChange(@TempDir Path dir) throws Exception {
        runs(dir, 10, 6, 0.6, "AMD EPYC", 99, List.of("-Xmx256m", "-XX:-UseGHASHIntrinsics"));
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        History.Change c = h.changes().get(0);
        assertEquals(6, c.at().run().number());
        assertTrue(
                c.at().changes().stream()
                        .anyMatch(e -> e.kind() == History.ChangeKind.SETTINGS
                                && e.what().equals("JVM arguments added -XX:-UseGHASHIntrinsics")),
                c.at().changes().toString());
    }

    @Test
    void theSuitesBookkeepingArgumentsAreNoSettingsChangeAndARegressionUnderThemGates(@TempDir Path dir)
            throws Exception {
        runsWithArgs(dir, 12, 10, 0.25, "AMD EPYC", 99, (i, folder) -> HistoryTestRuns.forkArgs(i, folder, List.of()));
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        assertEquals(1, h.changes().size(), h.changes().toString());
        History.Change c = h.changes().get(0);
        assertTrue(
                c.series().key().contains("AesGcm.encrypt") && c.series().key().contains("SunJCE"));
        assertEquals(10, c.at().run().number());
        assertEquals(-0.25, c.change(), 0.02);
        assertEquals(List.of(), c.at().changes(), "every run's archive and marks folder differ; no setting does");
        assertEquals(List.of(c), h.gating(3));
        assertTrue(
                h.series().stream()
                        .flatMap(s -> s.points().stream())
                        .allMatch(p -> p.changes().isEmpty()),
                "the archive and marks coming in at run 4 (a run with lean forks) are no setting either");
    }

    @Test
    void aHeapTheUserGivesIsASettingsChangeBesideTheBookkeeping(@TempDir Path dir) throws Exception {
        runsWithArgs(
                dir,
                12,
                10,
                0.25,
                "AMD EPYC",
                99,
                (i, folder) ->
                        HistoryTestRuns.forkArgs(i, folder, i >= 10 ? List.of("-Xms512m", "-Xmx512m") : List.of()));
        History.Result h = History.of(HistoryLoader.load(List.of(dir)), History.Settings.OTAVA);
        History.Change c = h.changes().stream()
                .filter(x -> x.at().run().number() == 10)
                .findFirst()
                .orElseThrow(() -> new AssertionError(h.changes()));
        assertEquals(
                List.of(new History.EnvChange(History.ChangeKind.SETTINGS, "JVM arguments added -Xms512m -Xmx512m")),
                c.at().changes());
        assertTrue(h.gating(3).isEmpty(), "a step at the user's change of heap is not the code's");
        assertTrue(HistoryWriter.what(c).contains("not counted as the code's"), HistoryWriter.what(c));
    }

    @Test
    void theSummaryTheJsonAndOneChartPerClassAndSizeAreWritten(@TempDir Path dir) throws Exception {
        runs(dir.resolve("runs"), 12, 7, 0.30, "AMD EPYC", 99, null);
        History.Result h = History.of(HistoryLoader.load(List.of(dir.resolve("runs"))), History.Settings.OTAVA);
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        String md = HistoryWriter.write(h, out, 1);
        assertEquals(
                12,
                HistoryLoader.load(List.of(dir.resolve("runs"), dir.resolve("runs")))
                        .size(),
                "a run given twice is read once");
        Files.move(out, dir.resolve("runs/history"));
        out = dir.resolve("runs/history");
        assertEquals(
                12,
                HistoryLoader.load(List.of(dir.resolve("runs"))).size(),
                "a history's own folder beside the runs is not a run");
        assertTrue(
                md.contains("| 7 (run-07) | c0mmit7 | AesGcm.encrypt provider=SunJCE dataSize=16384 jdk=17 | -29."),
                md);
        assertTrue(md.contains("2 of 3 rows have no change point."), md);
        assertTrue(md.contains("**Gate: pass**"), md);
        assertTrue(Files.isRegularFile(out.resolve("charts/AesGcm-16384.png")));
        assertTrue(Files.isRegularFile(out.resolve("charts/AesCtr-16384.png")));
        assertTrue(Files.readString(out.resolve("history.json")).contains("\"changePoints\""));
        JsonNode run = Json.MAPPER
                .readTree(out.resolve("history.json").toFile())
                .path("runs")
                .get(0);
        assertEquals(
                "AMD EPYC, 2 cores", run.path("environment").path("machine").asText(), run.toString());
        assertTrue(run.path("environment").path("cpuFlags").path("aes").asBoolean(), run.toString());
        assertEquals(
                "2.5.0", run.path("environment").path("providers").path("ACCP").asText(), run.toString());
    }

    @Test
    void runsAreOrderedByCommitTimeElseByRunTimeWhateverTheirNames(@TempDir Path dir) throws Exception {
        Random random = new Random(1);
        List<RunFolders.Row> rows = List.of(new RunFolders.Row(GCM, "SunJCE", 1000));
        // a: made first, of the newest commit; b: made last, of the oldest; c: in between both ways.
        RunFolders.write(
                dir.resolve("a"),
                T0.plusSeconds(3600),
                T0.plusSeconds(3 * 3600),
                "ca",
                "AMD EPYC",
                "17.0.15",
                List.of(),
                rows,
                random);
        RunFolders.write(
                dir.resolve("b"),
                T0.plusSeconds(3 * 3600),
                T0.plusSeconds(3600),
                "cb",
                "AMD EPYC",
                "17.0.15",
                List.of(),
                rows,
                random);
        RunFolders.write(
                dir.resolve("c"),
                T0.plusSeconds(2 * 3600),
                T0.plusSeconds(2 * 3600),
                "cc",
                "AMD EPYC",
                "17.0.15",
                List.of(),
                rows,
                random);
        List<HistoryRun> byCommit = HistoryLoader.load(List.of(dir));
        assertEquals(
                List.of("b", "c", "a"), byCommit.stream().map(HistoryRun::name).toList());
        assertEquals("commit", byCommit.get(0).ordered());
        RunFolders.write(
                dir.resolve("d"), T0.plusSeconds(4 * 3600), null, "cd", "AMD EPYC", "17.0.15", List.of(), rows, random);
        List<HistoryRun> byRun = HistoryLoader.load(List.of(dir));
        assertEquals(
                List.of("a", "c", "b", "d"),
                byRun.stream().map(HistoryRun::name).toList(),
                "one run without a commit time: all by run time");
        assertEquals("run", byRun.get(0).ordered());
        Files.delete(dir.resolve("d/env.json"));
        IllegalArgumentException mixed =
                assertThrows(IllegalArgumentException.class, () -> HistoryLoader.load(List.of(dir)));
        assertTrue(mixed.getMessage().contains("runs d have no env.json"), mixed.getMessage());
    }

    @Test
    void bareJmhFilesAreRunsOrderedByTheirFilesTimes(@TempDir Path dir) throws Exception {
        runs(dir.resolve("runs"), 3, 9, 0, "AMD EPYC", 99, null);
        List<Path> files = new ArrayList<>();
        for (int i = 1; i <= 3; i++) {
            Path f = dir.resolve("plain-" + (4 - i) + ".json");
            Files.copy(dir.resolve(String.format("runs/run-%02d/jmh.json", i)), f);
            Files.setLastModifiedTime(f, FileTime.from(T0.plusSeconds(60L * i)));
            files.add(f);
        }
        List<HistoryRun> runs = HistoryLoader.load(List.of(files.get(2), files.get(0), files.get(1)));
        assertEquals(
                List.of("plain-3.json", "plain-2.json", "plain-1.json"),
                runs.stream().map(HistoryRun::name).toList());
        assertEquals("file", runs.get(0).ordered());
        History.Result h = History.of(runs, History.Settings.OTAVA);
        assertEquals(3, h.series().size());
        assertTrue(h.runChanges().isEmpty(), "no env.json: nothing known to have changed");
    }

    @Test
    void badInputNamesTheFileAndWhatWouldDo(@TempDir Path dir) throws Exception {
        IllegalArgumentException missing =
                assertThrows(IllegalArgumentException.class, () -> HistoryLoader.load(List.of(dir.resolve("nope"))));
        assertTrue(missing.getMessage().contains("no such file or folder"), missing.getMessage());
        Files.createDirectories(dir.resolve("empty/sub"));
        IllegalArgumentException empty =
                assertThrows(IllegalArgumentException.class, () -> HistoryLoader.load(List.of(dir.resolve("empty"))));
        assertTrue(empty.getMessage().contains("holds no JMH results"), empty.getMessage());
        Path bad = dir.resolve("bad");
        Files.createDirectories(bad);
        Files.writeString(bad.resolve("jmh.json"), "[{\"benchmark\": ");
        IllegalArgumentException json =
                assertThrows(IllegalArgumentException.class, () -> HistoryLoader.load(List.of(bad)));
        assertTrue(json.getMessage().contains("jmh.json is not valid JSON"), json.getMessage());
        runs(dir.resolve("ok"), 2, 9, 0, "AMD EPYC", 99, null);
        Files.writeString(dir.resolve("ok/run-01/env.json"), "{\"createdUtc\": 5, \"cpu\": [");
        IllegalArgumentException env =
                assertThrows(IllegalArgumentException.class, () -> HistoryLoader.load(List.of(dir.resolve("ok"))));
        assertTrue(env.getMessage().contains("env.json is not an env.json cryptobench wrote"), env.getMessage());
        assertFalse(env.getMessage().isBlank());
    }
}
