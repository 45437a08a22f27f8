package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** run's profiles, shards and resume checks, through --dry-run and bad input: nothing is measured. */
class RunCommandTest extends CliTestBase {

    private static List<String> trialLines(String text) {
        return text.lines().filter(l -> l.startsWith("  cryptobench.bench.")).toList();
    }

    @Test
    void aDryRunListsTheProfileAndItsEstimate() {
        assertEquals(0, run("run", "--profile", "quick", "--dry-run"));
        assertTrue(out.toString().contains("32 trials per JDK; 1 JDK(s): estimated "), out.toString());
        assertEquals(32, trialLines(out.toString()).size());
    }

    @Test
    void theFullProfileSaysHowLongItWillTakeBeforeItStarts() {
        assertEquals(0, run("run", "--profile", "full", "--dry-run"));
        assertTrue(out.toString().matches("(?s).*trials per JDK; 1 JDK\\(s\\): estimated \\d+ h \\d\\d min.*"), out.toString());
    }

    @Test
    void threeShardsOfTheQuickProfileCoverItOnce() {
        Set<String> seen = new HashSet<>();
        int total = 0;
        for (int k = 1; k <= 3; k++) {
            out.getBuffer().setLength(0);
            assertEquals(0, run("run", "--profile", "quick", "--shard", k + "/3", "--dry-run"));
            List<String> lines = trialLines(out.toString());
            total += lines.size();
            seen.addAll(lines.stream().map(l -> l.substring(0, l.lastIndexOf("  ("))).toList());
        }
        assertEquals(32, total);
        assertEquals(32, seen.size());
    }

    @Test
    void badProfileShardAndJmhOptionsAreExitTwo() {
        assertEquals(2, run("run", "--profile", "fast", "--dry-run"));
        assertTrue(err.toString().contains("unknown profile 'fast'; valid: quick, headline, digests, breadth, full"), err.toString());
        assertEquals(2, run("run", "--shard", "4/3", "--dry-run"));
        assertTrue(err.toString().contains("--shard 4/3 is not a shard"), err.toString());
        assertEquals(2, run("run", "--profile", "quick", "--dry-run", "--", "-p", "provider=OpenSSL"));
        assertTrue(err.toString().contains("unknown provider 'OpenSSL'"), err.toString());
    }

    @Test
    void resumeNeedsARunFolderAndTakesNoOtherSettings(@TempDir Path dir) throws Exception {
        assertEquals(2, run("run", "--resume", dir.toString()));
        assertTrue(err.toString().contains("there is no run.json in it"), err.toString());
        Files.writeString(dir.resolve("run.json"), "{\"run\": {\"profile\": \"quick\"");
        assertEquals(2, run("run", "--resume", dir.toString()));
        assertTrue(err.toString().contains("run.json is not valid JSON"), err.toString());
        assertEquals(2, run("run", "--resume", dir.toString(), "--profile", "full"));
        assertTrue(err.toString().contains("give it alone, without --profile"), err.toString());
        Files.writeString(dir.resolve("run.json"), "{\"run\": {\"profile\": \"quick\", \"shard\": \"5/4\"}}");
        assertEquals(2, run("run", "--resume", dir.toString()));
        assertTrue(err.toString().contains(dir.resolve("run.json") + ": --shard 5/4 is not a shard"), err.toString());
    }

    @Test
    void optionsThatRunSetsItselfAreRefusedAfterTheDoubleDash() {
        assertEquals(2, run("run", "--profile", "quick", "--dry-run", "--", "-rff", "x.json"));
        assertTrue(err.toString().contains("JMH option -rff after -- is set by run itself"), err.toString());
    }
}
