package cryptobench.report;

import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.results.UnsettledFork;
import cryptobench.stats.SettledCheck;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The report's forks still trending (not settled, {@link SettledCheck}), found again from each
 * row's iterations, so that any JMH file is checked, not only a run's with its outcomes.json: their
 * rows get {@value #MARK} in every table, and the list closes the report.
 */
final class Trends {

    static final String MARK = "†";

    /** A row's trending forks, numbered from 1 in the row's fork order. */
    record Flagged(ResultRow row, List<Integer> forks, List<SettledCheck.Result> results) {}

    private final Map<ResultRow, Flagged> byRow = new IdentityHashMap<>();
    private final List<Flagged> inOrder = new ArrayList<>();

    Trends(List<ResultRow> rows) {
        for (ResultRow r : rows) {
            if (!UnsettledFork.judged(r)) {
                continue;
            }
            List<Integer> forks = new ArrayList<>();
            List<SettledCheck.Result> results = new ArrayList<>();
            for (int i = 0; i < r.rawByFork().length; i++) {
                SettledCheck.Result v = SettledCheck.of(r.rawByFork()[i]);
                if (v.trending()) {
                    forks.add(i + 1);
                    results.add(v);
                }
            }
            if (!forks.isEmpty()) {
                Flagged f = new Flagged(r, forks, results);
                byRow.put(r, f);
                inOrder.add(f);
            }
        }
    }

    boolean isEmpty() {
        return inOrder.isEmpty();
    }

    /** " †" for a row with a trending fork, else "". */
    String mark(ResultRow r) {
        return byRow.containsKey(r) ? " " + MARK : "";
    }

    /** The closing list: every trending fork with its iterations and the rule that flagged it. */
    void markdown(StringBuilder md) {
        if (inOrder.isEmpty()) {
            return;
        }
        String step = String.format(Locale.ROOT, "%.0f", SettledCheck.STEP);
        md.append("## Forks still trending\n\n")
                .append(MARK)
                .append(
                        " in the tables above: these forks' measured iterations had "
                                + "not levelled off (the JIT was still compiling, or the machine changed speed), so each row's figure includes "
                                + "them (`run` runs such a fork again and leaves it out, so here no fork of the row stayed settled). A fork is flagged when the median of its last third of iterations is ")
                .append(step)
                .append("x or more, or 1/")
                .append(step)
                .append(" or less, of its first third's, or when the Mann-Kendall test finds a trend at ")
                .append(SettledCheck.ALPHA)
                .append(" and the Theil-Sen line changes by ")
                .append(Math.round(SettledCheck.TOLERANCE * 100))
                .append(
                        "% or more across the fork (docs/methodology.md). Use more warm-up, or discount these rows.\n\n");
        Markdown.table(md, List.of("benchmark", "JDK", "fork", "iterations", "why"));
        for (Flagged f : inOrder) {
            ResultRow r = f.row();
            for (int k = 0; k < f.forks().size(); k++) {
                double[] it = r.rawByFork()[f.forks().get(k) - 1];
                UnsettledFork t = new UnsettledFork(
                        r.benchmark(),
                        r.mode().shortLabel(),
                        r.params(),
                        f.forks().get(k),
                        r.unit(),
                        Arrays.stream(it).boxed().toList(),
                        f.results().get(k).thirdsRatio(),
                        f.results().get(k).fittedChange(),
                        f.results().get(k).pValue(),
                        f.results().get(k).why());
                Markdown.row(
                        md,
                        List.of(
                                RowKey.label(r.id()) + RowKey.modeNote(r.mode()),
                                r.jdk(),
                                String.valueOf(t.fork()),
                                t.iterationsText() + " " + r.unit(),
                                t.why()));
            }
        }
        md.append('\n');
    }
}
