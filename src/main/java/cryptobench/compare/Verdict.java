package cryptobench.compare;

/** What a comparison of one benchmark row concluded; INVALID (a score of 0 or NaN on a side) fails the gate as REGRESSED does. */
public enum Verdict {
    REGRESSED, INVALID, IMPROVED, UNCHANGED, ADDED, REMOVED
}
