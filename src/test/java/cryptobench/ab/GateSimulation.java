package cryptobench.ab;

import cryptobench.engine.RoundStore;
import cryptobench.engine.Status;
import cryptobench.results.RunSettings;
import cryptobench.results.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/**
 * ab's gate over simulated runs of the {@code gate} profile's 4 rows, each block log ratio a true change
 * plus a residual of a committed duet run (a row's block log ratios less their mean, drawn with a random
 * sign), each round as long as the committed rounds with as many rows took.
 */
final class GateSimulation {

    /** The rule of the gate before --threshold bounded the estimate: regressed once the interval is below zero and not inside the threshold. */
    static final BiFunction<Gate.Decision, Double, Verdict> OLD_RULE = (d, threshold) -> {
        if (d.low() > -threshold && d.high() < threshold) {
            return Verdict.UNCHANGED;
        }
        return d.high() < 0 ? Verdict.REGRESSED : d.low() > 0 ? Verdict.IMPROVED : Verdict.UNDECIDED;
    };

    /** The rule the gate has now. */
    static final BiFunction<Gate.Decision, Double, Verdict> GATE_RULE = (d, threshold) -> d.verdict();

    /** How simulated runs ended: the share of runs with a row regressed (the gate fails), and of rows regressed and unchanged. */
    record Rates(double failedRuns, double regressedRows, double unchangedRows, double meanBlocks) {}

    /** A committed row: its run folder, its key and its block log ratios as measured. */
    record Row(Path run, String key, double[] blocks) {}

    private final List<List<Row>> committed;
    private final List<List<double[]>> runs;
    private final double[] roundSeconds;

    private GateSimulation(List<List<Row>> committed, double[] roundSeconds) {
        this.committed = committed;
        this.runs = committed.stream()
                .map(rows -> rows.stream()
                        .map(r -> {
                            double mean = Arrays.stream(r.blocks()).average().orElse(0);
                            return Arrays.stream(r.blocks()).map(v -> v - mean).toArray();
                        })
                        .toList())
                .toList();
        this.roundSeconds = roundSeconds;
    }

    /** The residuals and round times of the committed duet runs {@code root/NAME/run-K}. */
    static GateSimulation ofCommitted(Path root) throws IOException {
        List<Path> folders;
        try (Stream<Path> names = Files.list(root)) {
            folders = names.filter(Files::isDirectory)
                    .flatMap(n -> {
                        try (Stream<Path> runsOf = Files.list(n)) {
                            return runsOf
                                    .filter(r -> r.getFileName().toString().matches("run-\\d+") && Files.isDirectory(r))
                                    .toList()
                                    .stream();
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    })
                    .sorted()
                    .toList();
        }
        List<List<Row>> runs = new ArrayList<>();
        Map<Integer, List<Double>> seconds = new TreeMap<>();
        for (Path folder : folders) {
            if (RunSettings.readAb(folder).ab().schedule() != RunSettings.Schedule.duet) {
                continue;
            }
            List<RoundStore.Entry> entries = new RoundStore(folder.resolve(AbRunner.FOLDER)).read();
            Map<String, RoundStore.Entry> next = new HashMap<>();
            entries.stream().filter(e -> e.lane().equals("new")).forEach(e -> next.put(e.key(), e));
            Map<String, Map<Integer, Double>> ratios = new LinkedHashMap<>();
            Map<Integer, Integer> due = new TreeMap<>();
            Map<Integer, Double> took = new TreeMap<>();
            for (RoundStore.Entry b : entries) {
                RoundStore.Entry x = next.get(b.key());
                if (!b.lane().equals("base")
                        || x == null
                        || b.status() != Status.measured
                        || x.status() != Status.measured) {
                    continue;
                }
                Round r = Round.of(0, b, x);
                ratios.computeIfAbsent(r.key(), k -> new TreeMap<>()).put(r.round(), r.logRatio());
                due.merge(r.round(), 1, Integer::sum);
                took.put(r.round(), r.seconds());
            }
            due.forEach((round, rows) ->
                    seconds.computeIfAbsent(rows, k -> new ArrayList<>()).add(took.get(round)));
            List<Row> rows = new ArrayList<>();
            ratios.forEach((key, byRound) -> {
                double[] d = byRound.values().stream()
                        .mapToDouble(Double::doubleValue)
                        .toArray();
                double[] blocks = new double[d.length / 2];
                for (int i = 0; i < blocks.length; i++) {
                    blocks[i] = (d[2 * i] + d[2 * i + 1]) / 2;
                }
                rows.add(new Row(folder, key, blocks));
            });
            runs.add(rows);
        }
        double[] median = new double
                [seconds.keySet().stream().mapToInt(Integer::intValue).max().orElse(0) + 1];
        seconds.forEach((rows, s) -> median[rows] = s.stream()
                .mapToDouble(Double::doubleValue)
                .sorted()
                .skip((s.size() - 1) / 2)
                .findFirst()
                .orElseThrow());
        return new GateSimulation(runs, median);
    }

    /**
     * Each committed row judged by {@code rule} as ab would have judged it from the same blocks: at the
     * first look that decides, else at the final look after its last block.
     */
    Map<Row, Verdict> replay(BiFunction<Gate.Decision, Double, Verdict> rule) {
        Map<Row, Verdict> verdicts = new LinkedHashMap<>();
        for (List<Row> rows : committed) {
            Gate gate = new Gate(0.05, 0.99, rows.size(), 3);
            for (Row row : rows) {
                Verdict v = Verdict.UNDECIDED;
                int n = 0;
                while (v == Verdict.UNDECIDED && ++n <= row.blocks().length) {
                    int look = gate.look(n);
                    if (look > 0) {
                        v = rule.apply(gate.decide(Arrays.copyOf(row.blocks(), n), look, true), 0.05);
                    }
                }
                if (v == Verdict.UNDECIDED) {
                    v = rule.apply(gate.decide(row.blocks(), gate.finalLook(row.blocks().length), true), 0.05);
                }
                verdicts.put(row, v);
            }
        }
        return verdicts;
    }

    int committedRuns() {
        return runs.size();
    }

    /** The median seconds of a committed round that ran {@code rows} rows. */
    double roundSeconds(int rows) {
        return roundSeconds[rows];
    }

    /**
     * {@code n} runs of a true change {@code change} (speed ratio minus 1: -0.048 is 5% more work) within
     * {@code budget} seconds, at ab's defaults (threshold 5%, confidence 0.99, --min-rounds 6), judged by
     * {@code rule}; the same seed gives every rule the same draws.
     */
    Rates simulate(double change, int n, double budget, long seed, BiFunction<Gate.Decision, Double, Verdict> rule) {
        double threshold = 0.05;
        double mu = Math.log1p(change);
        SplittableRandom master = new SplittableRandom(seed);
        int failed = 0;
        int regressed = 0;
        int unchanged = 0;
        int rows = 0;
        long blocksTotal = 0;
        for (int run = 0; run < n; run++) {
            SplittableRandom r = master.split();
            List<double[]> committed = runs.get(r.nextInt(runs.size()));
            int k = committed.size();
            Gate gate = new Gate(threshold, 0.99, k, 3);
            SplittableRandom[] draws = new SplittableRandom[k];
            List<List<Double>> blocks = new ArrayList<>();
            Verdict[] verdict = new Verdict[k];
            for (int i = 0; i < k; i++) {
                draws[i] = r.split();
                blocks.add(new ArrayList<>());
            }
            double elapsed = 0;
            double last = roundSeconds[k];
            int round = 0;
            while (round < 1000) {
                int due = (int) Arrays.stream(verdict).filter(v -> v == null).count();
                if (due == 0 || elapsed + last > budget) {
                    break;
                }
                round++;
                last = roundSeconds[due];
                elapsed += last;
                if (round % 2 == 1) {
                    continue;
                }
                for (int i = 0; i < k; i++) {
                    if (verdict[i] != null) {
                        continue;
                    }
                    double[] pool = committed.get(i);
                    blocks.get(i).add(mu + (draws[i].nextBoolean() ? 1 : -1) * pool[draws[i].nextInt(pool.length)]);
                    int look = gate.look(blocks.get(i).size());
                    if (look > 0) {
                        Verdict v = rule.apply(gate.decide(values(blocks.get(i)), look, true), threshold);
                        verdict[i] = v == Verdict.UNDECIDED ? null : v;
                    }
                }
            }
            boolean anyRegressed = false;
            for (int i = 0; i < k; i++) {
                int size = blocks.get(i).size();
                if (verdict[i] == null && size >= 2) {
                    verdict[i] = rule.apply(gate.decide(values(blocks.get(i)), gate.finalLook(size), true), threshold);
                }
                anyRegressed |= verdict[i] == Verdict.REGRESSED;
                regressed += verdict[i] == Verdict.REGRESSED ? 1 : 0;
                unchanged += verdict[i] == Verdict.UNCHANGED ? 1 : 0;
                blocksTotal += size;
                rows++;
            }
            failed += anyRegressed ? 1 : 0;
        }
        return new Rates(
                (double) failed / n, (double) regressed / rows, (double) unchanged / rows, (double) blocksTotal / rows);
    }

    private static double[] values(List<Double> blocks) {
        return blocks.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
