package cryptobench.ab;

import cryptobench.engine.Trial;
import cryptobench.results.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/** Where one row of an ab run stands: its trial, its rounds so far, the gate's last decision or why it failed. */
public final class AbRow {

    final Trial trial;
    final int index;
    final List<Round> rounds = new ArrayList<>();
    Gate.Decision decision;
    String failure;
    boolean unsupported;
    /** The failed round, whose side failures go to that side's outcomes. */
    Round failedRound;

    AbRow(Trial trial, int index) {
        this.trial = trial;
        this.index = index;
    }

    boolean open() {
        return failure == null && (decision == null || decision.verdict() == Verdict.UNDECIDED);
    }

    /** The log ratio of each complete block of two rounds: the mean of its rounds'. */
    double[] logRatios() {
        double[] d = new double[rounds.size() / 2];
        for (int i = 0; i < d.length; i++) {
            d[i] = (rounds.get(2 * i).logRatio() + rounds.get(2 * i + 1).logRatio()) / 2;
        }
        return d;
    }

    /** The per-round log ratios, for the report. */
    double[] roundRatios() {
        return rounds.stream().mapToDouble(Round::logRatio).toArray();
    }

    public Verdict verdict() {
        if (failure != null) {
            return unsupported ? Verdict.UNSUPPORTED : Verdict.FAILED;
        }
        return decision == null ? Verdict.UNDECIDED : decision.verdict();
    }

    /** Adds a finished round to its row and judges the row if this is one of its looks. */
    void add(Round r, Gate gate) {
        if (r.failed()) {
            failedRound = r;
            unsupported = r.unsupported();
            failure = r.baseFailure() != null
                            && r.newFailure() != null
                            && r.baseFailure().equals(r.newFailure())
                    ? r.baseFailure()
                    : String.join(
                            "; ",
                            Stream.of(
                                            r.baseFailure() == null ? null : "base: " + r.baseFailure(),
                                            r.newFailure() == null ? null : "new: " + r.newFailure())
                                    .filter(Objects::nonNull)
                                    .toList());
            return;
        }
        rounds.add(r);
        int k = rounds.size() % 2 == 0 ? gate.look(rounds.size() / 2) : 0;
        if (k > 0) {
            decision = gate.decide(logRatios(), k, AbRunner.higherIsBetter(trial));
        }
    }
}
