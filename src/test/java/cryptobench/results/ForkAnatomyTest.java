package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.Variant;
import cryptobench.results.ForkAnatomy.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ForkAnatomyTest {

    private static ForkAnatomy.Fork fork(String provider, Variant variant, double start, double settling, double wall) {
        return new ForkAnatomy.Fork(
                provider, variant, new ForkData(Map.of(ForkMetric.START, start, ForkMetric.SETTLING, settling)), wall);
    }

    @Test
    void eachGroupHasTheMedianAndNinetiethPercentileOfEachPhase() {
        List<ForkAnatomy.Fork> forks = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            forks.add(fork("SunJCE", Variant.INTRINSIC, i / 10.0, 1.0, 3.0));
        }
        forks.add(fork("BC", Variant.PURE_JAVA, 0.5, 2.0, Double.NaN));
        ForkAnatomy a = ForkAnatomy.of(forks);
        assertEquals(2, a.groups().size());
        ForkAnatomy.Group sun = a.groups().get(0);
        assertEquals("SunJCE", sun.provider());
        assertEquals(10, sun.forks());
        assertEquals(0.55, sun.median(Phase.START), 1e-9);
        assertEquals(0.91, sun.p90(Phase.START), 1e-9);
        assertEquals(3.0, sun.median(Phase.FORK), 1e-9);
        // Nobody reported a validation time: no figure, not zero.
        assertTrue(Double.isNaN(sun.median(Phase.VALIDATION)));
        ForkAnatomy.Group bc = a.groups().get(1);
        assertEquals(Variant.PURE_JAVA, bc.variant());
        assertTrue(Double.isNaN(bc.median(Phase.FORK)));
        assertEquals(11, a.all().forks());
        assertEquals(1.0, a.all().median(Phase.SETTLING), 1e-9);
    }

    @Test
    void forksPerMinuteIsSixtyOverTheMeanForkTheParentTimed() {
        List<ForkAnatomy.Fork> forks = List.of(
                fork("SunJCE", Variant.INTRINSIC, 0.5, 1, 2.0),
                fork("SunJCE", Variant.INTRINSIC, 0.5, 1, 4.0),
                fork("SunJCE", Variant.INTRINSIC, 0.5, 1, Double.NaN));
        assertEquals(20.0, ForkAnatomy.forksPerMinute(forks), 1e-9);
        assertTrue(Double.isNaN(ForkAnatomy.forksPerMinute(List.of(fork("BC", Variant.INTRINSIC, 1, 1, Double.NaN)))));
    }
}
