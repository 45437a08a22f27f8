package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import java.util.List;
import java.util.Locale;

/** The report's Markdown tables and the numbers, sizes and rates written into them. */
final class Markdown {

    static final double GIB = 1024.0 * 1024 * 1024;

    private Markdown() {}

    /** A table's header row and its separator. */
    static void table(StringBuilder md, List<String> header) {
        row(md, header);
        md.append('|').append(" --- |".repeat(header.size())).append('\n');
    }

    static void row(StringBuilder md, List<String> cells) {
        md.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    /** A chart's image link, relative to the report's folder. */
    static void image(StringBuilder md, String title, String relativePath) {
        md.append("![").append(title).append("](").append(relativePath).append(")\n\n");
    }

    /** GiB/s of a row with a dataSize param, with its error bar ({@link ErrorBar}). */
    static String gib(ResultRow r) {
        return gib(r, Integer.parseInt(r.params().get(Params.DATA_SIZE)));
    }

    /** GiB/s of {@code bytes} per operation, with the error bar. */
    static String gib(ResultRow r, int bytes) {
        return ErrorBar.of(r, ops -> ops * bytes / GIB).cell(Markdown::number);
    }

    /** GiB/s of the row's figure ({@link ResultRow#estimate()}) alone, without its error bar. */
    static String gibValue(ResultRow r) {
        return number(r.opsPerSecond() * Integer.parseInt(r.params().get(Params.DATA_SIZE)) / GIB);
    }

    /** 1000s of bytes per second, as {@code openssl speed} prints them, with the error bar. */
    static String thousands(ResultRow r) {
        int bytes = Integer.parseInt(r.params().get(Params.DATA_SIZE));
        return ErrorBar.of(r, ops -> ops * bytes / 1000).cell(v -> String.format(Locale.ROOT, "%.2fk", v));
    }

    /** Nanoseconds per operation, with the error bar. */
    static String nanos(ResultRow r) {
        return ErrorBar.of(r, ops -> 1e9 / ops).cell(Markdown::number);
    }

    /** Operations per second, with the error bar. */
    static String opsPerSecond(ResultRow r) {
        return ErrorBar.of(r, ops -> ops).cell(Markdown::number);
    }

    /** Three significant digits, plain notation. */
    static String number(double v) {
        if (v == 0 || Double.isNaN(v) || Double.isInfinite(v)) {
            return String.valueOf(v);
        }
        int digits = Math.max(0, 2 - (int) Math.floor(Math.log10(Math.abs(v))));
        return String.format(Locale.ROOT, "%." + digits + "f", v);
    }

    /** A ratio such as "1.25x", or "0.00625x" below 0.1. */
    static String ratio(double value) {
        return bound(value) + "x";
    }

    /**
     * The ratio of row {@code a} to row {@code b} (operations per second) with the paired interval over
     * their forks, its variance moderated by {@code prior} ({@link PairedForks#moderated}): "2.41x
     * [2.10, 2.77] (3 pairs)", "2.41x [1.52, 3.80] (2 pairs of 3 and 2 forks)", or the reason there is
     * none: "2.41x (1 fork: no interval)", "2.41x (1 pair of 1 and 3 forks: no interval)".
     */
    static String pairedRatio(ResultRow a, ResultRow b, ModeratedVariance.Prior prior) {
        PairedForks p = RowIntervals.opsPerSecond(a, b, prior);
        String value = ratio(a.opsPerSecond() / b.opsPerSecond());
        String forks = p.allPaired() ? "" : " of " + p.forksA() + " and " + p.forksB() + " forks";
        if (p.hasInterval()) {
            return value
                    + String.format(
                            Locale.ROOT, " [%s, %s] (%d pairs%s)", bound(p.low()), bound(p.high()), p.pairs(), forks);
        }
        if (p.forksA() == 0 || p.forksB() == 0) {
            return value + " (a row without iterations: no interval)";
        }
        if (p.pairs() == 1 && p.allPaired()) {
            return value + " (1 fork: no interval)";
        }
        return value + " (" + p.pairs() + " pair" + (p.pairs() == 1 ? "" : "s") + forks + ": no interval)";
    }

    /** A ratio or its bound: two decimals, or three significant digits below 0.1 (0.00420, not 0.00). */
    private static String bound(double v) {
        return v < 0.1 ? number(v) : String.format(Locale.ROOT, "%.2f", v);
    }

    /** Whole bytes, such as allocation per operation. */
    static String wholeBytes(double value) {
        return String.format(Locale.ROOT, "%.0f", value);
    }

    /** "16 B", "4 KiB", "1 MiB". */
    static String bytes(int size) {
        return size % 1048576 == 0 ? size / 1048576 + " MiB" : size % 1024 == 0 ? size / 1024 + " KiB" : size + " B";
    }
}
