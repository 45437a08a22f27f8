package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.Failure;
import cryptobench.provider.ProviderRegistry;
import cryptobench.verify.WycheproofRules.Got;
import cryptobench.verify.broken.X25519KeysRefused;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** Wycheproof files through real providers, with the outcomes counted as Wycheproof's own harness counted them. */
class VectorRunnerTest {

    @Test
    void everyVendoredFileIsThereWithItsTests() {
        for (VectorFile f : VectorFile.values()) {
            assertTrue(f.read().path("numberOfTests").asInt() > 0, f.file());
        }
    }

    @Test
    void sunJceAesGcmPassesEveryValidVectorAndRefusesEveryInvalidOne() {
        VectorRunner.Result r = new VectorRunner("SunJCE", VectorFile.AES_GCM).run();
        assertEquals(List.of(), r.failures());
        assertEquals(316, r.tally().passed(), "every vector checked, none skipped: " + r.tally());
    }

    @Test
    void conscryptTakesOnlyTwelveByteGcmNoncesTheOthersAreNotOffered() {
        VectorRunner.Result r = new VectorRunner("Conscrypt", VectorFile.AES_GCM).run();
        assertEquals(0, r.tally().failed(), r.failures().toString());
        // Pinned: were Conscrypt not to load, every vector would be "not offered" and nothing would fail.
        assertEquals(139, r.tally().passed(), r.tally().toString());
        assertEquals(177, r.tally().notOffered(), r.tally().toString());
    }

    @Test
    void accpPassesEveryAesXtsVectorOfItsOneKeySize() {
        VectorRunner.Result r = new VectorRunner("ACCP", VectorFile.AES_XTS).run();
        assertEquals(List.of(), r.failures());
        // Pinned: ACCP takes 512-bit keys only (AES-256-XTS); the 256- and 384-bit groups are not offered. Were ACCP
        // not to load, every vector would be "not offered" and nothing would fail.
        assertEquals(41, r.tally().passed(), r.tally().toString());
        assertEquals(82, r.tally().notOffered(), r.tally().toString());
    }

    @Test
    void anEmptyCbcCiphertextIsRefusedByBouncyCastleAndAcceptedBySunJce() {
        assertEquals(
                0,
                new VectorRunner("BC", VectorFile.AES_CBC_PKCS5).run().tally().failed());
        List<Failure> sun =
                new VectorRunner("SunJCE", VectorFile.AES_CBC_PKCS5).run().failures();
        assertEquals(
                List.of("25", "97", "169"),
                sun.stream().map(f -> f.reproducer().get("tcId")).toList());
        assertTrue(sun.stream()
                .allMatch(f -> f.message().equals("accepted an invalid vector")
                        && f.reproducer().get("ct").isEmpty()));
    }

    @Test
    void aLegacyEncodingIsAcceptableNotFailed() {
        // tcId 6 "ASN encoding of s misses leading 0" is invalid with the flag MissingZero, bugType LEGACY
        VectorRunner.Result r = new VectorRunner("BC", VectorFile.ECDSA_P256_DER).run();
        assertTrue(
                r.failures().stream().noneMatch(f -> f.reproducer().get("tcId").equals("6")),
                r.failures().toString());
        assertTrue(r.tally().acceptable() >= 1, r.tally().toString());
    }

    @Test
    void sunJcesAcceptanceOfShortP1363SignaturesIsLegacyNotFailed() {
        // SignatureSize (bugType LEGACY): invalid, but no standard requires a size check; SunEC left-pads each half
        Set<String> signatureSize =
                Set.of("121", "123", "125", "127", "129", "131", "133", "135", "145", "147", "149", "151");
        VectorFile file = VectorFile.ECDSA_P256_P1363;
        SignatureVectors driver = new SignatureVectors("SunJCE", file);
        int accepted = 0;
        for (JsonNode group : file.read().path("testGroups")) {
            for (JsonNode test : group.path("tests")) {
                if (signatureSize.contains(test.path("tcId").asText())) {
                    assertEquals(Got.RIGHT, driver.check(group, test).got(), test.toString());
                    accepted++;
                }
            }
        }
        assertEquals(12, accepted);
        VectorRunner.Result r = new VectorRunner("SunJCE", file).run();
        assertTrue(
                r.failures().stream()
                        .noneMatch(f -> signatureSize.contains(f.reproducer().get("tcId"))),
                r.failures().toString());
        assertEquals(12, r.tally().acceptable(), r.tally().toString());
        assertEquals(r.failures().size(), r.tally().failed(), "every failure listed: " + r.tally());
    }

    @Test
    void sunJcesAesKwUnwrapRefusesEveryInvalidVectorAndOnlyItsDoFinalThrows() {
        // tcIds 14-24, 56-66, 111-121, a wrapped key of 0, 1 or 4 bytes: KeyWrapCipher.engineDoFinal sizes its output
        // as the input length minus 8 before checking it; Cipher.unwrap refuses them
        VectorRunner.Result r = new VectorRunner("SunJCE", VectorFile.AES_KW).run();
        assertEquals(129, r.tally().passed(), r.tally().toString());
        assertEquals(3, r.tally().acceptable(), r.tally().toString());
        assertEquals(33, r.tally().failed(), r.tally().toString());
        assertEquals(
                Map.of(
                        "threw an unchecked exception: doFinal (DECRYPT_MODE): java.lang.NegativeArraySizeException",
                        33),
                kinds(r));
        assertEquals(VectorRunner.KEPT_PER_KIND, r.failures().size());
    }

    @Test
    void bouncyCastlesWrapThrowsAnUncheckedExceptionForAKeyNotOfWholeBlocks() {
        // BaseWrapCipher.engineWrap turns only BadPaddingException into a checked one: RFC3394WrapEngine's
        // DataLengthException escapes Cipher.wrap. Its unwrap takes the 6-pass wrapping of an 8-byte key (deliberate).
        VectorRunner.Result r = new VectorRunner("BC", VectorFile.AES_KW).run();
        assertEquals(135, r.tally().passed(), r.tally().toString());
        assertEquals(27, r.tally().failed(), r.tally().toString());
        assertEquals(
                Map.of(
                        "threw an unchecked exception: wrap: org.bouncycastle.crypto.DataLengthException",
                        24,
                        "accepted an invalid vector: unwrap gives",
                        3),
                kinds(r));
    }

    private static Map<String, Integer> kinds(VectorRunner.Result r) {
        return r.kinds().stream().collect(Collectors.toMap(FailureKind::kind, FailureKind::count));
    }

    @Test
    void bouncyCastleLtsX25519IsCheckedThroughTheKeyEncodings() {
        // BC-LTS, a Java 8 build, takes no XECPublicKeySpec: its keys come from their X.509 and PKCS#8 encodings
        for (String lts : List.of("BC-LTS-java", "BC-LTS")) {
            Assumptions.assumeTrue(ProviderRegistry.loadFailure(lts) == null, lts + " does not load here");
            VectorRunner.Result r = new VectorRunner(lts, VectorFile.X25519).run();
            assertEquals(0, r.tally().failed(), r.failures().toString());
            assertEquals(264, r.tally().passed(), lts + ": " + r.tally());
            assertEquals(254, r.tally().acceptable(), lts + ": " + r.tally());
        }
    }

    @Test
    void anX25519KeyNoRouteDecodesIsNotOfferedWithTheException() {
        VectorRunner.Result r = new VectorRunner(X25519KeysRefused.class.getName(), VectorFile.X25519).run();
        assertEquals(518, r.tally().notOffered(), r.tally().toString());
        assertTrue(
                r.tally()
                        .note()
                        .endsWith("cannot decode an X25519 key: java.security.spec.InvalidKeySpecException: "
                                + "no key decoded: X509EncodedKeySpec"),
                r.tally().note());
    }

    @Test
    void bouncyCastlesRefusalOfAnAllZeroX25519SecretIsAcceptable() {
        // RFC 7748 section 6.1: BC's doPhase throws IllegalStateException, which KeyAgreement declares; Wycheproof:
        // acceptable
        VectorRunner.Result r = new VectorRunner("BC", VectorFile.X25519).run();
        assertEquals(0, r.tally().failed(), r.failures().toString());
        assertTrue(r.tally().acceptable() > 100, r.tally().toString());
    }

    @Test
    void aProviderWithoutTheAlgorithmIsNotOfferedWithTheReason() {
        VectorRunner.Result r = new VectorRunner("ACCP", VectorFile.CHACHA20_POLY1305).run();
        assertEquals(325, r.tally().notOffered());
        assertTrue(r.tally().note().contains("ACCP does not offer"), r.tally().note());
    }
}
