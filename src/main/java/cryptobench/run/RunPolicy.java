package cryptobench.run;

import cryptobench.engine.Engine;
import cryptobench.engine.Executor;
import cryptobench.engine.Ledger;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Status;
import cryptobench.engine.WorkUnit;
import cryptobench.results.RunFolder;
import cryptobench.results.UnsettledFork;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What {@code run} runs next: every unit of its plan, one at a time, round 1 of every trial before
 * round 2, and with several JDKs (lanes) each trial's round on every JDK next to each other, the
 * order swapping from trial to trial. After each unit its lane's JMH JSON and outcomes are rewritten;
 * {@code -foe true} stops the run at the first real failure.
 */
final class RunPolicy implements Engine.Policy {

    /** A lane as the policy sees it: its name, " on JDK 17" or "", what it has done, its JMH JSON, and -foe. */
    record LaneView(String name, String on, Ledger finished, Path jsonFile, boolean failOnError) {}

    /** One slot of an interleaved run: the {@code pos}-th unit still to run on lane {@code lane}. */
    record Slot(int lane, int pos) {}

    private final PrintStream out;
    private final List<LaneView> lanes;
    private final List<List<WorkUnit>> todos;
    private final List<Slot> steps;
    private final Set<String> queued = new HashSet<>();
    /** Why a unit beyond its trial's plan was queued, by lane and round key. */
    private final Map<String, String> reasons = new HashMap<>();

    private final double budgetSeconds;
    private final long start = System.nanoTime();
    private double unitSeconds;
    private int unitsDone;
    private int next;

    /**
     * With {@code budgetSeconds} above 0, the time left once every planned and replacement fork has
     * run goes to more forks for the widest rows ({@link ForkAllocator}).
     */
    RunPolicy(PrintStream out, List<LaneView> lanes, double budgetSeconds) {
        this.out = out;
        this.lanes = lanes;
        this.budgetSeconds = budgetSeconds;
        this.todos = lanes.stream()
                .map(l -> new ArrayList<>(l.finished().schedule()))
                .collect(Collectors.toList());
        this.steps = interleave(todos);
        for (int lane = 0; lane < lanes.size(); lane++) {
            for (WorkUnit u : todos.get(lane)) {
                queued.add(lane + " " + u.key());
            }
        }
    }

    /** Queues {@code u} on lane {@code lane} at the end of the run, unless it is queued already; {@code why} is said with it. */
    private boolean queue(int lane, WorkUnit u, String why) {
        if (!queued.add(lane + " " + u.key())) {
            return false;
        }
        reasons.put(lane + " " + u.key(), why);
        todos.get(lane).add(u);
        steps.add(new Slot(lane, todos.get(lane).size() - 1));
        return true;
    }

    @Override
    public Engine.Step next() {
        while (next < steps.size() || next == steps.size() && addForks()) {
            Slot s = steps.get(next++);
            LaneView lane = lanes.get(s.lane());
            WorkUnit u = todos.get(s.lane()).get(s.pos());
            if (lane.finished().closed(u.trial())) {
                continue;
            }
            Preflight.awaitJmhLock(out);
            double left = 0;
            for (Slot step : steps.subList(next - 1, steps.size())) {
                left += Ledger.seconds(List.of(todos.get(step.lane()).get(step.pos())));
            }
            if (budgetSeconds > 0) {
                left = Math.max(left, budgetSeconds - elapsed());
            }
            String why = reasons.getOrDefault(s.lane() + " " + u.key(), "one more than planned");
            out.printf(
                    "%n# cryptobench %d of %d: %s%s%s (about %s left)%n",
                    next,
                    steps.size(),
                    u.trial().label(),
                    u.round() > u.trial().rounds()
                            ? ", fork " + u.round() + " (" + why + ")"
                            : u.trial().rounds() > 1
                                    ? ", fork " + u.round() + " of " + u.trial().rounds()
                                    : "",
                    lane.on(),
                    TrialPlan.duration(left));
            out.flush();
            return new Engine.Step(List.of(new Executor.Launch(lane.name(), List.of(u), null)), false, null);
        }
        return null;
    }

    private double elapsed() {
        return (System.nanoTime() - start) / 1e9;
    }

    /**
     * Queues one more fork for each of the widest rows of every lane, as many as the budget has time
     * for (at a fork's mean time so far, a quarter of the rows at most at once, so that the widths are
     * looked at again); false when the budget is spent or every row is within the target.
     */
    private boolean addForks() {
        if (budgetSeconds <= 0 || unitsDone == 0) {
            return false;
        }
        double perUnit = unitSeconds / unitsDone;
        int fits = (int) Math.floor((budgetSeconds - elapsed()) / (perUnit * lanes.size()));
        if (fits < 1) {
            return false;
        }
        boolean added = false;
        for (int i = 0; i < lanes.size(); i++) {
            Ledger ledger = lanes.get(i).finished();
            int batch = Math.min(fits, Math.max(1, ledger.plan().size() / 4));
            List<ForkAllocator.Wide> wide = ForkAllocator.widest(ledger, Profile.Budget.TARGET, batch);
            for (ForkAllocator.Wide w : wide) {
                ledger.addFork(w.trial());
                WorkUnit u = ledger.next(w.trial());
                added |= u != null && queue(i, u, "one more for a wide interval");
            }
            if (!wide.isEmpty() && i == 0) {
                out.printf(
                        "%n# cryptobench: %s left of the %s budget: one more fork for the %d widest rows (95%% interval"
                                + " from +-%.1f%% to +-%.1f%%; the target is +-%.0f%%)%n",
                        TrialPlan.duration(budgetSeconds - elapsed()),
                        TrialPlan.duration(budgetSeconds),
                        wide.size(),
                        wide.get(wide.size() - 1).halfWidth() * 100,
                        wide.get(0).halfWidth() * 100,
                        Profile.Budget.TARGET * 100);
            }
        }
        return added;
    }

    @Override
    public void done(Engine.Step step, List<List<RoundStore.Entry>> entries) throws IOException {
        Executor.Launch launch = step.launches().get(0);
        LaneView lane = lanes.stream()
                .filter(l -> l.name().equals(launch.lane()))
                .findFirst()
                .orElseThrow();
        WorkUnit u = launch.units().get(0);
        RoundStore.Entry entry = entries.get(0).get(0);
        if (entry.status() == Status.measured) {
            unitSeconds += entry.seconds();
            unitsDone++;
        }
        lane.finished().add(entry);
        RunLane.writeResults(lane.jsonFile(), lane.finished());
        WorkUnit again = lane.finished().next(u.trial());
        boolean rerun = again != null
                && queue(
                        lanes.indexOf(lane),
                        again,
                        Ledger.unsettled(entry, u.round()).isEmpty()
                                ? "one more for a wide interval"
                                : "in place of an unsettled one");
        for (UnsettledFork t : Ledger.unsettled(entry, u.round())) {
            out.printf(
                    "%n# cryptobench: %s fork %d%s did not stay settled: %s %s (%s); %s, listed in %s%n",
                    u.trial().label(),
                    t.fork(),
                    lane.on(),
                    t.iterationsText(),
                    t.unit(),
                    t.why(),
                    rerun
                            ? "another fork runs in its place at the end of the run"
                            // round 1 of 2: the replacement is queued once the trial's planned forks are done
                            : lane.finished().stillReplaces(u.trial())
                                    ? "another fork runs in its place after the trial's planned forks"
                                    : "no more forks run in its place (" + Ledger.MAX_REPLACEMENTS + " already did)",
                    RunFolder.companion(lane.jsonFile(), RunFolder.OUTCOMES).getFileName());
        }
        // -foe true: forks never fail on an exception (an unsupported combination keeps its reason);
        // the run stops after the first real failure instead.
        if (lane.failOnError() && entry.status() == Status.failed) {
            out.printf(
                    "%ncryptobench: -foe true and %s%s failed: stopping; %d runs of JMH not run%n",
                    u.trial().label(), lane.on(), steps.size() - next);
            next = steps.size();
        }
    }

    /**
     * The order of the lanes' units: by round, then by trial, every lane's copy of one trial's round
     * next to each other. The first lane goes first where round + trial index is odd and last where it
     * is even, so each trial's forks alternate and a resumed run keeps the order.
     */
    static List<Slot> interleave(List<List<WorkUnit>> todos) {
        TreeMap<Long, List<Slot>> byRound = new TreeMap<>();
        for (int lane = 0; lane < todos.size(); lane++) {
            List<WorkUnit> todo = todos.get(lane);
            for (int pos = 0; pos < todo.size(); pos++) {
                WorkUnit r = todo.get(pos);
                byRound.computeIfAbsent(((long) r.round() << 32) | r.index(), k -> new ArrayList<>())
                        .add(new Slot(lane, pos));
            }
        }
        List<Slot> steps = new ArrayList<>();
        byRound.forEach((key, same) -> {
            List<Slot> ordered = new ArrayList<>(same);
            if (((key >> 32) + (key & 0xffffffffL)) % 2 == 0) {
                Collections.reverse(ordered);
            }
            steps.addAll(ordered);
        });
        return steps;
    }
}
