package cryptobench.ab;

import cryptobench.results.Verdict;
import cryptobench.stats.SequentialGate;

/**
 * When ab looks at a row and what it concludes: the {@link SequentialGate} over blocks of two
 * rounds that swap the sides' cores (duet) or order (interleaved), so that a slower core or a
 * first-fork penalty cancels inside each block, with its settings named by ab's options.
 */
public final class Gate {

    private final SequentialGate rule;

    /** A row's state at a look: change and interval as speed ratios minus 1 (positive: new is faster). */
    public record Decision(Verdict verdict, double change, double low, double high, int rounds, double level) {}

    public Gate(double threshold, double confidence, int rows, int minBlocks) {
        if (!(threshold > 0 && threshold < 1)) {
            throw new IllegalArgumentException(
                    "--threshold must be above 0% and below 100%, got " + threshold * 100 + "%");
        }
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new IllegalArgumentException("--confidence must be between 0.5 and 1 (e.g. 0.99), got " + confidence);
        }
        if (minBlocks < 1) {
            throw new IllegalArgumentException("--min-rounds must be 2 or more, got " + 2 * minBlocks);
        }
        this.rule = new SequentialGate(threshold, confidence, rows, minBlocks);
    }

    /** The look number (1, 2, ...) at which a row with {@code n} blocks is judged, or 0 when n is not a look. */
    public int look(int n) {
        return rule.look(n);
    }

    /** The look number after the last one passed at {@code n} blocks: the extra look taken when the rounds end. */
    public int finalLook(int n) {
        return rule.finalLook(n);
    }

    /** The decision at look {@code k} from the blocks' log ratios new/base of the score; {@code higherIsBetter} for throughput. */
    public Decision decide(double[] logRatios, int k, boolean higherIsBetter) {
        SequentialGate.Decision d = rule.decide(logRatios, k, higherIsBetter);
        Verdict verdict = switch (d.call()) {
            case UNCHANGED -> Verdict.UNCHANGED;
            case REGRESSED -> Verdict.REGRESSED;
            case IMPROVED -> Verdict.IMPROVED;
            case UNDECIDED -> Verdict.UNDECIDED;
        };
        return new Decision(verdict, d.change(), d.low(), d.high(), d.rounds(), d.level());
    }
}
