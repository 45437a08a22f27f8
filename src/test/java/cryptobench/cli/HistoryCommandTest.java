package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.history.HistoryTestRuns;
import cryptobench.results.EnvFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** history's exit codes and output folder, on made-up runs (cryptobench.history.HistoryTest builds them). */
class HistoryCommandTest extends CliTestBase {

    @Test
    void aRegressionAtTheNewestRunIsExitOneAndElsewhereZero(@TempDir Path dir) throws Exception {
        HistoryTestRuns.write(dir.resolve("runs"), 10, 10, 0.5);
        assertEquals(
                1,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("h1").toString()),
                err.toString());
        assertTrue(
                err.toString().contains("1 regression change point(s) in the newest 1 run(s): AesGcm.encrypt"),
                err.toString());
        assertTrue(Files.readString(dir.resolve("h1/history.md")).contains("**Gate: FAIL**"));
        EnvFile env = EnvFile.read(dir.resolve("h1/env.json"));
        assertEquals(
                "java -jar target/benchmarks.jar history " + dir.resolve("runs") + " -o " + dir.resolve("h1"),
                env.command());
        assertEquals(List.of(), env.forks(), "history runs no fork: each run's own environment is in history.json");
        assertEquals(
                0,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("h2").toString(),
                        "--fail-on",
                        "none"));
        HistoryTestRuns.write(dir.resolve("old"), 10, 4, 0.5);
        assertEquals(
                0,
                run(
                        "history",
                        dir.resolve("old").toString(),
                        "-o",
                        dir.resolve("h3").toString()),
                "a step at run 4 of 10");
        assertEquals(
                1,
                run(
                        "history",
                        dir.resolve("old").toString(),
                        "-o",
                        dir.resolve("h4").toString(),
                        "--gate-runs",
                        "7"));
    }

    @Test
    void aRegressionUnderTheSuitesOwnBookkeepingFailsTheGateAndOneAtTheUsersHeapDoesNot(@TempDir Path dir)
            throws Exception {
        // Every run records its own class-data archive and marks folder: no settings change, so the gate fails.
        HistoryTestRuns.withBookkeeping(dir.resolve("runs"), 12, 10, 0.25, List.of());
        assertEquals(
                1,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("h1").toString(),
                        "--gate-runs",
                        "3"),
                err.toString());
        assertTrue(
                err.toString().contains("1 regression change point(s) in the newest 3 run(s): AesGcm.encrypt"),
                err.toString());
        // The user's heap from run 10 on is a settings change: the step there is not the code's.
        HistoryTestRuns.withBookkeeping(dir.resolve("heap"), 12, 10, 0.25, List.of("-Xms512m", "-Xmx512m"));
        assertEquals(
                0,
                run(
                        "history",
                        dir.resolve("heap").toString(),
                        "-o",
                        dir.resolve("h2").toString(),
                        "--gate-runs",
                        "3"));
        assertTrue(
                Files.readString(dir.resolve("h2/history.md"))
                        .contains("at a change of settings: JVM arguments added -Xms512m -Xmx512m: not counted"),
                Files.readString(dir.resolve("h2/history.md")));
    }

    @Test
    void badInputIsExitTwoAndWritesNothing(@TempDir Path dir) throws Exception {
        HistoryTestRuns.write(dir.resolve("runs"), 3, 9, 0);
        assertEquals(
                2,
                run(
                        "history",
                        dir.resolve("missing").toString(),
                        "-o",
                        dir.resolve("a").toString()));
        assertTrue(err.toString().contains("no such file or folder"), err.toString());
        assertEquals(
                2,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("b").toString(),
                        "--window",
                        "1"));
        assertEquals(
                2,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("c").toString(),
                        "--min-magnitude",
                        "NaN"));
        assertTrue(err.toString().contains("--min-magnitude 'NaN' is not a change like 5% or 0.05"), err.toString());
        assertEquals(
                2,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("d").toString(),
                        "--p-value",
                        "0"));
        assertFalse(Files.exists(dir.resolve("a"))
                || Files.exists(dir.resolve("b"))
                || Files.exists(dir.resolve("c"))
                || Files.exists(dir.resolve("d")));
        Files.createDirectories(dir.resolve("full"));
        Files.writeString(dir.resolve("full/history.md"), "an earlier history");
        assertEquals(
                2,
                run(
                        "history",
                        dir.resolve("runs").toString(),
                        "-o",
                        dir.resolve("full").toString()));
        assertEquals("an earlier history", Files.readString(dir.resolve("full/history.md")), "never overwritten");
    }
}
