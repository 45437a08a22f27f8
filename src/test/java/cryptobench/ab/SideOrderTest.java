package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.junit.jupiter.api.Test;

/**
 * The side order of ab's blocks is a fresh draw per block: balanced over nearby seeds and within a
 * run. The draw it replaced, {@code new Random(seed * 31 + n).nextBoolean()}, gave every block of a
 * run the same order in 30 of the 31 committed runs, and fails both counts below.
 */
class SideOrderTest {

    /** The fewest and most of n fair draws one way, outside which a fair coin lands 1 time in 1000. */
    private static int[] bounds(int n) {
        BinomialDistribution b = new BinomialDistribution(null, n, 0.5);
        return new int[] {b.inverseCumulativeProbability(0.0005), b.inverseCumulativeProbability(0.9995)};
    }

    private static void assertBalanced(int baseFirst, int n, String what) {
        int[] b = bounds(n);
        assertTrue(
                baseFirst >= b[0] && baseFirst <= b[1],
                what + ": " + baseFirst + " of " + n + " base first, outside " + b[0] + " to " + b[1]);
    }

    @Test
    void theFirstBlockOfNearbySeedsIsBalanced() {
        int baseFirst = 0;
        for (long seed = 1; seed <= 31; seed++) {
            baseFirst += new SideOrder(seed).baseFirst(1) ? 1 : 0;
        }
        assertBalanced(baseFirst, 31, "first block of seeds 1 to 31");
        // Seeds as --seed's default makes them: clock readings (in ns) of runs 4 minutes apart.
        baseFirst = 0;
        for (int i = 0; i < 31; i++) {
            baseFirst += new SideOrder(12_361_263_744_817L + i * 240_000_000_000L).baseFirst(1) ? 1 : 0;
        }
        assertBalanced(baseFirst, 31, "first block of clock seeds 4 minutes apart");
    }

    @Test
    void theBlocksOfEveryRunAreBalanced() {
        int all = 0;
        for (long seed = 1; seed <= 31; seed++) {
            SideOrder order = new SideOrder(seed);
            int baseFirst = 0;
            for (int block = 1; block <= 40; block++) {
                baseFirst += order.baseFirst(block) ? 1 : 0;
            }
            assertBalanced(baseFirst, 40, "the 40 blocks of seed " + seed);
            all += baseFirst;
        }
        assertBalanced(all, 31 * 40, "the blocks of seeds 1 to 31");
    }

    @Test
    void aResumedRunDrawsTheSameSequenceWhicheverBlockItAsksFirst() {
        SideOrder fromStart = new SideOrder(5);
        List<Boolean> all = new ArrayList<>();
        for (int block = 1; block <= 30; block++) {
            all.add(fromStart.baseFirst(block));
        }
        SideOrder resumed = new SideOrder(5);
        assertEquals(all.get(20), resumed.baseFirst(21));
        for (int block = 30; block >= 1; block--) {
            assertEquals(all.get(block - 1), resumed.baseFirst(block), "block " + block);
        }
    }
}
