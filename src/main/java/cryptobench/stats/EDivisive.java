package cryptobench.stats;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * Change points of a series as Apache Otava finds them (its {@code analysis.compute_change_points},
 * commit 1ceb1537 of apache/otava): E-divisive means (Matteson and James, alpha 1) run over windows
 * of {@code window} points that overlap by half, each candidate kept while Student's pooled two-sided
 * t-test of the segments either side gives p at most a first-pass level (10 times the p-value below
 * 0.05), then the weakest points merged away one at a time until every one left has p below the
 * p-value and a change above the minimum magnitude. Otava's own test cases run in
 * {@code EDivisiveTest}; its quirks are kept on purpose (population standard deviations in the
 * t-test, the two points after a removed one recomputed).
 */
public final class EDivisive {

    /** Otava's defaults: window 50, p-value 0.001, no minimum magnitude. */
    public static final int WINDOW = 50;

    public static final double P_VALUE = 0.001;

    /**
     * The two segments either side of a change point: their means and population standard
     * deviations, and the t-test's two-sided p-value.
     */
    public record Stats(double meanBefore, double sdBefore, double meanAfter, double sdAfter, double pValue) {

        /** mean after / mean before - 1 (0 when the mean before is 0), as Otava's forward change. */
        public double forwardChange() {
            return meanBefore == 0 ? 0 : meanAfter / meanBefore - 1;
        }

        double backwardChange() {
            return meanAfter == 0 ? 0 : meanBefore / meanAfter - 1;
        }

        /** The larger of the forward and backward relative changes, in absolute value. */
        public double magnitude() {
            return Math.max(Math.abs(forwardChange()), Math.abs(backwardChange()));
        }
    }

    /** A change point: the index of the first point after the change, its energy statistic and its stats. */
    public record ChangePoint(int index, double qhat, Stats stats) {}

    private EDivisive() {}

    /** The change points at Otava's defaults. */
    public static List<ChangePoint> changePoints(double[] series) {
        return changePoints(series, WINDOW, P_VALUE, 0);
    }

    /**
     * The change points of {@code series}, oldest first.
     *
     * @param window       points per window, at least 2
     * @param maxP         the p-value a change point must stay under
     * @param minMagnitude the relative change a change point must exceed (0: any)
     */
    public static List<ChangePoint> changePoints(double[] series, int window, double maxP, double minMagnitude) {
        if (window < 2) {
            throw new IllegalArgumentException("the window must hold at least 2 points, got " + window);
        }
        if (!(maxP > 0 && maxP <= 1)) {
            throw new IllegalArgumentException("the p-value must be above 0 and at most 1, got " + maxP);
        }
        double firstPass = maxP < 0.05 ? maxP * 10 : maxP < 0.5 ? maxP * 2 : maxP;
        return merge(split(series, window, firstPass), series, maxP, minMagnitude);
    }

    /** The weak change points: each window's, then their stats on the whole series. */
    static List<ChangePoint> split(double[] series, int window, double p) {
        int step = window / 2;
        List<ChangePoint> found = new ArrayList<>();
        int start = 0;
        while (start < series.length) {
            int end = Math.min(start + window, series.length);
            List<ChangePoint> inWindow = detect(Arrays.copyOfRange(series, start, end), p);
            int last =
                    inWindow.isEmpty() ? 0 : inWindow.get(inWindow.size() - 1).index() + start;
            for (ChangePoint c : inWindow) {
                int index = c.index() + start;
                if (found.stream().noneMatch(f -> f.index() == index)) {
                    found.add(new ChangePoint(index, c.qhat(), c.stats()));
                }
            }
            start = Math.max(last, start + step);
        }
        found.sort(Comparator.comparingInt(ChangePoint::index));
        List<int[]> intervals = intervals(found, series.length);
        List<ChangePoint> weak = new ArrayList<>();
        for (ChangePoint c : found) {
            weak.add(test(c.index(), c.qhat(), series, intervals));
        }
        return weak;
    }

    /** E-divisive on one window: the best candidate over every segment, kept while significant. */
    static List<ChangePoint> detect(double[] x, double p) {
        List<ChangePoint> points = new ArrayList<>();
        while (true) {
            List<int[]> intervals = intervals(points, x.length);
            double[] best = null;
            for (int[] in : intervals) {
                if (in[1] - in[0] > 1) {
                    double[] c = candidate(x, in[0], in[1]);
                    if (best == null || c[1] > best[1]) {
                        best = c;
                    }
                }
            }
            if (best == null) {
                break;
            }
            ChangePoint c = test((int) best[0], best[1], x, intervals);
            if (!(c.stats().pValue() <= p)) {
                break;
            }
            points.add(c);
            points.sort(Comparator.comparingInt(ChangePoint::index));
        }
        return points;
    }

    /**
     * The split tau of segment [s, e) that maximises Q(tau, kappa) over s &lt; tau &lt; kappa &lt;= e
     * (first maximum by tau, then kappa), and that maximum: {tau, Q}.
     */
    static double[] candidate(double[] x, int s, int e) {
        int bestTau = s + 1;
        double bestQ = Double.NEGATIVE_INFINITY;
        double withinX = 0;
        for (int tau = s + 1; tau < e; tau++) {
            if (tau > s + 1) {
                for (int a = s; a < tau - 1; a++) {
                    withinX += Math.abs(x[a] - x[tau - 1]);
                }
            }
            double cross = 0;
            double withinY = 0;
            int n = tau - s;
            for (int kappa = tau + 1; kappa <= e; kappa++) {
                int b = kappa - 1;
                for (int a = s; a < tau; a++) {
                    cross += Math.abs(x[a] - x[b]);
                }
                for (int a = tau; a < b; a++) {
                    withinY += Math.abs(x[a] - x[b]);
                }
                int m = kappa - tau;
                int total = kappa - s;
                double q = 2.0 / total * cross
                        - (n > 1 ? (double) (2 * m) / ((double) total * (n - 1)) * withinX : 0)
                        - (m > 1 ? (double) (2 * n) / ((double) total * (m - 1)) * withinY : 0);
                if (q > bestQ) {
                    bestQ = q;
                    bestTau = tau;
                }
            }
        }
        return new double[] {bestTau, bestQ};
    }

    /** Removes the weakest change point until every one left has p below maxP and magnitude above minMagnitude. */
    static List<ChangePoint> merge(List<ChangePoint> weak, double[] series, double maxP, double minMagnitude) {
        List<ChangePoint> points = new ArrayList<>(weak);
        while (!points.isEmpty()) {
            int w = 0;
            for (int i = 1; i < points.size(); i++) {
                if (points.get(i).stats().pValue() > points.get(w).stats().pValue()) {
                    w = i;
                }
            }
            if (points.get(w).stats().pValue() < maxP) {
                w = 0;
                for (int i = 1; i < points.size(); i++) {
                    if (points.get(i).stats().magnitude()
                            < points.get(w).stats().magnitude()) {
                        w = i;
                    }
                }
                if (points.get(w).stats().magnitude() > minMagnitude) {
                    return points;
                }
            }
            points.remove(w);
            List<int[]> intervals = intervals(points, series.length);
            // As Otava: the points now at w and w + 1 are tested again, not the one before the removed point.
            for (int i = w; i <= w + 1 && i < points.size(); i++) {
                ChangePoint c = points.get(i);
                points.set(i, test(c.index(), c.qhat(), series, intervals));
            }
        }
        return points;
    }

    /** [0, c1), [c1, c2), ..., [ck, n) without empty ones. */
    static List<int[]> intervals(List<ChangePoint> sorted, int n) {
        List<int[]> out = new ArrayList<>();
        int from = 0;
        for (ChangePoint c : sorted) {
            if (c.index() != from) {
                out.add(new int[] {from, c.index()});
            }
            from = c.index();
        }
        if (from != n) {
            out.add(new int[] {from, n});
        }
        return out;
    }

    /**
     * The stats of a point at {@code index}: an existing point (an interval ends there) against the
     * next interval, a new one against the rest of the interval it splits.
     */
    static ChangePoint test(int index, double qhat, double[] series, List<int[]> intervals) {
        for (int i = 0; i < intervals.size(); i++) {
            int[] in = intervals.get(i);
            if (in[1] == index) {
                int[] next = intervals.get(i + 1);
                return new ChangePoint(
                        index,
                        qhat,
                        compare(
                                Arrays.copyOfRange(series, in[0], in[1]),
                                Arrays.copyOfRange(series, next[0], next[1])));
            }
            if (in[0] < index && index < in[1]) {
                return new ChangePoint(
                        index,
                        qhat,
                        compare(Arrays.copyOfRange(series, in[0], index), Arrays.copyOfRange(series, index, in[1])));
            }
        }
        throw new IllegalStateException("index " + index + " is in no interval");
    }

    /**
     * Student's pooled two-sided t-test of two segments as Otava runs it: population standard deviations
     * (ddof 0) where scipy's {@code ttest_ind_from_stats} expects sample ones; p 1 for one point a side.
     */
    static Stats compare(double[] left, double[] right) {
        double meanL = mean(left);
        double meanR = mean(right);
        double sdL = left.length >= 2 ? sd(left, meanL) : 0;
        double sdR = right.length >= 2 ? sd(right, meanR) : 0;
        double p;
        int n1 = left.length;
        int n2 = right.length;
        if (n1 + n2 > 2) {
            double v1 = n1 == 1 ? 0 : sdL * sdL;
            double v2 = n2 == 1 ? 0 : sdR * sdR;
            double df = n1 + n2 - 2.0;
            double pooled = ((n1 - 1) * v1 + (n2 - 1) * v2) / df;
            double t = (meanL - meanR) / Math.sqrt(pooled * (1.0 / n1 + 1.0 / n2));
            p = Double.isNaN(t) ? Double.NaN : Double.isInfinite(t) ? 0 : Student.twoSidedP(df, t);
        } else {
            p = 1;
        }
        return new Stats(meanL, sdL, meanR, sdR, p);
    }

    static double mean(double[] a) {
        return pairwiseSum(a, 0, a.length) / a.length;
    }

    static double sd(double[] a, double mean) {
        double[] sq = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            sq[i] = (a[i] - mean) * (a[i] - mean);
        }
        return Math.sqrt(pairwiseSum(sq, 0, sq.length) / a.length);
    }

    /** numpy's pairwise summation (its mean and std add this way), so that the stats match Otava's to the last bit. */
    static double pairwiseSum(double[] a, int from, int n) {
        if (n < 8) {
            double r = 0;
            for (int i = 0; i < n; i++) {
                r += a[from + i];
            }
            return r;
        }
        if (n <= 128) {
            double[] r = new double[8];
            System.arraycopy(a, from, r, 0, 8);
            int i = 8;
            for (; i < n - n % 8; i += 8) {
                for (int j = 0; j < 8; j++) {
                    r[j] += a[from + i + j];
                }
            }
            double res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
            for (; i < n; i++) {
                res += a[from + i];
            }
            return res;
        }
        int n2 = n / 2;
        n2 -= n2 % 8;
        return pairwiseSum(a, from, n2) + pairwiseSum(a, from + n2, n - n2);
    }
}
