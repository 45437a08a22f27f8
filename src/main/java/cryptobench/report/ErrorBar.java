package cryptobench.report;

import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.stats.ForkInterval;
import java.util.Optional;
import java.util.function.DoubleFunction;
import java.util.function.DoubleUnaryOperator;

/**
 * A row's value ({@link ResultRow#estimate()}) and error bar in the unit a table shows: the 95%
 * interval of its run's pooled fork-to-fork spread ({@link cryptobench.results.Pooled}), with the
 * reason where it is more than 4 times wide; without one, JMH's within-fork error, said to be so.
 *
 * @param value the row's score in the shown unit
 * @param low   the interval's lower bound, NaN without an interval over forks
 * @param high  its upper bound, NaN without one
 * @param error JMH's half-width in the shown unit where there is no interval over forks (NaN if JMH gave none)
 * @param forks how many forks the row has
 * @param wide  why the interval is so wide, or ""
 */
record ErrorBar(double value, double low, double high, double error, int forks, String wide) {

    /** The bar of {@code r}, shown through {@code fromOpsPerSecond} (monotone: GiB/s, ns per operation, ...). */
    static ErrorBar of(ResultRow r, DoubleUnaryOperator fromOpsPerSecond) {
        double value = fromOpsPerSecond.applyAsDouble(r.opsPerSecond());
        int forks = ForkInterval.forks(r.rawByFork());
        Optional<ForkInterval> interval = RowIntervals.opsPerSecond(r);
        if (interval.isPresent()) {
            ForkInterval shown = interval.get().map(fromOpsPerSecond);
            return new ErrorBar(value, shown.low(), shown.high(), Double.NaN, forks, RowIntervals.whyWide(r));
        }
        double error = Double.isNaN(r.error()) || r.score() == 0 ? Double.NaN : Math.abs(value * r.error() / r.score());
        return new ErrorBar(value, Double.NaN, Double.NaN, error, forks, "");
    }

    boolean overForks() {
        return !Double.isNaN(low);
    }

    /** "4.42 [3.91, 5.03] (3 forks)", "4.42 ± 0.180 (1 fork)", or "4.42" where there is no bar. */
    String cell(DoubleFunction<String> format) {
        String bar = bar(format);
        return format.apply(value) + (bar.isEmpty() ? "" : " " + bar);
    }

    /** The bar alone: "[3.91, 5.03] (3 forks)", "± 0.180 (1 fork)", or "". */
    String bar(DoubleFunction<String> format) {
        if (overForks()) {
            return "[" + format.apply(low) + ", " + format.apply(high) + "] (" + forks
                    + (forks == 1 ? " fork" : " forks") + (wide.isEmpty() ? "" : "; " + wide) + ")";
        }
        if (Double.isNaN(error)) {
            return "";
        }
        return "± " + format.apply(error) + (forks == 1 ? " (1 fork)" : "");
    }

    /** A symmetric bar for charts, which draw no other kind: the larger side of the interval, JMH's error, or 0. */
    double chartError() {
        if (overForks()) {
            return Math.max(high - value, value - low);
        }
        return Double.isNaN(error) ? 0 : error;
    }
}
