package cryptobench.check;

/**
 * The counts of one provider's checks of one kind ("vectors" or "sweep") and algorithm in one fork.
 *
 * @param provider   the provider's name as given
 * @param suite      "vectors" or "sweep"
 * @param algorithm  the algorithm, or the Wycheproof file
 * @param passed     cases checked and right
 * @param failed     cases checked and wrong
 * @param acceptable "acceptable" vectors (either way)
 * @param notOffered cases the provider refused as not offered
 * @param note       why nothing was checked, or how the JIT was warmed; may be empty
 */
public record Tally(
        String provider,
        String suite,
        String algorithm,
        int passed,
        int failed,
        int acceptable,
        int notOffered,
        String note) {

    /** Counts being made. */
    public static final class Counter {
        private int passed;
        private int failed;
        private int acceptable;
        private int notOffered;

        public void add(CaseResult outcome) {
            switch (outcome) {
                case PASSED -> passed++;
                case FAILED -> failed++;
                case ACCEPTABLE -> acceptable++;
                case NOT_OFFERED -> notOffered++;
                default -> throw new IllegalStateException(String.valueOf(outcome));
            }
        }

        public int failed() {
            return failed;
        }

        public int passed() {
            return passed;
        }

        public Tally tally(String provider, String suite, String algorithm, String note) {
            return new Tally(
                    provider, suite, algorithm, passed, failed, acceptable, notOffered, note == null ? "" : note);
        }
    }

    /** The sum of two tallies of the same row, with the first one's note (or the other's if it has none). */
    public Tally plus(Tally other) {
        String n = note.isEmpty() ? other.note : note;
        return new Tally(
                provider,
                suite,
                algorithm,
                passed + other.passed,
                failed + other.failed,
                acceptable + other.acceptable,
                notOffered + other.notOffered,
                n);
    }
}
