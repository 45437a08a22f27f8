package cryptobench.engine;

import cryptobench.results.HostSpells;
import cryptobench.results.ResultRow;
import cryptobench.results.RowId;
import cryptobench.results.TrialOutcome;
import cryptobench.results.UnsettledFork;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * One lane's units that are done, by trial and round: what is left to run, in rounds, and the joined JMH
 * rows and outcomes of what is done, and the forks that did not stay settled, in plan
 * order. A fork that did not stay settled ({@link UnsettledFork}) is run again, at most
 * {@value #MAX_REPLACEMENTS} times per trial, and left out of its row once another fork stayed settled; a trial
 * can be given forks beyond its plan ({@link #addFork}).
 */
public final class Ledger {

    /** How many unsettled forks of one trial are run again. */
    public static final int MAX_REPLACEMENTS = 2;

    private final List<Trial> plan;
    private final String lane;
    private final Map<RowId, TreeMap<Integer, RoundStore.Entry>> byTrial = new LinkedHashMap<>();
    private final Map<RowId, Integer> extra = new HashMap<>();

    public Ledger(List<Trial> plan, String lane) {
        this.plan = plan;
        this.lane = lane;
    }

    /**
     * The stored units of this lane a resumed run keeps: measured and unsupported ones; a failed one
     * runs again. Forks that stayed settled beyond a trial's plan were added to it, and stay added.
     */
    public Ledger keep(List<RoundStore.Entry> stored) {
        for (RoundStore.Entry entry : stored) {
            if (entry.lane().equals(lane) && entry.status() != Status.failed) {
                add(entry);
            }
        }
        for (Trial t : plan) {
            int beyond = settled(t).size() - t.rounds();
            if (beyond > 0) {
                extra.put(t.id(), beyond);
            }
        }
        return this;
    }

    public void add(RoundStore.Entry entry) {
        byTrial.computeIfAbsent(entry.trial(), k -> new TreeMap<>()).put(entry.round(), entry);
    }

    /** The kept round keys, trial by trial in the order each trial was first added, each trial's in round order. */
    public List<String> keys() {
        return byTrial.values().stream()
                .flatMap(r -> r.values().stream())
                .map(RoundStore.Entry::key)
                .toList();
    }

    /** The plan's trials, in order. */
    public List<Trial> plan() {
        return plan;
    }

    /** Gives {@code t} one more fork than it has been given so far. */
    public void addFork(Trial t) {
        extra.merge(t.id(), 1, Integer::sum);
    }

    /** How many forks {@code t} is to have that stayed settled: its plan's and those added. */
    public int wanted(Trial t) {
        return t.rounds() + extra.getOrDefault(t.id(), 0);
    }

    /**
     * The rounds still to run: round 1 of every trial first, then round 2 of every trial, and so on
     * up to the plan's rounds; then, trial by trial, the forks owed beyond them (replacements of forks
     * that did not stay settled, and added forks). Rounds already finished, and trials that were unsupported,
     * are left out.
     */
    public List<WorkUnit> schedule() {
        List<WorkUnit> todo = new ArrayList<>();
        int maxRounds = plan.stream().mapToInt(Trial::rounds).max().orElse(1);
        for (int round = 1; round <= maxRounds; round++) {
            for (int i = 0; i < plan.size(); i++) {
                Trial t = plan.get(i);
                if (t.rounds() >= round && !rounds(t).containsKey(round) && !closed(t)) {
                    todo.add(new WorkUnit(t, i, round, lane));
                }
            }
        }
        for (int i = 0; i < plan.size(); i++) {
            Trial t = plan.get(i);
            int last = lastRound(t);
            for (int k = 1; k <= owedBeyondPlan(t); k++) {
                todo.add(new WorkUnit(t, i, last + k, lane));
            }
        }
        return todo;
    }

    /** The next fork {@code t} owes beyond its plan's rounds, once those are all done, or null. */
    public WorkUnit next(Trial t) {
        for (int round = 1; round <= t.rounds(); round++) {
            if (!rounds(t).containsKey(round)) {
                return null;
            }
        }
        return owedBeyondPlan(t) > 0 ? new WorkUnit(t, plan.indexOf(t), lastRound(t) + 1, lane) : null;
    }

    /**
     * Whether the unsettled forks of {@code t} are still made up for (up to
     * {@value #MAX_REPLACEMENTS} beyond the forks it wants). The replacement itself comes from
     * {@link #next} once the trial's planned rounds are done.
     */
    public boolean stillReplaces(Trial t) {
        int settledForks = 0;
        int unsettledForks = 0;
        for (RoundStore.Entry e : rounds(t).values()) {
            if (e.status() == Status.measured) {
                if (staysSettled(e)) {
                    settledForks++;
                } else {
                    unsettledForks++;
                }
            }
        }
        // as owedBeyondPlan counts: the unsettled forks beyond the allowance are not made up for
        return unsettledForks - MAX_REPLACEMENTS < wanted(t) - settledForks;
    }

    /**
     * Forks still owed beyond the plan's rounds: as many as the trial wants that stayed settled, less those
     * that did and the plan's rounds still to run; a trial whose forks did not stay settled more than
     * {@value #MAX_REPLACEMENTS} times gets no more replacements.
     */
    private int owedBeyondPlan(Trial t) {
        if (closed(t)) {
            return 0;
        }
        int measured = 0;
        int settledForks = 0;
        for (RoundStore.Entry e : rounds(t).values()) {
            if (e.status() == Status.measured) {
                measured++;
                settledForks += staysSettled(e) ? 1 : 0;
            }
        }
        int unsettledForks = measured - settledForks;
        int missing = 0;
        for (int round = 1; round <= t.rounds(); round++) {
            missing += rounds(t).containsKey(round) ? 0 : 1;
        }
        int owed = wanted(t) - settledForks - missing - Math.max(0, unsettledForks - MAX_REPLACEMENTS);
        return Math.max(0, owed);
    }

    private TreeMap<Integer, RoundStore.Entry> rounds(Trial t) {
        return byTrial.getOrDefault(t.id(), new TreeMap<>());
    }

    private int lastRound(Trial t) {
        TreeMap<Integer, RoundStore.Entry> r = rounds(t);
        return Math.max(t.rounds(), r.isEmpty() ? 0 : r.lastKey());
    }

    /** Whether a measured round's every fork stayed settled. */
    private static boolean staysSettled(RoundStore.Entry e) {
        return unsettled(e, e.round()).isEmpty();
    }

    /** The measured rounds of {@code t} whose forks all stayed settled, in round order. */
    private List<RoundStore.Entry> settled(Trial t) {
        return rounds(t).values().stream()
                .filter(e -> e.status() == Status.measured && staysSettled(e))
                .toList();
    }

    /** The estimated wall time of these rounds. */
    public static double seconds(List<WorkUnit> rounds) {
        return rounds.stream()
                .mapToDouble(r -> r.trial().seconds() / r.trial().rounds())
                .sum();
    }

    /** Whether a trial needs no more rounds: one of its rounds was unsupported or failed. */
    public boolean closed(Trial t) {
        return rounds(t).values().stream().anyMatch(e -> e.status() != Status.measured);
    }

    /**
     * One JMH row per trial that has measured rounds and none unsupported or failed: its rounds whose
     * forks stayed settled, joined into one row; where none did, all its measured rounds (the forks are listed
     * by {@link #unsettled()}). A trial cut short by a kill has the forks it finished.
     */
    public List<ResultRow> rows() {
        List<ResultRow> rows = new ArrayList<>();
        for (Trial t : plan) {
            if (closed(t)) {
                continue;
            }
            List<RoundStore.Entry> parts = settled(t);
            if (parts.isEmpty()) {
                parts = rounds(t).values().stream()
                        .filter(e -> e.status() == Status.measured)
                        .toList();
            }
            if (!parts.isEmpty()) {
                rows.add(ForkRounds.merge(
                        parts.stream().flatMap(e -> e.results().stream()).toList()));
            }
        }
        return HostSpells.clean(rows);
    }

    /** The trials that were not measured, each with the reason of its first round that was not. */
    public List<TrialOutcome> outcomes() {
        List<TrialOutcome> outcomes = new ArrayList<>();
        for (Trial t : plan) {
            rounds(t).values().stream()
                    .filter(e -> e.status() != Status.measured)
                    .findFirst()
                    .ifPresent(e -> outcomes.add(new TrialOutcome(
                            t.benchmark(), t.params(), e.status() == Status.unsupported, e.message())));
        }
        return outcomes;
    }

    /**
     * The forks of measured trials that did not stay settled, trial by trial in plan order, each trial's forks
     * in round order, marked replaced where another fork of the trial stayed settled. Worked out again from the
     * stored rounds each time, so a resumed run lists the same forks as one that was never stopped.
     */
    public List<UnsettledFork> unsettled() {
        List<UnsettledFork> found = new ArrayList<>();
        for (Trial t : plan) {
            if (closed(t)) {
                continue;
            }
            boolean anySettled = !settled(t).isEmpty();
            for (RoundStore.Entry e : rounds(t).values()) {
                for (UnsettledFork f : unsettled(e, e.round())) {
                    found.add(anySettled ? f.asReplaced() : f);
                }
            }
        }
        return found;
    }

    /**
     * The forks of one measured round that did not stay settled. A round is fork {@code round} of its trial; a
     * trial whose forks run together in one round (SampleTime) numbers them 1, 2, ...
     */
    public static List<UnsettledFork> unsettled(RoundStore.Entry e, int round) {
        List<UnsettledFork> found = new ArrayList<>();
        if (e.status() == Status.measured) {
            e.results().forEach(row -> found.addAll(UnsettledFork.of(row, round)));
        }
        return found;
    }
}
