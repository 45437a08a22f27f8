package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.check.Tally;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The conformance table's rows. */
class ConformanceTest {

    @Test
    void aProviderNotCheckedInAForkSaysWhyInsteadOfZeros() {
        Map<String, String> fork = Map.of("JDK", "17", "fork variant", "default", "UseAVX", "3");
        ForkReport r = ForkReport.of(
                fork,
                List.of("BC-LTS", "BC-LTS-vaesf"),
                List.of(
                        new Tally("BC-LTS", "vectors", "AES-GCM", 10, 0, 0, 0, ""),
                        new Tally("BC-LTS", "sweep", "AES-GCM-128", 20, 0, 0, 0, ""),
                        new Tally(
                                "BC-LTS-vaesf",
                                "vectors",
                                "(all)",
                                0,
                                0,
                                0,
                                0,
                                "the variant BC-LTS chose here: checked as BC-LTS")),
                List.of());
        String md = new Conformance(List.of(r), List.of(), 1.0, 1, Scope.HEADLINE).markdown();
        assertTrue(
                md.contains(
                        "| BC-LTS-vaesf | 17, default, UseAVX 3 | the variant BC-LTS chose here: checked as BC-LTS |"),
                md);
        assertTrue(md.contains("| BC-LTS | 17, default, UseAVX 3 | 10 | 0 | 0 | 0 | 20 | 0 | 0 |"), md);
    }
}
