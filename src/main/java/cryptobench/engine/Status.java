package cryptobench.engine;

/** What became of one unit of work: measured, not offered by the provider (with its reason), or failed. */
public enum Status {
    measured,
    unsupported,
    failed
}
