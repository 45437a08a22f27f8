package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The paired t-interval of a ratio over forks run in rounds; reference values from scipy 1.17 on the log ratios. */
class PairedForksTest {

    @Test
    void threePairsGiveTheTIntervalOfTheirLogRatios() {
        // Ratios 2, 2.18, 1.875. d = np.log(np.array([100, 120, 90]) / [50, 55, 48]); np.exp(d.mean()),
        // np.exp(scipy.stats.t.interval(0.95, 2, loc=d.mean(), scale=scipy.stats.sem(d))), and the same at 0.99
        PairedForks p = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55, 48});
        assertEquals(3, p.pairs());
        assertTrue(p.allPaired() && p.hasInterval());
        assertEquals(2.015038158641956, p.center(), 1e-12);
        assertEquals(1.6681481724690421, p.low(), 1e-9);
        assertEquals(2.434063620843321, p.high(), 1e-9);
        PairedForks at99 = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55, 48}, 0.99);
        assertEquals(1.3032366631340027, at99.low(), 1e-9);
        assertEquals(3.1156112282928197, at99.high(), 1e-9);
    }

    @Test
    void twoPairsAreEnoughForAWideInterval() {
        // t(0.975, 1 df) = 12.71. d = np.log([2, 2.2]); np.exp(scipy.stats.t.interval(0.95, 1, loc=d.mean(),
        // scale=scipy.stats.sem(d)))
        PairedForks p = PairedForks.of(new double[] {100, 110}, new double[] {50, 50});
        assertEquals(2, p.pairs());
        assertEquals(2.097617696340304, p.center(), 1e-12);
        assertEquals(1.1448652465118598, p.low(), 1e-9);
        assertEquals(3.8432470663301106, p.high(), 1e-9);
    }

    @Test
    void aSlowSpellSharedByBothForksOfARoundCancelsOut() {
        // Round 2 ran twice as fast on both sides: every ratio is 2, so the interval has no width,
        // where the interval over each side's forks alone would be wide.
        PairedForks p = PairedForks.of(new double[] {100, 200, 150}, new double[] {50, 100, 75});
        assertEquals(2, p.low(), 1e-12);
        assertEquals(2, p.high(), 1e-12);
        assertTrue(ForkInterval.of(new double[][] {{100}, {200}, {150}})
                        .orElseThrow()
                        .high()
                > 4);
    }

    @Test
    void differentForkCountsPairTheFirstForks() {
        PairedForks p = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, 55});
        assertEquals(2, p.pairs());
        assertEquals(3, p.forksA());
        assertEquals(2, p.forksB());
        assertFalse(p.allPaired());
        assertEquals(
                PairedForks.of(new double[] {100, 120}, new double[] {50, 55}).low(), p.low(), 1e-12);
    }

    @Test
    void oneForkHasNoInterval() {
        PairedForks p = PairedForks.of(new double[] {100}, new double[] {40});
        assertEquals(1, p.pairs());
        assertFalse(p.hasInterval());
        assertEquals(2.5, p.center(), 1e-12);
        assertTrue(Double.isNaN(p.low()) && Double.isNaN(p.high()));
        assertEquals(
                1, PairedForks.of(new double[] {100, 90, 80}, new double[] {40}).pairs());
        assertEquals(0, PairedForks.of(new double[] {}, new double[] {40}).pairs());
        assertTrue(
                Double.isNaN(PairedForks.of(new double[] {}, new double[] {40}).center()));
    }

    @Test
    void unusableForksLeaveTheirPairOut() {
        PairedForks p = PairedForks.of(new double[] {100, Double.NaN, 120, 90}, new double[] {50, 60, 55, 0});
        assertEquals(2, p.pairs(), "pairs 2 (NaN) and 4 (zero) are left out");
        assertFalse(p.allPaired());
        assertEquals(
                PairedForks.of(new double[] {100, 120}, new double[] {50, 55}).high(), p.high(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> PairedForks.of(new double[] {1}, new double[] {1}, 1.0));
    }

    @Test
    void givenForkCountsAreKeptAndNaNForksLeftOut() {
        // A side with a fork that measured nothing: NaN in its place, and 2 forks counted, not 3.
        PairedForks p = PairedForks.of(new double[] {100, 120, 90}, new double[] {50, Double.NaN, 48}, 3, 2, 0.95);
        assertEquals(2, p.pairs());
        assertEquals(2, p.forksB());
        assertFalse(p.allPaired());
        assertEquals(
                PairedForks.of(new double[] {100, 90}, new double[] {50, 48}).high(), p.high(), 1e-12);
    }

    @Test
    void twoPairsWithAPriorGetItsDegreesOfFreedomAndANarrowerInterval() {
        // d = np.log(np.array([100, 110]) / [50, 50]); v = (4 * 0.01 + 1 * d.var(ddof=1)) / 5
        // np.exp(d.mean() + np.array([-1, 1]) * scipy.stats.t.ppf(0.975, 5) * np.sqrt(v / 2))
        ModeratedVariance.Prior prior = new ModeratedVariance.Prior(4, 0.01, 10);
        double[] a = {100, 110};
        double[] b = {50, 50};
        PairedForks own = PairedForks.of(a, b);
        PairedForks p = PairedForks.moderated(a, b, 2, 2, prior, 0.95);
        assertEquals(2, p.pairs());
        assertEquals(own.center(), p.center(), 1e-12);
        assertEquals(1.766927462062395, p.low(), 1e-9);
        assertEquals(2.490198434554992, p.high(), 1e-9);
        assertEquals(1.1448652465118576, own.low(), 1e-9, "t on 1 degree of freedom");
        assertTrue(p.high() / p.low() < own.high() / own.low() / 2, p + " against " + own);
    }

    @Test
    void withoutAPriorTheModeratedIntervalIsTheOwnOne() {
        double[] a = {100, 120, 90};
        double[] b = {50, 55, 48};
        PairedForks own = PairedForks.of(a, b);
        assertEquals(own, PairedForks.moderated(a, b, 3, 3, ModeratedVariance.Prior.NONE, 0.95));
        PairedForks single = PairedForks.moderated(
                new double[] {100}, new double[] {50}, 1, 1, new ModeratedVariance.Prior(4, 0.01, 10), 0.95);
        assertFalse(single.hasInterval(), "one pair still has no interval of its own");
    }

    @Test
    void thePredictionIntervalWidensTheLogHalfWidthBySqrtOnePlusNOverM() {
        // The moderated interval above for a new run of 4 pairs: half-width times np.sqrt(1 + 2 / 4).
        PairedForks p = PairedForks.moderated(
                new double[] {100, 110}, new double[] {50, 50}, 2, 2, new ModeratedVariance.Prior(4, 0.01, 10), 0.95);
        assertEquals(1.7000962749896835, p.predictionLow(4), 1e-9);
        assertEquals(2.5880887245792596, p.predictionHigh(4), 1e-9);
        assertThrows(IllegalArgumentException.class, () -> p.predictionLow(0));
    }

    @Test
    void logRatiosLeaveOutUnusablePairs() {
        assertArrayEquals(
                new double[] {Math.log(2), Math.log(3)},
                PairedForks.logRatios(new double[] {100, Double.NaN, 150, 7}, new double[] {50, 60, 50}),
                1e-12);
    }
}
