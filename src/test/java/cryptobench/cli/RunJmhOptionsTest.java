package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.ExitCode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JMH options run sets itself: refused after --, before anything is written, and listed in its help. */
class RunJmhOptionsTest extends CliTestBase {

    @Test
    void jmhsOutputFileIsRefusedBeforeTheRunFolderIsMade(@TempDir Path tmp) {
        Path dir = tmp.resolve("run");
        assertEquals(ExitCode.BAD_INPUT, run("run", "--profile", "quick", "-o", dir.toString(), "--", "-o", "out.txt"));
        assertTrue(err.toString().contains("error: JMH option -o is not taken here"), err.toString());
        assertFalse(Files.exists(dir), "nothing written");
    }

    @Test
    void theHelpListsTheJmhOptionsRunRefuses() {
        assertEquals(0, run("run", "--help"));
        String help = out.toString().replaceAll("\\s+", " ");
        for (String refused : List.of("-rf ", "-rff ", "-jvm ", "-o (redirect")) {
            assertTrue(
                    help.contains("Refused there, as run sets them itself:") && help.contains(refused),
                    refused + ": " + help);
        }
    }
}
