package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Small messages: nanoseconds per {@code init} plus {@code doFinal} by message size, with the time
 * relative to SunJCE and one line chart per algorithm and key size.
 */
final class SmallMessageSection extends FamilySection {

    SmallMessageSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.SMALL_MESSAGE);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        md.append(
                "## Small messages\n\nNanoseconds per message (with its error bar): `init` with a fresh IV plus `doFinal`, in every "
                        + "mode. Lower is faster.\n\n");
        Map<String, List<ResultRow>> tables = split(
                rows,
                r -> label(r.param(Params.ALGORITHM)) + " " + method(r) + ", " + r.param(Params.KEY_BITS)
                        + "-bit keys");
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(md, t, r -> Markdown.bytes(size(r, Params.DATA_SIZE)), marked(Markdown::nanos));
            relativeToSunJce(md, t, r -> Markdown.bytes(size(r, Params.DATA_SIZE)));
        });
        for (Map.Entry<String, List<ResultRow>> e : split(
                        only(rows, "encrypt"), r -> r.param(Params.ALGORITHM) + "-" + r.param(Params.KEY_BITS))
                .entrySet()) {
            charts.lines(
                    md,
                    "small-messages-" + e.getKey(),
                    "Small messages, " + label(e.getKey()) + " encrypt (init + doFinal), JDK defaults",
                    e.getValue(),
                    r -> size(r, Params.DATA_SIZE),
                    severalJdks);
        }
    }
}
