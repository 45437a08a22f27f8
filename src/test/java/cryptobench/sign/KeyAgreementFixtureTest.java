package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import java.math.BigInteger;
import java.security.Key;
import java.security.KeyFactory;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.NamedParameterSpec;
import java.security.spec.XECPrivateKeySpec;
import java.security.spec.XECPublicKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import javax.crypto.KeyAgreement;
import javax.crypto.KeyAgreementSpi;
import javax.crypto.SecretKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Key-agreement fixtures on every provider that offers them, the RFC 7748 vector, and a broken provider refused. */
class KeyAgreementFixtureTest {

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (KeyAgreementAlgorithm a : KeyAgreementAlgorithm.values()) {
            for (String p : ProviderRegistry.builtinNames()) {
                cells.add(Arguments.of(a, p));
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cells")
    void everyOfferedCellAgreesWithItselfAndAnotherProvider(KeyAgreementAlgorithm algorithm, String provider)
            throws Exception {
        KeyAgreementFixture fixture =
                Offered.cell(provider, algorithm.displayName(), () -> KeyAgreementFixture.create(provider, algorithm));
        fixture.agree();
        assertTrue(fixture.validation().contains("both sides agree, and with "), fixture.validation());
    }

    @Test
    void x25519PassesTheRfc7748VectorOnTheJdkAndBouncyCastle() {
        for (String provider : List.of("SunJCE", "BC")) {
            String validation = KeyAgreementFixture.create(provider, KeyAgreementAlgorithm.X25519)
                    .validation();
            assertTrue(validation.contains("RFC 7748 section 6.1 known answer"), validation);
        }
    }

    /** The vector itself, through the JDK's raw-key specs rather than the fixture's DER wrapping. */
    @Test
    void theRfc7748VectorAsPrinted() throws Exception {
        HexFormat hex = HexFormat.of();
        KeyFactory kf = KeyFactory.getInstance("X25519", Security.getProvider("SunEC"));
        var alice = kf.generatePrivate(new XECPrivateKeySpec(
                NamedParameterSpec.X25519, hex.parseHex(KeyAgreementFixture.RFC7748_ALICE_PRIVATE)));
        byte[] bobPublic = hex.parseHex(KeyAgreementFixture.RFC7748_BOB_PUBLIC);
        // XECPublicKeySpec takes u as a number; the RFC prints it little-endian.
        byte[] bigEndian = new byte[bobPublic.length];
        for (int i = 0; i < bobPublic.length; i++) {
            bigEndian[i] = bobPublic[bobPublic.length - 1 - i];
        }
        var bob = kf.generatePublic(new XECPublicKeySpec(NamedParameterSpec.X25519, new BigInteger(1, bigEndian)));
        KeyAgreement ka = KeyAgreement.getInstance("X25519", Security.getProvider("SunEC"));
        ka.init(alice);
        ka.doPhase(bob, true);
        assertArrayEquals(
                hex.parseHex("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"), ka.generateSecret());
    }

    @Test
    void aProviderWhoseSecretsAreZerosIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyAgreementFixture.create(ZeroSecrets.class.getName(), KeyAgreementAlgorithm.X25519));
        assertTrue(e.getMessage().contains("disagrees with SunJCE's secret for the same keys"), e.getMessage());
    }

    @Test
    void unsupportedCellsSayWhy() {
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> KeyAgreementFixture.create("ACCP", KeyAgreementAlgorithm.X25519));
        assertEquals("ACCP does not offer X25519 (no KeyAgreement X25519)", e.getMessage());
    }

    @Test
    void badNamesAreBadInput() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> KeyAgreementAlgorithm.parse("X448"));
        assertEquals("unknown key agreement 'X448'; valid: X25519, ECDH-P256, ECDH-P384", e.getMessage());
        assertEquals(KeyAgreementAlgorithm.ECDH_P256, KeyAgreementAlgorithm.parse("ecdh_p256"));
    }

    /** X25519 whose every secret is 32 zero bytes: both sides agree, but not with anyone else. */
    public static final class ZeroSecrets extends Provider {
        private static final long serialVersionUID = 1L;

        public ZeroSecrets() {
            super("ZeroSecrets", "1", "X25519 that returns zeros");
            put("KeyAgreement.X25519", Zeros.class.getName());
        }
    }

    public static final class Zeros extends KeyAgreementSpi {
        @Override
        protected void engineInit(Key key, SecureRandom random) {}

        @Override
        protected void engineInit(Key key, AlgorithmParameterSpec params, SecureRandom random) {}

        @Override
        protected Key engineDoPhase(Key key, boolean lastPhase) {
            return null;
        }

        @Override
        protected byte[] engineGenerateSecret() {
            return new byte[32];
        }

        @Override
        protected int engineGenerateSecret(byte[] sharedSecret, int offset) {
            Arrays.fill(sharedSecret, offset, offset + 32, (byte) 0);
            return 32;
        }

        @Override
        protected SecretKey engineGenerateSecret(String algorithm) {
            throw new UnsupportedOperationException();
        }
    }
}
