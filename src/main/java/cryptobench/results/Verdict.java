package cryptobench.results;

/**
 * What a comparison of one row concluded, worst first: {@code compare} of two runs and {@code ab} of
 * two sides share it. Both sort rows by this order.
 */
public enum Verdict {
    /** Slower by at least the threshold (the estimate), and clear of no change. */
    REGRESSED,
    /** compare: a score of 0, NaN or an infinity anywhere in a side, or units that cannot be converted; fails the gate as REGRESSED does. */
    INVALID,
    /** ab: a side's fork failed, so the row cannot be compared. */
    FAILED,
    /** ab: the budget ran out before the row was decided: its interval reaches past a threshold and holds zero, or its estimate is inside the threshold. */
    UNDECIDED,
    /** Faster by at least the threshold (the estimate), and clear of no change. */
    IMPROVED,
    /** The change lies inside plus or minus the threshold (compare: or is not significant). */
    UNCHANGED,
    /** compare: in the new run only. */
    ADDED,
    /** compare: in the base run only. */
    REMOVED,
    /** ab: both sides say the provider does not offer the combination. */
    UNSUPPORTED
}
