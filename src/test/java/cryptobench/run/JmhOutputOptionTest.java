package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.ExitCode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** JMH's -o, which JMH ignores when the launcher gives it its console: refused before anything runs or is written. */
class JmhOutputOptionTest {

    private static final String REFUSED = "JMH option -o is not taken here: cryptobench prints JMH's console itself";

    @Test
    void aPlanWithJmhsOutputFileIsRefused() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> TrialPlan.checked(List.of("AesGcm", "-p", "provider=SunJCE", "-o", "out.txt")));
        assertTrue(e.getMessage().startsWith(REFUSED), e.getMessage());
        assertTrue(e.getMessage().contains("redirect the output instead (> FILE)"), e.getMessage());
    }

    @Test
    void aJmhCommandLineWithJmhsOutputFileIsBadInput() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        JmhLauncher launcher = new JmhLauncher(
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("AesGcm", "-p", "provider=SunJCE", "-o", "out.txt"));
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("error: " + REFUSED),
                err.toString(StandardCharsets.UTF_8));
        assertTrue(launcher.runFolder().isEmpty(), "no run folder made");
    }
}
