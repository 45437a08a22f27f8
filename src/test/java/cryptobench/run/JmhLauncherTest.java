package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The JMH command line as the jar exposes it; listing only, nothing is measured. */
class JmhLauncherTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final JmhLauncher launcher = new JmhLauncher(new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));

    @Test
    void listsBothForkVariantsOfEveryCipherBenchmark() {
        assertEquals(0, launcher.run("-l"));
        String listing = out.toString(StandardCharsets.UTF_8);
        for (String family : List.of("AesGcm", "AesCbc", "AesCbcPkcs5", "AesCtr", "AesEcb", "AesOfb", "AesCfb",
                "AesEax", "AesGcmSiv", "ChaCha20Poly1305")) {
            for (String method : List.of("encrypt", "decrypt", "encryptPureJava", "decryptPureJava")) {
                assertTrue(listing.contains("cryptobench.bench." + family + "." + method + "\n"), family + "." + method);
            }
        }
    }

    @Test
    void theHeadlineSelectsItsFourAlgorithmsInBothVariants() {
        List<String> args = new ArrayList<>(List.of(Profile.HEADLINE.jmhArgs()));
        args.add("-lp");
        assertEquals(0, launcher.run(args.toArray(String[]::new)));
        String listing = out.toString(StandardCharsets.UTF_8);
        long benchmarks = listing.lines().filter(l -> l.startsWith("cryptobench.bench.")).count();
        assertEquals(16, benchmarks, listing);
        assertTrue(listing.contains("ChaCha20Poly1305.decryptPureJava"), listing);
        assertFalse(listing.contains("AesGcmSiv"), listing);
        assertFalse(listing.contains("AesCbcPkcs5"), listing);
        assertTrue(listing.contains("param \"keyBits\" = {256}"), listing);
        assertTrue(listing.contains("param \"dataSize\" = {1024, 16384}"), listing);
    }

    @Test
    void badParamValuesFailOnceBeforeAnyForkStarts() {
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("AesGcm", "-p", "provider=SunJCE,OpenSSL"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("AesGcm", "-p", "keyBits=512"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("AesGcm", "-p", "dataSize=-5"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("AesGcm", "-p", "dataSize=1k"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("-p unknown provider 'OpenSSL'; valid: SunJCE, BC, Conscrypt, ACCP"), errors);
        assertTrue(errors.contains("-p keyBits 512 is not a key size of any algorithm here; valid: 128, 192, 256"), errors);
        assertTrue(errors.contains("-p dataSize must be a positive number of bytes, got -5"), errors);
        assertTrue(errors.contains("-p dataSize '1k' is not a whole number"), errors);
    }

    @Test
    void theBreadthFamiliesParamsAreCheckedToo() {
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("Rsa", "-p", "modulusBits=1024"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("Streaming", "-p", "messageSize=134217728"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("Streaming", "-p", "chunkSize=0"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("-p modulusBits 1024 is not an RSA size here; valid: 2048, 3072, 4096"), errors);
        assertTrue(errors.contains("-p messageSize 134217728 is above the streaming fork's limit of 67108864 bytes"), errors);
        assertTrue(errors.contains("-p chunkSize must be a positive number of bytes, got 0"), errors);
        // RSA sizes have their own name, so a keyBits for the AES benchmarks never reaches RSA.
        assertTrue(JmhLauncher.plan(List.of("cryptobench\\.bench\\.(Rsa|AesGcm)\\.", "-p", "keyBits=128")).stream()
                .filter(t -> t.benchmark().contains(".Rsa.")).allMatch(t -> t.params().containsKey("modulusBits")
                        && !t.params().containsKey("keyBits")));
    }

    @Test
    void runsInTheSameSecondGetTheirOwnFolder(@TempDir Path parent) throws IOException {
        Path first = JmhLauncher.newRunDir(parent, "2026-01-01T00-00-00Z");
        Path second = JmhLauncher.newRunDir(parent, "2026-01-01T00-00-00Z");
        assertEquals("2026-01-01T00-00-00Z", first.getFileName().toString());
        assertEquals("2026-01-01T00-00-00Z-2", second.getFileName().toString());
    }

    @Test
    void environmentFilesAreNamedAfterTheirResultFile() {
        assertEquals("env.json", JmhLauncher.companion(Path.of("r/jmh.json"), "env").getFileName().toString());
        assertEquals("env-jdk17.json", JmhLauncher.companion(Path.of("r/jmh-jdk17.json"), "env").getFileName().toString());
        assertEquals("outcomes-smoke.json", JmhLauncher.companion(Path.of("smoke.json"), "outcomes").getFileName().toString());
    }

    @Test
    void badCommandLinesAndRegexesAreClearErrors() {
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("-f", "notANumber"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Error parsing command line"));
        assertEquals(JmhLauncher.BAD_INPUT, launcher.run("NoSuchBenchmark", "-rf", "json", "-rff", "target/none.json"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("No matching benchmarks"));
    }
}
