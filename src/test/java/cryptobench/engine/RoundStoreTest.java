package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.AtomicFile;
import cryptobench.results.ResultRow;
import cryptobench.run.JmhLauncher;
import cryptobench.run.TrialPlan;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Crash-safe trial files and resuming from them; the trials here are written by the test, never measured. */
public class RoundStoreTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Two measured trials and one a provider does not offer. */
    public static final List<String> ARGS = List.of(
            "cryptobench\\.bench\\.(AesGcm|ChaCha20Poly1305)\\.encrypt$",
            "-p",
            "provider=SunJCE,ACCP",
            "-p",
            "keyBits=256",
            "-p",
            "dataSize=1024");

    /** A JMH JSON row for a trial, shaped like the real ones (what report, compare and env read). */
    /** The same row, parsed. */
    public static List<ResultRow> row(Trial t, double score) {
        List<ResultRow> rows = new ArrayList<>();
        rowJson(t, score).forEach(r -> rows.add(ResultRow.of(r)));
        return rows;
    }

    /** A one-fork row of {@code t} with these iterations. */
    public static List<ResultRow> fork(Trial t, double... iterations) {
        ArrayNode rows = rowJson(t, 0);
        ObjectNode metric = (ObjectNode) rows.get(0).get("primaryMetric");
        double mean = Arrays.stream(iterations).average().orElseThrow();
        metric.put("score", mean);
        metric.put("scoreError", mean / 100);
        ArrayNode fork = metric.putArray("rawData").addArray();
        for (double v : iterations) {
            fork.add(v);
        }
        return List.of(ResultRow.of(rows.get(0)));
    }

    public static ArrayNode rowJson(Trial t, double score) {
        ArrayNode rows = JSON.createArrayNode();
        ObjectNode r = rows.addObject();
        r.put("jmhVersion", "1.37");
        r.put("benchmark", t.benchmark());
        r.put("mode", t.mode().shortLabel());
        r.put("jvm", Path.of(System.getProperty("java.home"), "bin", "java").toString());
        r.putArray("jvmArgs");
        r.put("jdkVersion", System.getProperty("java.version"));
        ObjectNode params = r.putObject("params");
        t.params().forEach(params::put);
        ObjectNode metric = r.putObject("primaryMetric");
        metric.put("score", score);
        metric.put("scoreError", score / 100);
        metric.put("scoreUnit", "ops/s");
        metric.putArray("rawData").addArray().add(score).add(score);
        return rows;
    }

    /** Entries as text, their rows as the JMH JSON they hold (rows hold arrays, which records compare by identity). */
    private static List<String> text(List<RoundStore.Entry> entries) {
        return entries.stream()
                .map(e -> List.of(
                                e.key(),
                                e.lane(),
                                e.round(),
                                e.status(),
                                String.valueOf(e.message()),
                                e.results().stream()
                                        .map(r -> r.source().toString())
                                        .toList(),
                                e.seconds(),
                                String.valueOf(e.order()))
                        .toString())
                .toList();
    }

    private static Map<String, RoundStore.Entry> byKey(List<RoundStore.Entry> entries) {
        Map<String, RoundStore.Entry> m = new LinkedHashMap<>();
        entries.forEach(e -> m.put(e.key(), e));
        return m;
    }

    @Test
    void aTrialFileIsReadBackAndATornOneIsNotAFinishedTrial(@TempDir Path dir) throws IOException {
        RoundStore store = new RoundStore(dir.resolve("trials"));
        List<Trial> plan = TrialPlan.checked(ARGS);
        store.write(
                new WorkUnit(plan.get(0), 0, 1, ""), new Outcome(Status.measured, null, row(plan.get(0), 5)), 0, null);
        store.write(
                new WorkUnit(plan.get(1), 1, 1, ""), Outcome.failed("java.lang.AssertionError: wrong bytes"), 0, null);
        Files.writeString(store.dir().resolve("0002-torn.json"), "{\"trial\": \"cryptobench.bench.Ch");
        Map<String, RoundStore.Entry> read = byKey(store.read());
        assertEquals(2, read.size());
        assertEquals(5.0, read.get(plan.get(0).roundKey(1)).results().get(0).score());
        assertEquals(
                "java.lang.AssertionError: wrong bytes",
                read.get(plan.get(1).roundKey(1)).message());
        // A resumed run keeps the measured trial and runs the failed (and the torn) one again.
        assertEquals(
                List.of(plan.get(0).roundKey(1)),
                new Ledger(plan, "").keep(List.copyOf(read.values())).keys());
        assertTrue(Files.list(store.dir()).noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
    }

    @Test
    void aTrialFileThatHoldsAnotherTrialsResultIsNotTakenOnResume(@TempDir Path dir) throws IOException {
        List<Trial> plan = TrialPlan.checked(ARGS);
        RoundStore store = new RoundStore(dir.resolve("trials"));
        store.write(
                new WorkUnit(plan.get(0), 0, 1, ""), new Outcome(Status.measured, null, row(plan.get(0), 5)), 0, null);
        // Valid JSON, named and keyed for trial 1, but holding trial 0's rows (a copied file).
        Path good = Files.list(store.dir()).findFirst().orElseThrow();
        ObjectNode wrong = (ObjectNode) JSON.readTree(good.toFile());
        wrong.put("trial", plan.get(1).roundKey(1));
        Files.writeString(
                store.dir().resolve("0001-r1-" + plan.get(1).label().replaceAll("[^A-Za-z0-9.=-]+", "_") + ".json"),
                wrong.toString());
        // Keyed for trial 2 but named for trial 0.
        ObjectNode misnamed = JSON.createObjectNode();
        misnamed.put("trial", plan.get(2).roundKey(1));
        misnamed.put("status", "measured");
        misnamed.set("results", rowJson(plan.get(2), 7));
        Files.writeString(store.dir().resolve("0000-r1-x.json"), misnamed.toString());
        Files.writeString(store.dir().resolve("0009-r1-other.json"), "{\"something\": \"else\"}");
        List<String> warnings = new ArrayList<>();
        Map<String, RoundStore.Entry> read = byKey(store.read(plan, warnings::add));
        assertEquals(List.of(plan.get(0).roundKey(1)), new ArrayList<>(read.keySet()));
        assertEquals(3, warnings.size(), warnings.toString());
        assertTrue(
                warnings.stream().anyMatch(w -> w.contains("not of the trial it is named for")), warnings.toString());
        assertTrue(
                warnings.stream().anyMatch(w -> w.contains("0000-r1-x.json is named for another trial")),
                warnings.toString());
        assertTrue(warnings.stream().anyMatch(w -> w.contains("is not a trial file")), warnings.toString());
        assertTrue(warnings.stream().allMatch(w -> w.endsWith("that trial runs again")), warnings.toString());
    }

    @Test
    void anEndedRunIsPackedIntoOneFileThatReadsBackTheSameAndLaterUnitsOverrideIt(@TempDir Path dir)
            throws IOException {
        List<Trial> plan = TrialPlan.checked(ARGS);
        RoundStore store = new RoundStore(dir.resolve("rounds"));
        for (int i = 0; i < plan.size(); i++) {
            for (String lane : List.of("base", "new")) {
                store.write(
                        new WorkUnit(plan.get(i), i, 1, lane),
                        Outcome.measured(row(plan.get(i), 10 * i + (lane.equals("new") ? 1 : 0))),
                        2.5,
                        "base first");
            }
        }
        List<RoundStore.Entry> loose = store.read(plan, w -> {
            throw new AssertionError(w);
        });
        store.pack();
        try (var files = Files.list(store.dir())) {
            assertEquals(
                    List.of(RoundStore.PACK),
                    files.map(f -> f.getFileName().toString()).toList());
        }
        assertEquals(text(loose), text(store.read(plan, w -> {
            throw new AssertionError(w);
        })));
        assertEquals(8, loose.size());
        assertEquals("base first", loose.get(0).order());
        assertEquals(2.5, loose.get(0).seconds());
        // A resumed run's new file for a unit replaces the packed entry.
        store.write(
                new WorkUnit(plan.get(0), 0, 1, "new"),
                Outcome.failed("java.lang.AssertionError: wrong bytes"),
                1,
                "new first");
        RoundStore.Entry again = store.read().stream()
                .filter(e ->
                        e.lane().equals("new") && e.key().equals(plan.get(0).roundKey(1)))
                .findFirst()
                .orElseThrow();
        assertEquals(Status.failed, again.status());
        assertEquals(8, store.read().size());
        store.pack();
        assertEquals(8, store.read().size());
    }

    @Test
    void aJdksOwnStoreNamesNoLaneSoTheTrialFilesOfBeforeStillResume(@TempDir Path dir) throws IOException {
        List<Trial> plan = TrialPlan.checked(ARGS);
        RoundStore store = RoundStore.of(dir.resolve("jmh-jdk17.json"), "JDK 17");
        // A trial file as cryptobench wrote it before the round store: no lane, no round.
        ObjectNode old = JSON.createObjectNode();
        old.put("trial", plan.get(0).roundKey(1));
        old.put("status", "measured");
        old.putNull("message");
        old.set("results", rowJson(plan.get(0), 5));
        Files.createDirectories(store.dir());
        Files.writeString(
                store.dir().resolve("0000-r1-" + plan.get(0).label().replaceAll("[^A-Za-z0-9.=-]+", "_") + ".json"),
                old.toString());
        store.write(new WorkUnit(plan.get(1), 1, 1, "JDK 17"), Outcome.measured(row(plan.get(1), 6)), 1, null);
        try (var files = Files.list(store.dir())) {
            assertTrue(
                    files.noneMatch(f -> f.getFileName().toString().contains("JDK")),
                    "the lane is the store's, not in its names");
        }
        List<String> warnings = new ArrayList<>();
        List<RoundStore.Entry> read = store.read(plan, warnings::add);
        assertEquals(List.of(), warnings);
        assertEquals(
                List.of("JDK 17", "JDK 17"),
                read.stream().map(RoundStore.Entry::lane).toList());
        assertEquals(
                List.of(plan.get(0).roundKey(1), plan.get(1).roundKey(1)),
                new Ledger(plan, "JDK 17").keep(read).keys());
        // A file that is not a round file is left beside the pack.
        Files.writeString(store.dir().resolve("0009-r1-other.json"), "{\"something\": \"else\"}");
        store.pack();
        try (var files = Files.list(store.dir())) {
            assertEquals(
                    List.of("0009-r1-other.json", RoundStore.PACK),
                    files.map(f -> f.getFileName().toString()).sorted().toList());
        }
        assertEquals(2, store.read(plan, w -> {}).size());
    }

    @Test
    void aFileThatCannotBeWrittenIsNamedAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("plain-file"), "x");
        Path target = notAFolder.resolve("jmh.json");
        IOException e = assertThrows(IOException.class, () -> AtomicFile.writeAtomically(target, new byte[] {1}));
        assertTrue(e.getMessage().startsWith("cannot write " + target.toAbsolutePath() + ": "), e.getMessage());
        try (var files = Files.list(dir)) {
            assertEquals(List.of(notAFolder), files.toList());
        }
    }

    @Test
    void trialFilesLiveBesideTheirResultFile() {
        assertEquals(
                "trials",
                RoundStore.of(Path.of("r/jmh.json")).dir().getFileName().toString());
        assertEquals(
                "trials-jdk17",
                RoundStore.of(Path.of("r/jmh-jdk17.json")).dir().getFileName().toString());
    }

    @Test
    void resumingAFinishedRunRunsNothingAndWritesEveryTrialExactlyOnce(@TempDir Path dir) throws IOException {
        List<Trial> plan = TrialPlan.checked(ARGS);
        assertEquals(4, plan.size());
        RoundStore store = RoundStore.of(dir.resolve("jmh.json"));
        // Written out of order, as a killed run and an earlier resume could leave them.
        for (int i = plan.size() - 1; i >= 0; i--) {
            Trial t = plan.get(i);
            boolean accpChaCha = t.benchmark().contains("ChaCha")
                    && t.params().get("provider").equals("ACCP");
            if (accpChaCha) {
                store.write(
                        new WorkUnit(t, i, 1, ""),
                        Outcome.unsupported("ACCP does not offer ChaCha20-Poly1305"),
                        0,
                        null);
            } else {
                store.write(new WorkUnit(t, i, 1, ""), new Outcome(Status.measured, null, row(t, 100 + i)), 0, null);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new JmhLauncher(new PrintStream(out, true, StandardCharsets.UTF_8), System.err).resume(dir, ARGS);
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, printed);
        assertTrue(printed.contains("4 trials (4 already done), 0 runs of JMH to go"), printed);
        assertFalse(printed.contains("# cryptobench 1 of"), "nothing was run: " + printed);

        JsonNode results = JSON.readTree(dir.resolve("jmh.json").toFile());
        assertEquals(3, results.size());
        Map<String, Integer> times = new HashMap<>();
        results.forEach(
                r -> times.merge(r.path("benchmark").asText() + r.path("params").toString(), 1, Integer::sum));
        assertEquals(3, times.size(), "every measured trial exactly once");
        // In plan order, not in the order the files were written.
        assertEquals(100.0, results.get(0).path("primaryMetric").path("score").asDouble());
        JsonNode outcomes = JSON.readTree(dir.resolve("outcomes.json").toFile()).path("notMeasured");
        assertEquals(1, outcomes.size());
        assertTrue(outcomes.get(0).path("unsupported").asBoolean());
        assertTrue(Files.exists(dir.resolve("env.json")));
    }

    @Test
    void forksRunInRoundsOverAllTrialsAndAKilledRunPicksUpWhereItStopped(@TempDir Path dir) throws IOException {
        List<String> threeForks = new ArrayList<>(ARGS);
        threeForks.addAll(List.of("-f", "3"));
        List<Trial> plan = TrialPlan.checked(threeForks);
        assertEquals(3, plan.get(0).rounds());
        List<String> order = new Ledger(plan, "")
                .schedule().stream()
                        .map(r -> r.round() + " " + r.trial().label())
                        .toList();
        assertEquals(12, order.size());
        assertTrue(
                order.subList(0, 4).stream().allMatch(s -> s.startsWith("1 ")),
                "round 1 of every trial first: " + order);
        assertTrue(order.subList(8, 12).stream().allMatch(s -> s.startsWith("3 ")), order.toString());

        // Killed after round 1 of everything and round 2 of the first trial; the ChaCha20 ACCP trial was unsupported.
        RoundStore store = new RoundStore(dir);
        Trial first = plan.get(0);
        Trial accpChaCha = plan.stream()
                .filter(t -> t.benchmark().contains("ChaCha")
                        && t.params().get("provider").equals("ACCP"))
                .findFirst()
                .orElseThrow();
        for (int i = 0; i < plan.size(); i++) {
            Trial t = plan.get(i);
            if (t == accpChaCha) {
                store.write(
                        new WorkUnit(t, i, 1, ""),
                        Outcome.unsupported("ACCP does not offer ChaCha20-Poly1305"),
                        0,
                        null);
            } else {
                store.write(new WorkUnit(t, i, 1, ""), new Outcome(Status.measured, null, row(t, 100)), 0, null);
            }
        }
        store.write(new WorkUnit(first, 0, 2, ""), new Outcome(Status.measured, null, row(first, 200)), 0, null);
        Ledger finished = new Ledger(plan, "").keep(store.read());
        List<WorkUnit> rest = finished.schedule();
        // 3 trials x 3 rounds, less the 4 rounds on disk; nothing more for the unsupported trial.
        assertEquals(5, rest.size());
        assertTrue(rest.stream().noneMatch(r -> r.trial() == accpChaCha));
        assertTrue(rest.stream().noneMatch(r -> r.trial() == first && r.round() == 2));

        // What jmh.json holds at that point: one row per measured trial, the first with its two forks joined.
        List<ResultRow> rows = finished.rows();
        assertEquals(3, rows.size());
        assertEquals(2, rows.get(0).source().path("forks").asInt());
        assertEquals(2, rows.get(0).rawByFork().length);
        assertEquals(150.0, rows.get(0).score(), 1e-9);
    }

    @Test
    void everyKeyOfTheCommittedPacksReadsBackAsItsTrialAndRound() throws IOException {
        int keys = 0;
        try (var runs = Files.list(Path.of("src/test/resources/ab/plus10-2026-11-30"))) {
            for (Path run : runs.sorted().toList()) {
                Path dir = run.resolve("rounds");
                List<String> stored = new ArrayList<>();
                try (InputStream in = new GZIPInputStream(Files.newInputStream(dir.resolve(RoundStore.PACK)))) {
                    JSON.readTree(in).forEach(n -> stored.add(n.path("trial").asText()));
                }
                List<String> warnings = new ArrayList<>();
                List<RoundStore.Entry> read = new RoundStore(dir).read(null, warnings::add);
                assertEquals(List.of(), warnings);
                assertEquals(stored, read.stream().map(RoundStore.Entry::key).toList(), run.toString());
                keys += stored.size();
            }
        }
        assertTrue(keys > 0, "no committed pack read");
    }
}
