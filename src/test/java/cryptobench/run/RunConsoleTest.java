package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.engine.Ledger;
import cryptobench.engine.Outcome;
import cryptobench.engine.RoundStore;
import cryptobench.engine.RoundStoreTest;
import cryptobench.engine.Status;
import cryptobench.engine.Trial;
import cryptobench.engine.WorkUnit;
import cryptobench.results.HostSpells;
import cryptobench.results.OutcomesFile;
import cryptobench.results.ResultRow;
import cryptobench.results.UnsettledFork;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The closing table and summary: the forks each error bar rests on, the interval over forks, and
 * unsettled forks, flagged as each round ends and in outcomes.json. Nothing is measured: the
 * rounds are written to the trial store by the test and the run is resumed.
 */
class RunConsoleTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One round's JMH JSON row of a trial, one fork with these iterations. */
    static List<ResultRow> round(Trial t, double... iterations) {
        return RoundStoreTest.fork(t, iterations);
    }

    private static String printed(ByteArrayOutputStream out) {
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void threeForksInRoundsGiveTheIntervalOverForksAndATrendingForkIsFlaggedEverywhere(@TempDir Path dir)
            throws IOException {
        List<String> args = new ArrayList<>(RoundStoreTest.ARGS);
        args.addAll(List.of("-f", "3"));
        List<Trial> plan = TrialPlan.checked(args);
        RoundStore store = RoundStore.of(dir.resolve("jmh.json"));
        Trial sunJceGcm = plan.stream()
                .filter(t -> t.benchmark().endsWith("AesGcm.encrypt")
                        && t.params().get("provider").equals("SunJCE"))
                .findFirst()
                .orElseThrow();
        for (int i = 0; i < plan.size(); i++) {
            Trial t = plan.get(i);
            if (t.benchmark().contains("ChaCha") && t.params().get("provider").equals("ACCP")) {
                store.write(
                        new WorkUnit(t, i, 1, ""),
                        Outcome.unsupported("ACCP does not offer ChaCha20-Poly1305"),
                        0,
                        null);
                continue;
            }
            store.write(
                    new WorkUnit(t, i, 1, ""),
                    new Outcome(Status.measured, null, round(t, 250_000, 240_000, 260_000)),
                    0,
                    null);
            // The fork: C2 compiled the intrinsic path while JMH measured.
            store.write(
                    new WorkUnit(t, i, 2, ""),
                    new Outcome(
                            Status.measured,
                            null,
                            t == sunJceGcm ? round(t, 4_234, 106_205, 248_565) : round(t, 200_000, 210_000, 190_000)),
                    0,
                    null);
            store.write(
                    new WorkUnit(t, i, 3, ""),
                    new Outcome(Status.measured, null, round(t, 230_000, 235_000, 225_000)),
                    0,
                    null);
            if (t == sunJceGcm) {
                // The fork run in its place at the end of the run.
                store.write(
                        new WorkUnit(t, i, 4, ""),
                        new Outcome(Status.measured, null, round(t, 240_000, 245_000, 235_000)),
                        0,
                        null);
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertEquals(
                0, new JmhLauncher(new PrintStream(out, true, StandardCharsets.UTF_8), System.err).resume(dir, args));
        String text = printed(out);

        String header =
                text.lines().filter(l -> l.startsWith("Benchmark")).findFirst().orElseThrow();
        assertTrue(header.matches("Benchmark +Mode +Forks +Cnt +Score +Error +Units"), header);
        String gcm = text.lines()
                .filter(l -> l.startsWith("AesGcm.encrypt provider=SunJCE"))
                .findFirst()
                .orElseThrow();
        // Forks 1, 3 and 4 (the one run in place of fork 2): 3 forks, 9 iterations.
        // The geometric mean of the fork means 250,000, 230,000 and 240,000.
        assertTrue(
                gcm.matches(
                        "AesGcm\\.encrypt provider=SunJCE keyBits=256 dataSize=1024 +thrpt +3 +9 +239861\\.031 +-[0-9.]+% \\+[0-9.]+%"
                                + " +ops/s +1 fork replaced"),
                gcm);
        String accp = text.lines()
                .filter(l -> l.startsWith("AesGcm.encrypt provider=ACCP"))
                .findFirst()
                .orElseThrow();
        assertFalse(accp.contains(RunConsole.UNSETTLED) || accp.contains(RunConsole.REPLACED), accp);
        assertTrue(
                text.contains(
                        "Score: the geometric mean of the fork means. Error: its 95% interval, relative to Score, with the"
                                + " fork-to-fork variance pooled over the run's rows of the same provider and variant"),
                text);
        assertFalse(text.contains("1 fork: JMH's 99.9% error"), "every row has 3 forks: " + text);

        assertTrue(
                text.contains("cryptobench: 3 trials measured, 1 unsupported, 0 failed, 1 fork run again (unsettled)"),
                text);
        assertTrue(
                text.contains("Error bars: 95% intervals over 3 forks (fork-to-fork variation included, pooled)"),
                text);
        assertTrue(
                text.contains(
                        "  AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=1024 fork 2: 4,234 / 106,205 / 248,565 ops/s"
                                + " (last third 58.7x the first), replaced\n"),
                text);

        OutcomesFile outcomes = OutcomesFile.read(dir.resolve("outcomes.json"));
        assertEquals(1, outcomes.notMeasured().size());
        assertEquals(1, outcomes.unsettled().size());
        UnsettledFork t = outcomes.unsettled().get(0);
        assertEquals(sunJceGcm.benchmark(), t.benchmark());
        assertEquals(2, t.fork());
        assertEquals(List.of(4_234.0, 106_205.0, 248_565.0), t.iterations());
        assertEquals(58.7, t.lastThirdOverFirst(), 0.05);
        assertTrue(t.replaced());
        JsonNode raw = JSON.readTree(dir.resolve("outcomes.json").toFile());
        assertEquals("thrpt", raw.path("unsettled").get(0).path("mode").asText());
    }

    @Test
    void aTrendingForkIsSaidAsSoonAsItsRoundEnds() throws IOException {
        List<Trial> plan = TrialPlan.checked(RoundStoreTest.ARGS);
        Trial t = plan.get(0);
        RoundStore.Entry steady =
                new RoundStore.Entry(t.id(), "", 1, Status.measured, null, round(t, 100, 130, 80), 0, null);
        RoundStore.Entry warming =
                new RoundStore.Entry(t.id(), "", 2, Status.measured, null, round(t, 4_234, 106_205, 248_565), 0, null);
        RoundStore.Entry unsupported =
                new RoundStore.Entry(t.id(), "", 1, Status.unsupported, "no", List.of(), 0, null);
        assertTrue(Ledger.unsettled(steady, 1).isEmpty());
        assertTrue(Ledger.unsettled(unsupported, 1).isEmpty());
        List<UnsettledFork> found = Ledger.unsettled(warming, 2);
        assertEquals(1, found.size());
        assertEquals(2, found.get(0).fork(), "a round is its trial's fork of that number");
    }

    @Test
    void oneForkRowsSayTheirErrorIsWithinTheForkOnly() {
        List<Trial> plan = TrialPlan.checked(RoundStoreTest.ARGS);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        RunConsole console = new RunConsole(new PrintStream(out, true, StandardCharsets.UTF_8));
        List<ResultRow> rows = List.of(
                round(plan.get(0), 100, 101, 99, 100).get(0),
                round(plan.get(1), 50, 51, 49).get(0));
        console.table(rows, List.of());
        console.summary(rows, List.of(), List.of(), Path.of("r", "jmh.json"));
        String text = printed(out);
        String line = text.lines()
                .filter(l -> l.startsWith("AesGcm.encrypt provider=SunJCE"))
                .findFirst()
                .orElseThrow();
        assertTrue(
                line.matches(".* thrpt +1 +4 +100\\.000 +\u00b11\\.0% \\(1 fork: within-fork error only\\) +ops/s"),
                line);
        assertTrue(
                text.contains(
                        "1 fork: JMH's 99.9% error over that fork's iterations; the fork-to-fork variation, often several"
                                + " times larger, is not in it."),
                text);
        assertFalse(text.contains("interval over the fork means"), text);
        assertTrue(text.contains("cryptobench: 2 trials measured, 0 unsupported, 0 failed\n"), text);
        assertTrue(
                text.contains(
                        "Error bars: 1 fork: within-fork error only (run -f 3 or more for an interval that includes the"
                                + " fork-to-fork variation)"),
                text);
        assertFalse(text.contains("Still trending"), text);
    }

    @Test
    void aRunWithSomeTrialsCutToOneForkSaysWhichIsWhich() {
        List<Trial> plan = TrialPlan.checked(RoundStoreTest.ARGS);
        ObjectNode twoForks = round(plan.get(0), 100, 101).get(0).source().deepCopy();
        ((ArrayNode) twoForks.path("primaryMetric").path("rawData"))
                .addArray()
                .add(90)
                .add(91);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        new RunConsole(new PrintStream(out, true, StandardCharsets.UTF_8))
                .summary(
                        List.of(
                                ResultRow.of(twoForks),
                                round(plan.get(1), 50, 51).get(0)),
                        List.of(),
                        List.of(),
                        Path.of("jmh.json"));
        assertTrue(
                printed(out)
                        .contains(
                                "Error bars: 95% intervals over 2 forks for 1 trial (fork-to-fork variation included, pooled);"
                                        + " 1 trial with 1 fork: within-fork error only"),
                printed(out));
    }

    private static ObjectNode secondary(ObjectNode row) {
        return row.has("secondaryMetrics")
                ? (ObjectNode) row.get("secondaryMetrics")
                : row.putObject("secondaryMetrics");
    }

    @Test
    void aRowSaysHowManyIterationsTheHostSlowedAndLeavesThemOut() {
        List<Trial> plan = TrialPlan.checked(RoundStoreTest.ARGS);
        ObjectNode slowed = round(plan.get(0), 100, 50, 50, 101).get(0).source().deepCopy();
        secondary(slowed)
                .putObject("host.canary")
                .put("scoreUnit", "steps/us")
                .putArray("rawData")
                .addArray()
                .add(240)
                .add(120)
                .add(119)
                .add(241);
        ObjectNode quiet = round(plan.get(1), 50, 51, 49, 50).get(0).source().deepCopy();
        secondary(quiet)
                .putObject("host.canary")
                .put("scoreUnit", "steps/us")
                .putArray("rawData")
                .addArray()
                .add(240)
                .add(239)
                .add(242)
                .add(240);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        List<ResultRow> rows = HostSpells.clean(List.of(ResultRow.of(slowed), ResultRow.of(quiet)));
        new RunConsole(new PrintStream(out, true, StandardCharsets.UTF_8)).table(rows, List.of());
        String text = printed(out);
        String line = text.lines()
                .filter(l -> l.startsWith("AesGcm.encrypt provider=SunJCE"))
                .findFirst()
                .orElseThrow();
        assertTrue(line.matches(".* thrpt +1 +2 +100\\.500 .* 2 of 4 iterations left out \\(host slow\\)"), line);
        assertTrue(text.contains("Host slow: 2 of 8 iterations (25.0%)"), text);
    }
}
