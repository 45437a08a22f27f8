package cryptobench.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SweepPlanTest {

    @Test
    void theFullPlanHasEveryLengthTheIssueNamesAndEveryShape() {
        List<SweepCase> plan = SweepPlan.full(1);
        Set<Integer> lengths = plan.stream().map(SweepCase::length).collect(Collectors.toSet());
        for (int n = 0; n <= 1100; n++) {
            assertTrue(lengths.contains(n), "length " + n);
        }
        for (int k = 5; k <= 15; k++) {
            for (int d = -17; d <= 17; d++) {
                assertTrue(lengths.contains((1 << k) + d), "2^" + k + " + " + d);
            }
        }
        for (int k = 16; k <= 20; k++) {
            for (int d : new int[] {-17, -16, -15, -1, 0, 1, 15, 16, 17}) {
                assertTrue(lengths.contains((1 << k) + d), "2^" + k + " + " + d);
            }
            assertTrue(!lengths.contains((1 << k) + 5), "2^" + k + " + 5: a tail every smaller power ran");
        }
        assertTrue(
                lengths.contains((1 << 20) + 300) && lengths.contains((1 << 20) - 300),
                "JDK-8371864's split bound +-300");
        long random = lengths.stream()
                .filter(n -> n > 1100
                        && Integer.bitCount(n) > 1
                        && lengths.stream().noneMatch(p -> Integer.bitCount(p) == 1 && Math.abs(p - n) <= 17))
                .count();
        assertTrue(random >= 25, "seeded random lengths: " + random);
        assertEquals(Set.of(Shape.values()), plan.stream().map(SweepCase::shape).collect(Collectors.toSet()));
        assertEquals(
                Set.of(0, 1, 13, 16, 17, 64, 255),
                plan.stream().map(SweepCase::aadLength).collect(Collectors.toSet()));
        assertEquals(2 * lengths.size(), plan.size(), "one doFinal and one other shape per length");
        assertEquals(plan, SweepPlan.full(1), "the same seed gives the same plan");
        assertTrue(!plan.equals(SweepPlan.full(2)));
    }

    @Test
    void theQuickPlanIsTheSizeAndItsNeighboursInOneShotAndSplit() {
        List<SweepCase> plan = SweepPlan.around(1024, 7);
        assertEquals(70, plan.size());
        assertEquals(1007, plan.get(0).length());
        assertEquals(1041, plan.get(plan.size() - 1).length());
        assertEquals(
                Set.of(Shape.ONE_SHOT, Shape.SPLIT),
                plan.stream().map(SweepCase::shape).collect(Collectors.toSet()));
        assertEquals(24, SweepPlan.around(6, 7).size() / 2, "no negative lengths: 0 to 23");
    }

    @Test
    void piecesAddUpAndIncludeShortOnes() {
        SplittableRandom r = new SplittableRandom(3);
        boolean shortSeen = false;
        for (int length : new int[] {0, 1, 15, 16, 17, 1000, 65536}) {
            List<Integer> p = SweepCase.pieces(length, r);
            assertEquals(length, p.stream().mapToInt(Integer::intValue).sum(), "pieces of " + length + ": " + p);
            shortSeen |= p.stream().anyMatch(x -> x > 0 && x < 16);
        }
        assertTrue(shortSeen);
    }
}
