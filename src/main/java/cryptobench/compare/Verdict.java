package cryptobench.compare;

/** What a comparison of one benchmark row concluded. */
public enum Verdict {
    REGRESSED, IMPROVED, UNCHANGED, ADDED, REMOVED
}
