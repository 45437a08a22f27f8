package cryptobench.ab;

/** What ab decided for a row, worst first. */
public enum Verdict {
    /** Slower, the interval clear of no change and not inside the threshold. */
    REGRESSED,
    /** A side's fork failed: the row cannot be compared. */
    FAILED,
    /** The budget ran out with the interval still across zero and a threshold. */
    UNDECIDED,
    /** Faster, the interval clear of no change and not inside the threshold. */
    IMPROVED,
    /** The interval lies inside plus or minus the threshold. */
    UNCHANGED,
    /** Both sides say the provider does not offer the combination. */
    UNSUPPORTED
}
