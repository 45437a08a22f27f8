package cryptobench.stats;

import java.util.Comparator;
import java.util.stream.IntStream;

/** Holm's step-down correction of several tests, so that a level holds for all of them together and not test by test. */
public final class Holm {

    private Holm() {}

    /**
     * Which of the tests with p-values {@code p} are rejected at family-wise level {@code alpha}:
     * the k-th smallest of m (from 0) must be at most alpha / (m - k), as in Holm (1979) and
     * statsmodels' {@code multipletests(method="holm")}, and the first that is not stops the rest.
     */
    public static boolean[] rejected(double[] p, double alpha) {
        int m = p.length;
        int[] order = IntStream.range(0, m)
                .boxed()
                .sorted(Comparator.comparingDouble(i -> p[i]))
                .mapToInt(Integer::intValue)
                .toArray();
        boolean[] rejected = new boolean[m];
        boolean rejecting = true;
        for (int k = 0; k < m; k++) {
            rejecting = rejecting && p[order[k]] <= alpha / (m - k);
            rejected[order[k]] = rejecting;
        }
        return rejected;
    }
}
