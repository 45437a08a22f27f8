package cryptobench.ab;

import cryptobench.engine.Trial;
import cryptobench.results.Verdict;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/** Where one row of an ab run stands: its trial, its rounds so far, the gate's last decision or why it failed. */
public final class AbRow {

    /** How far below its side's usual level a settled fork counts as slowed: a side's usual level is a median. */
    static final double LEVEL = 0.12;

    final Trial trial;
    final int index;
    final List<Round> rounds = new ArrayList<>();
    Gate.Decision decision;
    String failure;
    boolean unsupported;
    /** The failed round, whose side failures go to that side's outcomes. */
    Round failedRound;
    /** The host canary's reference speed the row was last judged by ({@link Round#hit}); NaN before. */
    double hostReference = Double.NaN;

    AbRow(Trial trial, int index) {
        this.trial = trial;
        this.index = index;
    }

    boolean open() {
        return failure == null && (decision == null || decision.verdict() == Verdict.UNDECIDED);
    }

    /**
     * The log ratio of each complete block of two rounds (the mean of its rounds'), from each fork's best
     * iteration the host did not slow; a block with a round the host slowed on either side ({@link #hit}) is
     * left out, so that its core or order still cancels in the blocks that are kept.
     */
    double[] logRatios(double reference) {
        boolean[] hit = hits(reference);
        List<Double> d = new ArrayList<>();
        for (int i = 0; i + 1 < rounds.size(); i += 2) {
            if (!hit[i] && !hit[i + 1]) {
                d.add((rounds.get(i).logRatio(reference) + rounds.get(i + 1).logRatio(reference)) / 2);
            }
        }
        return d.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * Which rounds the host slowed: a fork's canary says so throughout ({@link Round#hit}), or a side's settled
     * fork ran more than {@value #LEVEL} below that side's usual level (the median of its forks'
     * figures over the row's rounds), as a spell on one core does to one side of a duet.
     */
    boolean[] hits(double reference) {
        boolean[] hit = new boolean[rounds.size()];
        double[] base = new double[rounds.size()];
        double[] next = new double[rounds.size()];
        for (int i = 0; i < rounds.size(); i++) {
            Round r = rounds.get(i);
            hit[i] = r.hit(reference);
            base[i] = r.score(true, reference);
            next[i] = r.score(false, reference);
        }
        if (rounds.isEmpty()) {
            return hit;
        }
        boolean throughput = trial == null || AbRunner.higherIsBetter(trial);
        double baseLevel = level(base);
        double nextLevel = level(next);
        for (int i = 0; i < hit.length; i++) {
            // Only settled forks tell a slow host from a cold JIT (a smoke run's forks do not settle).
            Round r = rounds.get(i);
            if (r.settled()) {
                hit[i] |= slow(base[i], baseLevel, throughput) || slow(next[i], nextLevel, throughput);
            }
        }
        return hit;
    }

    private static double level(double[] scores) {
        double[] finite = Arrays.stream(scores).filter(Double::isFinite).toArray();
        return finite.length == 0 ? Double.NaN : new Median().evaluate(finite);
    }

    private static boolean slow(double score, double level, boolean throughput) {
        return Double.isFinite(score)
                && Double.isFinite(level)
                && (throughput ? score < (1 - LEVEL) * level : score > level / (1 - LEVEL));
    }

    /** The per-round log ratios, for the report. */
    double[] roundRatios() {
        return rounds.stream().mapToDouble(Round::logRatio).toArray();
    }

    /** The rounds the host slowed, judged by the last reference. */
    long roundsHit() {
        boolean[] hit = hits(hostReference);
        int n = 0;
        for (boolean b : hit) {
            n += b ? 1 : 0;
        }
        return n;
    }

    public Verdict verdict() {
        if (failure != null) {
            return unsupported ? Verdict.UNSUPPORTED : Verdict.FAILED;
        }
        return decision == null ? Verdict.UNDECIDED : decision.verdict();
    }

    /**
     * Adds a finished round to its row and judges the row if this is one of its looks, the host's spells
     * judged against {@code reference} (the run's canaries so far).
     */
    void add(Round r, Gate gate, double reference) {
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
            decide(gate, k, reference);
        }
    }

    /** The gate's decision at look {@code k} on the blocks the host left alone. */
    void decide(Gate gate, int k, double reference) {
        hostReference = reference;
        decision = gate.decide(logRatios(reference), k, AbRunner.higherIsBetter(trial));
    }
}
