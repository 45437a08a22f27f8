package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

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
        scaling(md, rows);
    }

    /**
     * All threads over one thread, divided by the threads: 1.0 is perfect scaling, 1/N a generator that lets one
     * thread in at a time.
     */
    private void scaling(StringBuilder md, List<ResultRow> rows) {
        Map<String, ResultRow> one = new HashMap<>();
        rows.stream().filter(r -> method(r).equals("nextBytes")).forEach(r -> one.put(twin(r), r));
        List<ResultRow> all = rows.stream()
                .filter(r -> method(r).equals("nextBytesAllThreads") && one.containsKey(twin(r)))
                .toList();
        if (all.isEmpty()) {
            return;
        }
        int threads = all.get(0).threads();
        md.append("Scaling of the shared instance: `nextBytesAllThreads` over ")
                .append(threads)
                .append(" times `nextBytes` (1.0 scales perfectly; ")
                .append(Markdown.number(1.0 / threads))
                .append(" is one thread at a time):\n\n");
        pivot(
                md,
                all,
                RandomSection::column,
                r -> Markdown.number(
                        r.opsPerSecond() / (r.threads() * one.get(twin(r)).opsPerSecond())));
    }

    private static String twin(ResultRow r) {
        return r.param(Params.PROVIDER) + "|" + column(r) + "|" + r.jdk();
    }

    private static String column(ResultRow r) {
        return r.param(Params.ALGORITHM) + " " + Markdown.bytes(size(r, Params.DATA_SIZE));
    }
}
