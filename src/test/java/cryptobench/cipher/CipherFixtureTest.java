package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import cryptobench.verify.broken.XtsShortTweak;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class CipherFixtureTest {

    static Stream<Arguments> everyAlgorithmAndProvider() {
        return Stream.of(CipherAlgorithm.values())
                .flatMap(a -> ProviderRegistry.builtinNames().stream().map(p -> Arguments.of(p, a)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyAlgorithmAndProvider")
    void encryptsAndDecryptsRepeatedlyWhereOffered(String provider, CipherAlgorithm algorithm) throws Exception {
        int dataSize = 1024;
        CipherFixture fixture = Offered.cell(
                provider,
                algorithm.displayName(),
                () -> CipherFixture.create(new CipherConfig(provider, algorithm, 256, dataSize)));
        int expected = switch (algorithm.kind()) {
            case AEAD -> dataSize + CipherAlgorithm.TAG_BITS / 8;
            case PADDED -> dataSize + CipherAlgorithm.BLOCK;
            default -> dataSize;
        };
        // Three in a row: AEAD needs a fresh nonce each time (SunJCE refuses reuse), and SunJCE's
        // ChaCha20-Poly1305 refuses a decrypt init that repeats the previous nonce.
        for (int i = 0; i < 3; i++) {
            assertEquals(expected, fixture.encrypt());
            assertEquals(dataSize, fixture.decrypt());
        }
        assertTrue(fixture.validation().contains("round trip"), fixture.validation());
    }

    @Test
    void crossChecksAgainstAReferenceProvider() {
        assertTrue(fixture("BC", CipherAlgorithm.AES_GCM, 128).validation().contains("same bytes as SunJCE"));
        assertTrue(fixture("SunJCE", CipherAlgorithm.AES_GCM, 128).validation().contains("same bytes as BC"));
        assertTrue(fixture("BC", CipherAlgorithm.AES_GCM, 128).validation().contains("forged tag rejected"));
    }

    @Test
    void rejectsAProviderThatFailsTheKnownAnswers() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> fixture(FakeProviders.WrongBytes.class.getName(), CipherAlgorithm.AES_GCM, 128));
        assertTrue(e.getMessage().contains("fails the known-answer vector"), e.getMessage());
    }

    @Test
    void rejectsAProviderThatDisagreesWithTheReference() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> fixture(FakeProviders.WrongOnLongInputs.class.getName(), CipherAlgorithm.AES_GCM, 128));
        assertTrue(e.getMessage().contains("disagree"), e.getMessage());
        assertTrue(e.getMessage().contains("first difference at byte 100"), e.getMessage());
    }

    @Test
    void checksTheMeasuredCallIntoTheOutputBufferToo() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> fixture(FakeProviders.WrongIntoBuffer.class.getName(), CipherAlgorithm.AES_GCM, 128));
        assertTrue(
                e.getMessage()
                        .contains("doFinal into the output buffer gives other bytes than a one-shot doFinal(byte[])"),
                e.getMessage());
    }

    @Test
    void aProviderNamedByItsClassIsNotItsOwnReference() {
        String bcByClass = "org.bouncycastle.jce.provider.BouncyCastleProvider";
        String v = fixture(bcByClass, CipherAlgorithm.AES_GCM, 128).validation();
        assertTrue(v.contains("same bytes as SunJCE, 70 sweep cases around 1024 bytes"), v);
        // Only BC offers EAX: no reference, so the known-answer vectors carry the validation.
        String eax = fixture("bc", CipherAlgorithm.AES_EAX, 128).validation();
        assertFalse(eax.contains("same bytes as"), eax);
        assertTrue(eax.startsWith("9 known-answer vectors"), eax);
    }

    @Test
    void xtsIsComparedWithIeee1619ComposedFromAnotherProvidersEcb() throws Exception {
        // 1000 bytes: 62 blocks and 8 bytes, so the measured calls take the ciphertext-stealing path
        CipherFixture f = Offered.cell(
                "ACCP",
                "AES-XTS",
                () -> CipherFixture.create(new CipherConfig("ACCP", CipherAlgorithm.AES_XTS, 512, 1000)));
        String v = f.validation();
        assertTrue(
                v.startsWith("1 known-answer vectors, round trip, same bytes as IEEE 1619 XTS composed from "
                        + "SunJCE's AES/ECB/NoPadding, "),
                v);
        assertFalse(v.contains("tag"), v);
        for (int i = 0; i < 3; i++) {
            assertEquals(1000, f.encrypt());
            assertEquals(1000, f.decrypt());
        }
    }

    @Test
    void rejectsAnXtsThatPassesIeee1619sVectorsButDisagreesWithTheReference() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> CipherFixture.create(
                        new CipherConfig(XtsShortTweak.class.getName(), CipherAlgorithm.AES_XTS, 512, 1024)));
        // ACCP's own XTS where it loads, else XTS composed from SunJCE's ECB: both refuse it
        assertTrue(e.getMessage().contains("disagree on AES/XTS/NoPadding-512 of 1024 bytes"), e.getMessage());
        assertTrue(e.getMessage().contains("XtsShortTweak gives wrong bytes"), e.getMessage());
    }

    @Test
    void xtsDataSizesTheModeDoesNotDefineAreUnsupportedWithTheReason() {
        String xts = XtsShortTweak.class.getName();
        assertMessage(
                "needs a data unit of at least 16 bytes",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(new CipherConfig(xts, CipherAlgorithm.AES_XTS, 512, 15))));
        assertMessage(
                "at most 16777216 bytes (IEEE Std 1619: 2^20 blocks), not dataSize 16777217",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(
                                new CipherConfig(xts, CipherAlgorithm.AES_XTS, 512, (1 << 24) + 1))));
        assertMessage(
                "SunJCE does not offer AES/XTS/NoPadding",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_XTS, 512, 1024))));
        assertMessage(
                "is defined for 256, 512-bit keys only, not 128",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(new CipherConfig(xts, CipherAlgorithm.AES_XTS, 128, 1024))));
    }

    @Test
    void accpTakesOnlyAes256Xts() throws Exception {
        Offered.load("ACCP");
        assertMessage(
                "ACCP refuses 256-bit keys for AES/XTS/NoPadding",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(new CipherConfig("ACCP", CipherAlgorithm.AES_XTS, 256, 1024))));
    }

    @Test
    void rejectsAProviderThatAcceptsForgedTags() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> fixture(FakeProviders.SkipsTagCheck.class.getName(), CipherAlgorithm.AES_GCM, 128));
        assertTrue(e.getMessage().contains("forged tag"), e.getMessage());
    }

    @Test
    void combinationsAProviderDoesNotOfferAreUnsupportedWithTheReason() {
        assertMessage(
                "Conscrypt refuses 192-bit keys",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> fixture("Conscrypt", CipherAlgorithm.AES_GCM, 192)));
        assertMessage(
                "ACCP does not offer AES/CTR/NoPadding",
                assertThrows(
                        UnsupportedCombinationException.class, () -> fixture("ACCP", CipherAlgorithm.AES_CTR, 128)));
        assertMessage(
                "256-bit keys only",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> fixture("SunJCE", CipherAlgorithm.CHACHA20_POLY1305, 128)));
        assertMessage(
                "multiple of 16",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_CBC, 128, 38))));
        assertMessage(
                "cannot load here: UnsatisfiedLinkError: no fakecrypto in java.library.path",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> fixture(
                                FakeProviders.NativeLibraryMissing.class.getName(), CipherAlgorithm.AES_GCM, 128)));
        assertMessage(
                "WrongBytes does not offer AES/CTR/NoPadding",
                assertThrows(
                        UnsupportedCombinationException.class,
                        () -> fixture(FakeProviders.WrongBytes.class.getName(), CipherAlgorithm.AES_CTR, 128)));
    }

    @Test
    void badInputIsAnErrorNamingTheValidValues() {
        assertMessage(
                "keyBits 100 is not a valid key size for AES-GCM; valid: 128, 192, 256",
                assertThrows(IllegalArgumentException.class, () -> fixture("SunJCE", CipherAlgorithm.AES_GCM, 100)));
        assertMessage(
                "valid: SunJCE, BC, Conscrypt, ACCP",
                assertThrows(IllegalArgumentException.class, () -> fixture("OpenSSL", CipherAlgorithm.AES_GCM, 128)));
        assertMessage(
                "dataSize must be a positive number",
                assertThrows(
                        IllegalArgumentException.class,
                        () -> CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_GCM, 128, 0))));
    }

    private static CipherFixture fixture(String provider, CipherAlgorithm algorithm, int keyBits) {
        return CipherFixture.create(new CipherConfig(provider, algorithm, keyBits, 1024));
    }

    private static void assertMessage(String expected, Exception e) {
        assertTrue(e.getMessage().contains(expected), "expected '" + expected + "' in: " + e.getMessage());
    }
}
