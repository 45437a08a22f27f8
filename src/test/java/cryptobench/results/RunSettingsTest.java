package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One settings record for run (run.json: profile runs and plain JMH command lines) and ab (ab.json); the
 * committed older forms still read, and ab.json is written exactly as before.
 */
class RunSettingsTest {

    @Test
    void bothKindsOfRunRoundTrip(@TempDir Path dir) throws Exception {
        RunSettings profileRun =
                RunSettings.run("quick", List.of("/usr/lib/jvm/x"), "2/4", false, 3, List.of("-f", "2"), false, null);
        profileRun.write(dir);
        assertEquals(profileRun, RunSettings.readRun(dir.resolve(RunFolder.RUN_RECORD)));
        RunSettings plain = RunSettings.plain(List.of("AesGcm", "-f", "1"));
        plain.write(dir);
        RunSettings back = RunSettings.readRun(dir.resolve(RunFolder.RUN_RECORD));
        assertTrue(back.isPlain());
        assertEquals(plain, back);
        assertTrue(Files.readString(dir.resolve(RunFolder.RUN_RECORD)).startsWith("{\n  \"run\" : {"));
        RunSettings twoJdks = RunSettings.run("headline", List.of("/a", "/b"), "1/1", null, 3, List.of(), true, null);
        twoJdks.write(dir);
        assertEquals(twoJdks, RunSettings.readRun(dir.resolve(RunFolder.RUN_RECORD)));
    }

    @Test
    void theCommittedRunJsonFilesStillRead() throws Exception {
        // A plain run of the older form {"jmh": [...]} and a profile run.
        RunSettings quickKilled = RunSettings.readRun(Path.of("src/test/resources/runs/quick-killed/run.json"));
        assertEquals("quick", quickKilled.profile());
        RunSettings digests = RunSettings.readRun(Path.of("src/test/resources/runs/2026-11-29-digests/run.json"));
        assertEquals("digests", digests.profile());
        assertEquals(2, digests.run().jdks().size());
        assertTrue(!digests.run().jdksInterleaved(), "made before the JDKs ran in turns");
    }

    @Test
    void aRecordThatIsNotOneNamesTheFile(@TempDir Path dir) throws Exception {
        Path bad = Files.writeString(dir.resolve(RunFolder.RUN_RECORD), "{\"something\": 1}");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RunSettings.readRun(bad));
        assertEquals(bad + " has neither 'run' nor 'jmh' settings", e.getMessage());
        Files.writeString(bad, "{\"jmh\": [\"AesGcm\", \"-f\", \"1\"]}");
        assertEquals(List.of("AesGcm", "-f", "1"), RunSettings.readRun(bad).jmhArgs());
    }

    @Test
    void abSettingsAreTheSameRecordAndTheCommittedAbJsonIsWrittenBackByteForByte(@TempDir Path dir) throws Exception {
        Path committed = Path.of("src/test/resources/ab/plus10-2026-11-30/run-1");
        RunSettings ab = RunSettings.readAb(committed);
        assertEquals("gate", ab.profile());
        assertEquals(RunSettings.Schedule.duet, ab.ab().schedule());
        assertEquals(0.05, ab.ab().threshold());
        ab.write(dir);
        assertEquals(
                Files.readString(committed.resolve(RunSettings.AB_FILE)).strip(),
                Files.readString(dir.resolve(RunSettings.AB_FILE)).strip());
        assertEquals(ab, RunSettings.readAb(dir));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> RunSettings.readAb(dir.resolve("none")));
        assertTrue(
                e.getMessage().endsWith("there is no ab.json in it, so it is not a folder ab wrote"), e.getMessage());
    }
}
