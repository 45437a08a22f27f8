package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Why an ab fork gave no row for a trial, read from that trial's part of the fork's console. */
class ForkOutputTest {

    private static final String GCM = "cryptobench.bench.AesGcm.encrypt";

    @Test
    void aTrialsPartIsFoundByItsExactParamsNotByAPrefixOfAValue() {
        List<String> log = List.of(
                "# Benchmark: " + GCM,
                "# Parameters: (dataSize = 16384, provider = ACCP)",
                "# Warmup Iteration   1: <failure>",
                "",
                "java.lang.OutOfMemoryError: Java heap space",
                "",
                "# Benchmark: " + GCM,
                "# Parameters: (dataSize = 16, provider = ACCP)",
                "# Warmup Iteration   1: <failure>",
                "",
                "java.lang.IllegalStateException: round trip failed",
                "\tat cryptobench.cipher.CipherFixture.check(CipherFixture.java:1)",
                "");
        ForkOutput fork = new ForkOutput(List.of(), log, 0);
        assertEquals(
                Outcome.failed("java.lang.IllegalStateException: round trip failed"),
                fork.missing(GCM, Map.of("dataSize", "16", "provider", "ACCP")));
        assertEquals(
                Outcome.failed("java.lang.OutOfMemoryError: Java heap space"),
                fork.missing(GCM, Map.of("dataSize", "16384", "provider", "ACCP")));
        assertEquals(List.of(), fork.part(GCM, Map.of("dataSize", "1638", "provider", "ACCP")));
    }

    @Test
    void printedParamsAreReadAsAMap() {
        assertEquals(
                Map.of("dataSize", "16", "provider", "cryptobench.verify.broken.LooseTag"),
                ForkOutput.printedParams(
                        "# Parameters: (dataSize = 16, provider = cryptobench.verify.broken.LooseTag)"));
    }
}
