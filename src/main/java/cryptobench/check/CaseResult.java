package cryptobench.check;

/** What one checked case came to. */
public enum CaseResult {
    /** Checked and right. */
    PASSED,
    /** Checked and wrong: a failure with a reproducer. */
    FAILED,
    /** A Wycheproof vector marked "acceptable": reported whichever way the provider went. */
    ACCEPTABLE,
    /** The provider refused the configuration (a key size, IV length, name or shape it does not offer). */
    NOT_OFFERED
}
