package cryptobench.digest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.Offered;
import java.security.MessageDigestSpi;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Digest and HMAC fixtures: known answers through every provider that offers them, and a broken provider refused. */
class DigestFixtureTest {

    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (DigestAlgorithm a : DigestAlgorithm.values()) {
            for (String p : ProviderRegistry.builtinNames()) {
                cells.add(Arguments.of(a, p));
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("cells")
    void everyOfferedCellPassesItsKnownAnswerAndAgreesWithAnotherProvider(DigestAlgorithm algorithm, String provider)
            throws Exception {
        DigestFixture fixture =
                Offered.cell(provider, algorithm.jcaName(), () -> DigestFixture.create(provider, algorithm, 1024));
        fixture.compute();
        byte[] first = fixture.lastOutput();
        fixture.compute();
        assertArrayEquals(first, fixture.lastOutput(), "the measured call gives the same output every time");
        // The fixture's message and key, as DigestFixture.create makes them.
        byte[] message = new byte[1024];
        new Random(1024).nextBytes(message);
        byte[] key = new byte[32];
        new Random(~1024).nextBytes(key);
        int compared = 0;
        for (String other : ProviderRegistry.builtinNames()) {
            Provider reference;
            try {
                reference = other.equals(provider) ? null : DigestFixture.provider(other, algorithm);
            } catch (UnsupportedCombinationException notOffered) {
                reference = null;
            }
            if (reference != null) {
                assertArrayEquals(
                        DigestFixture.compute(reference, algorithm, key, message),
                        first,
                        "the measured call's output is " + other + "'s for the same message");
                compared++;
            }
        }
        // RIPEMD160 is Bouncy Castle's alone: its published known answer (checked in create) is all there is.
        assertTrue(compared > 0 || algorithm == DigestAlgorithm.RIPEMD160, "no other provider computed " + algorithm);
    }

    @Test
    void theJdkAndBouncyCastleOfferTheCommonOnes() {
        for (DigestAlgorithm a : List.of(
                DigestAlgorithm.MD5,
                DigestAlgorithm.SHA1,
                DigestAlgorithm.SHA256,
                DigestAlgorithm.SHA512,
                DigestAlgorithm.SHA3_256,
                DigestAlgorithm.HMAC_SHA256,
                DigestAlgorithm.HMAC_SHA512)) {
            DigestFixture.create("SunJCE", a, 64);
            DigestFixture.create("BC", a, 64);
        }
        DigestFixture.create("BC", DigestAlgorithm.RIPEMD160, 64);
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> DigestFixture.create("SunJCE", DigestAlgorithm.RIPEMD160, 64));
        assertEquals("SunJCE does not offer RIPEMD160", e.getMessage());
    }

    @Test
    void aProviderWithWrongOutputIsRefusedBeforeItIsMeasured() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> DigestFixture.create(ZeroSha256.class.getName(), DigestAlgorithm.SHA256, 1024));
        assertTrue(e.getMessage().contains("disagrees with the published known answer"), e.getMessage());
    }

    @Test
    void badNamesAndSizesAreBadInput() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> DigestAlgorithm.parse("SHA-999"));
        assertTrue(
                e.getMessage().startsWith("unknown digest or MAC 'SHA-999'; valid: MD5, SHA-1, SHA-256"),
                e.getMessage());
        assertEquals(DigestAlgorithm.HMAC_SHA256, DigestAlgorithm.parse("hmacsha256"));
        assertThrows(IllegalArgumentException.class, () -> DigestFixture.create("SunJCE", DigestAlgorithm.SHA256, 0));
    }

    /** A provider whose SHA-256 always returns zeros. */
    public static final class ZeroSha256 extends Provider {
        private static final long serialVersionUID = 1L;

        public ZeroSha256() {
            super("ZeroSha256", "1", "SHA-256 that returns zeros");
            put("MessageDigest.SHA-256", Zeros.class.getName());
        }
    }

    public static final class Zeros extends MessageDigestSpi {
        @Override
        protected void engineUpdate(byte input) {}

        @Override
        protected void engineUpdate(byte[] input, int offset, int len) {}

        @Override
        protected byte[] engineDigest() {
            return new byte[32];
        }

        @Override
        protected int engineGetDigestLength() {
            return 32;
        }

        @Override
        protected void engineReset() {}
    }
}
