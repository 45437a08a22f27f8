package cryptobench.engine;

/** The exit codes of every command: 0 all measured or clean, 1 a real failure or a regression, 2 bad input, 3 nothing measured (ab). */
public final class ExitCode {

    public static final int OK = 0;
    public static final int FAILED = 1;
    /** Bad input (an unknown provider, a malformed file, a bad option): nothing was written. */
    public static final int BAD_INPUT = 2;
    /** ab: no row had a round with both sides measured (each unsupported or failed on a side), so there is nothing to pass. */
    public static final int NOTHING_MEASURED = 3;

    private ExitCode() {}
}
