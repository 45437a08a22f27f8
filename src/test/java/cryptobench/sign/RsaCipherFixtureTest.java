package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** RSA encryption fixtures on every provider that offers them, and broken providers refused before measuring. */
class RsaCipherFixtureTest {

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (RsaPadding padding : RsaPadding.values()) {
            for (int bits : RsaCipherFixture.MODULUS_BITS) {
                for (String p : ProviderRegistry.builtinNames()) {
                    cells.add(Arguments.of(padding, bits, p));
                }
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} {1} on {2}")
    @MethodSource("cells")
    void everyOfferedCellEncryptsAndDecryptsAcrossProviders(RsaPadding padding, int bits, String provider)
            throws Exception {
        RsaCipherFixture fixture =
                Offered.cell(provider, padding.displayName(), () -> RsaCipherFixture.create(provider, padding, bits));
        assertEquals(bits / 8, fixture.encrypt().length);
        assertEquals(RsaCipherFixture.MESSAGE_BYTES, fixture.decrypt().length, fixture.validation());
        assertTrue(fixture.validation().contains("decrypts with "), fixture.validation());
    }

    @Test
    void theFourProvidersOfferBothPaddingsAndOaepRefusesTampering() {
        for (String p : List.of("SunJCE", "BC", "Conscrypt", "ACCP")) {
            String oaep =
                    RsaCipherFixture.create(p, RsaPadding.OAEP_SHA256, 2048).validation();
            assertTrue(oaep.contains("refuses a tampered ciphertext"), p + ": " + oaep);
            RsaCipherFixture.create(p, RsaPadding.PKCS1, 2048);
        }
    }

    @Test
    void anOaepThatTakesTheNamesMeaningOverTheParametersIsRefused() {
        // SunJCE's "OAEPWithSHA-256AndMGF1Padding" is MGF1 with SHA-1: its ciphertext is not the parameters' OAEP.
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> RsaCipherFixture.create(
                        BrokenRsaProviders.Mgf1Sha1.class.getName(), RsaPadding.OAEP_SHA256, 2048));
        assertTrue(
                e.getMessage().contains("its ciphertext does not decrypt to the message with SunJCE"), e.getMessage());
    }

    @Test
    void anOaepThatReleasesBytesOfATamperedCiphertextIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> RsaCipherFixture.create(
                        BrokenRsaProviders.ReleasesOnBadPadding.class.getName(), RsaPadding.OAEP_SHA256, 2048));
        assertTrue(
                e.getMessage().contains("decrypts a tampered ciphertext to 32 bytes instead of refusing it"),
                e.getMessage());
    }

    @Test
    void anEncryptionWithoutRandomPaddingIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> RsaCipherFixture.create(BrokenRsaProviders.NoRandomness.class.getName(), RsaPadding.PKCS1, 2048));
        assertTrue(e.getMessage().contains("two encryptions of one message are equal"), e.getMessage());
    }

    @Test
    void badPaddingsAndModuliAreBadInputAndAMissingCipherIsUnsupported() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RsaPadding.parse("OAEP"));
        assertEquals("unknown RSA padding 'OAEP'; valid: OAEP_SHA256, PKCS1", e.getMessage());
        assertEquals(RsaPadding.PKCS1, RsaPadding.parse("rsa-pkcs1-v1_5"));
        e = assertThrows(
                IllegalArgumentException.class, () -> RsaCipherFixture.create("SunJCE", RsaPadding.PKCS1, 1024));
        assertEquals("RSA-PKCS1-v1_5 has no 1024-bit keys; valid: [2048, 3072, 4096]", e.getMessage());
        UnsupportedCombinationException none = assertThrows(
                UnsupportedCombinationException.class,
                () -> RsaCipherFixture.create(
                        BrokenRsaProviders.NoRandomness.class.getName(), RsaPadding.OAEP_SHA256, 2048));
        assertTrue(
                none.getMessage().endsWith("does not offer RSA-OAEP-SHA256 (no Cipher RSA/ECB/OAEPPadding)"),
                none.getMessage());
    }
}
