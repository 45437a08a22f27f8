package cryptobench.kdf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.Security;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** PBKDF2-HMAC-SHA256 is checked against RFC 7914 and another provider before it is measured. */
class Pbkdf2FixtureTest {

    @Test
    void theJdksPbkdf2IsCheckedAgainstTheRfcAndBouncyCastle() throws Exception {
        Pbkdf2Fixture fixture = Pbkdf2Fixture.create("SunJCE", 1000);
        assertEquals(Pbkdf2Fixture.KEY_BYTES, fixture.derive().length);
        assertArrayEquals(fixture.derive(), fixture.derive());
        assertTrue(fixture.validation().contains("RFC 7914"), fixture.validation());
        assertTrue(fixture.validation().contains("agrees with BC's PBKDF2WithHmacSHA256"), fixture.validation());
    }

    @Test
    void theComposedReferenceGivesRfc7914sFirstVector() throws Exception {
        byte[] dk =
                Pbkdf2Fixture.rfc8018(Security.getProvider("SunJCE"), "passwd".toCharArray(), "salt".getBytes(), 1, 64);
        assertEquals(
                "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc"
                        + "49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783",
                HexFormat.of().formatHex(dk));
    }

    @Test
    void aPbkdf2ThatStopsEarlyIsRefusedBeforeMeasuring() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> Pbkdf2Fixture.create(BrokenKdfProviders.CapsIterations.class.getName(), 1000));
        assertTrue(e.getMessage().contains("RFC 7914's vector at 80000 iterations"), e.getMessage());
    }

    @Test
    void aProviderWithoutPbkdf2IsUnsupportedWithTheReason() {
        UnsupportedCombinationException e =
                assertThrows(UnsupportedCombinationException.class, () -> Pbkdf2Fixture.create("Conscrypt", 1000));
        assertTrue(
                e.getMessage().contains("Conscrypt offers no SecretKeyFactory PBKDF2WithHmacSHA256"), e.getMessage());
    }

    @Test
    void anIterationCountThatIsNotMeasuredNamesTheValidOnes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> Pbkdf2Fixture.create("SunJCE", 10));
        assertTrue(e.getMessage().contains("[1000, 600000]"), e.getMessage());
    }
}
