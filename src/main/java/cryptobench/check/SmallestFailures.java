package cryptobench.check;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The smallest failing case of each kind of failure a sweep finds: the one with the shortest input,
 * the first found among equals. {@link #failures()} lists them by kind, in alphabetical order.
 */
public final class SmallestFailures {

    private record Kept(int length, Failure failure) {}

    private final Map<String, Kept> byKind = new TreeMap<>();

    /** Keeps {@code failure} of a case of {@code length} input bytes if no shorter (or equal) one of its kind was kept. */
    public void keep(String kind, int length, Failure failure) {
        Kept previous = byKind.get(kind);
        if (previous == null || previous.length() > length) {
            byKind.put(kind, new Kept(length, failure));
        }
    }

    /** The kept failures, one per kind, by kind. */
    public List<Failure> failures() {
        return byKind.values().stream().map(Kept::failure).toList();
    }
}
