package cryptobench.run;

import cryptobench.results.HostSpells;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import cryptobench.results.TrialOutcome;
import cryptobench.results.UnsettledFork;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.PooledInterval;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IntSummaryStatistics;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a run prints when it ends: a closing table for the joined rows, with an error bar that
 * includes the fork-to-fork variation where there are forks to see it, then what was measured,
 * unsupported, failed and unsettled.
 */
final class RunConsole {

    static final String UNSETTLED = "unsettled";
    static final String REPLACED = "replaced";

    private final PrintStream out;

    RunConsole(PrintStream out) {
        this.out = out;
    }

    /**
     * JMH's closing table for the joined rows, with the forks each row rests on and, as its error,
     * the {@value PooledInterval#CONFIDENCE} interval of the geometric mean of the fork means, its
     * fork-to-fork variance pooled over the run's rows of the same provider and variant (JMH's
     * within-fork error only where a row has one fork); rows with an unsettled fork are marked.
     */
    void table(List<ResultRow> joined, List<UnsettledFork> unsettled) {
        if (joined.isEmpty()) {
            return;
        }
        List<ResultRow> rows = Pooled.attach(joined);
        List<HostSpells.Tally> host = HostSpells.tallies(rows);
        List<String[]> lines = new ArrayList<>();
        lines.add(new String[] {"Benchmark", "Mode", "Forks", "Cnt", "Score", "Error", "Units", ""});
        boolean overForks = false;
        boolean withinFork = false;
        for (int k = 0; k < rows.size(); k++) {
            ResultRow r = rows.get(k);
            double[][] raw = r.rawByFork();
            int cnt = 0;
            for (double[] fork : raw) {
                cnt += fork.length;
            }
            int forks = ForkInterval.forks(raw);
            double score = r.estimate();
            Optional<ForkInterval> interval = Optional.ofNullable(r.interval())
                    .map(p -> new ForkInterval(p.forks(), p.center(), p.low(), p.high()));
            String error;
            if (interval.isPresent() && forks >= 2) {
                String wide = RowIntervals.whyWide(r);
                error = interval.get().relativeTo(score) + (wide.isEmpty() ? "" : " (" + wide + ")");
                overForks = true;
            } else {
                double jmh = r.error();
                error = (Double.isFinite(jmh) && score != 0
                                ? String.format(Locale.ROOT, "\u00b1%.1f%% ", jmh / score * 100)
                                : "")
                        + (forks <= 1 ? "(1 fork: within-fork error only)" : "(within forks only)");
                withinFork = true;
            }
            String note = note(unsettled.stream().filter(t -> t.isOf(r.id())).toList());
            HostSpells.Tally t = host.get(k);
            if (t.leftOut() > 0) {
                note = (note.isEmpty() ? "" : note + ", ") + t.leftOut() + " of " + t.iterations()
                        + " iterations left out (host slow)";
            }
            if (t.kept() > 0) {
                note = (note.isEmpty() ? "" : note + ", ") + "all " + t.kept() + " iterations slowed by the host, kept";
            }
            lines.add(new String[] {
                RowKey.label(r.id()),
                r.mode().shortLabel(),
                String.valueOf(forks),
                String.valueOf(cnt),
                String.format(Locale.ROOT, "%.3f", score),
                error,
                r.unit(),
                note
            });
        }
        int[] width = new int[8];
        lines.forEach(l -> {
            for (int i = 0; i < l.length; i++) {
                width[i] = Math.max(width[i], l[i].length());
            }
        });
        out.println();
        for (String[] l : lines) {
            String line = String.format(
                    "%-" + width[0] + "s  %" + width[1] + "s  %" + width[2] + "s  %" + width[3] + "s  %" + width[4]
                            + "s  %-" + width[5] + "s  %-" + width[6] + "s  %s",
                    (Object[]) l);
            out.println(line.stripTrailing());
        }
        out.println();
        if (overForks) {
            out.printf(
                    "Score: the geometric mean of the fork means. Error: its %.0f%% interval, relative to Score, with the"
                            + " fork-to-fork variance pooled over the run's rows of the same provider and variant (Student's t on the"
                            + " logarithms).%n",
                    PooledInterval.CONFIDENCE * 100);
        }
        if (withinFork) {
            out.println(
                    "1 fork: JMH's 99.9% error over that fork's iterations; the fork-to-fork variation, often several times"
                            + " larger, is not in it.");
        }
        HostSpells.Tally all = host.stream().reduce(HostSpells.Tally.NONE, HostSpells.Tally::plus);
        if (all.slowed() > 0) {
            out.printf(
                    Locale.ROOT,
                    "Host slow: %d of %d iterations (%.1f%%) ran more than %.0f%% below their row's top level, or while"
                            + " their fork's canary, timed beside each iteration, was below %.0f%% of the run's full speed;"
                            + " they are left out of Score and Cnt%s.%n",
                    all.slowed(),
                    all.iterations(),
                    100 * all.share(),
                    100 * HostSpells.LEVEL,
                    100 * HostSpells.SLOW,
                    all.kept() == 0 ? "" : ", except the " + all.kept() + " of rows the host slowed throughout");
        }
        if (unsettled.stream().anyMatch(UnsettledFork::replaced)) {
            out.println(REPLACED + ": forks that did not stay settled (still trending, or measured far from the rate"
                    + " they settled at), each run again and left out of Score. See below.");
        }
        if (unsettled.stream().anyMatch(t -> !t.replaced())) {
            out.println(UNSETTLED
                    + ": no fork of that row stayed settled, even run again; Score averages them. See below.");
        }
    }

    /** A row's mark: "1 fork replaced", or "forks 1, 2 unsettled" where none of its forks stayed settled. */
    static String note(List<UnsettledFork> ofRow) {
        long replaced = ofRow.stream().filter(UnsettledFork::replaced).count();
        List<Integer> kept = ofRow.stream()
                .filter(t -> !t.replaced())
                .map(UnsettledFork::fork)
                .toList();
        List<String> parts = new ArrayList<>();
        if (replaced > 0) {
            parts.add(replaced + (replaced == 1 ? " fork " : " forks ") + REPLACED);
        }
        if (!kept.isEmpty()) {
            parts.add((kept.size() == 1 ? "fork " : "forks ")
                    + kept.stream().map(String::valueOf).collect(Collectors.joining(", ")) + " " + UNSETTLED);
        }
        return String.join("; ", parts);
    }

    /**
     * The counts, how many forks the error bars rest on, the unsupported trials grouped by reason,
     * every failure, every unsettled fork, and where the results are.
     */
    void summary(List<ResultRow> rows, List<TrialOutcome> outcomes, List<UnsettledFork> unsettled, Path resultFile) {
        List<TrialOutcome> unsupported =
                outcomes.stream().filter(TrialOutcome::unsupported).toList();
        List<TrialOutcome> failed =
                outcomes.stream().filter(o -> !o.unsupported()).toList();
        out.println();
        long replaced = unsettled.stream().filter(UnsettledFork::replaced).count();
        long kept = unsettled.size() - replaced;
        out.printf(
                "cryptobench: %d trials measured, %d unsupported, %d failed%s%s%n",
                rows.size(),
                unsupported.size(),
                failed.size(),
                replaced == 0 ? "" : ", " + replaced + (replaced == 1 ? " fork" : " forks") + " run again (unsettled)",
                kept == 0
                        ? ""
                        : ", " + kept + (kept == 1 ? " fork" : " forks")
                                + " unsettled in rows none of whose forks stayed settled");
        forks(rows);
        if (!unsupported.isEmpty()) {
            out.println("Unsupported here (not a failure):");
            Map<String, Long> byReason = unsupported.stream()
                    .collect(Collectors.groupingBy(TrialOutcome::message, LinkedHashMap::new, Collectors.counting()));
            byReason.forEach((reason, n) -> out.printf("  %s (%d trial%s)%n", reason, n, n == 1 ? "" : "s"));
        }
        if (!failed.isEmpty()) {
            out.println("FAILED:");
            failed.forEach(o -> out.printf("  %s: %s%n", o.label(), o.message()));
        }
        if (!unsettled.isEmpty()) {
            out.printf(
                    "Unsettled (replaced: run again and left out of their rows; else averaged in, as no"
                            + " fork of the row stayed settled; listed in %s):%n",
                    RunFolder.companion(resultFile, RunFolder.OUTCOMES).getFileName());
            unsettled.forEach(t -> out.printf("  %s %s%n", t.label(), t.describe()));
        }
        out.println(
                "Results: " + resultFile + " (environment: " + RunFolder.companion(resultFile, RunFolder.ENV) + ")");
    }

    /** How many forks the error bars rest on, and whether they include the fork-to-fork variation. */
    private void forks(List<ResultRow> rows) {
        List<Integer> counts =
                rows.stream().map(r -> ForkInterval.forks(r.rawByFork())).toList();
        List<Integer> several = counts.stream().filter(n -> n >= 2).toList();
        long single = counts.size() - several.size();
        if (counts.isEmpty()) {
            return;
        }
        List<String> parts = new ArrayList<>();
        if (!several.isEmpty()) {
            IntSummaryStatistics s =
                    several.stream().mapToInt(Integer::intValue).summaryStatistics();
            parts.add(String.format(
                    Locale.ROOT,
                    "%.0f%% intervals over %s forks%s (fork-to-fork variation included, pooled)",
                    PooledInterval.CONFIDENCE * 100,
                    s.getMin() == s.getMax() ? s.getMin() : s.getMin() + " to " + s.getMax(),
                    single == 0 ? "" : " for " + several.size() + (several.size() == 1 ? " trial" : " trials")));
        }
        if (single > 0) {
            parts.add(
                    (several.isEmpty() ? "" : single + (single == 1 ? " trial" : " trials") + " with ")
                            + "1 fork: within-fork error only (run -f 3 or more for an interval that includes the fork-to-fork variation)");
        }
        out.println("Error bars: " + String.join("; ", parts));
    }
}
