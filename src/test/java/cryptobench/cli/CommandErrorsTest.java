package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input to run, native and report: a clear message naming the value, exit code 2, no stack trace. */
class CommandErrorsTest extends CliTestBase {

    private void assertError(String expected) {
        assertTrue(err.toString().contains(expected), "expected '" + expected + "' in: " + err);
        assertTrue(!err.toString().contains("\tat "), "no stack trace: " + err);
    }

    @Test
    void runRejectsAPathThatIsNotAJdk(@TempDir Path notAJdk) {
        assertEquals(ExitCode.BAD_INPUT, run("run", "--jdk", notAJdk.toString(), "--no-native"));
        assertError("--jdk " + notAJdk + " is not a JDK: there is no executable bin/java in it");
    }

    @Test
    void nativeNamesAMissingOpensslBinary(@TempDir Path dir) {
        assertEquals(
                ExitCode.BAD_INPUT,
                run(
                        "native",
                        "--openssl",
                        "/nonexistent/openssl",
                        "-o",
                        dir.resolve("o.json").toString()));
        assertError("cannot run '/nonexistent/openssl'");
        assertEquals(ExitCode.BAD_INPUT, run("native", "-a", "AES-EAX"));
        assertError("AES-EAX has no 'openssl speed' counterpart");
        String[] zeroDuration = {"native", "--seconds", "0"};
        String expected = zeroDuration[1] + " must be positive, got 0";
        assertEquals(ExitCode.BAD_INPUT, run(zeroDuration));
        assertError(expected);
    }

    @Test
    void reportNamesAMissingOrBrokenFile(@TempDir Path dir) throws Exception {
        assertEquals(ExitCode.BAD_INPUT, run("report", dir.resolve("nope.json").toString()));
        assertError("no such file or folder: " + dir.resolve("nope.json"));
        Path broken = Files.writeString(dir.resolve("broken.json"), "[{\"benchmark\": ");
        assertEquals(ExitCode.BAD_INPUT, run("report", broken.toString(), "-o", dir.toString()));
        assertError("broken.json is not valid JSON");
    }
}
