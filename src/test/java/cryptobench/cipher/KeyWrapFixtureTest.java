package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** AES-KW and AES-KWP on every provider that offers them, and broken providers refused. */
class KeyWrapFixtureTest {

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (WrapMode mode : WrapMode.values()) {
            for (WrappedKey key : WrappedKey.values()) {
                for (String p : ProviderRegistry.builtinNames()) {
                    cells.add(Arguments.of(mode, key, p));
                }
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} of {1} on {2}")
    @MethodSource("cells")
    void everyOfferedCellWrapsAsTheRfcsAndAnotherProviderDo(WrapMode mode, WrappedKey key, String provider)
            throws Exception {
        KeyWrapFixture fixture = Offered.cell(
                provider,
                mode.displayName() + " of an " + key.displayName(),
                () -> KeyWrapFixture.create(provider, mode, key));
        assertArrayEquals(key.key().getEncoded(), fixture.unwrap().getEncoded());
        assertEquals(
                key.key().getEncoded().length
                        + (mode == WrapMode.KW ? 8 : 8 + (8 - key.key().getEncoded().length % 8) % 8),
                fixture.wrap().length);
        assertTrue(fixture.validation().contains("refuses tampered wrappings"), fixture.validation());
        assertTrue(
                fixture.validation().contains(mode == WrapMode.KW ? "2 RFC 3394 vectors" : "2 RFC 5649 vectors"),
                fixture.validation());
    }

    @Test
    void kwOfAKeyThatIsNotWholeBlocksIsUnsupportedWithTheReason() {
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> KeyWrapFixture.create("SunJCE", WrapMode.KW, WrappedKey.RSA_2048));
        assertEquals(
                "AES-KW (RFC 3394) wraps whole 8-byte blocks; the RSA-2048 private key is 1217 bytes: KWP pads it",
                e.getMessage());
        e = assertThrows(
                UnsupportedCombinationException.class,
                () -> KeyWrapFixture.create("Conscrypt", WrapMode.KWP, WrappedKey.AES_128));
        assertTrue(e.getMessage().startsWith("Conscrypt does not offer AES-KWP"), e.getMessage());
    }

    @Test
    void aProviderThatWrapsWronglyFailsTheRfcVectors() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyWrapFixture.create(WrongWraps.class.getName(), WrapMode.KWP, WrappedKey.AES_256));
        assertTrue(e.getMessage().contains("RFC 5649 6 (20 bytes) gives"), e.getMessage());
    }

    @Test
    void aProviderThatUnwrapsTamperedWrappingsIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KeyWrapFixture.create(UnwrapsTampered.class.getName(), WrapMode.KWP, WrappedKey.AES_128));
        assertTrue(e.getMessage().contains("unwraps a tampered wrapping"), e.getMessage());
    }

    /** AES/KWP/NoPadding through SunJCE with the last output byte of every encryption flipped. */
    public static final class WrongWraps extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongWraps() {
            super("WrongWraps", "1", "KWP with a flipped byte");
            put("Cipher.AES/KWP/NoPadding", WrongWrapsSpi.class.getName());
        }
    }

    /** AES/KWP/NoPadding through SunJCE that, when a wrapping fails its integrity check, returns the last key it unwrapped. */
    public static final class UnwrapsTampered extends Provider {
        private static final long serialVersionUID = 1L;

        public UnwrapsTampered() {
            super("UnwrapsTampered", "1", "KWP without the integrity check on unwrap");
            put("Cipher.AES/KWP/NoPadding", UnwrapsTamperedSpi.class.getName());
        }
    }

    public static final class WrongWrapsSpi extends KwpSpi {
        @Override
        protected byte[] afterEncrypt(byte[] out) {
            out[out.length - 1] ^= 1;
            return out;
        }
    }

    public static final class UnwrapsTamperedSpi extends KwpSpi {
        private Key last;

        @Override
        protected Key engineUnwrap(byte[] wrapped, String algorithm, int type)
                throws InvalidKeyException, NoSuchAlgorithmException {
            try {
                last = super.engineUnwrap(wrapped, algorithm, type);
            } catch (InvalidKeyException tampered) {
                if (last == null) {
                    throw tampered;
                }
            }
            return last;
        }
    }

    /** SunJCE's AES/KWP/NoPadding behind a CipherSpi of another provider. */
    abstract static class KwpSpi extends FakeProviders.DelegatingSpi {
        @Override
        protected String transformation() {
            return "AES/KWP/NoPadding";
        }
    }
}
