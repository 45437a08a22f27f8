package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.FakeProviders;
import cryptobench.run.FakeJava;
import cryptobench.run.Profile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
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
    void aBudgetIsAnUpperBoundAndForksGivenAfterTheDashesReplaceIt() {
        assertEquals(0, run("run", "--budget", "24m", "--dry-run"));
        // run --budget 24m printed "About 24 min 50 s in all" and ended after 15 min, every row within 5%.
        assertTrue(
                out.toString()
                        .contains(
                                "estimated 24 min 00 s at most (the budget: 9 min 36 s for the planned forks, the rest"
                                        + " for more forks where the intervals are widest, until every row is within +-5%)"),
                out.toString());
        out.getBuffer().setLength(0);
        assertEquals(0, run("run", "--dry-run", "--", "-f", "4"));
        // run -- -f 4 printed the headline's "2 forks ... until its budget is spent" and nothing else.
        assertTrue(
                out.toString()
                        .contains("JMH options after --: -f 4 (a benchmark pattern takes the place of the profile's"
                                + " selection, a -p or an option the profile's own; -f sets the forks, so no budget adds"
                                + " more)"),
                out.toString());
        assertTrue(out.toString().contains("estimated 19 min 12 s\n"), out.toString());
    }

    @Test
    void optionsInJmhsAttachedFormsReplaceTheProfilesAsTheSpacedOnesDo() {
        // "-f4" and "-pdataSize=16" were not seen as the user's own: the headline added its -f 2 (JMH then refused
        // two fork counts) and quick kept its two sizes beside 16.
        assertEquals(0, run("run", "--dry-run", "--", "-f4"));
        assertTrue(out.toString().contains("estimated 19 min 12 s\n"), out.toString());
        assertTrue(out.toString().contains("; -f sets the forks, so no budget adds more)"), out.toString());
        out.getBuffer().setLength(0);
        assertEquals(0, run("run", "--profile", "quick", "--dry-run", "--", "-pdataSize=16"));
        List<String> trials = trialLines(out.toString());
        assertEquals(16, trials.size(), out.toString());
        assertTrue(trials.stream().allMatch(l -> l.contains(" dataSize=16 ")), trials.toString());
    }

    @Test
    void aBenchmarkPatternAfterTheDashesReplacesTheProfilesSelection() {
        // run --profile breadth -- RsaEncryption listed all 488 trials of breadth: the pattern was added to its own.
        assertEquals(0, run("run", "--profile", "breadth", "--dry-run", "--", "RsaEncryption"));
        List<String> trials = trialLines(out.toString());
        assertEquals(72, trials.size(), out.toString());
        assertTrue(
                trials.stream().allMatch(l -> l.startsWith("  cryptobench.bench.RsaEncryption.")), trials.toString());
        assertTrue(trials.stream().anyMatch(l -> l.contains(" avgt ")), "the profile's settings stay");
    }

    @Test
    void requireStopsTheRunBeforeAnythingIsWrittenNamingTheProvider(@TempDir Path tmp) {
        String missing = FakeProviders.NativeLibraryMissing.class.getName();
        assertEquals(
                1,
                run(
                        "run",
                        "--profile",
                        "quick",
                        "--require",
                        "SunJCE," + missing,
                        "-o",
                        tmp.resolve("r").toString()));
        assertTrue(
                err.toString().contains("cryptobench: --require: " + missing + " is required but cannot load: "),
                err.toString());
        assertTrue(!Files.exists(tmp.resolve("r")), "nothing written");
        assertEquals(0, run("run", "--profile", "quick", "--require", "SunJCE", "--dry-run"));
    }

    @Test
    void runsHelpNamesEveryProfile() {
        assertEquals(0, run("run", "--help"));
        String help = out.toString().replaceAll("\\s+", " ");
        for (Profile p : Profile.values()) {
            if (p == Profile.GATE) {
                continue; // ab's own default, named in ab --help
            }
            String name = p.label();
            assertTrue(
                    help.matches("(?s).*--profile=NAME.*[ (]" + Pattern.quote(name) + "[ ,)].*"), name + " in " + help);
        }
    }

    @Test
    void theFullProfileSaysHowLongItWillTakeBeforeItStarts() {
        assertEquals(0, run("run", "--profile", "full", "--dry-run"));
        assertTrue(
                out.toString().matches("(?s).*trials per JDK; 1 JDK\\(s\\): estimated \\d+ h \\d\\d min.*"),
                out.toString());
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
            seen.addAll(lines.stream()
                    .map(l -> l.substring(0, l.lastIndexOf("  (")))
                    .toList());
        }
        assertEquals(32, total);
        assertEquals(32, seen.size());
    }

    @Test
    void badProfileShardAndJmhOptionsAreExitTwo() {
        assertEquals(2, run("run", "--profile", "fast", "--dry-run"));
        assertTrue(
                err.toString()
                        .contains(
                                "unknown profile 'fast'; valid: quick, gate, headline, digests, breadth, pq, services, scaling, startup, isa, bc-lts, tls, full"),
                err.toString());
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
    void aFolderThatHoldsARunIsNeverOverwritten(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("run.json"), "{\"run\": {\"profile\": \"quick\"}}");
        Path trial = Files.createDirectories(dir.resolve("trials")).resolve("0000-r1-AesGcm.encrypt.json");
        Files.writeString(trial, "{}");
        assertEquals(2, run("run", "--profile", "quick", "-o", dir.toString()));
        assertTrue(
                err.toString()
                        .contains("-o " + dir + " already holds files: results are never overwritten. To finish a"
                                + " killed run: run --resume " + dir),
                err.toString());
        assertEquals("{}", Files.readString(trial));
        assertEquals("{\"run\": {\"profile\": \"quick\"}}", Files.readString(dir.resolve("run.json")));
    }

    @Test
    void aRejectedCommandLineWritesNothing(@TempDir Path dir) {
        Path output = dir.resolve("new-run");
        assertEquals(2, run("run", "--profile", "quick", "-o", output.toString(), "--", "-p", "provider=Typo"));
        assertTrue(err.toString().contains("unknown provider 'Typo'"), err.toString());
        assertEquals(2, run("run", "--profile", "quick", "-o", output.toString(), "--", "-p", "dataSize=67108864"));
        assertTrue(err.toString().contains("dataSize 67108864 does not fit the 256 MiB heap"), err.toString());
        assertFalse(Files.exists(output), "nothing written for a rejected command line");
    }

    @Test
    void anOutputFolderThatCannotBeMadeIsAClearError(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        assertEquals(
                2, run("run", "--profile", "quick", "-o", file.resolve("run").toString()));
        assertTrue(err.toString().contains("cannot write " + file.resolve("run") + ": "), err.toString());
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @Test
    void aJdkOlderThan17IsRefusedBeforeAnythingRuns(@TempDir Path dir) throws Exception {
        FakeJava.write(dir, "openjdk version \"1.8.0_322\"");
        assertEquals(2, run("run", "--profile", "quick", "--jdk", dir.toString(), "--dry-run"));
        assertTrue(
                err.toString()
                        .contains(
                                "--jdk " + dir.resolve("bin/java") + " is Java 8; the benchmarks need JDK 17 or newer"),
                err.toString());
    }

    @Test
    void aShardWithNoTrialsIsASuccessfulNoOpThatMergeTakes(@TempDir Path dir) throws Exception {
        Path empty = dir.resolve("shard-20");
        assertEquals(0, run("run", "--profile", "quick", "--shard", "20/40", "-o", empty.toString()));
        assertTrue(out.toString().contains("Shard 20/40 has no trials"), out.toString());
        assertEquals("[ ]", Files.readString(empty.resolve("jmh.json")).strip());
        Path other = Files.createDirectories(dir.resolve("shard-1"));
        Files.copy(Path.of("src/test/resources/report/avgt.json"), other.resolve("jmh.json"));
        assertEquals(
                0,
                run(
                        "merge",
                        empty.toString(),
                        other.toString(),
                        "-o",
                        dir.resolve("merged").toString()));
        assertTrue(Files.exists(dir.resolve("merged/jmh.json")));
        // Merging again into the same folder would overwrite it.
        assertEquals(
                2,
                run(
                        "merge",
                        empty.toString(),
                        other.toString(),
                        "-o",
                        dir.resolve("merged").toString()));
        assertTrue(err.toString().contains("already holds files: results are never overwritten"), err.toString());
    }

    @Test
    void optionsThatRunSetsItselfAreRefusedAfterTheDoubleDash() {
        assertEquals(2, run("run", "--profile", "quick", "--dry-run", "--", "-rff", "x.json"));
        assertTrue(err.toString().contains("JMH option -rff after -- is set by run itself"), err.toString());
    }
}
