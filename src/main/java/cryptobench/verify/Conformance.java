package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.*;
import cryptobench.results.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The conformance table of a verify: per provider and fork (JDK, variant, UseAVX), Wycheproof
 * vectors passed / failed / acceptable / not offered and sweep cases passed / failed / not
 * offered; then per provider and algorithm over all forks; then the failures.
 */
public final class Conformance {

    private final List<ForkReport> reports;
    private final List<Failure> failures;
    private final double seconds;
    private final long seed;
    private final Scope scope;

    public Conformance(List<ForkReport> reports, List<Failure> failures, double seconds, long seed, Scope scope) {
        this.reports = reports;
        this.failures = failures;
        this.seconds = seconds;
        this.seed = seed;
        this.scope = scope;
    }

    /**
     * The conformance of a verify folder's {@code verify.json}.
     *
     * @throws IOException if it cannot be read or is not a verify's output
     */
    public static Conformance read(Path verifyJson) throws IOException {
        JsonNode root = Json.MAPPER.readTree(verifyJson.toFile());
        if (root == null || !root.has("forks")) {
            throw new IOException(verifyJson + " is not a verify's verify.json (no \"forks\")");
        }
        var mapper = Json.MAPPER;
        List<ForkReport> reports = new ArrayList<>();
        for (JsonNode f : root.path("forks")) {
            reports.add(mapper.treeToValue(f, ForkReport.class));
        }
        List<Failure> failures = new ArrayList<>();
        reports.forEach(r -> failures.addAll(r.failures()));
        for (JsonNode f : root.path("crossForkFailures")) {
            failures.add(mapper.treeToValue(f, Failure.class));
        }
        return new Conformance(
                reports,
                failures,
                root.path("seconds").asDouble(),
                root.path("seed").asLong(),
                Scope.parse(root.path("scope").asText("all")));
    }

    /** The table as a section of a run's report: its headings one level down. */
    public String section() {
        return markdown().replaceAll("(?m)^#", "##");
    }

    private KnownFailures known = KnownFailures.none();

    /** Marks the failures known upstream in the failures list. */
    public Conformance knowing(KnownFailures k) {
        this.known = k;
        return this;
    }

    /** @param note why a provider was not checked in this fork at all (a load failure, or the same code under another name), else empty */
    private record Row(String provider, String fork, Tally vectors, Tally sweep, String note) {}

    private List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (ForkReport r : reports) {
            String fork = forkName(r.fork());
            Map<String, Tally[]> byProvider = new LinkedHashMap<>();
            Map<String, String> notes = new LinkedHashMap<>();
            for (Tally t : r.tallies()) {
                if (t.algorithm().equals("(all)")) {
                    notes.put(t.provider(), t.note());
                }
                Tally[] pair = byProvider.computeIfAbsent(t.provider(), k -> new Tally[2]);
                int i = t.suite().equals("sweep") ? 1 : 0;
                Tally zeroed = new Tally(
                        t.provider(), t.suite(), "", t.passed(), t.failed(), t.acceptable(), t.notOffered(), "");
                pair[i] = pair[i] == null ? zeroed : pair[i].plus(zeroed);
            }
            byProvider.forEach((p, pair) -> rows.add(new Row(p, fork, pair[0], pair[1], notes.getOrDefault(p, ""))));
        }
        return rows;
    }

    static String forkName(Map<String, String> fork) {
        return fork.getOrDefault("JDK", "?") + ", " + fork.getOrDefault("fork variant", "?") + ", UseAVX "
                + fork.getOrDefault("UseAVX", "?");
    }

    public String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("# Conformance\n\n");
        out.append(String.format(
                Locale.ROOT,
                "`verify`, scope %s, sweep seed %d: %d forks in %.0f s, %d failures.%n%n",
                scope.name().toLowerCase(Locale.ROOT),
                seed,
                reports.size(),
                seconds,
                failures.size()));
        out.append(
                "Wycheproof vectors (C2SP/wycheproof dac1dd47) and the differential sweep (every length 0 to 1,100 bytes, powers of two "
                        + "+-1..17 up to 32 KiB and +-0, 1, 15..17 up to 1 MiB, seeded random lengths; doFinal, split updates, in place, heap and direct buffers; against "
                        + "another provider and across forks). \"Acceptable\" vectors are counted, not failed; \"not offered\" is a refusal at "
                        + "set-up (a key size, IV length or algorithm the provider does not take).\n\n");
        out.append(
                "| provider | fork | vectors passed | failed | acceptable | not offered | sweep cases passed | failed | not offered |\n");
        out.append("|---|---|--:|--:|--:|--:|--:|--:|--:|\n");
        for (Row r : rows()) {
            if (!r.note().isEmpty()
                    && r.sweep() == null
                    && r.vectors().passed() + r.vectors().failed() + r.vectors().acceptable() == 0) {
                out.append("| ")
                        .append(r.provider())
                        .append(" | ")
                        .append(r.fork())
                        .append(" | ")
                        .append(firstNote(r.note()))
                        .append(" | | | | | | |\n");
                continue;
            }
            out.append("| ")
                    .append(r.provider())
                    .append(" | ")
                    .append(r.fork())
                    .append(" | ")
                    .append(cells(r.vectors(), true))
                    .append(" | ")
                    .append(cells(r.sweep(), false))
                    .append(" |\n");
        }
        out.append("\n## By algorithm, over all forks\n\n");
        out.append(
                "| provider | check | algorithm | passed | failed | acceptable | not offered | forks | note (first fork) |\n");
        out.append("|---|---|---|--:|--:|--:|--:|--:|---|\n");
        Map<String, Tally> byAlgorithm = new LinkedHashMap<>();
        Map<String, Integer> forks = new LinkedHashMap<>();
        for (ForkReport r : reports) {
            for (Tally t : r.tallies()) {
                String key = t.provider() + "\u0000" + t.suite() + "\u0000" + t.algorithm();
                byAlgorithm.merge(key, t, Tally::plus);
                forks.merge(key, 1, Integer::sum);
            }
        }
        byAlgorithm.forEach((k, t) -> out.append(String.format(
                Locale.ROOT,
                "| %s | %s | %s | %d | %d | %d | %d | %d | %s |%n",
                t.provider(),
                t.suite(),
                t.algorithm(),
                t.passed(),
                t.failed(),
                t.acceptable(),
                t.notOffered(),
                forks.get(k),
                firstNote(t.note()))));
        out.append(kinds());
        out.append("\n## Failures\n\n");
        if (failures.isEmpty()) {
            out.append("None.\n");
        }
        int i = 1;
        for (Failure f : failures) {
            String why = known.reason(f);
            out.append(String.format(
                    Locale.ROOT, "%d. **%s %s**, %s: %s%n", i++, f.provider(), f.algorithm(), f.check(), f.message()));
            if (why != null) {
                out.append("   - known: ").append(why.replace("|", "/")).append('\n');
            }
            f.reproducer()
                    .forEach((k, v) -> out.append("   - ")
                            .append(k)
                            .append(": `")
                            .append(v)
                            .append("`\n"));
        }
        return out.toString();
    }

    /**
     * Every Wycheproof failure counted by provider, file and kind over all forks, the ones beyond the
     * reproducers kept included; a kind is known when its first kept failure is.
     */
    private String kinds() {
        record Key(String provider, String algorithm, String kind) {}
        Map<Key, int[]> totals = new LinkedHashMap<>();
        for (ForkReport r : reports) {
            for (FailureKind k : r.failureKinds()) {
                int[] t = totals.computeIfAbsent(new Key(k.provider(), k.algorithm(), k.kind()), x -> new int[3]);
                t[0] += k.count();
                t[1] += k.kept();
                t[2]++;
            }
        }
        if (totals.isEmpty()) {
            return "";
        }
        StringBuilder out = new StringBuilder("\n## Vector failures by kind, over all forks\n\n");
        out.append("| provider | file | kind | failed | listed below | forks | known |\n");
        out.append("|---|---|---|--:|--:|--:|---|\n");
        totals.forEach((k, t) -> {
            String why = failures.stream()
                    .filter(f -> f.provider().equals(k.provider())
                            && f.algorithm().equals(k.algorithm())
                            && VectorRunner.kindOf(f.message()).equals(k.kind()))
                    .findFirst()
                    .map(known::reason)
                    .orElse(null);
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %s | %d | %d | %d | %s |%n",
                    k.provider(),
                    k.algorithm(),
                    k.kind().replace("|", "/"),
                    t[0],
                    t[1],
                    t[2],
                    why == null ? "" : "yes"));
        });
        return out.toString();
    }

    /** The per-fork table as plain lines for the console. */
    public String console() {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%-14s %-44s %28s %24s%n",
                "provider",
                "fork",
                "vectors pass/fail/acc/n.o.",
                "sweep pass/fail/n.o."));
        for (Row r : rows()) {
            out.append(String.format(
                    Locale.ROOT,
                    "%-14s %-44s %28s %24s%n",
                    r.provider(),
                    r.fork(),
                    r.vectors() == null
                            ? "-"
                            : r.vectors().passed() + "/" + r.vectors().failed() + "/"
                                    + r.vectors().acceptable() + "/"
                                    + r.vectors().notOffered(),
                    r.sweep() == null
                            ? "-"
                            : r.sweep().passed() + "/" + r.sweep().failed() + "/"
                                    + r.sweep().notOffered()));
        }
        return out.toString();
    }

    private static String cells(Tally t, boolean vectors) {
        if (t == null) {
            return vectors ? "- | - | - | -" : "- | - | -";
        }
        return vectors
                ? t.passed() + " | " + t.failed() + " | " + t.acceptable() + " | " + t.notOffered()
                : t.passed() + " | " + t.failed() + " | " + t.notOffered();
    }

    private static String firstNote(String note) {
        return note.replace("|", "/");
    }
}
