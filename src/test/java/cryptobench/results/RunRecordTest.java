package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run.json has one schema for profile runs and plain JMH command lines, and the committed older forms still read. */
class RunRecordTest {

    @Test
    void bothKindsOfRunRoundTrip(@TempDir Path dir) throws Exception {
        RunRecord profileRun = new RunRecord("quick", List.of("/usr/lib/jvm/x"), "2/4", false, 3, List.of("-f", "2"), false);
        profileRun.write(dir);
        assertEquals(profileRun, RunRecord.read(dir.resolve(RunFolder.RUN_RECORD)));
        RunRecord plain = RunRecord.plain(List.of("AesGcm", "-f", "1"));
        plain.write(dir);
        RunRecord back = RunRecord.read(dir.resolve(RunFolder.RUN_RECORD));
        assertTrue(back.isPlain());
        assertEquals(plain, back);
        assertTrue(Files.readString(dir.resolve(RunFolder.RUN_RECORD)).startsWith("{\n  \"run\" : {"));
        RunRecord twoJdks = new RunRecord("headline", List.of("/a", "/b"), "1/1", null, 3, List.of(), true);
        twoJdks.write(dir);
        assertEquals(twoJdks, RunRecord.read(dir.resolve(RunFolder.RUN_RECORD)));
    }

    @Test
    void theCommittedRunRecordsStillRead() throws Exception {
        // A plain run of the older form {"jmh": [...]} and a profile run.
        RunRecord quickKilled = RunRecord.read(Path.of("src/test/resources/runs/quick-killed/run.json"));
        assertEquals("quick", quickKilled.profile());
        RunRecord digests = RunRecord.read(Path.of("results/runs/2026-11-29-digests/run.json"));
        assertEquals("digests", digests.profile());
        assertEquals(2, digests.jdks().size());
        assertTrue(!digests.jdksInterleaved(), "made before the JDKs ran in turns");
    }

    @Test
    void aRecordThatIsNotOneNamesTheFile(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve(RunFolder.RUN_RECORD), "{\"something\": 1}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunRecord.read(bad));
        assertEquals(bad + " has neither 'run' nor 'jmh' settings", e.getMessage());
        Files.writeString(bad, "{\"jmh\": [\"AesGcm\", \"-f\", \"1\"]}");
        assertEquals(List.of("AesGcm", "-f", "1"), RunRecord.read(bad).jmhArgs());
    }
}
