package cryptobench.engine;

import cryptobench.results.TrendingFork;
import cryptobench.results.TrialOutcome;
import cryptobench.results.ResultRow;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One lane's units that are done, by round key: what is left to run, in rounds, and the joined JMH
 * rows and outcomes of what is done, and the forks still trending, in plan order.
 */
public final class Ledger {

    private final List<Trial> plan;
    private final String lane;
    private final Map<String, RoundStore.Entry> finished = new LinkedHashMap<>();

    public Ledger(List<Trial> plan, String lane) {
        this.plan = plan;
        this.lane = lane;
    }

    /** The stored units of this lane a resumed run keeps: measured and unsupported ones; a failed one runs again. */
    public Ledger keep(List<RoundStore.Entry> stored) {
        for (RoundStore.Entry entry : stored) {
            if (entry.lane().equals(lane) && entry.status() != Status.failed) {
                finished.put(entry.key(), entry);
            }
        }
        return this;
    }

    public void add(RoundStore.Entry entry) {
        finished.put(entry.key(), entry);
    }

    /** The kept round keys, in the order they were added. */
    public List<String> keys() {
        return List.copyOf(finished.keySet());
    }

    /**
     * The rounds still to run, round 1 of every trial first, then round 2 of every trial, and so
     * on; rounds already finished, and trials that were unsupported, are left out.
     */
    public List<WorkUnit> schedule() {
        List<WorkUnit> todo = new ArrayList<>();
        int maxRounds = plan.stream().mapToInt(Trial::rounds).max().orElse(1);
        for (int round = 1; round <= maxRounds; round++) {
            for (int i = 0; i < plan.size(); i++) {
                Trial t = plan.get(i);
                if (t.rounds() >= round && !finished.containsKey(t.roundKey(round)) && !settled(t)) {
                    todo.add(new WorkUnit(t, i, round, lane));
                }
            }
        }
        return todo;
    }

    /** The estimated wall time of these rounds. */
    public static double seconds(List<WorkUnit> rounds) {
        return rounds.stream().mapToDouble(r -> r.trial().seconds() / r.trial().rounds()).sum();
    }

    /** Whether a trial needs no more rounds: one of its rounds was unsupported or failed. */
    public boolean settled(Trial t) {
        for (int round = 1; round <= t.rounds(); round++) {
            RoundStore.Entry e = finished.get(t.roundKey(round));
            if (e != null && e.status() != Status.measured) {
                return true;
            }
        }
        return false;
    }

    /**
     * One JMH row per trial that has measured rounds and none unsupported or failed, its rounds
     * joined into one row; a trial cut short by a kill has the forks it finished.
     */
    public List<ResultRow> rows() {
        List<ResultRow> rows = new ArrayList<>();
        for (Trial t : plan) {
            if (settled(t)) {
                continue;
            }
            List<ResultRow> parts = new ArrayList<>();
            for (int round = 1; round <= t.rounds(); round++) {
                RoundStore.Entry e = finished.get(t.roundKey(round));
                if (e != null) {
                    e.results().forEach(parts::add);
                }
            }
            if (!parts.isEmpty()) {
                rows.add(ForkRounds.merge(parts));
            }
        }
        return rows;
    }

    /** The trials that were not measured, each with the reason of its first round that was not. */
    public List<TrialOutcome> outcomes() {
        List<TrialOutcome> outcomes = new ArrayList<>();
        for (Trial t : plan) {
            for (int round = 1; round <= t.rounds(); round++) {
                RoundStore.Entry e = finished.get(t.roundKey(round));
                if (e != null && e.status() != Status.measured) {
                    outcomes.add(new TrialOutcome(t.benchmark(), t.params(), e.status() == Status.unsupported, e.message()));
                    break;
                }
            }
        }
        return outcomes;
    }

    /**
     * The forks of measured trials whose iterations were still trending (not steady state), trial by
     * trial in plan order, each trial's forks in round order. Worked out again from the stored rounds
     * each time, so a resumed run lists the same forks as one that was never stopped.
     */
    public List<TrendingFork> trending() {
        List<TrendingFork> found = new ArrayList<>();
        for (Trial t : plan) {
            if (settled(t)) {
                continue;
            }
            for (int round = 1; round <= t.rounds(); round++) {
                RoundStore.Entry e = finished.get(t.roundKey(round));
                if (e != null) {
                    found.addAll(trending(e, round));
                }
            }
        }
        return found;
    }

    /**
     * The trending forks of one measured round. A round is fork {@code round} of its trial; a trial
     * whose forks run together in one round (SampleTime) numbers them 1, 2, ...
     */
    public static List<TrendingFork> trending(RoundStore.Entry e, int round) {
        List<TrendingFork> found = new ArrayList<>();
        if (e.status() == Status.measured) {
            e.results().forEach(row -> found.addAll(TrendingFork.of(row, round)));
        }
        return found;
    }
}
