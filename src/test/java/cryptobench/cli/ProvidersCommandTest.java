package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.FakeProviders;
import cryptobench.engine.ExitCode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ProvidersCommandTest extends CliTestBase {

    /** One run of every table (the run costs seconds: its checks share it). */
    @Test
    void printsVersionsTheSupportMatrixWithReasonsAndEveryOtherTableWithRealValues() {
        assertEquals(0, run("providers", "-a", "AES-GCM,AES-CTR", "--rsa-bits", "2048"));
        String text = out.toString();
        assertTrue(text.contains("BC        1.87"), text);
        assertTrue(text.contains("native"), text);
        assertTrue(text.matches("(?s).*AES-GCM\\s+192\\s+ok\\s+ok\\s+no \\[1\\]\\s+ok.*"), text);
        assertTrue(text.contains("[1] Conscrypt refuses 192-bit keys for AES/GCM/NoPadding"), text);
        assertTrue(text.contains("ACCP does not offer AES/CTR/NoPadding"), text);
        assertTrue(text.contains("Digests and MACs (ok = published known answer"), text);
        assertTrue(text.matches("(?s).*\n\\s+SHA-256\\s+ok\\s+ok\\s+\\S.*"), text);
        assertTrue(text.matches("(?s).*\n\\s+RIPEMD160\\s+no \\[(\\d+)\\]\\s+ok\\s.*"), text);
        assertTrue(text.contains("] SunJCE does not offer RIPEMD160"), text);
        assertTrue(text.contains("Signatures (ok = 32-byte message signed and verified both ways"), text);
        assertTrue(text.matches("(?s).*\n\\s+RSA-PSS-SHA256\\s+2048\\s+ok\\s+ok\\s+ok\\s+ok\n.*"), text);
        assertTrue(text.matches("(?s).*\n\\s+Ed25519\\s+255\\s+ok\\s+ok\\s+ok\\s+ok\n.*"), text);
        assertTrue(text.contains("] ACCP does not offer X25519 (no KeyAgreement X25519)"), text);
        assertTrue(!text.matches("(?s).*RSA-PKCS1-SHA256\\s+4096.*"), "--rsa-bits 2048 leaves 4096 out: " + text);
        assertTrue(text.matches("(?s).*\n\\s+RSA-2048\\s+ok\\s+ok\\s+ok\\s+ok\n.*"), "key generation: " + text);
        assertTrue(!text.matches("(?s).*\n\\s+RSA-4096\\s+ok.*"), "--rsa-bits 2048 leaves RSA-4096 keys out: " + text);
        assertTrue(text.contains("Key agreement (ok = both sides and another provider reach the same secret):"), text);
        assertTrue(text.matches("(?s).*\n\\s+X25519\\s+ok\\s+ok\\s+ok\\s+no \\[\\d+\\]\n.*"), text);
        assertTrue(text.matches("(?s).*\n\\s+ECDH-P256\\s+ok\\s+ok\\s+ok\\s+ok\n.*"), text);
        assertTrue(!text.contains("FAIL ["), text);
    }

    @Test
    void aBrokenProviderIsMarkedFailAndTheExitCodeSaysSo() {
        assertEquals(
                1,
                run(
                        "providers",
                        "-p",
                        "SunJCE,cryptobench.cipher.FakeProviders$WrongBytes",
                        "-a",
                        "AES-GCM",
                        "--rsa-bits",
                        "2048"));
        assertTrue(out.toString().contains("FAIL [1]"), out.toString());
        assertTrue(out.toString().contains("fails the known-answer vector"), out.toString());
    }

    @Test
    void requireExitsOneNamingAProviderThatCannotLoad() {
        String missing = FakeProviders.NativeLibraryMissing.class.getName();
        String[] few = {"-p", "SunJCE", "-a", "AES-GCM", "--rsa-bits", "2048", "--tls", "none"};
        assertEquals(0, run(concat(few, "--require", "SunJCE,BC,Conscrypt,ACCP")), err.toString());
        assertEquals(1, run(concat(few, "--require", "SunJCE," + missing)));
        assertTrue(
                err.toString().contains("cryptobench: --require: " + missing + " is required but cannot load: "),
                err.toString());
    }

    private static String[] concat(String[] few, String... more) {
        List<String> all = new ArrayList<>(List.of("providers"));
        all.addAll(List.of(few));
        all.addAll(List.of(more));
        return all.toArray(String[]::new);
    }

    @Test
    void badNamesAreClearErrors() {
        assertEquals(ExitCode.BAD_INPUT, run("providers", "-p", "Nope"));
        assertTrue(
                err.toString().contains("unknown provider 'Nope'; valid: SunJCE, BC, Conscrypt, ACCP"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("providers", "--data-size", "0"));
        assertTrue(err.toString().contains("--data-size must be a positive number of bytes, got 0"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, run("providers", "-a", "AES-SIV"));
        assertTrue(err.toString().contains("unknown algorithm 'AES-SIV'; valid:"), err.toString());
        int before = out.toString().length();
        assertEquals(ExitCode.BAD_INPUT, run("providers", "--rsa-bits", "1024"));
        assertTrue(
                err.toString().contains("--rsa-bits 1024 is not measured; valid: [2048, 3072, 4096]"), err.toString());
        assertEquals(before, out.toString().length(), "a bad --rsa-bits is refused before any table is printed");
    }
}
