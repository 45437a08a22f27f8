package cryptobench.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The keeper of the smallest failing case of each kind. */
class SmallestFailuresTest {

    private static Failure failure(String message, int length) {
        return new Failure("P", "A", "sweep", message, Map.of("length", String.valueOf(length)));
    }

    private static List<String> messages(SmallestFailures kept) {
        return kept.failures().stream().map(Failure::message).toList();
    }

    @Test
    void keepsTheShortestOfEachKindByKindInAlphabeticalOrder() {
        SmallestFailures kept = new SmallestFailures();
        kept.keep("threw", 300, failure("threw at 300", 300));
        kept.keep("differs", 1100, failure("differs at 1100", 1100));
        kept.keep("differs", 17, failure("differs at 17", 17));
        kept.keep("threw", 4096, failure("threw at 4096", 4096));
        kept.keep("differs", 600, failure("differs at 600", 600));
        assertEquals(List.of("differs at 17", "threw at 300"), messages(kept));
    }

    @Test
    void theFirstFoundWinsAmongEqualLengths() {
        SmallestFailures kept = new SmallestFailures();
        kept.keep("differs", 16, failure("first", 16));
        kept.keep("differs", 16, failure("second", 16));
        assertEquals(List.of("first"), messages(kept));
    }

    @Test
    void nothingKeptIsAnEmptyList() {
        assertEquals(List.of(), new SmallestFailures().failures());
    }
}
