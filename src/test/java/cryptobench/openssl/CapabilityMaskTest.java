package cryptobench.openssl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The "no AES-NI" mask per architecture, and its use only where the binary shows it honours it: stand-in
 * binaries answer as OpenSSL 3, as LibreSSL (no {@code info} command) and as a binary that ignores the mask.
 */
class CapabilityMaskTest {

    private static final String SPEED = "speed) echo 'type  1024 bytes'; echo \"aes-256-gcm  1000.00k\" ;;\n";

    @Test
    void eachArchitectureHasItsOwnVariable() {
        assertEquals(CapabilityMask.X86_64, CapabilityMask.forArch("amd64"));
        assertEquals(CapabilityMask.X86_64, CapabilityMask.forArch("x86_64"));
        assertEquals("OPENSSL_armcap=0", CapabilityMask.forArch("aarch64").env());
        assertEquals(CapabilityMask.AARCH64, CapabilityMask.forArch("arm64"));
        assertNull(CapabilityMask.forArch("ppc64le"));
    }

    @Test
    void anOpenSsl3ThatShowsTheMaskAsReadMayUseIt(@TempDir Path dir) throws IOException {
        Path openssl =
                fake(dir, "OpenSSL 3.0.19 27 Jan 2026", "info) echo \"OPENSSL_armcap=0xbf env:$OPENSSL_armcap\" ;;\n");
        assertNull(new OpensslSpeed(openssl.toString()).maskRefusal(CapabilityMask.AARCH64));
    }

    @Test
    void libreSslCannotShowTheMaskSoTheMaskedRunIsLeftOutWithTheReason(@TempDir Path dir) throws IOException {
        Path openssl = fake(
                dir,
                "LibreSSL 3.3.6",
                "info) echo \"openssl:Error: 'info' is an invalid command.\" >&2; exit 1 ;;\n" + SPEED);
        String why = new OpensslSpeed(openssl.toString()).maskRefusal(CapabilityMask.X86_64);
        assertTrue(why.contains("cannot confirm that it honours OPENSSL_ia32cap"), why);
        assertTrue(why.endsWith("openssl:Error: 'info' is an invalid command."), why);
        StringWriter log = new StringWriter();
        List<Map<String, Object>> rows = NativeBaseline.measure(
                new OpensslSpeed(openssl.toString()),
                List.of(CipherAlgorithm.AES_GCM),
                List.of(256),
                List.of(1024),
                1,
                true,
                new PrintWriter(log, true));
        assertEquals(
                List.of("cryptobench.bench.AesGcm.encrypt"),
                rows.stream().map(r -> r.get("benchmark")).toList());
        assertTrue(
                log.toString().contains("openssl: the run with hardware code paths off is left out: "), log.toString());
    }

    @Test
    void aBinaryThatDoesNotShowTheMaskAsReadIsNotTrustedWithIt(@TempDir Path dir) throws IOException {
        Path openssl = fake(dir, "OpenSSL 3.0.0", "info) echo 'OPENSSL_ia32cap=0xfed8:0x1800' ;;\n");
        String why = new OpensslSpeed(openssl.toString()).maskRefusal(CapabilityMask.X86_64);
        assertTrue(why.contains("does not show OPENSSL_ia32cap=~0x200000200000000 as read"), why);
    }

    @Test
    void theOpenSslHereHonoursItsArchitecturesMask() {
        CapabilityMask mask = CapabilityMask.forArch(System.getProperty("os.arch"));
        assertNull(new OpensslSpeed("openssl").maskRefusal(mask));
    }

    private static Path fake(Path dir, String version, String cases) throws IOException {
        Path f = dir.resolve("openssl");
        Files.writeString(f, "#!/bin/sh\ncase \"$1\" in\nversion) echo '" + version + "' ;;\n" + cases + "esac\n");
        Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("rwxr-xr-x"));
        return f;
    }
}
