package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cryptobench.check.Failure;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnownFailuresTest {

    private static Failure failure(String provider, String algorithm, String check, String message) {
        return new Failure(provider, algorithm, check, message, Map.of());
    }

    @Test
    void aLineMatchesByProviderAlgorithmAndWordsWithWildcards(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known.txt");
        Files.writeString(
                file,
                "# comment\n\nBC-LTS* | AES-CBC-PKCS5 | aes_cbc_pkcs5_test.json tcId * threw | empty ciphertext, bc-lts-java#1\n"
                        + "SunJCE | ChaCha20-Poly1305-256 | sweep: ciphertext differs | JDK-1\n");
        KnownFailures known = KnownFailures.read(file);
        assertEquals(
                "empty ciphertext, bc-lts-java#1 (known.txt line 3)",
                known.reason(failure(
                        "BC-LTS-vaes",
                        "AES-CBC-PKCS5",
                        "wycheproof aes_cbc_pkcs5_test.json tcId 97",
                        "threw an unchecked exception: java.lang.ArrayIndexOutOfBoundsException")));
        assertNull(known.reason(failure(
                "BC", "AES-CBC-PKCS5", "wycheproof aes_cbc_pkcs5_test.json tcId 97", "threw an unchecked exception")));
        assertNull(known.reason(
                failure("SunJCE", "ChaCha20-Poly1305-256", "sweep", "accepted a tag with one bit flipped")));
        assertTrue(
                known.reason(failure("SunJCE", "ChaCha20-Poly1305-256", "sweep", "ciphertext differs from Conscrypt's"))
                        .startsWith("JDK-1"));
        assertNull(KnownFailures.none().reason(failure("SunJCE", "x", "y", "z")));
    }

    @Test
    void aBadLineOrAMissingFileIsBadInputNamingIt(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known.txt");
        Files.writeString(file, "SunJCE | AES-GCM-256 | no reason\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KnownFailures.read(file));
        assertTrue(
                e.getMessage()
                        .contains("known.txt line 1: expected 'provider | algorithm | words of the failure | why'"),
                e.getMessage());
        IllegalArgumentException missing =
                assertThrows(IllegalArgumentException.class, () -> KnownFailures.read(dir.resolve("none.txt")));
        assertTrue(missing.getMessage().contains("none.txt is not a file"), missing.getMessage());
    }

    /**
     * The committed list covers every failure of the committed verify runs (their failures, copied to
     * src/test/resources/verify), each of its patterns matching what it says.
     */
    @Test
    void everyFailureOfTheCommittedVerifyRunsIsInTheCommittedList() throws Exception {
        KnownFailures known = KnownFailures.read(Path.of(".ci/verify-known.txt"));
        ObjectMapper json = new ObjectMapper();
        Map<String, Integer> checked = new TreeMap<>();
        for (String run : List.of("2026-12-02-bc-lts-2.73.12", "2026-12-05-all-2jdk")) {
            JsonNode v = json.readTree(
                    Path.of("src/test/resources/verify", run, "verify.json").toFile());
            for (JsonNode fork : v.path("forks")) {
                for (JsonNode f : fork.path("failures")) {
                    Failure failure = new Failure(
                            f.path("provider").asText(),
                            f.path("algorithm").asText(),
                            f.path("check").asText(),
                            f.path("message").asText(),
                            Map.of());
                    assertTrue(known.reason(failure) != null, run + ": not in .ci/verify-known.txt: " + failure);
                    checked.merge(run, 1, Integer::sum);
                }
            }
        }
        assertEquals(
                Map.of("2026-12-02-bc-lts-2.73.12", 81, "2026-12-05-all-2jdk", 420), checked, "the runs' failures");
    }
}
