package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.util.List;

/**
 * SecureRandom: MB/s of fresh arrays per provider and algorithm at each size, on one thread, on all the machine's
 * threads sharing one instance, and on a new thread per call; then how the shared instance scales.
 */
final class RandomSection extends FamilySection {

    RandomSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.RANDOM);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) {
        md.append("## SecureRandom\n\nMB/s (10^6 bytes a second, with its error bar) of fresh arrays filled by one "
                + "instance: `nextBytes` on one thread, `nextBytesAllThreads` on all the machine's threads sharing it "
                + "(summed over them), `nextBytesNewThread` on a thread started and joined per call (mostly the "
                + "thread's cost; compare providers, not sizes), `nextBytes PureJava` with the JDK's SHA "
                + "intrinsics off. DEFAULT is each provider's own default generator (docs/benchmarks.md).\n\n");
        split(rows, FamilySection::method).forEach((method, t) -> {
            md.append("### ").append(method).append("\n\n");
            pivot(
                    md,
                    t,
                    RandomSection::column,
                    marked(r -> ErrorBar.of(r, ops -> ops * size(r, Params.DATA_SIZE) / 1e6)
                            .cell(Markdown::number)));
        });
        scaling(md, rows, "nextBytes", "nextBytesAllThreads", "Scaling of the shared instance", RandomSection::column);
    }

    private static String column(ResultRow r) {
        return r.param(Params.ALGORITHM) + " " + Markdown.bytes(size(r, Params.DATA_SIZE));
    }
}
