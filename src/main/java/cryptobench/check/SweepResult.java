package cryptobench.check;

import java.util.List;
import java.util.Map;

/**
 * A differential sweep's outcome.
 *
 * @param tally    counts over its cases
 * @param failures the smallest failing case of each kind of failure
 * @param digests  per case (by index in the plan), the first 8 bytes of SHA-256 of the provider's output, to compare across forks
 */
public record SweepResult(Tally tally, List<Failure> failures, Map<Integer, String> digests) {

    /** A sweep that checked nothing, with the reason. */
    public static SweepResult notOffered(String provider, String algorithm, String why) {
        return new SweepResult(new Tally(provider, "sweep", algorithm, 0, 0, 0, 0, why), List.of(), Map.of());
    }
}
