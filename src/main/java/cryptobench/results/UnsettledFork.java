package cryptobench.results;

import cryptobench.catalog.Family;
import cryptobench.stats.SettledCheck;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.commons.math3.stat.descriptive.rank.Median;
import org.openjdk.jmh.annotations.Mode;

/**
 * A fork that did not stay settled: its measured iterations were still trending (see
 * {@link SettledCheck}), or they ran at {@value #MISMATCH}x or more (or 1/{@value #MISMATCH} or less) of
 * the rate its settling levelled at, so what was settled is not what was measured. {@code run} runs
 * such a fork again and leaves it out of its row ({@code replaced}); a row none of whose forks stayed
 * settled keeps them, marked. A run lists them in {@code outcomes.json} under {@value OutcomesFile#UNSETTLED}.
 *
 * @param fork       the fork's number among its trial's forks, from 1 (its round with forks run in rounds)
 * @param iterations its measured iterations, in order, in {@code unit}
 * @param lastThirdOverFirst median of the last third of the iterations over the median of the first third
 * @param theilSenChange     the fitted line's last iteration over its first
 * @param mannKendallP       the two-sided p-value of the Mann-Kendall trend test
 * @param why        the rule that flagged it, in words
 * @param replaced   whether it was left out of its row, another fork run in its place
 */
public record UnsettledFork(
        String benchmark,
        String mode,
        Map<String, String> params,
        int fork,
        String unit,
        List<Double> iterations,
        double lastThirdOverFirst,
        double theilSenChange,
        double mannKendallP,
        String why,
        boolean replaced) {

    /** Measured over settled rate, as a factor either way, past which the fork did not measure what it settled. */
    public static final double MISMATCH = 2.0;

    public UnsettledFork(
            String benchmark,
            String mode,
            Map<String, String> params,
            int fork,
            String unit,
            List<Double> iterations,
            double lastThirdOverFirst,
            double theilSenChange,
            double mannKendallP,
            String why) {
        this(
                benchmark,
                mode,
                params,
                fork,
                unit,
                iterations,
                lastThirdOverFirst,
                theilSenChange,
                mannKendallP,
                why,
                false);
    }

    /**
     * Whether a row's forks are judged for holding: not a SingleShot row's (cold calls on purpose) nor those of a
     * row whose calls do a random amount of work ({@link Family#randomWork}).
     */
    public static boolean judged(ResultRow row) {
        Family family = Family.ofBenchmark(row.benchmark());
        return row.mode() != Mode.SingleShotTime && (family == null || !family.randomWork(row.params()::get));
    }

    /**
     * Every fork of a row that did not stay settled, its first fork numbered {@code firstFork}, each checked
     * against its settling where the fork reported one ({@link ForkData}); rows not {@link #judged} are not tested.
     */
    public static List<UnsettledFork> of(ResultRow row, int firstFork) {
        List<ForkData> reported = ForkData.of(row);
        List<UnsettledFork> found = new ArrayList<>();
        String mode = row.mode().shortLabel();
        if (!judged(row)) {
            return found;
        }
        Map<String, String> params = new LinkedHashMap<>(row.params());
        double[][] forks = row.rawByFork();
        for (int i = 0; i < forks.length; i++) {
            SettledCheck.Result v = SettledCheck.of(forks[i]);
            String why =
                    v.trending() ? v.why() : i < reported.size() ? mismatch(forks[i], row.unit(), reported.get(i)) : "";
            if (!why.isEmpty()) {
                found.add(new UnsettledFork(
                        row.benchmark(),
                        mode,
                        params,
                        firstFork + i,
                        row.unit(),
                        Arrays.stream(forks[i]).boxed().toList(),
                        v.thirdsRatio(),
                        v.fittedChange(),
                        v.pValue(),
                        why));
            }
        }
        return found;
    }

    /** This fork, marked as left out of its row. */
    public UnsettledFork asReplaced() {
        return new UnsettledFork(
                benchmark,
                mode,
                params,
                fork,
                unit,
                iterations,
                lastThirdOverFirst,
                theilSenChange,
                mannKendallP,
                why,
                true);
    }

    /** Why the iterations' median is not the rate the fork settled at, or "" when it is (within {@link #MISMATCH}x). */
    static String mismatch(double[] iterations, String unit, ForkData fork) {
        if (iterations.length == 0
                || !fork.settled()
                || !(fork.settledRate() > 0)
                || !(unit.startsWith("ops/") || unit.endsWith("/op"))) {
            return "";
        }
        double ratio = Units.opsPerSecond(new Median().evaluate(iterations), unit) / fork.settledRate();
        if (ratio < MISMATCH && ratio > 1 / MISMATCH) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "measured %.3gx the %,.0f ops/s it %s at",
                ratio,
                fork.settledRate(),
                fork.levelled() ? "settled" : "stopped settling");
    }

    /**
     * The row the fork belongs to.
     *
     * @throws IllegalArgumentException when {@code mode} is not JMH's
     */
    public RowId id() {
        return new RowId(benchmark, RowId.mode(mode, "unsettled fork " + fork + " of " + label()), params);
    }

    /** "AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=16384": the short benchmark name with its params. */
    public String label() {
        return RowKey.label(benchmark, params);
    }

    /** Whether this fork belongs to the row {@code id}. */
    public boolean isOf(RowId id) {
        return id().equals(id);
    }

    /** "fork 2: 4,234 / 106,205 / 248,565 ops/s (last third 58.7x the first)". */
    public String describe() {
        return "fork " + fork + ": " + iterationsText() + " " + unit + " (" + why + ")"
                + (replaced ? ", replaced" : "");
    }

    /** The iterations as "4,234 / 106,205 / 248,565"; past 12, the first and last five around "...". */
    public String iterationsText() {
        List<String> shown =
                iterations.stream().map(UnsettledFork::number).collect(Collectors.toCollection(ArrayList::new));
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
