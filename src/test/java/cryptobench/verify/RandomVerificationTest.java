package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.check.Tally;
import cryptobench.random.BrokenRandomProviders;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** verify --scope all checks every SecureRandom a provider offers, and catches a broken one. */
class RandomVerificationTest {

    @Test
    void aCountingGeneratorFailsVerifysRandomChecks() {
        String name = BrokenRandomProviders.Counter.class.getName();
        ForkReport report = new Verification(List.of(name), Scope.ALL, 1, Map.of(), line -> {}).run();
        Tally tally = report.tallies().stream()
                .filter(t -> t.suite().equals("random") && t.algorithm().equals("SecureRandom DEFAULT"))
                .findFirst()
                .orElseThrow();
        assertTrue(tally.failed() >= 2, tally.toString());
        assertTrue(
                report.failures().stream().anyMatch(f -> f.check().equals("random incompressible")),
                report.failures().toString());
        assertEquals(
                0,
                report.tallies().stream()
                        .filter(t ->
                                t.suite().equals("random") && !t.algorithm().equals("SecureRandom DEFAULT"))
                        .mapToInt(Tally::passed)
                        .sum());
    }
}
