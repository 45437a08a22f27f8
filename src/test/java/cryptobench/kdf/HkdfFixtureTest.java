package cryptobench.kdf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.Security;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** HKDF-SHA256 is checked against RFC 5869 and other providers before it is measured, through each API. */
class HkdfFixtureTest {

    @Test
    void bouncyCastlesSecretKeyFactoryIsCheckedAgainstTheRfcAndAnotherProvider() throws Exception {
        HkdfFixture fixture = HkdfFixture.create("BC", HkdfApi.SECRET_KEY_FACTORY, 64);
        assertEquals(64, fixture.derive().length);
        assertTrue(fixture.validation().contains("RFC 5869 test cases 1 and 3"), fixture.validation());
        assertTrue(fixture.validation().contains("composed from SunJCE's HmacSHA256"), fixture.validation());
    }

    @Test
    void theComposedReferenceGivesRfc5869sFirstCase() throws Exception {
        byte[] okm = KdfCalls.rfc5869(
                Security.getProvider("SunJCE"),
                HexFormat.of().parseHex("0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b"),
                HexFormat.of().parseHex("000102030405060708090a0b0c"),
                HexFormat.of().parseHex("f0f1f2f3f4f5f6f7f8f9"),
                42);
        assertEquals(
                "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865",
                HexFormat.of().formatHex(okm));
    }

    @Test
    void anHkdfWithAWrongExpandIsRefusedBeforeMeasuring() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> HkdfFixture.create(
                        BrokenKdfProviders.WrongExpand.class.getName(), HkdfApi.SECRET_KEY_FACTORY, 32));
        assertTrue(e.getMessage().contains("RFC 5869's test case 1 gives"), e.getMessage());
    }

    @Test
    void theJdksKdfIsMeasuredWhereTheJdkHasItAndUnsupportedWithTheReasonElsewhere() throws Exception {
        if (Runtime.version().feature() >= 25) {
            HkdfFixture fixture = HkdfFixture.create("SunJCE", HkdfApi.KDF, 32);
            assertEquals(32, fixture.derive().length);
        } else {
            UnsupportedCombinationException e = assertThrows(
                    UnsupportedCombinationException.class, () -> HkdfFixture.create("SunJCE", HkdfApi.KDF, 32));
            assertTrue(e.getMessage().contains("this JDK has no javax.crypto.KDF"), e.getMessage());
        }
    }

    @Test
    void aProviderWithoutAnHkdfFactoryIsUnsupportedWithTheReason() {
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> HkdfFixture.create("Conscrypt", HkdfApi.SECRET_KEY_FACTORY, 32));
        assertTrue(e.getMessage().contains("Conscrypt offers no HKDF SecretKeyFactory"), e.getMessage());
    }
}
