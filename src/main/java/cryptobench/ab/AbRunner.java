package cryptobench.ab;

import cryptobench.engine.Engine;
import cryptobench.engine.Executor;
import cryptobench.engine.ForkedJvm;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Side;
import cryptobench.engine.Trial;
import cryptobench.engine.WorkUnit;
import cryptobench.results.HostSpells;
import cryptobench.results.RowId;
import cryptobench.results.RunSettings;
import cryptobench.run.LeanForks;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.Options;

/**
 * The ab policy: round after round, one fork of each side per open row, until every row is decided
 * ({@link Gate}) or the budget or the round limit is reached; the engine saves every unit as its
 * round ends, and the sides' JMH JSON, env records and the comparison are rewritten after each round.
 */
public final class AbRunner {

    /** The round store's folder in an ab run folder. */
    public static final String FOLDER = "rounds";

    private final RunSettings settings;
    private final List<Trial> trials;
    private final Options options;
    private final ForkedJvm forks;
    private final PrintWriter out;
    private final Side base;
    private final Side next;
    private final Gate gate;
    private final SideOrder order;
    private final List<Double> canaries = new ArrayList<>();

    public AbRunner(RunSettings settings, List<Trial> trials, Options options, ForkedJvm forks, PrintWriter out) {
        this.settings = settings;
        this.trials = trials;
        this.options = options;
        this.forks = forks;
        this.out = out;
        this.base = Side.of("base", settings.ab().base());
        this.next = Side.of("new", settings.ab().next());
        this.gate = new Gate(
                settings.ab().threshold(),
                settings.ab().confidence(),
                trials.size(),
                (settings.ab().minRounds() + 1) / 2);
        this.order = new SideOrder(settings.ab().seed());
    }

    /** Runs (or finishes) the comparison in {@code dir}; returns the rows as they ended. */
    public List<AbRow> run(Path dir, String commandLine) throws IOException, InterruptedException {
        List<AbRow> rows = new ArrayList<>();
        for (int i = 0; i < trials.size(); i++) {
            rows.add(new AbRow(trials.get(i), i + 1));
        }
        RoundStore store = new RoundStore(dir.resolve(FOLDER));
        double spent = load(store, rows);
        Policy policy = new Policy(dir, rows, commandLine, spent);
        List<Side> sides = List.of(
                LeanForks.side(base, dir, trials, options, out::println),
                LeanForks.side(next, dir, trials, options, out::println));
        new Engine(forks.configure(sides, options, dir.resolve("work")), lane -> store).run(policy);
        for (AbRow row : rows) {
            if (row.open() && row.rounds.size() >= 4) {
                row.decide(gate, gate.finalLook(row.rounds.size() / 2), reference());
            }
        }
        AbOutput.write(dir, settings, rows, commandLine, policy.elapsed());
        store.pack();
        return rows;
    }

    /** Round after round of the open rows, until every row is decided or the budget or the round limit is reached. */
    private final class Policy implements Engine.Policy {
        private final Path dir;
        private final List<AbRow> rows;
        private final String commandLine;
        private final double spent;
        private final long start = System.nanoTime();
        private final List<Double> roundSeconds = new ArrayList<>();
        private int n;
        private List<AbRow> due;

        Policy(Path dir, List<AbRow> rows, String commandLine, double spent) {
            this.dir = dir;
            this.rows = rows;
            this.commandLine = commandLine;
            this.spent = spent;
        }

        double elapsed() {
            return spent + (System.nanoTime() - start) / 1e9;
        }

        @Override
        public Engine.Step next() {
            while (++n <= settings.ab().maxRounds() && rows.stream().anyMatch(AbRow::open)) {
                int round = n;
                due = rows.stream()
                        .filter(r -> r.open() && r.rounds.size() == round - 1)
                        .toList();
                if (due.isEmpty()) {
                    continue;
                }
                if (elapsed() + estimate(roundSeconds, due) > settings.ab().budgetSeconds()) {
                    return null;
                }
                return step(due, n, baseFirst(rows, n));
            }
            return null;
        }

        @Override
        public void done(Engine.Step step, List<List<RoundStore.Entry>> entries) throws IOException {
            boolean baseFirst = step.launches().get(0).lane().equals("base");
            List<RoundStore.Entry> b = entries.get(baseFirst ? 0 : 1);
            List<RoundStore.Entry> x = entries.get(baseFirst ? 1 : 0);
            roundSeconds.add(b.get(0).seconds());
            for (int i = 0; i < due.size(); i++) {
                Round r = Round.of(due.get(i).index, b.get(i), x.get(i));
                seen(r);
                due.get(i).add(r, gate, reference());
                out.println(AbOutput.progress(due.get(i), r));
            }
            out.flush();
            AbOutput.write(dir, settings, rows, commandLine, elapsed());
        }
    }

    /** Adds a round's canaries to the run's. */
    private void seen(Round r) {
        for (double c : r.canaries()) {
            canaries.add(c);
        }
    }

    /** The host canary's reference speed over every round so far ({@link HostSpells#reference}). */
    private double reference() {
        return HostSpells.reference(
                canaries.stream().mapToDouble(Double::doubleValue).toArray());
    }

    /** Reads the rounds an earlier, killed run of this folder saved (both sides of a pair); returns the seconds they took. */
    private double load(RoundStore store, List<AbRow> rows) throws IOException {
        List<RoundStore.Entry> entries = store.read(trials, warning -> out.println("warning: " + warning));
        Map<String, RoundStore.Entry> newSide = new HashMap<>();
        entries.stream().filter(e -> e.lane().equals("new")).forEach(e -> newSide.put(e.key(), e));
        Map<RowId, AbRow> byTrial = new HashMap<>();
        rows.forEach(r -> byTrial.put(r.trial.id(), r));
        Map<Integer, Double> seconds = new TreeMap<>();
        int pairs = 0;
        List<RoundStore.Entry> bases = entries.stream()
                .filter(e -> e.lane().equals("base"))
                .sorted(Comparator.comparingInt(RoundStore.Entry::round))
                .toList();
        for (RoundStore.Entry b : bases) {
            RoundStore.Entry x = newSide.get(b.key());
            if (x == null) {
                continue; // the kill came between the two sides' files: that round runs again
            }
            pairs++;
            AbRow row = byTrial.get(b.trial());
            if (row.rounds.size() + 1 == b.round() && row.open()) {
                Round r = Round.of(row.index, b, x);
                seen(r);
                row.add(r, gate, reference());
                // One round's JVMs ran every row due then: count its time once.
                seconds.merge(b.round(), b.seconds(), Math::max);
            }
        }
        if (pairs > 0) {
            out.printf(
                    "Resuming: %d pairs of forks already done, in %d rounds (%.0f s of the budget)%n",
                    pairs,
                    seconds.size(),
                    seconds.values().stream().mapToDouble(Double::doubleValue).sum());
        }
        return seconds.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /**
     * Whether base goes first (interleaved) or on core 0 (duet) in round n: drawn at random for each
     * block in its first round, the other way round in the second.
     */
    private boolean baseFirst(List<AbRow> rows, int n) {
        if (n % 2 == 0) {
            for (AbRow row : rows) {
                if (row.rounds.size() >= n - 1) {
                    // Read from the round itself: a folder of an earlier build drew its blocks otherwise.
                    String previous = row.rounds.get(n - 2).order();
                    return !(previous.equals("base first") || previous.equals("duet, base on core 0"));
                }
            }
        }
        return order.baseFirst((n + 1) / 2) == (n % 2 == 1);
    }

    /** Round n of the {@code due} rows: one JVM per side, both at once (duet) or one after the other. */
    private Engine.Step step(List<AbRow> due, int n, boolean baseFirst) {
        boolean duet = settings.ab().schedule() == RunSettings.Schedule.duet;
        Executor.Launch b = new Executor.Launch("base", units(due, n, "base"), duet ? (baseFirst ? 0 : 1) : null);
        Executor.Launch x = new Executor.Launch("new", units(due, n, "new"), duet ? (baseFirst ? 1 : 0) : null);
        String order = duet ? "duet, base on core " + b.core() : (baseFirst ? "base first" : "new first");
        return new Engine.Step(baseFirst ? List.of(b, x) : List.of(x, b), duet, order);
    }

    private static List<WorkUnit> units(List<AbRow> due, int n, String side) {
        return due.stream()
                .map(r -> new WorkUnit(r.trial, r.index - 1, n, side))
                .toList();
    }

    /**
     * The seconds the next round is expected to take: the last round's, scaled to the rows due now,
     * else the trials' own estimate.
     */
    private double estimate(List<Double> roundSeconds, List<AbRow> due) {
        if (!roundSeconds.isEmpty()) {
            return roundSeconds.get(roundSeconds.size() - 1);
        }
        double one = due.stream()
                .mapToDouble(r -> r.trial.seconds() / Math.max(1, r.trial.forks()))
                .sum();
        return settings.ab().schedule() == RunSettings.Schedule.duet ? one : 2 * one;
    }

    static boolean higherIsBetter(Trial t) {
        return t.mode() == Mode.Throughput;
    }
}
