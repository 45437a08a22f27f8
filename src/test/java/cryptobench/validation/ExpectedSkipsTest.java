package cryptobench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cryptobench.provider.ProviderRegistry;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The built-in providers' cells of {@code providers} against the committed tally of what they do not
 * offer on this platform: a cell that used to be measured and now skips fails, with its name and
 * reason. {@code -Dexpected-skips.update=true} rewrites the tally from what this JVM finds.
 */
class ExpectedSkipsTest {

    private static final Path FILE =
            Path.of("src/main/resources", ExpectedSkips.FOLDER, ExpectedSkips.platform() + ".txt");

    @Test
    void theBuiltInsSkipOnlyTheCellsTheTallyLists() throws IOException {
        ProviderMatrix.Settings s =
                ProviderMatrix.Settings.of(ProviderRegistry.builtinNames(), List.of(), 1024, List.of(2048));
        List<ProviderMatrix.CellResult> all = Arrays.stream(ProviderTable.values())
                .flatMap(t -> ProviderMatrix.cellResults(s, t).stream())
                .toList();
        if (Boolean.getBoolean("expected-skips.update")) {
            write(all);
            return;
        }
        Optional<ExpectedSkips> tally = ExpectedSkips.of(ExpectedSkips.platform());
        assumeTrue(
                tally.isPresent(),
                "no expected-skip tally for " + ExpectedSkips.platform()
                        + ": write one with -Dexpected-skips.update=true");
        assertEquals(List.of(), wrong(all, tally.get()), "cells of the built-in providers against " + FILE);
    }

    /** Every cell that is not as the tally says, named, with its reason. */
    static List<String> wrong(List<ProviderMatrix.CellResult> all, ExpectedSkips tally) {
        List<String> wrong = new ArrayList<>();
        List<String> seen = new ArrayList<>();
        for (ProviderMatrix.CellResult v : all) {
            seen.add(v.cell());
            switch (v.mark()) {
                case FAIL -> wrong.add(v.cell() + ": FAIL: " + v.detail());
                case NO -> {
                    if (!tally.lists(v.cell())) {
                        wrong.add(v.cell() + ": skips, and the tally does not list it: " + v.detail());
                    }
                }
                case OK -> {
                    // On another JDK build a listed cell may be offered (17.0.21 has ML-KEM, and then BC's has a
                    // reference to check it against); on the tally's own build it must still skip.
                    if (tally.lists(v.cell())
                            && System.getProperty("java.runtime.version").equals(tally.jdk())) {
                        wrong.add(v.cell() + ": measured, but the tally lists it as not offered: remove it");
                    }
                }
            }
        }
        tally.cells().keySet().stream()
                .filter(c -> !seen.contains(c))
                .forEach(c -> wrong.add(c + ": in the tally, but no such cell"));
        return wrong;
    }

    private static void write(List<ProviderMatrix.CellResult> all) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("# The cells of `providers` that the built-in providers do not offer on ")
                .append(ExpectedSkips.platform())
                .append(" (made on JDK ")
                .append(System.getProperty("java.version"))
                .append(
                        ").\n# ExpectedSkipsTest fails on a cell that skips and is not listed, and on a listed cell that is now")
                .append(" measured on the JDK\n# build below (on another, a listed cell may be offered).\n")
                .append("# Rewrite: mvn test -Dtest=ExpectedSkipsTest -Dexpected-skips.update=true\n")
                .append(ExpectedSkips.JDK_LINE)
                .append(System.getProperty("java.runtime.version"))
                .append('\n')
                .append("# table | row | provider | reason\n");
        for (ProviderMatrix.CellResult v : all) {
            if (v.mark() == ProviderMatrix.Mark.NO) {
                b.append(v.cell())
                        .append(" | ")
                        .append(v.detail().replaceAll("\\s+", " "))
                        .append('\n');
            }
        }
        Files.createDirectories(FILE.getParent());
        Files.writeString(FILE, b.toString());
    }

    @Test
    void aCellThatUsedToBeMeasuredAndNowSkipsIsNamedWithItsReason() throws IOException {
        ExpectedSkips tally = tally(ExpectedSkips.JDK_LINE + System.getProperty("java.runtime.version")
                + "\nciphers | AES-CTR 256 | ACCP | ACCP does not offer AES/CTR/NoPadding\n");
        List<ProviderMatrix.CellResult> now = List.of(
                new ProviderMatrix.CellResult(
                        ProviderTable.CIPHERS,
                        List.of("AES-GCM", "192"),
                        "Conscrypt",
                        ProviderMatrix.Mark.NO,
                        "Conscrypt refuses 192-bit keys for AES/GCM/NoPadding"),
                new ProviderMatrix.CellResult(
                        ProviderTable.CIPHERS, List.of("AES-CTR", "256"), "ACCP", ProviderMatrix.Mark.OK, "ok"));
        assertEquals(
                List.of(
                        "ciphers | AES-GCM 192 | Conscrypt: skips, and the tally does not list it: Conscrypt refuses"
                                + " 192-bit keys for AES/GCM/NoPadding",
                        "ciphers | AES-CTR 256 | ACCP: measured, but the tally lists it as not offered: remove it"),
                wrong(now, tally));
    }

    @Test
    void onAnotherJdkBuildAListedCellMayBeOffered() throws IOException {
        ExpectedSkips tally = tally(ExpectedSkips.JDK_LINE + "17.0.15+6-Debian-1deb12u1-not-this-one\n"
                + "key_encapsulation | ML-KEM-768 | BC | no other provider offers ML-KEM-768 to check BC against\n");
        assertEquals(
                List.of(),
                wrong(
                        List.of(new ProviderMatrix.CellResult(
                                ProviderTable.KEY_ENCAPSULATION,
                                List.of("ML-KEM-768"),
                                "BC",
                                ProviderMatrix.Mark.OK,
                                "ok")),
                        tally));
    }

    @Test
    void platformsAreNamedAsTheNativeClassifiersAre() {
        assertEquals("linux-x86_64", ExpectedSkips.platform("Linux", "amd64"));
        assertEquals("linux-aarch_64", ExpectedSkips.platform("Linux", "aarch64"));
        assertEquals("osx-aarch_64", ExpectedSkips.platform("Mac OS X", "aarch64"));
        assertFalse(ExpectedSkips.of("plan9-mips").isPresent());
    }

    @Test
    void aMalformedLineIsAnErrorNamingIt() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> tally("# comment\nciphers | AES-GCM 192\n"));
        assertTrue(e.getMessage().contains("line 2 is not 'table | row | provider | reason'"), e.getMessage());
    }

    static ExpectedSkips tally(String text) throws IOException {
        return ExpectedSkips.read("test", new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }
}
