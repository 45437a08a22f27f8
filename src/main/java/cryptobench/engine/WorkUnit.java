package cryptobench.engine;

/**
 * One unit of work: fork (round) {@code round} of the {@code index}-th trial of a plan (from 0), on
 * {@code lane}: a JDK of {@code run}, a side of {@code ab}, or "" when there is one lane.
 */
public record WorkUnit(Trial trial, int index, int round, String lane) {

    /** The trial's round key: "... #2". */
    public String key() {
        return trial.roundKey(round);
    }
}
