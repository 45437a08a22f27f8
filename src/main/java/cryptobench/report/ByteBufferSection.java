package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * ByteBuffers: {@code doFinal(ByteBuffer, ByteBuffer)} in GiB/s by buffer kind, into a separate
 * buffer or in place.
 */
final class ByteBufferSection extends FamilySection {

    ByteBufferSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.BYTE_BUFFER);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) {
        md.append(
                "## ByteBuffers\n\n`doFinal(ByteBuffer, ByteBuffer)` in GiB/s (with its error bar), heap or direct buffers, into a "
                        + "separate buffer or in place.\n\n");
        Map<String, List<ResultRow>> tables = split(
                rows,
                r -> label(r.param(Params.ALGORITHM)) + ", " + r.param(Params.KEY_BITS) + "-bit keys, "
                        + Markdown.bytes(size(r, Params.DATA_SIZE)));
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(
                    md,
                    t,
                    r -> method(r) + " " + r.param(Params.BUFFER_KIND).toLowerCase(Locale.ROOT),
                    marked(r -> Markdown.gib(r, size(r, Params.DATA_SIZE))));
        });
    }
}
