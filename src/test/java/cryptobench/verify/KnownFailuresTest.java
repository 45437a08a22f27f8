package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.Failure;
import cryptobench.check.Tally;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.GZIPInputStream;
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

    private static Failure failure(String provider, String algorithm, String check, String message, String jdk) {
        return new Failure(provider, algorithm, check, message, Map.of("JDK", jdk));
    }

    private static ForkReport checked(String jdk, String provider, String algorithm) {
        return ForkReport.of(
                Map.of("JDK", jdk),
                List.of(provider),
                List.of(new Tally(provider, "sweep", algorithm, 100, 0, 0, 0, "")),
                List.of());
    }

    @Test
    void alternativesAndAFeatureReleaseNarrowALine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known.txt");
        Files.writeString(
                file,
                "BC | {AES-GCM,ChaCha20-Poly1305}-{128,256} | released * bytes | by design\n"
                        + "SunJCE on JDK 17 | Ed25519 | accepted an invalid vector | JDK-8285389\n");
        KnownFailures known = KnownFailures.read(file);
        String released = "released 5 bytes of plaintext from a forged tag";
        assertTrue(known.reason(failure("BC", "AES-GCM-128", "sweep", released)) != null);
        assertTrue(known.reason(failure("BC", "ChaCha20-Poly1305-256", "sweep", released)) != null);
        assertNull(known.reason(failure("BC", "AES-GCM-SIV-256", "sweep", released)), "not every AES-GCM-*");
        assertNull(known.reason(failure("BC", "AES-CBC-PKCS5-256", "sweep", released)));
        String ed = "accepted an invalid vector";
        assertTrue(known.reason(failure("SunJCE", "Ed25519", "wycheproof", ed, "Debian 17.0.15+6-Debian-1deb12u1"))
                != null);
        assertTrue(
                known.reason(failure("SunJCE", "Ed25519", "wycheproof", ed, "17.0.21.1+2-1-deb12u1-Debian")) != null);
        assertNull(known.reason(failure("SunJCE", "Ed25519", "wycheproof", ed, "Eclipse Adoptium 25.0.3+9-LTS")));
        assertNull(known.reason(failure("SunJCE", "Ed25519", "wycheproof", ed)), "a failure of no named JDK");
    }

    @Test
    void aLineThatMatchesNothingOfWhatTheRunCheckedIsStale(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known.txt");
        Files.writeString(
                file,
                "BC-LTS* | AES-GCM-* | decrypting its own ciphertext threw | CVE, fixed in 2.73.11\n"
                        + "SunJCE on JDK 17 | Ed25519 | accepted an invalid vector | JDK-8285389\n"
                        + "ACCP | AES-KWP | RuntimeCryptoException | ACCP 2.5.0\n");
        KnownFailures known = KnownFailures.read(file);
        String jdk17 = "Debian 17.0.15+6-Debian-1deb12u1";
        String jdk25 = "Eclipse Adoptium 25.0.3+9-LTS";
        List<ForkReport> run = List.of(
                checked(jdk17, "BC-LTS-avx", "AES-GCM-256"),
                checked(jdk25, "SunJCE", "Ed25519"),
                checked(jdk17, "ACCP", "AES-KWP"));
        List<Failure> failures = List.of(
                failure("ACCP", "AES-KWP", "wycheproof", "threw RuntimeCryptoException: Error unwrapping key", jdk17));
        assertEquals(
                List.of("known.txt line 1 ('BC-LTS* | AES-GCM-* | decrypting its own ciphertext threw') matched no"
                        + " failure, though this run checked the provider and algorithm it names: remove the line if"
                        + " the failure is gone, else correct its words"),
                known.stale(run, failures),
                "line 2 names JDK 17, which checked no Ed25519; line 3 matched");
        assertEquals(
                List.of(), known.stale(List.of(checked(jdk17, "BC", "AES-GCM-256")), failures), "BC-LTS unchecked");
        assertEquals(
                1,
                known.stale(List.of(checked(jdk17, "SunJCE", "Ed25519"), checked(jdk17, "ACCP", "AES-KWP")), failures)
                        .size());
    }

    @Test
    void anUnclosedAlternativeIsBadInputNamingItsLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("known.txt");
        Files.writeString(file, "# x\nBC | {AES-GCM,AES-EAX | released | why\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KnownFailures.read(file));
        assertEquals(file + " line 2: unclosed '{' in '{AES-GCM,AES-EAX'", e.getMessage());
    }

    /**
     * The committed list covers every failure of the committed verify runs (their failures, with each fork's JDK and
     * what it checked, copied to src/test/resources/verify), each of its patterns matching what it says, and none of
     * its lines is stale against the latest run of every provider on both JDKs.
     */
    @Test
    void everyFailureOfTheCommittedVerifyRunsIsInTheCommittedList() throws Exception {
        KnownFailures known = KnownFailures.read(Path.of(".ci/verify-known.txt"));
        Map<String, Integer> checked = new TreeMap<>();
        for (String run : List.of("2026-12-02-bc-lts-2.73.12", LATEST)) {
            for (Failure failure : failures(run)) {
                assertTrue(known.reason(failure) != null, run + ": not in .ci/verify-known.txt: " + failure);
                checked.merge(run, 1, Integer::sum);
            }
        }
        assertEquals(Map.of("2026-12-02-bc-lts-2.73.12", 81, LATEST, LATEST_FAILURES), checked, "the runs' failures");
        assertEquals(List.of(), known.stale(reports(LATEST), failures(LATEST)));
    }

    private static final TypeReference<Map<String, String>> STRINGS = new TypeReference<>() {};

    private static final String LATEST = "2026-12-07-all-2jdk-avx512";
    private static final int LATEST_FAILURES = 704;

    /** The run's verify.json, or its gzipped copy. */
    private static JsonNode verifyJson(String run) throws IOException {
        Path dir = Path.of("src/test/resources/verify", run);
        Path gz = dir.resolve("verify.json.gz");
        if (Files.exists(gz)) {
            try (InputStream in = new GZIPInputStream(Files.newInputStream(gz))) {
                return Json.MAPPER.readTree(in);
            }
        }
        return Json.MAPPER.readTree(dir.resolve("verify.json").toFile());
    }

    private static List<Failure> failures(String run) throws IOException {
        List<Failure> all = new ArrayList<>();
        for (JsonNode fork : verifyJson(run).path("forks")) {
            for (JsonNode f : fork.path("failures")) {
                all.add(new Failure(
                        f.path("provider").asText(),
                        f.path("algorithm").asText(),
                        f.path("check").asText(),
                        f.path("message").asText(),
                        f.has("reproducer") ? Json.MAPPER.convertValue(f.path("reproducer"), STRINGS) : Map.of()));
            }
        }
        return all;
    }

    private static List<ForkReport> reports(String run) throws IOException {
        List<ForkReport> reports = new ArrayList<>();
        for (JsonNode fork : verifyJson(run).path("forks")) {
            List<Tally> tallies = new ArrayList<>();
            for (JsonNode t : fork.path("tallies")) {
                tallies.add(Json.MAPPER.treeToValue(t, Tally.class));
            }
            reports.add(
                    ForkReport.of(Json.MAPPER.convertValue(fork.path("fork"), STRINGS), List.of(), tallies, List.of()));
        }
        return reports;
    }
}
