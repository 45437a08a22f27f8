package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import org.junit.jupiter.api.Test;

/** A provider's generated keys are checked against another provider before key generation is measured. */
class KeyGenFixtureTest {

    @Test
    void bouncyCastlesEcKeysAreSignedAndVerifiedByTheJdk() {
        KeyGenFixture fixture = KeyGenFixture.create("BC", KeyType.EC_P384);
        assertNotNull(fixture.generate());
        assertTrue(
                fixture.validation().contains("SunJCE re-makes the keys, signs with SHA384withECDSA and verifies"),
                fixture.validation());
    }

    @Test
    void x25519KeysAreCheckedByAgreement() {
        KeyGenFixture fixture = KeyGenFixture.create("SunJCE", KeyType.X25519);
        assertTrue(fixture.validation().contains("agrees both ways"), fixture.validation());
    }

    @Test
    void aGeneratorWhosePublicKeyIsAnotherPairsIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyGenFixture.create(BrokenKeyGenProviders.MismatchedPair.class.getName(), KeyType.EC_P256));
        assertTrue(e.getMessage().contains("the public key is not the private key's"), e.getMessage());
    }

    @Test
    void aGeneratorOnAnotherCurveOfTheSameSizeIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyGenFixture.create(BrokenKeyGenProviders.WrongCurve.class.getName(), KeyType.EC_P256));
        assertTrue(
                e.getMessage().contains("a key on another curve than secp256r1 (order of 256 bits)"), e.getMessage());
    }

    @Test
    void aGeneratorThatIgnoresTheSizeIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyGenFixture.create(BrokenKeyGenProviders.ShortRsa.class.getName(), KeyType.RSA_2048));
        assertTrue(e.getMessage().contains("a modulus of 1024 bits"), e.getMessage());
    }

    @Test
    void aProviderWithoutTheGeneratorIsUnsupportedWithTheReason() {
        UnsupportedCombinationException e =
                assertThrows(UnsupportedCombinationException.class, () -> KeyGenFixture.create("ACCP", KeyType.X25519));
        assertTrue(e.getMessage().contains("ACCP has no KeyPairGenerator X25519"), e.getMessage());
    }
}
