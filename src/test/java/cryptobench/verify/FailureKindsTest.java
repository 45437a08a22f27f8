package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.check.Failure;
import cryptobench.check.Tally;
import cryptobench.verify.broken.TwoFaults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Failures kept and counted by kind, so that no kind hides behind another's, and the report's table of kinds. */
class FailureKindsTest {

    private static final String WRONG = "wrong output: encryption gives";
    private static final String THREW = "threw an unchecked exception: java.lang.ArithmeticException";

    @Test
    void everyKindOfFailureIsCountedAndKeptWithItsReproducers() {
        VectorRunner.Result r = new VectorRunner(TwoFaults.class.getName(), VectorFile.AES_GCM).run();
        Map<String, Integer> counts =
                r.kinds().stream().collect(Collectors.toMap(FailureKind::kind, FailureKind::count));
        assertEquals(2, counts.size(), r.kinds().toString());
        assertTrue(counts.get(WRONG) > VectorRunner.KEPT_PER_KIND, counts.toString());
        assertTrue(counts.get(THREW) > VectorRunner.KEPT_PER_KIND, counts.toString());
        assertEquals(
                r.tally().failed(),
                counts.values().stream().mapToInt(Integer::intValue).sum());
        Map<String, Long> kept = r.failures().stream()
                .collect(Collectors.groupingBy(f -> VectorRunner.kindOf(f.message()), Collectors.counting()));
        assertEquals(Map.of(WRONG, 5L, THREW, 5L), kept);
        assertEquals(r.tally().failed() - 10, r.omitted());
    }

    @Test
    void theReportCountsEachKindOverForksAndMarksAKnownOne(@TempDir Path dir) throws Exception {
        Map<String, String> fork = Map.of("JDK", "17", "fork variant", "default", "UseAVX", "3");
        Failure kept = new Failure(
                "P",
                "AES-GCM",
                "wycheproof aes_gcm_test.json tcId 7",
                "threw an unchecked exception: " + "java.lang.ArithmeticException: tag mismatch",
                Map.of());
        ForkReport one = new ForkReport(
                fork,
                List.of("P"),
                List.of(new Tally("P", "vectors", "AES-GCM", 1, 40, 0, 0, "")),
                List.of(kept),
                39,
                List.of(new FailureKind("P", "AES-GCM", THREW, 40, 1)),
                Map.of(),
                Map.of(),
                1);
        Path known = Files.writeString(dir.resolve("known.txt"), "P | AES-GCM | ArithmeticException | a test\n");
        String md = new Conformance(List.of(one, one), List.of(kept, kept), 1, 1, Scope.HEADLINE)
                .knowing(KnownFailures.read(known))
                .markdown();
        assertTrue(md.contains("| P | AES-GCM | " + THREW + " | 80 | 2 | 2 | yes |"), md);
    }

    @Test
    void aForkReportPacksItsPerCaseDigestsIntoOneLineARowThatChangesWithAnyCase() {
        Map<String, String> fork = Map.of("JDK", "17");
        ForkReport a = new ForkReport(
                fork,
                List.of(),
                List.of(),
                List.of(),
                0,
                List.of(),
                Map.of("P|AES-GCM-128", Map.of(0, "aa", 1, "bb")),
                Map.of(),
                1);
        ForkReport b = new ForkReport(
                fork,
                List.of(),
                List.of(),
                List.of(),
                0,
                List.of(),
                Map.of("P|AES-GCM-128", Map.of(0, "aa", 1, "bc")),
                Map.of(),
                1);
        assertEquals(Map.of(), a.packed().digests());
        String row = a.packed().rowDigests().get("P|AES-GCM-128");
        assertTrue(row.startsWith("2 cases, sha256 "), row);
        assertEquals(row, a.packed().rowDigests().get("P|AES-GCM-128"));
        assertTrue(!row.equals(b.packed().rowDigests().get("P|AES-GCM-128")));
    }
}
