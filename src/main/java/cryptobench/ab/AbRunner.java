package cryptobench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import cryptobench.results.RowKey;
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
        for (int n = 1; n <= settings.maxRounds(); n++) {
            boolean ranOut = false;
            for (Row row : rows) {
                if (!row.open() || row.rounds.size() >= n) {
                    continue;
                }
                double elapsed = spent + (System.nanoTime() - start) / 1e9;
                if (elapsed + estimate(rows, row) > settings.budgetSeconds()) {
                    ranOut = true;
                    break;
                }
                Round r = pair(dir, row, n, swapOf(row, n, new Random(settings.seed() ^ (31L * n + row.index))));
                r.write(dir);
                add(row, r);
                out.println(progress(row, r));
                out.flush();
            }
            write(dir, rows, commandLine, spent + (System.nanoTime() - start) / 1e9);
            if (ranOut || rows.stream().noneMatch(Row::open)) {
                break;
            }
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
        double seconds = 0;
        for (Round r : byName.values()) {
            if (r.trial() < 1 || r.trial() > rows.size() || !rows.get(r.trial() - 1).trial.key().equals(r.key())) {
                out.println("warning: round file for '" + r.key() + "' does not match trial " + r.trial() + " of this run; ignored");
                continue;
            }
            Row row = rows.get(r.trial() - 1);
            if (row.rounds.size() + 1 == r.round() && row.open()) {
                add(row, r);
                seconds += r.seconds();
            }
        }
        if (!byName.isEmpty()) {
            out.printf("Resuming: %d rounds already done (%.0f s of the budget)%n", byName.size(), seconds);
        }
        return seconds;
    }

    /**
     * Whether base goes first (interleaved) or on core 0 (duet) in round n: drawn at random in the
     * first round of a block, the other way round in the second.
     */
    private static boolean swapOf(Row row, int n, Random random) {
        if (n % 2 == 0 && row.rounds.size() == n - 1) {
            String previous = row.rounds.get(n - 2).order();
            return !(previous.equals("base first") || previous.equals("duet, base on core 0"));
        }
        return random.nextBoolean();
    }

    /** Runs one fork of each side for the row's trial. */
    private Round pair(Path dir, Row row, int n, boolean baseFirst) throws IOException, InterruptedException {
        boolean duet = settings.schedule() == AbSettings.Schedule.duet;
        Path work = dir.resolve("work");
        String stem = String.format(Locale.ROOT, "r%04d-t%02d", n, row.index);
        Forks.Launch b = launch(base, row.trial, work.resolve(stem + "-base.json"), duet ? (baseFirst ? 0 : 1) : null,
                work.resolve(stem + "-base.log"));
        Forks.Launch x = launch(next, row.trial, work.resolve(stem + "-new.json"), duet ? (baseFirst ? 1 : 0) : null,
                work.resolve(stem + "-new.log"));
        long t0 = System.nanoTime();
        List<Forks.Result> res = forks.run(baseFirst ? List.of(b, x) : List.of(x, b), duet);
        Forks.Result rb = res.get(baseFirst ? 0 : 1);
        Forks.Result rx = res.get(baseFirst ? 1 : 0);
        String order = duet ? "duet, base on core " + b.core() : (baseFirst ? "base first" : "new first");
        boolean unsupported = rb.row() == null && rx.row() == null && rb.unsupported() && rx.unsupported();
        return new Round(n, row.index, row.trial.key(), order, (System.nanoTime() - t0) / 1e9, rb.row(), rx.row(),
                rb.failure(), rx.failure(), unsupported);
    }

    private Forks.Launch launch(Side side, Trial t, Path result, Integer core, Path log) throws IOException {
        Files.createDirectories(result.getParent());
        Files.deleteIfExists(result);
        return new Forks.Launch(side, forkArgs(t, options, result), result, core, log);
    }

    /** The JMH command line of one fork of {@code t}: the trial alone, one fork, JSON to {@code result}. */
    static List<String> forkArgs(Trial t, CommandLineOptions o, Path result) {
        List<String> a = new ArrayList<>(List.of("^" + Pattern.quote(t.benchmark()) + "$", "-bm", t.mode().shortLabel()));
        t.params().forEach((k, v) -> a.addAll(List.of("-p", k + "=" + v)));
        a.addAll(List.of("-f", "1", "-foe", "true", "-rf", "json", "-rff", result.toString()));
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
        if (o.getJvmArgsAppend().hasValue()) {
            a.addAll(List.of("-jvmArgsAppend", String.join(" ", o.getJvmArgsAppend().get())));
        }
        if (o.getJvmArgsPrepend().hasValue()) {
            a.addAll(List.of("-jvmArgsPrepend", String.join(" ", o.getJvmArgsPrepend().get())));
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

    /** The seconds a pair of the row is expected to take: the mean of its earlier pairs, else the trial's estimate. */
    private double estimate(List<Row> rows, Row row) {
        double own = row.rounds.stream().mapToDouble(Round::seconds).average().orElse(Double.NaN);
        if (!Double.isNaN(own)) {
            return own;
        }
        double any = rows.stream().flatMap(r -> r.rounds.stream()).mapToDouble(Round::seconds).average().orElse(Double.NaN);
        double one = row.trial.seconds() / Math.max(1, row.trial.forks());
        return !Double.isNaN(any) ? any : settings.schedule() == AbSettings.Schedule.duet ? one : 2 * one;
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
            for (TrendingFork t : TrendingFork.of(side.equals("base") ? r.base() : r.next(), r.round())) {
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

    /** Rewrites each side's JMH JSON and env record and the comparison. */
    private void write(Path dir, List<Row> rows, String commandLine, double seconds) throws IOException {
        for (String side : List.of("base", "new")) {
            List<JsonNode> joined = new ArrayList<>();
            List<TrialOutcome> outcomes = new ArrayList<>();
            for (Row row : rows) {
                List<JsonNode> forksOfSide = row.rounds.stream().map(r -> side.equals("base") ? r.base() : r.next()).toList();
                if (!forksOfSide.isEmpty()) {
                    joined.add(ForkRounds.merge(forksOfSide));
                }
                String own = row.failedRound == null ? null
                        : side.equals("base") ? row.failedRound.baseFailure() : row.failedRound.newFailure();
                if (own != null) {
                    outcomes.add(new TrialOutcome(row.trial.benchmark(), row.trial.params(), row.unsupported, own));
                }
            }
            Path folder = Files.createDirectories(dir.resolve(side));
            Path json = folder.resolve(RunFolder.RESULTS);
            AtomicFile.writeAtomically(json, Json.MAPPER.writeValueAsBytes(joined));
            List<TrendingFork> trending = new ArrayList<>();
            for (Row row : rows) {
                for (Round r : row.rounds) {
                    trending.addAll(TrendingFork.of(side.equals("base") ? r.base() : r.next(), r.round()));
                }
            }
            new OutcomesFile(outcomes, trending).write(RunFolder.companion(json, RunFolder.OUTCOMES));
            EnvRecord.of(new String[] {commandLine, "(" + side + " side)"}, joined, outcomes).write(RunFolder.companion(json, RunFolder.ENV));
        }
        AbReport report = new AbReport(settings, rows, seconds);
        AtomicFile.writeAtomically(dir.resolve(AbReport.JSON), Json.MAPPER.writeValueAsBytes(report.json()));
        AtomicFile.writeAtomically(dir.resolve(AbReport.MARKDOWN), report.markdown().getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /** The rows' key, for tests. */
    static String key(Row row) {
        return RowKey.shortName(row.trial.benchmark()) + RowKey.params(row.trial.params());
    }
}
