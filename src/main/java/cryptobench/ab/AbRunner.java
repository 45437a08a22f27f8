package cryptobench.ab;

import cryptobench.results.Verdict;
import cryptobench.results.JmhJson;
import cryptobench.results.ResultRow;
import cryptobench.results.Json;
import cryptobench.results.OutcomesFile;
import cryptobench.results.TrendingFork;
import cryptobench.results.TrialOutcome;
import cryptobench.run.EnvRecord;
import cryptobench.engine.Engine;
import cryptobench.engine.Executor;
import cryptobench.engine.ForkRounds;
import cryptobench.engine.ForkedJvm;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Side;
import cryptobench.engine.Trial;
import cryptobench.engine.WorkUnit;
import cryptobench.results.AtomicFile;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * The ab policy: round after round, one fork of each side per open row, until every row is decided
 * ({@link Gate}) or the budget or the round limit is reached; the engine saves every unit as its
 * round ends, and the sides' JMH JSON, env records and the comparison are rewritten after each round.
 */
public final class AbRunner {

    /** The round store's folder in an ab run folder. */
    public static final String FOLDER = "rounds";

    private final AbSettings settings;
    private final List<Trial> trials;
    private final CommandLineOptions options;
    private final ForkedJvm forks;
    private final PrintWriter out;
    private final Side base;
    private final Side next;
    private final Gate gate;

    /** Where a row stands. */
    public static final class Row {
        final Trial trial;
        final int index;
        final List<Round> rounds = new ArrayList<>();
        Gate.Decision decision;
        String failure;
        boolean unsupported;
        /** The failed round, whose side failures go to that side's outcomes. */
        Round failedRound;

        Row(Trial trial, int index) {
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
    }

    public AbRunner(AbSettings settings, List<Trial> trials, CommandLineOptions options, ForkedJvm forks, PrintWriter out) {
        this.settings = settings;
        this.trials = trials;
        this.options = options;
        this.forks = forks;
        this.out = out;
        this.base = settings.base().side("base");
        this.next = settings.next().side("new");
        this.gate = new Gate(settings.threshold(), settings.confidence(), trials.size(), (settings.minRounds() + 1) / 2);
    }

    /** Runs (or finishes) the comparison in {@code dir}; returns the rows as they ended. */
    public List<Row> run(Path dir, String commandLine) throws IOException, InterruptedException {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < trials.size(); i++) {
            rows.add(new Row(trials.get(i), i + 1));
        }
        RoundStore store = new RoundStore(dir.resolve(FOLDER));
        double spent = load(store, rows);
        Policy policy = new Policy(dir, rows, commandLine, spent);
        new Engine(forks.configure(List.of(base, next), options, dir.resolve("work")), lane -> store).run(policy);
        for (Row row : rows) {
            if (row.open() && row.rounds.size() >= 4) {
                row.decision = gate.decide(row.logRatios(), gate.finalLook(row.rounds.size() / 2), higherIsBetter(row.trial));
            }
        }
        write(dir, rows, commandLine, policy.elapsed());
        store.pack();
        return rows;
    }

    /** Round after round of the open rows, until every row is decided or the budget or the round limit is reached. */
    private final class Policy implements Engine.Policy {
        private final Path dir;
        private final List<Row> rows;
        private final String commandLine;
        private final double spent;
        private final long start = System.nanoTime();
        private final List<Double> roundSeconds = new ArrayList<>();
        private int n;
        private List<Row> due;

        Policy(Path dir, List<Row> rows, String commandLine, double spent) {
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
            while (++n <= settings.maxRounds() && rows.stream().anyMatch(Row::open)) {
                int round = n;
                due = rows.stream().filter(r -> r.open() && r.rounds.size() == round - 1).toList();
                if (due.isEmpty()) {
                    continue;
                }
                if (elapsed() + estimate(roundSeconds, due) > settings.budgetSeconds()) {
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
                add(due.get(i), r);
                out.println(progress(due.get(i), r));
            }
            out.flush();
            write(dir, rows, commandLine, elapsed());
        }
    }

    /** Adds a finished round to its row and judges the row if this is one of its looks. */
    private void add(Row row, Round r) {
        if (r.failed()) {
            row.failedRound = r;
            row.unsupported = r.unsupported();
            row.failure = r.baseFailure() != null && r.newFailure() != null && r.baseFailure().equals(r.newFailure())
                    ? r.baseFailure() : String.join("; ", java.util.stream.Stream.of(
                            r.baseFailure() == null ? null : "base: " + r.baseFailure(),
                            r.newFailure() == null ? null : "new: " + r.newFailure()).filter(java.util.Objects::nonNull).toList());
            return;
        }
        row.rounds.add(r);
        int k = row.rounds.size() % 2 == 0 ? gate.look(row.rounds.size() / 2) : 0;
        if (k > 0) {
            row.decision = gate.decide(row.logRatios(), k, higherIsBetter(row.trial));
        }
    }

    /** Reads the rounds an earlier, killed run of this folder saved (both sides of a pair); returns the seconds they took. */
    private double load(RoundStore store, List<Row> rows) throws IOException {
        List<RoundStore.Entry> entries = store.read(trials, warning -> out.println("warning: " + warning));
        Map<String, RoundStore.Entry> newSide = new HashMap<>();
        entries.stream().filter(e -> e.lane().equals("new")).forEach(e -> newSide.put(e.key(), e));
        Map<Integer, Double> seconds = new TreeMap<>();
        int pairs = 0;
        List<RoundStore.Entry> bases = entries.stream().filter(e -> e.lane().equals("base"))
                .sorted(Comparator.comparingInt(RoundStore.Entry::round)).toList();
        for (RoundStore.Entry b : bases) {
            RoundStore.Entry x = newSide.get(b.key());
            if (x == null) {
                continue; // the kill came between the two sides' files: that round runs again
            }
            pairs++;
            for (Row row : rows) {
                if (b.key().equals(row.trial.roundKey(b.round())) && row.rounds.size() + 1 == b.round() && row.open()) {
                    add(row, Round.of(row.index, b, x));
                    // One round's JVMs ran every row due then: count its time once.
                    seconds.merge(b.round(), b.seconds(), Math::max);
                }
            }
        }
        if (pairs > 0) {
            out.printf("Resuming: %d pairs of forks already done, in %d rounds (%.0f s of the budget)%n", pairs,
                    seconds.size(), seconds.values().stream().mapToDouble(Double::doubleValue).sum());
        }
        return seconds.values().stream().mapToDouble(Double::doubleValue).sum();
    }

    /**
     * Whether base goes first (interleaved) or on core 0 (duet) in round n: drawn at random in the
     * first round of a block, the other way round in the second.
     */
    private boolean baseFirst(List<Row> rows, int n) {
        if (n % 2 == 0) {
            for (Row row : rows) {
                if (row.rounds.size() >= n - 1) {
                    String previous = row.rounds.get(n - 2).order();
                    return !(previous.equals("base first") || previous.equals("duet, base on core 0"));
                }
            }
        }
        return new Random(settings.seed() * 31 + n).nextBoolean();
    }

    /** Round n of the {@code due} rows: one JVM per side, both at once (duet) or one after the other. */
    private Engine.Step step(List<Row> due, int n, boolean baseFirst) {
        boolean duet = settings.schedule() == AbSettings.Schedule.duet;
        Executor.Launch b = new Executor.Launch("base", units(due, n, "base"), duet ? (baseFirst ? 0 : 1) : null);
        Executor.Launch x = new Executor.Launch("new", units(due, n, "new"), duet ? (baseFirst ? 1 : 0) : null);
        String order = duet ? "duet, base on core " + b.core() : (baseFirst ? "base first" : "new first");
        return new Engine.Step(baseFirst ? List.of(b, x) : List.of(x, b), duet, order);
    }

    private static List<WorkUnit> units(List<Row> due, int n, String side) {
        return due.stream().map(r -> new WorkUnit(r.trial, r.index - 1, n, side)).toList();
    }

    /**
     * The seconds the next round is expected to take: the last round's, scaled to the rows due now,
     * else the trials' own estimate.
     */
    private double estimate(List<Double> roundSeconds, List<Row> due) {
        if (!roundSeconds.isEmpty()) {
            return roundSeconds.get(roundSeconds.size() - 1);
        }
        double one = due.stream().mapToDouble(r -> r.trial.seconds() / Math.max(1, r.trial.forks())).sum();
        return settings.schedule() == AbSettings.Schedule.duet ? one : 2 * one;
    }

    static boolean higherIsBetter(Trial t) {
        return t.mode() == org.openjdk.jmh.annotations.Mode.Throughput;
    }

    private String progress(Row row, Round r) {
        String what = String.format(Locale.ROOT, "round %d %s: ", r.round(), row.trial.label());
        if (r.failed()) {
            return what + (row.unsupported ? "unsupported: " : "FAILED: ") + row.failure;
        }
        String s = String.format(Locale.ROOT, "%s base %.4g, new %.4g (%+.1f%%, %s, %.0f s)", what, Round.score(r.base()),
                Round.score(r.next()), 100 * Math.expm1((higherIsBetter(row.trial) ? 1 : -1) * r.logRatio()), r.order(), r.seconds());
        for (String side : List.of("base", "new")) {
            for (TrendingFork t : TrendingFork.of(r.row(side), r.round())) {
                s += String.format(Locale.ROOT, "%n  %s fork still trending, not steady state: %s (%s)", side, t.iterationsText(), t.why());
            }
        }
        Gate.Decision d = row.decision;
        if (d != null && 2 * d.rounds() == row.rounds.size()) {
            s += String.format(Locale.ROOT, "%n  look at %d blocks of 2 rounds: %s %+.1f%% [%+.1f%%, %+.1f%%] at %.4g%%", d.rounds(),
                    d.verdict().name().toLowerCase(Locale.ROOT), 100 * d.change(), 100 * d.low(), 100 * d.high(), 100 * d.level());
        }
        return s;
    }

    /**
     * Rewrites each side's JMH JSON, outcomes and env record, the run's own env record (the
     * machine, and both sides' forks) beside {@code ab.json}, and the comparison.
     */
    private void write(Path dir, List<Row> rows, String commandLine, double seconds) throws IOException {
        List<ResultRow> bothRows = new ArrayList<>();
        List<TrialOutcome> bothOutcomes = new ArrayList<>();
        for (String side : List.of("base", "new")) {
            List<ResultRow> joined = new ArrayList<>();
            List<TrialOutcome> outcomes = new ArrayList<>();
            List<TrendingFork> trending = new ArrayList<>();
            for (Row row : rows) {
                List<ResultRow> forksOfSide = row.rounds.stream().map(r -> r.row(side)).toList();
                if (!forksOfSide.isEmpty()) {
                    joined.add(ForkRounds.merge(forksOfSide));
                }
                String own = row.failedRound == null ? null : row.failedRound.failure(side);
                if (own != null) {
                    outcomes.add(new TrialOutcome(row.trial.benchmark(), row.trial.params(), row.unsupported, own));
                }
                for (Round r : row.rounds) {
                    trending.addAll(TrendingFork.of(r.row(side), r.round()));
                }
            }
            Path json = Files.createDirectories(dir.resolve(side)).resolve(RunFolder.RESULTS);
            JmhJson.write(json, joined);
            new OutcomesFile(outcomes, trending).write(RunFolder.companion(json, RunFolder.OUTCOMES));
            EnvRecord.of(new String[] {commandLine, "(" + side + " side)"}, joined, outcomes).write(RunFolder.companion(json, RunFolder.ENV));
            bothRows.addAll(joined);
            bothOutcomes.addAll(outcomes);
        }
        EnvRecord.of(new String[] {commandLine}, bothRows, bothOutcomes).write(RunFolder.companion(dir.resolve(RunFolder.RESULTS), RunFolder.ENV));
        AbReport report = new AbReport(settings, rows, seconds);
        AtomicFile.writeAtomically(dir.resolve(AbReport.JSON), Json.MAPPER.writeValueAsBytes(report.json()));
        AtomicFile.writeAtomically(dir.resolve(AbReport.MARKDOWN), report.markdown().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
