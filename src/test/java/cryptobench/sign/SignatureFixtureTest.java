package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.JdkServices;
import cryptobench.testing.Offered;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Security;
import java.security.Signature;
import java.security.SignatureException;
import java.security.SignatureSpi;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Signature fixtures on every provider that offers them, and broken providers refused. Key pairs are
 * made once per JVM per provider, type and size, so PKCS#1 and PSS share each RSA key.
 */
class SignatureFixtureTest {

    /** The classical cells; ML-DSA's are {@link PostQuantumFixtureTest}'s, which CI runs on every JDK that offers it. */
    static Stream<Arguments> cells() {
        List<Arguments> cells = new ArrayList<>();
        for (SignatureAlgorithm a : SignatureAlgorithm.values()) {
            if (a.isMlDsa()) {
                continue;
            }
            for (int bits : a.keySizes()) {
                for (String p : ProviderRegistry.builtinNames()) {
                    cells.add(Arguments.of(a, bits, p));
                }
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} {1} on {2}")
    @MethodSource("cells")
    void everyOfferedCellSignsAndVerifiesAcrossProviders(SignatureAlgorithm algorithm, int keyBits, String provider)
            throws Exception {
        SignatureFixture fixture = Offered.cell(
                provider, algorithm.displayName(), () -> SignatureFixture.create(provider, algorithm, keyBits));
        fixture.sign();
        assertTrue(fixture.verify(), fixture.validation());
        assertTrue(fixture.validation().contains("rejects a tampered message and signature"), fixture.validation());
    }

    @Test
    void whatEachProviderOffers() {
        for (SignatureAlgorithm a : SignatureAlgorithm.values()) {
            int bits = a.keySizes().get(0);
            if (a.isMlDsa() && !JdkServices.offers("Signature", a.jcaNames().get(0))) {
                // Without the JDK's ML-DSA only Bouncy Castle has it, with nothing to check it against here
                // (PostQuantumFixtureTest checks it against its ACVP known answers): the JDK's cell says why.
                UnsupportedCombinationException none = assertThrows(
                        UnsupportedCombinationException.class, () -> SignatureFixture.create("SunJCE", a, bits));
                assertTrue(none.getMessage().contains(a.displayName()), none.getMessage());
                continue;
            }
            SignatureFixture.create("SunJCE", a, bits);
            SignatureFixture.create("BC", a, bits);
        }
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> SignatureFixture.create("ACCP", SignatureAlgorithm.ML_DSA_44, 44));
        assertEquals("ACCP does not offer ML-DSA-44 (no Signature ML-DSA-44)", e.getMessage());
        // Conscrypt 2.6 added Ed25519 (2.5 had none)
        SignatureFixture.create("Conscrypt", SignatureAlgorithm.ED25519, 255);
        assertTrue(SignatureFixture.create("Conscrypt", SignatureAlgorithm.RSA_PSS_SHA256, 2048)
                .validation()
                .contains("SHA256withRSA/PSS (alias)"));
        assertTrue(SignatureFixture.create("SunJCE", SignatureAlgorithm.RSA_PKCS1_SHA256, 2048)
                .validation()
                .contains("same bytes as BC"));
    }

    @Test
    void aProviderWhoseSignaturesAreZerosIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> SignatureFixture.create(
                        ZeroSignatures.class.getName(), SignatureAlgorithm.RSA_PKCS1_SHA256, 2048));
        assertTrue(e.getMessage().contains("its signature does not verify with SunJCE"), e.getMessage());
    }

    @Test
    void aProviderThatAcceptsEverySignatureIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> SignatureFixture.create(AcceptsAll.class.getName(), SignatureAlgorithm.RSA_PKCS1_SHA256, 2048));
        assertTrue(e.getMessage().contains("accepts a signature over a different message"), e.getMessage());
    }

    @Test
    void badNamesAndSizesAreBadInput() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> SignatureAlgorithm.parse("DSA"));
        assertEquals(
                "unknown signature algorithm 'DSA'; valid: RSA-PKCS1-SHA256, RSA-PSS-SHA256, ECDSA-P256, ECDSA-P384, Ed25519, "
                        + "ML-DSA-44, ML-DSA-65, ML-DSA-87",
                e.getMessage());
        assertEquals(SignatureAlgorithm.ED25519, SignatureAlgorithm.parse("ed25519"));
        assertEquals(SignatureAlgorithm.RSA_PSS_SHA256, SignatureAlgorithm.parse("RSA_PSS_SHA256"));
        e = assertThrows(IllegalArgumentException.class, () -> RsaScheme.parse("OAEP"));
        assertEquals("unknown RSA scheme 'OAEP'; valid: PKCS1_SHA256, PSS_SHA256", e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class,
                () -> SignatureFixture.create("SunJCE", SignatureAlgorithm.RSA_PSS_SHA256, 1024));
        assertEquals("RSA-PSS-SHA256 has no 1024-bit keys; valid: [2048, 3072, 4096]", e.getMessage());
        assertFalse(SignatureAlgorithm.ECDSA_P256.deterministic());
    }

    /** SHA256withRSA that signs zeros and accepts anything. */
    public static final class ZeroSignatures extends Provider {
        private static final long serialVersionUID = 1L;

        public ZeroSignatures() {
            super("ZeroSignatures", "1", "SHA256withRSA that returns zeros");
            put("Signature.SHA256withRSA", Zeros.class.getName());
        }
    }

    /** SHA256withRSA that signs correctly (through the JDK) and accepts anything. */
    public static final class AcceptsAll extends Provider {
        private static final long serialVersionUID = 1L;

        public AcceptsAll() {
            super("AcceptsAll", "1", "SHA256withRSA whose verify is always true");
            put("Signature.SHA256withRSA", TrueVerifier.class.getName());
        }
    }

    public static class Zeros extends SignatureSpi {
        @Override
        protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {}

        @Override
        protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {}

        @Override
        protected void engineUpdate(byte b) {}

        @Override
        protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {}

        @Override
        protected byte[] engineSign() throws SignatureException {
            return new byte[256];
        }

        @Override
        protected boolean engineVerify(byte[] sigBytes) throws SignatureException {
            return true;
        }

        @Override
        @Deprecated
        protected void engineSetParameter(String param, Object value) {
            throw new UnsupportedOperationException();
        }

        @Override
        @Deprecated
        protected Object engineGetParameter(String param) {
            throw new UnsupportedOperationException();
        }
    }

    /** Signs through a real Signature, and accepts any signature. */
    public static class TrueVerifier extends Zeros {
        protected final Signature real;

        public TrueVerifier() throws Exception {
            this(Signature.getInstance("SHA256withRSA", Security.getProvider("SunRsaSign")));
        }

        protected TrueVerifier(Signature real) {
            this.real = real;
        }

        /** The key the real Signature signs with. */
        protected PrivateKey signingKey(PrivateKey key) throws InvalidKeyException {
            return key;
        }

        @Override
        protected void engineInitSign(PrivateKey privateKey) throws InvalidKeyException {
            real.initSign(signingKey(privateKey));
        }

        @Override
        protected void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
            real.initSign(signingKey(privateKey), random);
        }

        @Override
        protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
            try {
                real.update(b, off, len);
            } catch (SignatureException notSigning) {
                // a verifier: nothing to hash
            }
        }

        @Override
        protected byte[] engineSign() throws SignatureException {
            return real.sign();
        }
    }
}
