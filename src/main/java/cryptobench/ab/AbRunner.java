package cryptobench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import cryptobench.results.OutcomesFile;
import cryptobench.results.TrendingFork;
import cryptobench.results.TrialOutcome;
import cryptobench.run.EnvRecord;
import cryptobench.run.ForkRounds;
import cryptobench.run.Trial;
import cryptobench.results.AtomicFile;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * The ab loop: round after round, one fork of each side per open row, until every row is decided
 * ({@link Gate}) or the budget or the round limit is reached. Every round is saved as it ends, and
 * the sides' JMH JSON, env records and the comparison are rewritten after each round.
 */
public final class AbRunner {

    private final AbSettings settings;
    private final List<Trial> trials;
    private final CommandLineOptions options;
    private final Forks forks;
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

    public AbRunner(AbSettings settings, List<Trial> trials, CommandLineOptions options, Forks forks, PrintWriter out) {
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
        double spent = load(dir, rows);
        long start = System.nanoTime();
        List<Double> roundSeconds = new ArrayList<>();
        for (int n = 1; n <= settings.maxRounds() && rows.stream().anyMatch(Row::open); n++) {
            int round = n;
            List<Row> due = rows.stream().filter(r -> r.open() && r.rounds.size() == round - 1).toList();
            if (due.isEmpty()) {
                continue;
            }
            double elapsed = spent + (System.nanoTime() - start) / 1e9;
            if (elapsed + estimate(roundSeconds, due) > settings.budgetSeconds()) {
                break;
            }
            long t0 = System.nanoTime();
            List<Round> done = round(dir, due, n, baseFirst(rows, n));
            roundSeconds.add((System.nanoTime() - t0) / 1e9);
            for (int i = 0; i < due.size(); i++) {
                done.get(i).write(dir);
                add(due.get(i), done.get(i));
                out.println(progress(due.get(i), done.get(i)));
            }
            out.flush();
            write(dir, rows, commandLine, spent + (System.nanoTime() - start) / 1e9);
        }
        for (Row row : rows) {
            if (row.open() && row.rounds.size() >= 4) {
                row.decision = gate.decide(row.logRatios(), gate.finalLook(row.rounds.size() / 2), higherIsBetter(row.trial));
            }
        }
        write(dir, rows, commandLine, spent + (System.nanoTime() - start) / 1e9);
        return rows;
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

    /** Reads the rounds an earlier, killed run of this folder saved; returns the seconds they took. */
    private double load(Path dir, List<Row> rows) throws IOException {
        Path folder = dir.resolve(Round.FOLDER);
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        Map<String, Round> byName = new TreeMap<>();
        try (var files = Files.list(folder)) {
            for (Path f : files.filter(p -> p.getFileName().toString().matches("r\\d{4}-t\\d{2}\\.json")).toList()) {
                try {
                    byName.put(f.getFileName().toString(), Json.MAPPER.readValue(f.toFile(), Round.class));
                } catch (com.fasterxml.jackson.core.JacksonException e) {
                    out.println("warning: " + f + " is not a round file (" + e.getOriginalMessage() + "); that round runs again");
                }
            }
        }
        java.util.Map<Integer, Double> seconds = new TreeMap<>();
        for (Round r : byName.values()) {
            if (r.trial() < 1 || r.trial() > rows.size() || !rows.get(r.trial() - 1).trial.key().equals(r.key())) {
                out.println("warning: round file for '" + r.key() + "' does not match trial " + r.trial() + " of this run; ignored");
                continue;
            }
            Row row = rows.get(r.trial() - 1);
            if (row.rounds.size() + 1 == r.round() && row.open()) {
                add(row, r);
                // One round's JVMs ran every row due then: count its time once.
                seconds.merge(r.round(), r.seconds(), Math::max);
            }
        }
        if (!byName.isEmpty()) {
            out.printf("Resuming: %d pairs of forks already done, in %d rounds (%.0f s of the budget)%n", byName.size(),
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

    /** Runs round n of the {@code due} rows: one JVM per side, both at once (duet) or one after the other. */
    private List<Round> round(Path dir, List<Row> due, int n, boolean baseFirst) throws IOException, InterruptedException {
        boolean duet = settings.schedule() == AbSettings.Schedule.duet;
        Path work = dir.resolve("work");
        Files.createDirectories(work);
        String stem = String.format(Locale.ROOT, "r%04d", n);
        List<Trial> ts = due.stream().map(r -> r.trial).toList();
        Forks.Launch b = launch(base, ts, work.resolve(stem + "-base.json"), duet ? (baseFirst ? 0 : 1) : null, work.resolve(stem + "-base.log"));
        Forks.Launch x = launch(next, ts, work.resolve(stem + "-new.json"), duet ? (baseFirst ? 1 : 0) : null, work.resolve(stem + "-new.log"));
        long t0 = System.nanoTime();
        List<Forks.Output> res = forks.run(baseFirst ? List.of(b, x) : List.of(x, b), duet);
        double seconds = (System.nanoTime() - t0) / 1e9;
        Forks.Output ob = res.get(baseFirst ? 0 : 1);
        Forks.Output ox = res.get(baseFirst ? 1 : 0);
        String order = duet ? "duet, base on core " + b.core() : (baseFirst ? "base first" : "new first");
        List<Round> rounds = new ArrayList<>();
        for (Row row : due) {
            JsonNode rb = find(ob.rows(), row.trial);
            JsonNode rx = find(ox.rows(), row.trial);
            Forks.Result fb = rb == null ? ob.missing(row.trial.benchmark(), row.trial.params()) : null;
            Forks.Result fx = rx == null ? ox.missing(row.trial.benchmark(), row.trial.params()) : null;
            boolean unsupported = fb != null && fx != null && fb.unsupported() && fx.unsupported();
            rounds.add(new Round(n, row.index, row.trial.key(), order, seconds, rb, rx, fb == null ? null : fb.failure(),
                    fx == null ? null : fx.failure(), unsupported));
        }
        return rounds;
    }

    /** The row of {@code t} among a JVM's JMH JSON rows, or null. */
    static JsonNode find(List<JsonNode> rows, Trial t) {
        for (JsonNode r : rows) {
            java.util.Map<String, String> params = new java.util.HashMap<>();
            r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            if (r.path("benchmark").asText().equals(t.benchmark()) && r.path("mode").asText().equals(t.mode().shortLabel())
                    && params.equals(t.params())) {
                return r;
            }
        }
        return null;
    }

    private Forks.Launch launch(Side side, List<Trial> ts, Path result, Integer core, Path log) throws IOException {
        Files.deleteIfExists(result);
        return new Forks.Launch(side, jvmArgs(options.getJvmArgsPrepend()), jvmArgs(options.getJvmArgsAppend()),
                forkArgs(ts, options, result), result, core, log);
    }

    /** The JVM arguments of a -jvmArgsPrepend or -jvmArgsAppend, split at spaces. */
    private static List<String> jvmArgs(org.openjdk.jmh.util.Optional<java.util.Collection<String>> given) {
        if (!given.hasValue()) {
            return List.of();
        }
        return given.get().stream().flatMap(a -> java.util.Arrays.stream(a.trim().split("\\s+"))).filter(a -> !a.isEmpty()).toList();
    }

    /**
     * The JMH command line of one side's JVM in a round: the trials' benchmarks and every value of
     * their params (JMH runs the cross product; rows not asked for are ignored), in that JVM
     * ({@code -f 0}), JSON to {@code result}.
     */
    static List<String> forkArgs(List<Trial> ts, CommandLineOptions o, Path result) {
        List<String> a = new ArrayList<>(List.of("^(" + String.join("|", ts.stream().map(Trial::benchmark).distinct()
                .map(Pattern::quote).toList()) + ")$", "-bm", String.join(",", ts.stream().map(t -> t.mode().shortLabel()).distinct().toList())));
        java.util.Map<String, java.util.Set<String>> values = new java.util.TreeMap<>();
        ts.forEach(t -> t.params().forEach((k, v) -> values.computeIfAbsent(k, key -> new java.util.LinkedHashSet<>()).add(v)));
        values.forEach((k, v) -> a.addAll(List.of("-p", k + "=" + String.join(",", v))));
        a.addAll(List.of("-f", "0", "-foe", "false", "-rf", "json", "-rff", result.toString()));
        if (o.getWarmupIterations().hasValue()) {
            a.addAll(List.of("-wi", o.getWarmupIterations().get().toString()));
        }
        if (o.getWarmupTime().hasValue()) {
            a.addAll(List.of("-w", time(o.getWarmupTime().get())));
        }
        if (o.getMeasurementIterations().hasValue()) {
            a.addAll(List.of("-i", o.getMeasurementIterations().get().toString()));
        }
        if (o.getMeasurementTime().hasValue()) {
            a.addAll(List.of("-r", time(o.getMeasurementTime().get())));
        }
        if (o.getTimeUnit().hasValue()) {
            a.addAll(List.of("-tu", unit(o.getTimeUnit().get())));
        }
        if (o.getTimeout().hasValue()) {
            a.addAll(List.of("-to", time(o.getTimeout().get())));
        }
        o.getProfilers().forEach(p -> a.addAll(List.of("-prof", p.getKlass() + (p.getOpts() == null || p.getOpts().isEmpty() ? "" : ":" + p.getOpts()))));
        return a;
    }

    private static String time(TimeValue v) {
        return v.convertTo(TimeUnit.MICROSECONDS) + "us";
    }

    private static String unit(TimeUnit u) {
        return switch (u) {
            case NANOSECONDS -> "ns";
            case MICROSECONDS -> "us";
            case MILLISECONDS -> "ms";
            case SECONDS -> "s";
            case MINUTES -> "m";
            case HOURS -> "h";
            case DAYS -> "d";
        };
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
        List<JsonNode> bothRows = new ArrayList<>();
        List<TrialOutcome> bothOutcomes = new ArrayList<>();
        for (String side : List.of("base", "new")) {
            List<JsonNode> joined = new ArrayList<>();
            List<TrialOutcome> outcomes = new ArrayList<>();
            List<TrendingFork> trending = new ArrayList<>();
            for (Row row : rows) {
                List<JsonNode> forksOfSide = row.rounds.stream().map(r -> r.row(side)).toList();
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
            AtomicFile.writeAtomically(json, Json.MAPPER.writeValueAsBytes(joined));
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
