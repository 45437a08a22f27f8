package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.ExitCode;
import cryptobench.run.JdkFolders;
import cryptobench.testing.JdkServices;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JdksCommandTest extends CliTestBase {

    @TempDir
    Path dir;

    @Test
    void listsWhatRunsHereAndSaysWhatWasSkipped() throws Exception {
        JdkFolders.make(dir);
        assertEquals(0, run("jdks", "--dir", dir.toString()));
        String text = out.toString();
        assertTrue(text.startsWith("1 JDKs here, 5 skipped:\n"), text);
        assertTrue(text.contains(System.getProperty("java.runtime.version")), text);
        assertTrue(
                err.toString()
                        .contains("skipped JDK " + dir.resolve("java-17-openjdk-arm64")
                                + ": its java is built for AArch64"),
                err.toString());
        assertEquals(
                5,
                err.toString().lines().filter(l -> l.startsWith("skipped JDK ")).count(),
                err.toString());
    }

    @Test
    void homesOfferingMlKemAreTheJdksWhoseProvidersHaveIt() throws Exception {
        JdkFolders.make(dir);
        assertEquals(0, run("jdks", "--dir", dir.toString(), "--offering", "ML-KEM", "--homes"));
        String expected = JdkServices.offers("KEM", "ML-KEM-768")
                ? Path.of(System.getProperty("java.home")).toRealPath() + "\n"
                : "";
        assertEquals(expected, out.toString());
    }

    @Test
    void anUnknownCapabilityFlagOrFolderIsBadInput() {
        assertEquals(ExitCode.BAD_INPUT, run("jdks", "--offering", "Kyber"));
        assertTrue(err.toString().contains("unknown capability 'Kyber'; valid: ML-KEM, ML-DSA"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("jdks", "--knows", "UseChaCha20Intrinsic"));
        assertTrue(
                err.toString().contains("--knows UseChaCha20Intrinsic: not a flag that jdks reads; valid: UseAES, "),
                err.toString());
        assertEquals(
                ExitCode.BAD_INPUT, run("jdks", "--dir", dir.resolve("missing").toString()));
        assertTrue(err.toString().contains("--dir " + dir.resolve("missing") + " is not a folder"), err.toString());
    }
}
