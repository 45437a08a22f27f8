package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class VerifyCommandTest {

    private record Ran(int code, String out, String err) {}

    private static Ran verify(String... args) {
        CommandLine cli = Cli.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        String[] all = Stream.concat(Stream.of("verify"), Stream.of(args)).toArray(String[]::new);
        return new Ran(cli.execute(all), out.toString(), err.toString());
    }

    @Test
    void badInputNamesTheValueAndWhatIsValid(@TempDir Path dir) {
        Ran unknown =
                verify("-p", "provider=NoSuchProvider", "-o", dir.resolve("a").toString());
        assertEquals(2, unknown.code());
        assertTrue(
                unknown.err().contains("unknown provider 'NoSuchProvider'")
                        && unknown.err().contains("valid:"),
                unknown.err());
        Ran key = verify("-p", "keyBits=128", "-o", dir.resolve("b").toString());
        assertEquals(2, key.code());
        assertTrue(key.err().contains("'keyBits' is not a verify parameter"), key.err());
        Ran scope = verify("--scope", "most", "-o", dir.resolve("c").toString());
        assertEquals(2, scope.code());
        assertTrue(scope.err().contains("unknown scope 'most'; valid: headline, all"), scope.err());
        Ran variant = verify("--variants", "UseAVX=9", "-o", dir.resolve("d").toString());
        assertEquals(2, variant.code());
        assertTrue(variant.err().contains("unknown fork variant 'UseAVX=9'"), variant.err());
        Ran jdk = verify(
                "--jdk", dir.resolve("nojdk").toString(), "-o", dir.resolve("e").toString());
        assertEquals(2, jdk.code());
        assertTrue(jdk.err().contains("is not a JDK"), jdk.err());
    }

    @Test
    void aBrokenProviderFailsInItsForkWithAReproducerFileAndExitOne(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("v");
        Ran r = verify(
                "-p",
                "provider=cryptobench.verify.broken.LooseTag",
                "--scope",
                "headline",
                "--variants",
                "default",
                "-o",
                out.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(
                r.out()
                        .contains(
                                "FAILED cryptobench.verify.broken.LooseTag AES-GCM-256, sweep: accepted a tag with one bit flipped"),
                r.out());
        assertTrue(Files.exists(out.resolve("report.md")) && Files.exists(out.resolve("verify.json")));
        List<Path> reproducers;
        try (Stream<Path> files = Files.list(out.resolve("reproducers"))) {
            reproducers = files.toList();
        }
        // its Wycheproof ModifiedTag vectors that change the tag's last byte fail too: one file per failure
        Path sweep = reproducers.stream()
                .filter(p -> {
                    try {
                        return Files.readString(p).contains(", sweep: ");
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                })
                .findFirst()
                .orElseThrow(() -> new AssertionError(reproducers.toString()));
        String text = Files.readString(sweep);
        assertTrue(
                text.contains("fork variant: default")
                        && text.contains("case seed: ")
                        && text.contains("flipped byte: "),
                text);
        String report = Files.readString(out.resolve("report.md"));
        assertTrue(report.contains("| cryptobench.verify.broken.LooseTag | "), report);
        // after the comparison across forks, a fork's file keeps one digest a row, not one a sweep case
        JsonNode fork =
                Json.MAPPER.readTree(out.resolve("forks/jdk" + Runtime.version().feature() + "-default.json")
                        .toFile());
        assertEquals(0, fork.path("digests").size(), "per-case digests dropped");
        assertTrue(
                fork.path("rowDigests")
                        .path("cryptobench.verify.broken.LooseTag|AES-GCM-256")
                        .asText()
                        .matches("\\d+ cases, sha256 [0-9a-f]{64}"),
                fork.path("rowDigests").toString());
        Ran again = verify("-p", "SunJCE", "-o", out.toString());
        assertEquals(2, again.code(), "never overwrites a run");
        Path known = dir.resolve("known.txt");
        Files.writeString(
                known, "cryptobench.verify.broken.LooseTag | AES-GCM* | * | a test provider broken on purpose\n");
        Ran accepted = verify(
                "-p",
                "provider=cryptobench.verify.broken.LooseTag",
                "--scope",
                "headline",
                "--variants",
                "default",
                "--known",
                known.toString(),
                "-o",
                dir.resolve("v2").toString());
        assertEquals(0, accepted.code(), accepted.out() + accepted.err());
        assertTrue(
                accepted.out()
                                .contains(
                                        "KNOWN cryptobench.verify.broken.LooseTag AES-GCM-256, sweep: accepted a tag with one bit flipped")
                        && !accepted.out().contains("FAILED "),
                accepted.out());
        assertTrue(Files.readString(dir.resolve("v2").resolve("report.md"))
                .contains("   - known: a test provider broken on purpose"));
    }

    @Test
    void aProviderThatCannotLoadIsNamedWithItsReasonNotDroppedSilently() {
        StringWriter out = new StringWriter();
        List<String> loaded = VerifyCommand.loadable(
                List.of("SunJCE", "BC-LTS"),
                n -> n.equals("BC-LTS") ? "IllegalStateException: no bcprov-lts8on jar in /x" : null,
                new PrintWriter(out, true));
        assertEquals(List.of("SunJCE"), loaded);
        assertEquals(
                "verify: BC-LTS is not checked: it cannot load: IllegalStateException: no bcprov-lts8on jar in /x",
                out.toString().strip());
    }
}
