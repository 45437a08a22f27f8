package cryptobench.verify;

import cryptobench.check.*;
import java.util.List;
import java.util.Map;

/**
 * What one verify fork found, as it writes it for the parent to read.
 *
 * @param fork      the fork's fields every reproducer starts with: JDK, java.home, variant, UseAVX, JVM arguments
 * @param providers the providers it checked
 * @param tallies   the counts per provider, suite and algorithm
 * @param failures  the failures with their reproducers (the fork's fields included)
 * @param omitted   failures beyond those kept
 * @param digests   per "provider|algorithm", each sweep case's output digest by case index
 * @param seconds   how long the fork took
 */
public record ForkReport(
        Map<String, String> fork,
        List<String> providers,
        List<Tally> tallies,
        List<Failure> failures,
        int omitted,
        Map<String, Map<Integer, String>> digests,
        double seconds) {}
