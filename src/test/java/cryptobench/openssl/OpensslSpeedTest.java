package cryptobench.openssl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.jvm.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Parsing of captured `openssl speed` output (see src/test/resources/openssl/README.md). */
class OpensslSpeedTest {

    static String resource(String name) throws IOException {
        try (InputStream in = OpensslSpeedTest.class.getResourceAsStream("/openssl/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @Test
    void parsesTheDefaultTableOfSixSizes() throws IOException {
        Map<Integer, Double> bps = OpensslSpeed.parse(resource("speed-table.txt"));
        assertEquals(OpensslSpeed.DEFAULT_SIZES, List.copyOf(bps.keySet()));
        bps.values().forEach(v -> assertTrue(v > 1e6, "bytes per second: " + v));
        assertTrue(bps.get(16384) > bps.get(16), "large blocks are faster per byte");
    }

    @Test
    void parsesTheSingleColumnOfBytesRuns() throws IOException {
        Map<Integer, Double> bps = OpensslSpeed.parse(resource("speed-bytes.txt"));
        assertEquals(List.of(1048576), List.copyOf(bps.keySet()));
    }

    @Test
    void outputWithoutATableIsAClearError() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class,
                () -> OpensslSpeed.parse("speed: Unknown cipher or digest aes-999-gcm\n"));
        assertTrue(e.getMessage().contains("no 'openssl speed' result table"), e.getMessage());
    }

    @Test
    void aMissingBinaryIsAClearError() {
        IOException e = assertThrows(IOException.class, () -> new OpensslSpeed("/nonexistent/openssl").version());
        assertTrue(e.getMessage().contains("cannot run '/nonexistent/openssl'"), e.getMessage());
        assertTrue(e.getMessage().contains("--openssl PATH"), e.getMessage());
    }

    @Test
    void rowsAreJmhShapedAndNamedLikeTheJavaBenchmarks() {
        Map<String, Object> row = NativeBaseline.row(
                CipherAlgorithm.AES_GCM, Variant.PURE_JAVA, 256, 16384, 100.0, "OpenSSL 3", CapabilityMask.X86_64, 3);
        assertEquals("cryptobench.bench.AesGcm.encryptPureJava", row.get("benchmark"));
        Object given = row.get("params");
        assertEquals(Map.of("dataSize", "16384", "keyBits", "256", "provider", "OpenSSL"), given);
        assertEquals(List.of("OPENSSL_ia32cap=~0x200000200000000"), row.get("jvmArgs"));
    }
}
