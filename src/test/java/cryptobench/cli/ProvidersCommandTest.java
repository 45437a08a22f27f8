package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ProvidersCommandTest extends CliTestBase {

    @Test
    void printsVersionsAndTheSupportMatrixWithReasons() {
        assertEquals(0, run("providers", "-a", "AES-GCM,AES-CTR"));
        String text = out.toString();
        assertTrue(text.contains("BC        1.87"), text);
        assertTrue(text.contains("native"), text);
        assertTrue(text.matches("(?s).*AES-GCM\\s+192\\s+ok\\s+ok\\s+no \\[1\\]\\s+ok.*"), text);
        assertTrue(text.contains("[1] Conscrypt refuses 192-bit keys for AES/GCM/NoPadding"), text);
        assertTrue(text.contains("ACCP does not offer AES/CTR/NoPadding"), text);
    }

    @Test
    void aBrokenProviderIsMarkedFailAndTheExitCodeSaysSo() {
        assertEquals(1, run("providers", "-p", "SunJCE,cryptobench.cipher.FakeProviders$WrongBytes", "-a", "AES-GCM"));
        assertTrue(out.toString().contains("FAIL [1]"), out.toString());
        assertTrue(out.toString().contains("fails the known-answer vector"), out.toString());
    }

    @Test
    void badNamesAreClearErrors() {
        assertEquals(Cli.BAD_INPUT, run("providers", "-p", "Nope"));
        assertTrue(err.toString().contains("unknown provider 'Nope'; valid: SunJCE, BC, Conscrypt, ACCP"), err.toString());
        assertEquals(Cli.BAD_INPUT, run("providers", "--data-size", "0"));
        assertTrue(err.toString().contains("--data-size must be a positive number of bytes, got 0"), err.toString());
        assertEquals(Cli.BAD_INPUT, run("providers", "-a", "AES-XTS"));
        assertTrue(err.toString().contains("unknown algorithm 'AES-XTS'; valid:"), err.toString());
    }
}
