package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Crash-safe trial files and resuming from them; the trials here are written by the test, never measured. */
class TrialStoreTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** Two measured trials and one a provider does not offer. */
    static final List<String> ARGS = List.of("cryptobench\\.bench\\.(AesGcm|ChaCha20Poly1305)\\.encrypt$",
            "-p", "provider=SunJCE,ACCP", "-p", "keyBits=256", "-p", "dataSize=1024");

    /** A JMH JSON row for a trial, shaped like the real ones (what report, compare and env read). */
    static ArrayNode row(Trial t, double score) {
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

    @Test
    void aTrialFileIsReadBackAndATornOneIsNotAFinishedTrial(@TempDir Path dir) throws IOException {
        TrialStore store = new TrialStore(dir.resolve("trials"));
        List<Trial> plan = JmhLauncher.plan(ARGS);
        store.write(0, plan.get(0), TrialStore.Status.measured, null, row(plan.get(0), 5));
        store.write(1, plan.get(1), TrialStore.Status.failed, "java.lang.AssertionError: wrong bytes", JSON.createArrayNode());
        Files.writeString(store.dir().resolve("0002-torn.json"), "{\"trial\": \"cryptobench.bench.Ch");
        Map<String, TrialStore.Entry> read = store.read();
        assertEquals(2, read.size());
        assertEquals(5.0, read.get(plan.get(0).key()).results().get(0).path("primaryMetric").path("score").asDouble());
        assertEquals("java.lang.AssertionError: wrong bytes", read.get(plan.get(1).key()).message());
        // A resumed run keeps the measured trial and runs the failed (and the torn) one again.
        assertEquals(List.of(plan.get(0).key()), new ArrayList<>(JmhLauncher.finishedEntries(read).keySet()));
        assertTrue(Files.list(store.dir()).noneMatch(p -> p.toString().endsWith(".tmp")), "no temporary file left");
        store.clear();
        assertTrue(store.read().isEmpty());
    }

    @Test
    void trialFilesLiveBesideTheirResultFile() {
        assertEquals("trials", TrialStore.of(Path.of("r/jmh.json")).dir().getFileName().toString());
        assertEquals("trials-jdk17", TrialStore.of(Path.of("r/jmh-jdk17.json")).dir().getFileName().toString());
    }

    @Test
    void resumingAFinishedRunRunsNothingAndWritesEveryTrialExactlyOnce(@TempDir Path dir) throws IOException {
        List<Trial> plan = JmhLauncher.plan(ARGS);
        assertEquals(4, plan.size());
        TrialStore store = TrialStore.of(dir.resolve("jmh.json"));
        // Written out of order, as a killed run and an earlier resume could leave them.
        for (int i = plan.size() - 1; i >= 0; i--) {
            Trial t = plan.get(i);
            boolean accpChaCha = t.benchmark().contains("ChaCha") && t.params().get("provider").equals("ACCP");
            if (accpChaCha) {
                store.write(i, t, TrialStore.Status.unsupported, "ACCP does not offer ChaCha20-Poly1305", JSON.createArrayNode());
            } else {
                store.write(i, t, TrialStore.Status.measured, null, row(t, 100 + i));
            }
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int exit = new JmhLauncher(new PrintStream(out, true, StandardCharsets.UTF_8), System.err).resume(dir, ARGS);
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, exit, printed);
        assertTrue(printed.contains("4 trials, 0 to run (4 already done)"), printed);
        assertFalse(printed.contains("# cryptobench trial"), "nothing was run: " + printed);

        JsonNode results = JSON.readTree(dir.resolve("jmh.json").toFile());
        assertEquals(3, results.size());
        Map<String, Integer> times = new HashMap<>();
        results.forEach(r -> times.merge(r.path("benchmark").asText() + r.path("params").toString(), 1, Integer::sum));
        assertEquals(3, times.size(), "every measured trial exactly once");
        // In plan order, not in the order the files were written.
        assertEquals(100.0, results.get(0).path("primaryMetric").path("score").asDouble());
        JsonNode outcomes = JSON.readTree(dir.resolve("outcomes.json").toFile()).path("notMeasured");
        assertEquals(1, outcomes.size());
        assertTrue(outcomes.get(0).path("unsupported").asBoolean());
        assertTrue(Files.exists(dir.resolve("env.json")));
    }
}
