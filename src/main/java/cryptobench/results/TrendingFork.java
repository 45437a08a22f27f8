package cryptobench.results;

import cryptobench.stats.Steadiness;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A fork whose measured iterations were still trending (not steady state, see {@link Steadiness}):
 * it is averaged into its row's score like every other fork, so a run lists it in
 * {@code outcomes.json} under {@value OutcomesFile#TRENDING} and the console and report mark its row.
 *
 * @param fork       the fork's number among its trial's forks, from 1 (its round with forks run in rounds)
 * @param iterations its measured iterations, in order, in {@code unit}
 * @param lastThirdOverFirst median of the last third of the iterations over the median of the first third
 * @param theilSenChange     the fitted line's last iteration over its first
 * @param mannKendallP       the two-sided p-value of the Mann-Kendall trend test
 * @param why        the rule that flagged it, in words
 */
public record TrendingFork(String benchmark, String mode, Map<String, String> params, int fork, String unit,
                           List<Double> iterations, double lastThirdOverFirst, double theilSenChange, double mannKendallP,
                           String why) {

    /** Every trending fork of a row, its first fork numbered {@code firstFork}; SingleShot rows are not tested. */
    public static List<TrendingFork> of(ResultRow row, int firstFork) {
        List<TrendingFork> found = new ArrayList<>();
        String mode = row.mode();
        if (!Steadiness.testable(mode)) {
            return found;
        }
        Map<String, String> params = new LinkedHashMap<>(row.params());
        double[][] forks = row.rawByFork();
        for (int i = 0; i < forks.length; i++) {
            Steadiness.Verdict v = Steadiness.of(forks[i]);
            if (v.trending()) {
                found.add(new TrendingFork(row.benchmark(), mode, params, firstFork + i,
                        row.unit(), Arrays.stream(forks[i]).boxed().toList(), v.thirdsRatio(),
                        v.fittedChange(), v.pValue(), v.why()));
            }
        }
        return found;
    }

    /** "AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=16384": the short benchmark name with its params. */
    public String label() {
        return RowKey.shortName(benchmark) + RowKey.params(params);
    }

    /** Whether this fork belongs to the row of that benchmark, mode and params. */
    public boolean isOf(String benchmark, String mode, Map<String, String> params) {
        return this.benchmark.equals(benchmark) && this.mode.equals(mode) && this.params.equals(params);
    }

    /** "fork 2: 4,234 / 106,205 / 248,565 ops/s (last third 58.7x the first)". */
    public String describe() {
        return "fork " + fork + ": " + iterationsText() + " " + unit + " (" + why + ")";
    }

    /** The iterations as "4,234 / 106,205 / 248,565"; past 12, the first and last five around "...". */
    public String iterationsText() {
        List<String> shown = iterations.stream().map(TrendingFork::number).collect(Collectors.toCollection(ArrayList::new));
        if (shown.size() > 12) {
            List<String> cut = new ArrayList<>(shown.subList(0, 5));
            cut.add("...");
            cut.addAll(shown.subList(shown.size() - 5, shown.size()));
            shown = cut;
        }
        return String.join(" / ", shown);
    }

    private static String number(double v) {
        if (Math.abs(v) >= 100) {
            return String.format(Locale.ROOT, "%,.0f", v);
        }
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
