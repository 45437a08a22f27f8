package cryptobench.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.ResultRow;
import cryptobench.results.Verdict;
import cryptobench.stats.GateFigure;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The statistics on synthetic raw iterations. */
class ResultComparatorTest {

    private final ResultComparator comparator = new ResultComparator(0.05, 0.99, false, true, Floor.DEFAULTS);

    /** Ten iterations around {@code mean} with 1% noise, from a fixed seed. */
    static double[] iterations(double mean, long seed) {
        Random random = new Random(seed);
        return IntStream.range(0, 10)
                .mapToDouble(i -> mean * (1 + 0.01 * random.nextGaussian()))
                .toArray();
    }

    static ResultRow row(Mode mode, double[] raw, String... params) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            p.put(params[i], params[i + 1]);
        }
        double score = Arrays.stream(raw).average().orElse(Double.NaN);
        // Two iterations a fork, so that the samples are fork means as in a multi-fork run.
        double[][] forks = raw.length < 2
                ? new double[][] {raw}
                : IntStream.range(0, raw.length / 2)
                        .mapToObj(i -> new double[] {raw[2 * i], raw[2 * i + 1]})
                        .toArray(double[][]::new);
        return new ResultRow(
                "f.json",
                "cryptobench.bench.AesGcm.encrypt",
                mode,
                p,
                "17",
                score,
                Double.NaN,
                mode == Mode.Throughput ? "ops/s" : "us/op",
                null,
                forks);
    }

    private RowComparison one(ResultRow base, ResultRow next) {
        List<RowComparison> rows = comparator.compare(List.of(base), List.of(next));
        assertEquals(1, rows.size());
        return rows.get(0);
    }

    @Test
    void aClearThroughputDropIsARegression() {
        RowComparison c = one(row(Mode.Throughput, iterations(1000, 1)), row(Mode.Throughput, iterations(800, 2)));
        assertEquals(Verdict.REGRESSED, c.verdict());
        assertEquals(-0.2, c.change(), 0.02);
        assertTrue(c.pValue() < 0.01, "p " + c.pValue());
        assertTrue(c.low() < c.ratio() && c.ratio() < c.high(), c.low() + " " + c.ratio() + " " + c.high());
    }

    @Test
    void aClearThroughputGainIsAnImprovement() {
        assertEquals(
                Verdict.IMPROVED,
                one(row(Mode.Throughput, iterations(1000, 1)), row(Mode.Throughput, iterations(1300, 2)))
                        .verdict());
    }

    @Test
    void lowerIsBetterForTimeModes() {
        for (Mode mode : List.of(Mode.AverageTime, Mode.SampleTime, Mode.SingleShotTime)) {
            assertEquals(
                    Verdict.REGRESSED,
                    one(row(mode, iterations(10, 1)), row(mode, iterations(13, 2)))
                            .verdict(),
                    mode.shortLabel());
            assertEquals(
                    Verdict.IMPROVED,
                    one(row(mode, iterations(10, 1)), row(mode, iterations(7, 2)))
                            .verdict(),
                    mode.shortLabel());
        }
    }

    @Test
    void pureNoiseIsUnchanged() {
        assertEquals(
                Verdict.UNCHANGED,
                one(row(Mode.Throughput, iterations(1000, 1)), row(Mode.Throughput, iterations(1000, 2)))
                        .verdict());
    }

    @Test
    void aLargeButInsignificantChangeIsUnchanged() {
        double[] wild = {500, 700, 1500, 1300, 600, 1400};
        double[] alsoWild = {400, 600, 1400, 1200, 500, 1300};
        RowComparison c = one(row(Mode.Throughput, wild), row(Mode.Throughput, alsoWild));
        assertTrue(c.change() < -0.05, "a 10% drop in the means");
        assertEquals(Verdict.UNCHANGED, c.verdict(), "p " + c.pValue());
    }

    @Test
    void aSmallButSignificantChangeIsUnchanged() {
        RowComparison c = one(row(Mode.Throughput, iterations(1000, 1)), row(Mode.Throughput, iterations(980, 2)));
        assertTrue(c.pValue() < 0.01, "p " + c.pValue());
        assertEquals(Verdict.UNCHANGED, c.verdict(), "below the 5% threshold");
    }

    @Test
    void oneIterationFallsBackToTheThresholdAndSaysSo() {
        RowComparison c = one(row(Mode.Throughput, new double[] {1000}), row(Mode.Throughput, new double[] {900}));
        assertEquals(Verdict.REGRESSED, c.verdict());
        assertTrue(c.note().contains("threshold only"), c.note());
        assertEquals(
                Verdict.UNCHANGED,
                one(row(Mode.Throughput, new double[] {1000}), row(Mode.Throughput, new double[] {970}))
                        .verdict());
    }

    @Test
    void rowsMatchWhateverTheParamOrderAndOthersAreAddedOrRemoved() {
        ResultRow a = row(Mode.Throughput, iterations(1000, 1), "provider", "BC", "dataSize", "1024");
        ResultRow sameReordered = row(Mode.Throughput, iterations(1000, 2), "dataSize", "1024", "provider", "BC");
        ResultRow gone = row(Mode.Throughput, iterations(1000, 3), "provider", "ACCP", "dataSize", "1024");
        ResultRow fresh = row(Mode.Throughput, iterations(1000, 4), "provider", "Conscrypt", "dataSize", "1024");
        List<RowComparison> rows = comparator.compare(List.of(a, gone), List.of(sameReordered, fresh));
        assertEquals(
                List.of(Verdict.UNCHANGED, Verdict.ADDED, Verdict.REMOVED),
                rows.stream().map(RowComparison::verdict).toList());
    }

    @Test
    void regressionsComeFirstLargestFirst() {
        ResultRow small = row(Mode.Throughput, iterations(1000, 1), "provider", "BC");
        ResultRow big = row(Mode.Throughput, iterations(1000, 2), "provider", "SunJCE");
        List<RowComparison> rows = comparator.compare(
                List.of(small, big),
                List.of(
                        row(Mode.Throughput, iterations(900, 3), "provider", "BC"),
                        row(Mode.Throughput, iterations(500, 4), "provider", "SunJCE")));
        assertTrue(rows.get(0).key().contains("SunJCE"), rows.toString());
        assertEquals(Verdict.REGRESSED, rows.get(1).verdict());
    }

    @Test
    void singleForkRunsSayTheTestMissesForkNoise() {
        ResultRow base =
                new ResultRow("f", "b.C.m", Mode.Throughput, Map.of(), "17", 1000, 1, "ops/s", null, new double[][] {
                    iterations(1000, 1)
                });
        ResultRow next = new ResultRow(
                "f", "b.C.m", Mode.Throughput, Map.of(), "17", 800, 1, "ops/s", null, new double[][] {iterations(800, 2)
                });
        RowComparison c = one(base, next);
        assertEquals(Verdict.REGRESSED, c.verdict());
        assertTrue(c.note().contains("fork-to-fork noise not in the test"), c.note());
    }

    @Test
    void aHugeDropIsSignificantEvenWhenTheFastSideIsNoisy() {
        // Three forks at +-20% against three tight forks 75x slower (intrinsics off). On a linear
        // scale Welch's test has about 2 degrees of freedom here and p is above 0.01; the ratio is what matters.
        ResultRow base =
                new ResultRow("f", "b.C.m", Mode.Throughput, Map.of(), "17", 100, 1, "ops/s", null, new double[][] {
                    {100, 100}, {80, 80}, {120, 120}
                });
        ResultRow next =
                new ResultRow("f", "b.C.m", Mode.Throughput, Map.of(), "17", 1.33, 1, "ops/s", null, new double[][] {
                    {1.3, 1.3}, {1.35, 1.35}, {1.33, 1.33}
                });
        RowComparison c = one(base, next);
        assertEquals(Verdict.REGRESSED, c.verdict());
        assertTrue(c.pValue() < 0.001, "p " + c.pValue());
        assertTrue(
                c.low() > 0 && c.high() < 0.05,
                "the ratio's interval stays positive and small: " + c.low() + " to " + c.high());
    }

    @Test
    void holmsCorrectionKeepsAChanceFindingAmongManyRowsFromBeingFlagged() {
        List<ResultRow> base = new ArrayList<>();
        List<ResultRow> next = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            base.add(forks(i, 100, 102, 98));
            // Row 0 is 5.5% faster at p about 0.001 on the pooled spread of the 20 rows; the 19 others are noise.
            next.add(i == 0 ? forks(i, 105.5, 107.6, 103.4) : forks(i, 101, 99, 100));
        }
        RowComparison alone = new ResultComparator(0.05, 0.99, false, false, Floor.DEFAULTS)
                .compare(base, next)
                .get(0);
        assertEquals(Verdict.IMPROVED, alone.verdict());
        assertTrue(alone.pValue() > 0.01 / 20 && alone.pValue() < 0.01, "p " + alone.pValue());
        List<RowComparison> corrected =
                new ResultComparator(0.05, 0.99, false, true, Floor.DEFAULTS).compare(base, next);
        assertTrue(corrected.stream().allMatch(c -> c.verdict() == Verdict.UNCHANGED), corrected.toString());
        RowComparison row0 = corrected.stream()
                .filter(c -> c.key().endsWith("dataSize=0"))
                .findFirst()
                .orElseThrow();
        assertTrue(row0.note().contains("not after Holm's correction over 20 rows"), row0.note());
    }

    /** A row with three forks of two equal iterations each. */
    private static ResultRow forks(int size, double... forkMeans) {
        double[][] raw =
                Arrays.stream(forkMeans).mapToObj(m -> new double[] {m, m}).toArray(double[][]::new);
        return new ResultRow(
                "f",
                "b.C.m",
                Mode.Throughput,
                Map.of("dataSize", String.valueOf(size)),
                "17",
                Arrays.stream(forkMeans).average().orElseThrow(),
                1,
                "ops/s",
                null,
                raw);
    }

    @Test
    void badSettingsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new ResultComparator(-1, 0.99, false, true, Floor.DEFAULTS));
        assertThrows(
                IllegalArgumentException.class, () -> new ResultComparator(0.05, 1.5, false, true, Floor.DEFAULTS));
    }

    @Test
    void aThroughputOfZeroOnTheNewSideIsARegression() {
        RowComparison c = one(row(Mode.Throughput, iterations(1000, 1)), row(Mode.Throughput, new double[10]));
        assertEquals(Verdict.REGRESSED, c.verdict(), c.toString());
        assertEquals(-1, c.change(), 1e-9);
        assertTrue(c.note().contains("new score is 0"), c.note());
    }

    @Test
    void aBaseScoreOfZeroIsInvalidNeverUnchanged() {
        RowComparison thrpt = one(row(Mode.Throughput, new double[10]), row(Mode.Throughput, iterations(1000, 1)));
        assertEquals(Verdict.INVALID, thrpt.verdict(), thrpt.toString());
        assertTrue(thrpt.note().contains("base score is 0.0"), thrpt.note());
        assertEquals(
                Verdict.INVALID,
                one(row(Mode.AverageTime, new double[10]), row(Mode.AverageTime, iterations(5, 1)))
                        .verdict());
        assertEquals(
                Verdict.INVALID,
                one(row(Mode.AverageTime, iterations(5, 1)), row(Mode.AverageTime, new double[10]))
                        .verdict());
    }

    /** A row of a secondary metric: three forks of two iterations at the given values, in {@code unit}. */
    private static ResultRow secondary(String unit, double... iterations) {
        double[][] raw = IntStream.range(0, iterations.length / 2)
                .mapToObj(i -> new double[] {iterations[2 * i], iterations[2 * i + 1]})
                .toArray(double[][]::new);
        return new ResultRow(
                "f-" + unit.replace('/', '-') + ".json",
                "b.C.m",
                Mode.AverageTime,
                Map.of(),
                "17",
                Arrays.stream(iterations).average().orElseThrow(),
                Double.NaN,
                unit,
                null,
                raw);
    }

    @Test
    void unitsOfDifferentThingsAreInvalidAndNameBoth() {
        RowComparison c = new ResultComparator(0.05, 0.99, true, true, Floor.DEFAULTS)
                .compare(
                        List.of(secondary("B/op", 100, 101, 99, 100, 100, 101)),
                        List.of(secondary("ops/s", 100, 101, 99, 100, 100, 101)))
                .get(0);
        assertEquals(Verdict.INVALID, c.verdict(), c.toString());
        assertTrue(c.note().contains("base is in B/op and new in ops/s"), c.note());
    }

    @Test
    void theNewSideIsConvertedToTheBaseUnit() {
        ResultRow us = secondary("us/op", 4.1, 4.2, 4.3, 4.2, 4.1, 4.2);
        RowComparison same = one(us, secondary("ns/op", 4100, 4200, 4300, 4200, 4100, 4200));
        assertEquals(Verdict.UNCHANGED, same.verdict(), same.toString());
        assertEquals(1, same.ratio(), 1e-12);
        assertEquals("us/op", same.next().unit());
        assertTrue(same.note().startsWith("new converted from ns/op to us/op"), same.note());
        RowComparison twice = one(us, secondary("ns/op", 8200, 8400, 8600, 8400, 8200, 8400));
        assertEquals(Verdict.REGRESSED, twice.verdict(), twice.toString());
        assertEquals(2, twice.ratio(), 1e-12);
    }

    private static ResultRow scored(ResultRow r, double score) {
        return new ResultRow(
                r.file(),
                r.benchmark(),
                r.mode(),
                r.params(),
                r.jdk(),
                score,
                r.error(),
                r.unit(),
                null,
                r.rawByFork());
    }

    @Test
    void aNaNOrInfinityAnywhereIsInvalidNamingWhereNeverACrash() {
        double[] noisy = iterations(1000, 1);
        double[] nan = noisy.clone();
        nan[2] = Double.NaN;
        // The score as JMH wrote it, finite: only the raw data has the NaN.
        RowComparison c = one(row(Mode.Throughput, noisy), scored(row(Mode.Throughput, nan), 1000));
        assertEquals(Verdict.INVALID, c.verdict(), c.toString());
        assertTrue(c.note().contains("new raw data has NaN (fork 2, iteration 1) in f.json"), c.note());
        RowComparison both = one(scored(row(Mode.Throughput, nan), 1000), scored(row(Mode.Throughput, nan), 1000));
        assertEquals(Verdict.INVALID, both.verdict(), "NaN on both sides is not unchanged: " + both);
        assertTrue(both.note().startsWith("base raw data has NaN"), both.note());
        double[] infinite = noisy.clone();
        infinite[9] = Double.POSITIVE_INFINITY;
        assertTrue(one(scored(row(Mode.AverageTime, infinite), 1000), row(Mode.AverageTime, noisy))
                .note()
                .contains("base raw data has Infinity (fork 5, iteration 2)"));
        ResultRow nanScore = new ResultRow(
                "new.json",
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of(),
                "17",
                Double.NaN,
                Double.NaN,
                "ops/s",
                null,
                new double[][] {noisy});
        RowComparison score = one(row(Mode.Throughput, noisy), nanScore);
        assertEquals(Verdict.INVALID, score.verdict());
        assertTrue(score.note().contains("new score is NaN in new.json"), score.note());
    }

    @Test
    void aChangeBelowTheFloorIsUnchangedWithANote() {
        // gc.alloc.rate.norm of a benchmark that allocates nothing: JMH's own allocations, amortised.
        ResultRow base = secondary("B/op", 0.0030, 0.0031, 0.0029, 0.0030, 0.0030, 0.0031);
        ResultRow next = secondary("B/op", 0.0026, 0.0027, 0.0025, 0.0026, 0.0026, 0.0027);
        RowComparison floored = new ResultComparator(0.05, 0.99, true, true, Floor.DEFAULTS)
                .compare(List.of(base), List.of(next))
                .get(0);
        assertEquals(Verdict.UNCHANGED, floored.verdict(), floored.toString());
        assertEquals(0.153, floored.change(), 0.005, "the change is still shown");
        assertTrue(
                floored.note().contains("the change of 0.00040 B/op is below the floor of 1 B/op (--floor)"),
                floored.note());
        RowComparison off = new ResultComparator(0.05, 0.99, true, true, List.of(Floor.parse("0B/op")))
                .compare(List.of(base), List.of(next))
                .get(0);
        assertEquals(Verdict.IMPROVED, off.verdict(), off.toString());
        RowComparison fromZero = new ResultComparator(0.05, 0.99, true, true, Floor.DEFAULTS)
                .compare(List.of(secondary("B/op", 0, 0, 0, 0, 0, 0)), List.of(next))
                .get(0);
        assertEquals(Verdict.UNCHANGED, fromZero.verdict(), "0 to 0.0026 B/op is no allocation either: " + fromZero);
        assertTrue(fromZero.note().startsWith("the change of 0.0026 B/op is below the floor"), fromZero.note());
        RowComparison big = new ResultComparator(0.05, 0.99, true, true, Floor.DEFAULTS)
                .compare(
                        List.of(secondary("B/op", 24, 24, 24, 24, 24.1, 24)),
                        List.of(secondary("B/op", 48, 48, 48.1, 48, 48, 48)))
                .get(0);
        assertEquals(Verdict.REGRESSED, big.verdict(), "an object more per operation is above the floor: " + big);
    }

    @Test
    void floorsConvertAndTheLastForAQuantityWins() {
        List<Floor> floors = List.of(Floor.parse("1B/op"), Floor.parse("0.5 ns/op"), Floor.parse("2ns/op"));
        assertEquals(0.002, Floor.of(floors, "us/op").in("us/op"), 1e-12);
        assertEquals(1, Floor.of(floors, "B/op").in("B/op"));
        assertEquals(null, Floor.of(floors, "ops/s"));
        assertEquals("0.5 ns/op", Floor.parse("0.5ns/op").toString());
        assertEquals("1000 B/op", Floor.parse("1000B/op").toString());
        for (String bad : List.of("1.5", "B/op", "-1B/op", "")) {
            assertThrows(IllegalArgumentException.class, () -> Floor.parse(bad), bad);
        }
        RowComparison c = new ResultComparator(0.05, 0.99, false, true, floors)
                .compare(
                        List.of(secondary("us/op", 0.0041, 0.0042, 0.0043, 0.0042, 0.0041, 0.0042)),
                        List.of(secondary("us/op", 0.0051, 0.0052, 0.0053, 0.0052, 0.0051, 0.0052)))
                .get(0);
        assertEquals(Verdict.UNCHANGED, c.verdict(), "1 ns/op more is below a floor of 2 ns/op: " + c);
    }

    @Test
    void twoForkRowsGetSaneIntervalsFromTheRunsPooledSpreadAndAFarApartRowIsTold() {
        // 40 rows of 2 forks, fork means 10% apart in both runs; one row twice as fast in the second run. Alone, 2
        // forks
        // give t(1) and intervals like 1e-25 to 1e+25 (the issue's); pooled, the run's 40 rows share their spread.
        List<ResultRow> base = new ArrayList<>();
        List<ResultRow> next = new ArrayList<>();
        Random random = new Random(7);
        for (int i = 0; i < 40; i++) {
            double level = 1000 * (1 + i);
            double a = Math.exp(0.1 * random.nextGaussian());
            double b = Math.exp(0.1 * random.nextGaussian());
            double c = Math.exp(0.1 * random.nextGaussian());
            double d = Math.exp(0.1 * random.nextGaussian());
            double factor = i == 0 ? 2.03 : 1;
            base.add(row(
                    Mode.Throughput,
                    new double[] {level * a, level * a, level * b, level * b},
                    "provider",
                    "SunJCE",
                    "dataSize",
                    String.valueOf(i)));
            next.add(row(
                    Mode.Throughput,
                    new double[] {factor * level * c, factor * level * c, factor * level * d, factor * level * d},
                    "provider",
                    "SunJCE",
                    "dataSize",
                    String.valueOf(i)));
        }
        List<RowComparison> rows = comparator.compare(base, next);
        RowComparison far = rows.stream()
                .filter(r -> r.key().contains("dataSize=0"))
                .findFirst()
                .orElseThrow();
        assertEquals(Verdict.IMPROVED, far.verdict(), far.toString());
        assertEquals(
                1, rows.stream().filter(r -> r.verdict() != Verdict.UNCHANGED).count(), rows.toString());
        for (RowComparison r : rows) {
            assertTrue(r.high() / r.low() < 4, "a sane interval: " + r.low() + " to " + r.high());
        }
    }

    /** A row of 3 forks of 4 iterations, each fork {@code iterations} times a small fork offset. */
    private static ResultRow threeForks(double... iterations) {
        double[][] raw = IntStream.range(0, 3)
                .mapToObj(f ->
                        Arrays.stream(iterations).map(v -> v * (1 + 0.002 * f)).toArray())
                .toArray(double[][]::new);
        double score =
                Arrays.stream(raw).flatMapToDouble(Arrays::stream).average().orElseThrow();
        return new ResultRow(
                "f.json",
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of("provider", "BC"),
                "17",
                score,
                Double.NaN,
                "ops/s",
                null,
                raw);
    }

    @Test
    void aSlowSpellInEveryForkMovesTheForkMeansButNotTheForkBests() {
        ResultRow base = threeForks(100, 99, 98, 97);
        ResultRow spell = threeForks(100, 99, 98, 65);
        RowComparison byMeans = new ResultComparator(0.05, 0.99, false, true, Floor.DEFAULTS, GateFigure.FORK_MEANS)
                .compare(List.of(base), List.of(spell))
                .get(0);
        assertEquals(Verdict.REGRESSED, byMeans.verdict(), byMeans.toString());
        RowComparison byBests = one(base, spell);
        assertEquals(Verdict.UNCHANGED, byBests.verdict(), byBests.toString());
        assertEquals(1.0, byBests.ratio(), 1e-12, "every fork's best is the same");
        assertEquals(100 * Math.cbrt(1.002 * 1.004), byBests.next().estimate(), 1e-9);
    }

    @Test
    void aSlowdownOfEveryIterationIsCaughtByTheForkBests() {
        ResultRow base = threeForks(100, 99, 98, 97);
        ResultRow slower = threeForks(100 / 1.1, 99 / 1.1, 98 / 1.1, 97 / 1.1);
        RowComparison c = one(base, slower);
        assertEquals(Verdict.REGRESSED, c.verdict(), c.toString());
        assertEquals(1 / 1.1 - 1, c.change(), 1e-12);
    }
}
