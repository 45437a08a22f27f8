package cryptobench.ab;

import cryptobench.engine.Side;
import cryptobench.results.HostSpells;
import cryptobench.results.RowKey;
import cryptobench.results.RunSettings;
import cryptobench.results.UnsettledFork;
import cryptobench.results.Verdict;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The comparison an ab run ends with, as Markdown (for a PR comment) and JSON. */
final class AbReport {

    static final String MARKDOWN = "comparison.md";
    static final String JSON = "comparison.json";

    private final RunSettings settings;
    private final List<AbRow> rows;
    private final double seconds;

    AbReport(RunSettings settings, List<AbRow> rows, double seconds) {
        this.settings = settings;
        this.rows = rows.stream()
                .sorted(Comparator.comparingInt((AbRow r) -> r.verdict().ordinal())
                        .thenComparingInt(r -> r.index))
                .toList();
        this.seconds = seconds;
    }

    Map<String, Object> json() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("base", settings.ab().base());
        m.put("new", settings.ab().next());
        m.put("schedule", settings.ab().schedule());
        m.put("threshold", settings.ab().threshold());
        m.put("confidence", settings.ab().confidence());
        m.put("budgetSeconds", settings.ab().budgetSeconds());
        m.put("seconds", Math.round(seconds));
        m.put("counts", counts());
        m.put("blockOrders", SideOrder.count(rows));
        List<Map<String, Object>> list = new ArrayList<>();
        for (AbRow r : rows) {
            Map<String, Object> row = new LinkedHashMap<>();
            row.put("benchmark", r.trial.benchmark());
            row.put("mode", r.trial.mode().shortLabel());
            row.put("params", r.trial.params());
            row.put("verdict", r.verdict().name().toLowerCase(Locale.ROOT));
            row.put("rounds", r.rounds.size());
            if (r.decision != null) {
                row.put("change", finite(r.decision.change()));
                row.put("low", finite(r.decision.low()));
                row.put("high", finite(r.decision.high()));
                row.put("level", r.decision.level());
            }
            row.put("baseMedian", median(r, true));
            row.put("newMedian", median(r, false));
            row.put("unit", r.rounds.isEmpty() ? null : r.rounds.get(0).base().unit());
            row.put("failure", r.failure);
            row.put("unsettledForks", unsettled(r));
            row.put("roundsHostSlowed", r.roundsHit());
            row.put("blocks", r.decision == null ? 0 : r.decision.rounds());
            row.put("logRatios", r.roundRatios());
            list.add(row);
        }
        m.put("rows", list);
        return m;
    }

    private static Double finite(double v) {
        return Double.isFinite(v) ? v : null;
    }

    private Map<String, Long> counts() {
        Map<String, Long> c = new LinkedHashMap<>();
        rows.forEach(r -> c.merge(r.verdict().name().toLowerCase(Locale.ROOT), 1L, Long::sum));
        return c;
    }

    /** The median over rounds of a side's best iteration. */
    static Double median(AbRow r, boolean base) {
        double[] v = r.rounds.stream()
                .mapToDouble(x -> Round.score(base ? x.base() : x.next()))
                .sorted()
                .toArray();
        if (v.length == 0) {
            return null;
        }
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    }

    String markdown() {
        StringBuilder s = new StringBuilder();
        s.append("# ab: new against base\n\n");
        s.append("- base: ")
                .append(Side.of("base", settings.ab().base()).describe().substring("base: ".length()))
                .append('\n');
        s.append("- new: ")
                .append(Side.of("new", settings.ab().next()).describe().substring("new: ".length()))
                .append('\n');
        s.append(String.format(
                Locale.ROOT,
                "- %s rounds (%s), threshold %.3g%%, confidence %s over all rows and looks, %.0f s of a %d s budget%n",
                settings.ab().schedule(),
                settings.ab().schedule() == RunSettings.Schedule.duet
                        ? "both forks at once, each pinned to a core drawn at random"
                        : "one fork after the other, in random order",
                100 * settings.ab().threshold(),
                settings.ab().confidence(),
                seconds,
                settings.ab().budgetSeconds()));
        s.append("- blocks by their first round: ")
                .append(SideOrder.count(rows).entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey())
                        .reduce((a, b) -> a + ", " + b)
                        .orElse("none"))
                .append('\n');
        s.append("- result: ")
                .append(counts().entrySet().stream()
                        .map(e -> e.getValue() + " " + e.getKey())
                        .reduce((a, b) -> a + ", " + b)
                        .orElse("no rows"))
                .append("\n\n");
        s.append(
                "Change: Hodges-Lehmann estimate of the paired ratios new/base of blocks of two rounds that swap cores (duet)"
                        + " or order (interleaved); positive: new is faster. Interval: exact Wilcoxon signed-rank at the level shown"
                        + " (the confidence split over rows and looks). Each round compares the sides' best measured iteration (highest throughput, lowest time)"
                        + (rows.stream().anyMatch(r -> r.rounds.stream().anyMatch(x -> x.canaries().length > 0))
                                ? " that the host did not slow (its canary, timed beside each iteration, within "
                                        + Math.round(100 * HostSpells.SLOW)
                                        + "% of the run's full speed); a block with a fork the host slowed throughout is left out."
                                : "; the forks timed no host canary, so no round is left out for the host's spells.")
                        + " Unchanged: the interval inside plus or minus the threshold; regressed (improved): the interval below (above) zero and the estimate"
                        + " a slowdown (speed-up) of at least the threshold.\n\n");
        s.append("| verdict | benchmark | change | interval | level | rounds | base | new | note |\n");
        s.append("| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n");
        for (AbRow r : rows) {
            Gate.Decision d = r.decision;
            String unit = r.rounds.isEmpty() ? "" : " " + r.rounds.get(0).base().unit();
            s.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %s | %s | %d | %s | %s | %s |%n",
                    r.verdict().name().toLowerCase(Locale.ROOT),
                    RowKey.shortName(r.trial.benchmark()) + RowKey.params(r.trial.params()),
                    d == null ? "" : pct(d.change()),
                    d == null ? "" : "[" + pct(d.low()) + ", " + pct(d.high()) + "]",
                    d == null ? "" : String.format(Locale.ROOT, "%.4g%%", 100 * d.level()),
                    r.rounds.size(),
                    r.rounds.isEmpty() ? "" : String.format(Locale.ROOT, "%.4g%s", median(r, true), unit),
                    r.rounds.isEmpty() ? "" : String.format(Locale.ROOT, "%.4g%s", median(r, false), unit),
                    r.failure != null ? r.failure.replace("|", "\\|") : note(r)));
        }
        return s.toString();
    }

    private String note(AbRow r) {
        List<String> notes = new ArrayList<>();
        if (r.verdict() == Verdict.UNDECIDED) {
            Gate.Decision d = r.decision;
            notes.add(
                    r.rounds.size() < 4
                            ? "too few rounds"
                            : d != null && (d.high() < 0 || d.low() > 0)
                                    ? "clear of no change, but the estimate is inside the threshold and the interval reaches past it: more rounds or budget needed"
                                    : "interval spans no change and the threshold: more rounds or budget needed");
        }
        long hit = r.roundsHit();
        if (hit > 0) {
            notes.add(hit + " of " + r.rounds.size()
                    + " rounds left out: the host slowed a side's fork throughout (its canary), so their blocks"
                    + " were not judged");
        }
        long unsettled = unsettled(r);
        if (unsettled > 0) {
            notes.add(unsettled + " of " + 2 * r.rounds.size()
                    + " forks unsettled (listed in base/ and new/outcomes.json);"
                    + " each round uses its forks' best iteration");
        }
        return String.join("; ", notes);
    }

    /** Forks of either side that did not stay settled ({@link UnsettledFork}). */
    static long unsettled(AbRow r) {
        return r.rounds.stream()
                .mapToLong(x -> UnsettledFork.of(x.base(), x.round()).size()
                        + UnsettledFork.of(x.next(), x.round()).size())
                .sum();
    }

    private static String pct(double v) {
        return Double.isFinite(v) ? String.format(Locale.ROOT, "%+.1f%%", 100 * v) : (v > 0 ? "+inf" : "-inf");
    }
}
