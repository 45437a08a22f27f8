package cryptobench.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link EDivisive} against Apache Otava's own test cases (src/test/resources/otava/, with their
 * source and licence), and on pure noise.
 */
class EDivisiveTest {

    /** The vendored Otava cases of these kinds, as (name, case). */
    static Stream<Arguments> cases(List<String> kinds) throws Exception {
        JsonNode cases;
        try (InputStream in = EDivisiveTest.class.getResourceAsStream("/otava/otava-cases.json")) {
            cases = new ObjectMapper().readTree(in);
        }
        List<Arguments> out = new ArrayList<>();
        for (JsonNode c : cases) {
            if (kinds.contains(c.path("kind").asText()) && c.path("series").isArray()) {
                out.add(Arguments.of(c.path("name").asText(), c));
            }
        }
        return out.stream();
    }

    static Stream<Arguments> otavaCases() throws Exception {
        return cases(List.of("compute_change_points"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("otavaCases")
    void findsOtavasChangePointsWithOtavasStats(String name, JsonNode c) {
        double[] series = new double[c.path("series").size()];
        for (int i = 0; i < series.length; i++) {
            series[i] = c.path("series").get(i).asDouble();
        }
        List<EDivisive.ChangePoint> found = EDivisive.changePoints(
                series,
                c.path("window_len").asInt(),
                c.path("max_pvalue").asDouble(),
                c.path("min_magnitude").asDouble(0));
        JsonNode expected = c.path("reference_output");
        List<Integer> indexes = new ArrayList<>();
        expected.path("indexes").forEach(i -> indexes.add(i.asInt()));
        assertEquals(indexes, found.stream().map(EDivisive.ChangePoint::index).toList(), name);
        if (c.path("expected_indexes").isArray()) {
            List<Integer> asserted = new ArrayList<>();
            c.path("expected_indexes").forEach(i -> asserted.add(i.asInt()));
            assertEquals(asserted, indexes, name + ": the test's own expectation");
        }
        for (int i = 0; i < found.size(); i++) {
            JsonNode e = expected.path("change_points").get(i);
            EDivisive.Stats s = found.get(i).stats();
            assertEquals(e.path("mean_before").asDouble(), s.meanBefore(), 1e-12 * Math.abs(s.meanBefore()), name);
            assertEquals(e.path("mean_after").asDouble(), s.meanAfter(), 1e-12 * Math.abs(s.meanAfter()), name);
            assertEquals(e.path("std_before").asDouble(), s.sdBefore(), 1e-9 * Math.abs(s.sdBefore()) + 1e-300, name);
            assertEquals(
                    e.path("pvalue").asDouble(),
                    s.pValue(),
                    1e-6 * e.path("pvalue").asDouble() + 1e-300,
                    name + " p at " + found.get(i).index());
            assertEquals(e.path("forward_change_percent").asDouble(), 100 * s.forwardChange(), 1e-9, name);
        }
    }

    static Stream<Arguments> otavaPieces() throws Exception {
        return cases(List.of("ttest_split_at", "detector_ttest", "calculator_candidate"));
    }

    /** Otava's tests of its parts: the t-test at a given split, the detector on a whole series, the energy statistic's candidate. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("otavaPieces")
    void itsPartsPassOtavasTestsOfTheirs(String name, JsonNode c) {
        double[] x = new double[c.path("series").size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = c.path("series").get(i).asDouble();
        }
        JsonNode ref = c.path("reference_output");
        switch (c.path("kind").asText()) {
            case "ttest_split_at" -> {
                int at = c.path("split_index").asInt();
                EDivisive.Stats s =
                        EDivisive.compare(Arrays.copyOfRange(x, 0, at), Arrays.copyOfRange(x, at, x.length));
                assertEquals(
                        c.path("expected_significant").asBoolean(),
                        s.pValue() <= c.path("max_pvalue").asDouble(),
                        name);
                assertEquals(
                        ref.path("pvalue").asDouble(),
                        s.pValue(),
                        1e-6 * ref.path("pvalue").asDouble(),
                        name);
            }
            case "detector_ttest" -> {
                List<EDivisive.ChangePoint> found =
                        EDivisive.detect(x, c.path("max_pvalue").asDouble());
                List<Integer> expected = new ArrayList<>();
                c.path("expected_indexes").forEach(i -> expected.add(i.asInt()));
                assertEquals(
                        expected,
                        found.stream().map(EDivisive.ChangePoint::index).toList(),
                        name);
            }
            default -> {
                double[] best = EDivisive.candidate(x, 0, x.length);
                assertEquals(c.path("expected_candidate_index").asInt(), (int) best[0], name);
                assertEquals(c.path("expected_qhat").asDouble(), best[1], 1e-9 * best[1], name);
            }
        }
    }

    @Test
    void thereAreOtavaCasesToRun() throws Exception {
        assertEquals(32, otavaCases().count(), "the vendored compute_change_points cases");
        assertEquals(4, otavaPieces().count(), "the t-test, detector and energy statistic cases");
    }

    /** Must show: 20 series of pure noise (drawn by numpy, see the file), no change point here, as none in Otava's own code. */
    @Test
    void twentySeriesOfPureNoiseHaveNoChangePointAtTheDefaultsAsInOtava() throws Exception {
        JsonNode noise;
        try (InputStream in = EDivisiveTest.class.getResourceAsStream("/otava/noise-20.json")) {
            noise = new ObjectMapper().readTree(in);
        }
        assertEquals(20, noise.path("cases").size());
        for (JsonNode c : noise.path("cases")) {
            double[] series = new double[c.path("series").size()];
            for (int i = 0; i < series.length; i++) {
                series[i] = c.path("series").get(i).asDouble();
            }
            assertEquals(0, c.path("indexes").size(), "Otava's own result");
            assertEquals(List.of(), EDivisive.changePoints(series), "a change point in pure noise");
        }
    }

    /**
     * The method's false alarms on noise are Otava's: a few series in a hundred (Otava's Python on its own
     * draws of 50 points: 3.7%; here about as many), so a history of many rows has some; the test bounds them.
     */
    @Test
    void falseAlarmsOnNoiseAreAFewInAHundred() {
        Random random = new Random(20261202);
        int withPoints = 0;
        int n = 400;
        for (int s = 0; s < n; s++) {
            double[] series = new double[50];
            for (int i = 0; i < series.length; i++) {
                series[i] = 1000 * Math.exp(0.05 * random.nextGaussian());
            }
            withPoints += EDivisive.changePoints(series).isEmpty() ? 0 : 1;
        }
        assertTrue(withPoints <= 0.06 * n, withPoints + " of " + n + " noise series with a change point");
    }

    @Test
    void aStepIsFoundAtItsFirstPointWithItsSize() {
        Random random = new Random(7);
        double[] series = new double[24];
        for (int i = 0; i < series.length; i++) {
            series[i] = (i < 14 ? 100 : 70) * (1 + 0.02 * random.nextGaussian());
        }
        List<EDivisive.ChangePoint> found = EDivisive.changePoints(series);
        assertEquals(
                List.of(14), found.stream().map(EDivisive.ChangePoint::index).toList());
        assertEquals(-0.30, found.get(0).stats().forwardChange(), 0.02);
    }

    @Test
    void badSettingsAreRefusedWithTheValue() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> EDivisive.changePoints(new double[] {1, 2}, 1, 0.001, 0));
        assertTrue(e.getMessage().contains("got 1"), e.getMessage());
    }
}
