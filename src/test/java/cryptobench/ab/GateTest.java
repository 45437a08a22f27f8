package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.Verdict;
import org.junit.jupiter.api.Test;

/** ab's gate: bad settings name ab's options, and the sequential gate's calls become ab's verdicts. */
class GateTest {

    @Test
    void badSettingsNameTheOption() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Gate(0, 0.99, 1, 6))
                .getMessage()
                .startsWith("--threshold"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> new Gate(0.05, 1.5, 1, 6))
                .getMessage()
                .startsWith("--confidence"));
        assertEquals(
                "--min-rounds must be 2 or more, got 0",
                assertThrows(IllegalArgumentException.class, () -> new Gate(0.05, 0.99, 1, 0))
                        .getMessage());
    }

    @Test
    void callsBecomeVerdicts() {
        Gate g = new Gate(0.05, 0.99, 1, 3);
        double[] slower = new double[30];
        double[] same = new double[30];
        double[] mixed = new double[30];
        for (int i = 0; i < 30; i++) {
            slower[i] = Math.log(1 / 1.10) + 0.001 * (i % 5 - 2);
            same[i] = 0.001 * (i % 5 - 2);
            mixed[i] = (i % 2 == 0 ? 0.3 : -0.3) + 0.001 * i;
        }
        assertEquals(Verdict.REGRESSED, g.decide(slower, 3, true).verdict());
        assertEquals(Verdict.IMPROVED, g.decide(slower, 3, false).verdict());
        assertEquals(Verdict.UNCHANGED, g.decide(same, 3, true).verdict());
        assertEquals(Verdict.UNDECIDED, g.decide(mixed, 3, true).verdict());
        Gate.Decision d = g.decide(slower, 3, true);
        assertEquals(30, d.rounds());
        assertEquals(1 - 0.01 / 12, d.level(), 1e-15);
        assertEquals(1 / 1.10 - 1, d.change(), 1e-3);
        // 1 row at 99%: the first look's level 0.995 needs 9 blocks (2 * 2^-9 < 0.005).
        assertEquals(1, g.look(9));
        assertEquals(2, g.finalLook(9));
    }
}
