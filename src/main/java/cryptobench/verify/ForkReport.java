package cryptobench.verify;

import cryptobench.check.*;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What one verify fork found, as it writes it for the parent to read; once the parent has compared the
 * forks' outputs case by case, it keeps the fork's report {@link #packed() packed}: one digest per row.
 *
 * @param fork         the fork's fields every reproducer starts with: JDK, java.home, variant, UseAVX, JVM arguments
 * @param providers    the providers it checked
 * @param tallies      the counts per provider, suite and algorithm
 * @param failures     the failures with their reproducers (the fork's fields included)
 * @param omitted      failures beyond those kept
 * @param failureKinds every failure counted by provider, file and kind, the omitted ones included
 * @param digests      per "provider|algorithm", each sweep case's output digest by case index
 * @param rowDigests   per "provider|algorithm", the case count and one SHA-256 over its cases' digests in order
 * @param seconds      how long the fork took
 */
public record ForkReport(
        Map<String, String> fork,
        List<String> providers,
        List<Tally> tallies,
        List<Failure> failures,
        int omitted,
        List<FailureKind> failureKinds,
        Map<String, Map<Integer, String>> digests,
        Map<String, String> rowDigests,
        double seconds) {

    public ForkReport {
        failureKinds = failureKinds == null ? List.of() : failureKinds;
        digests = digests == null ? Map.of() : digests;
        rowDigests = rowDigests == null ? Map.of() : rowDigests;
    }

    /** A report with no failure kinds or digests counted: a fork that could not run. */
    static ForkReport of(
            Map<String, String> fork, List<String> providers, List<Tally> tallies, List<Failure> failures) {
        return new ForkReport(fork, providers, tallies, failures, 0, List.of(), Map.of(), Map.of(), 0);
    }

    /**
     * The report with each row's per-case digests folded into one line ("N cases, sha256 HEX"), which still
     * tells whether two runs of the same seed gave the same outputs, at a thousandth of the size.
     */
    public ForkReport packed() {
        Map<String, String> rows = new LinkedHashMap<>(rowDigests);
        digests.forEach((row, cases) -> {
            MessageDigest sha;
            try {
                sha = MessageDigest.getInstance("SHA-256");
            } catch (NoSuchAlgorithmException e) {
                throw new IllegalStateException(e);
            }
            new TreeMap<>(cases)
                    .forEach((i, d) -> sha.update((i + "=" + d + "\n").getBytes(StandardCharsets.US_ASCII)));
            rows.put(row, cases.size() + " cases, sha256 " + HexFormat.of().formatHex(sha.digest()));
        });
        return new ForkReport(fork, providers, tallies, failures, omitted, failureKinds, Map.of(), rows, seconds);
    }
}
