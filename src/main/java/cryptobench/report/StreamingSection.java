package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Streaming: one message through {@code update} in chunks, then {@code doFinal}; GiB/s of the
 * whole message by algorithm, key and message and chunk size.
 */
final class StreamingSection extends FamilySection {

    StreamingSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.STREAMING);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        md.append(
                "## Streaming\n\nOne message through `update` in `chunkSize` pieces, then `doFinal`: GiB/s of the whole "
                        + "message (ops/s x messageSize, with its error bar). SunJCE's GCM decrypt returns nothing from `update`: it keeps the "
                        + "ciphertext until `doFinal` has checked the tag, so its decrypt column measures that buffering too.\n\n");
        Map<String, List<ResultRow>> tables = split(
                rows,
                r -> label(r.param(Params.ALGORITHM)) + ", " + r.param(Params.KEY_BITS)
                        + "-bit keys, " + Markdown.bytes(size(r, Params.MESSAGE_SIZE)) + " messages in "
                        + Markdown.bytes(size(r, Params.CHUNK_SIZE)) + " updates");
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(md, t, FamilySection::method, marked(r -> Markdown.gib(r, size(r, Params.MESSAGE_SIZE))));
        });
        charts.bars(
                md,
                "streaming-encrypt",
                "Streaming encrypt, JDK defaults",
                "GiB/s",
                false,
                only(rows, "encrypt"),
                r -> label(r.param(Params.ALGORITHM)) + "-" + r.param(Params.KEY_BITS) + ", "
                        + Markdown.bytes(size(r, Params.MESSAGE_SIZE)) + " / "
                        + Markdown.bytes(size(r, Params.CHUNK_SIZE)),
                r -> r.opsPerSecond() * size(r, Params.MESSAGE_SIZE) / Markdown.GIB,
                severalJdks);
    }
}
