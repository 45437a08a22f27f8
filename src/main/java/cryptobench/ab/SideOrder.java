package cryptobench.ab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Which way round each block of two rounds puts the sides (base first, or base on core 0, in its
 * first round): one draw per block, in block order, from one generator seeded with the run's seed,
 * so that a resumed run draws the same sequence.
 */
final class SideOrder {

    private final SplittableRandom random;
    private final List<Boolean> draws = new ArrayList<>();

    SideOrder(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Whether base goes first (interleaved) or on core 0 (duet) in the first round of block {@code block}, from 1. */
    boolean baseFirst(int block) {
        while (draws.size() < block) {
            draws.add(random.nextBoolean());
        }
        return draws.get(block - 1);
    }

    /** How many blocks began each way round, from the order their first rounds ran in (any row's). */
    static Map<String, Long> count(List<AbRow> rows) {
        Map<Integer, String> first = new TreeMap<>();
        for (AbRow row : rows) {
            for (Round r : row.rounds) {
                if (r.round() % 2 == 1) {
                    first.putIfAbsent(r.round(), r.order().replaceFirst("^duet, ", ""));
                }
            }
        }
        Map<String, Long> counts = new TreeMap<>();
        first.values().forEach(o -> counts.merge(o, 1L, Long::sum));
        return counts;
    }
}
