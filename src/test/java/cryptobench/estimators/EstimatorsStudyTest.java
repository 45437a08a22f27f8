package cryptobench.estimators;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.ExitCode;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The estimator study on two folders made from the committed quick runs: the table's shape, a run against itself, and bad input. */
class EstimatorsStudyTest {

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private static final String[] LABELS = {
        "mean of fork means",
        "geometric mean of fork means",
        "median of iterations",
        "geometric mean of fork medians",
        "20% trimmed mean of iterations",
        "best iteration"
    };

    /** A new folder {@code name} holding only the jmh.json of fixture run {@code run}. */
    static Path runFolder(Path dir, String name, String run) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(name));
        Files.copy(
                Path.of(EstimatorsStudyTest.class
                        .getResource("/runs/" + run + "/jmh.json")
                        .toURI()),
                folder.resolve("jmh.json"));
        return folder;
    }

    @Test
    void twoPairsGiveATableEachAndOneOverBoth(@TempDir Path dir) throws Exception {
        Path a = runFolder(dir, "a", "quick-a");
        Path b = runFolder(dir, "b", "quick-b");
        Path out = dir.resolve("tables/estimators.md");
        assertEquals(
                0, run(a.toString(), b.toString(), a.toString(), a.toString(), "-o", out.toString()), err.toString());
        String text = this.out.toString();
        assertTrue(text.contains("## " + a + " then " + b), text);
        assertTrue(text.contains("## " + a + " then " + a), text);
        assertTrue(text.contains("## all 2 pairs"), text);
        // quick runs: 28 rows, of which 20 are BC, Conscrypt or ACCP with a SunJCE row beside them, in each of two
        // runs.
        assertEquals(2, text.split("28 common rows, 40 provider ratios to SunJCE", -1).length - 1, text);
        assertTrue(text.contains("56 common rows, 80 provider ratios to SunJCE"), text);
        String perPair = text.substring(0, text.indexOf("# Across runs"));
        for (String label : LABELS) {
            assertEquals(
                    3,
                    perPair.split("\n\\| " + Pattern.quote(label) + " \\|", -1).length - 1,
                    label + " in: " + perPair);
        }
        // The cross-run table: 2 pairs, 56 rows compared, one line per gate figure.
        assertTrue(text.contains("No change: 2 back-to-back pairs, 56 rows compared."), text);
        assertTrue(text.contains("| geometric mean of fork bests | Welch over forks |"), text);
        assertTrue(text.contains("| best iteration | threshold only |"), text);
        // A run against itself: every estimator 0% apart, and every second-run value inside every interval.
        String self = text.substring(text.indexOf("## " + a + " then " + a), text.indexOf("## all 2 pairs"));
        for (String label : LABELS) {
            assertTrue(self.contains("| " + label + " | 0.0% | 0.0% | 0.0% |"), label + " in: " + self);
        }
        assertTrue(self.contains("| mean of fork means | 0.0% | 0.0% | 0.0% | 0.0% | 0.0% |"), self);
        assertTrue(
                self.contains("| 95% prediction, variance pooled by provider and variant | 28 | 100.0% (28) |"), self);
        assertTrue(self.contains("| 99% over the row's own forks (ForkInterval) | 28 | 100.0% (28) |"), self);
        // 4 rows of 3 forks per provider and variant, but ACCP's 2 rows are too few for a prior of their own.
        assertTrue(self.contains("| SunJCE PureJava | 4 |"), self);
        assertTrue(self.contains("| ACCP PureJava | 2 | whole run's | whole run's |"), self);
        assertEquals(text, Files.readString(out), "-o writes what is printed");
        assertEquals("", err.toString());
    }

    @Test
    void badInputIsNamedWithExitCodeTwo(@TempDir Path dir) throws Exception {
        Path a = runFolder(dir, "a", "quick-a");
        Path b = runFolder(dir, "b", "quick-b");
        assertEquals(ExitCode.BAD_INPUT, run(a.toString(), b.toString(), a.toString()));
        assertError("runs come in pairs (FIRST SECOND FIRST SECOND ...), got 3: " + a + " has no partner");
        Path missing = dir.resolve("missing");
        assertEquals(ExitCode.BAD_INPUT, run(a.toString(), missing.toString()));
        assertError("no such file or folder: " + missing);
        Path broken = Files.createDirectories(dir.resolve("broken"));
        Files.writeString(broken.resolve("jmh.json"), "[{\"benchmark\": ");
        assertEquals(ExitCode.BAD_INPUT, run(broken.toString(), b.toString()));
        assertError(broken.resolve("jmh.json") + " is not valid JSON");
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertEquals(ExitCode.BAD_INPUT, run(a.toString(), empty.toString()));
        assertError(empty + " holds no JMH results");
        Path other = Files.createDirectories(dir.resolve("other"));
        Files.copy(Path.of(getClass().getResource("/report/avgt.json").toURI()), other.resolve("jmh.json"));
        assertEquals(ExitCode.BAD_INPUT, run(a.toString(), other.toString()));
        assertError(a + " and " + other + " have no rows in common");
        assertFalse(out.toString().contains("# Estimators"), "nothing printed on bad input");
    }

    private int run(String... args) {
        CommandLine cli = EstimatorsStudy.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }

    private void assertError(String expected) {
        assertTrue(err.toString().contains(expected), "expected '" + expected + "' in: " + err);
        assertFalse(err.toString().contains("\tat "), "no stack trace: " + err);
    }
}
