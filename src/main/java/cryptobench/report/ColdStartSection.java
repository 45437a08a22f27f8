package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.jvm.ForkMetric;
import cryptobench.results.ResultRow;
import java.util.List;

/**
 * Cold start: milliseconds of a fresh JVM's first AES-GCM encryption per provider, with the provider loaded in the
 * call and before it, and seconds from JVM start to the first encryption's end.
 */
final class ColdStartSection extends FamilySection {

    ColdStartSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.STARTUP);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) {
        md.append(
                "## Cold start\n\nMilliseconds (with its error bar over forks, one call a fork) of a fresh JVM's "
                        + "first AES-256-GCM encryption of 1 KiB: `loadAndEncrypt` loads the provider in the call, "
                        + "`firstEncrypt` after it was loaded; `from JVM start` is the mean time from the JVM's start to the "
                        + "end of `loadAndEncrypt`'s call, JMH's own fork start-up included (the same for every provider).\n\n");
        pivot(
                md,
                rows,
                FamilySection::method,
                marked(r -> ErrorBar.of(r, ops -> 1000 / ops).cell(Markdown::number)));
        List<ResultRow> started = rows.stream()
                .filter(r -> r.operation().equals("loadAndEncrypt")
                        && r.source() != null
                        && r.source().path("secondaryMetrics").has(ForkMetric.FIRST_RESULT.label()))
                .toList();
        if (!started.isEmpty()) {
            md.append("From JVM start to the first encryption's end, seconds (mean over forks):\n\n");
            pivot(
                    md,
                    started,
                    r -> "from JVM start",
                    r -> Markdown.number(r.source()
                            .path("secondaryMetrics")
                            .path(ForkMetric.FIRST_RESULT.label())
                            .path("score")
                            .asDouble()));
        }
    }
}
