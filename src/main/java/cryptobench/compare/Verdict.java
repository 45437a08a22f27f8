package cryptobench.compare;

/**
 * What a comparison of one benchmark row concluded. INVALID (a score of 0, NaN or an infinity anywhere
 * in a side's score or raw data, or units that cannot be converted) fails the gate as REGRESSED does.
 */
public enum Verdict {
    REGRESSED, INVALID, IMPROVED, UNCHANGED, ADDED, REMOVED
}
