package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import cryptobench.testing.JdkServices;
import cryptobench.testing.Offered;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.SignatureException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * ML-KEM, the X25519MLKEM768 hybrid and ML-DSA: every built-in cell that this JDK offers validates
 * (where the JDK has none, only Bouncy Castle has them, and without a second provider to check it against
 * they are unsupported; .ci/run runs this class on every JDK it finds that has ML-KEM), and deliberately
 * broken providers are refused.
 * The broken providers wrap Bouncy Castle's services and break one thing each.
 */
class PostQuantumFixtureTest {

    static Stream<Arguments> kemCells() {
        List<Arguments> cells = new ArrayList<>();
        for (KemAlgorithm a : KemAlgorithm.values()) {
            for (String p : ProviderRegistry.builtinNames()) {
                cells.add(Arguments.of(a, p));
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("kemCells")
    void everyOfferedKemCellRoundTripsAcrossProvidersWithKnownAnswers(KemAlgorithm algorithm, String provider)
            throws Exception {
        KemFixture fixture = Offered.cell(provider, algorithm.jcaName(), () -> KemFixture.create(provider, algorithm));
        assertNotNull(fixture.keyGen());
        assertNotNull(fixture.encapsulate());
        assertEquals(KemAlgorithm.SECRET_BYTES, fixture.decapsulate().getEncoded().length);
        assertTrue(fixture.validation().contains("implicit-rejection"), fixture.validation());
        assertTrue(fixture.validation().contains("FIPS 203 keyGen known answer"), fixture.validation());
    }

    static Stream<Arguments> mlDsaCells() {
        List<Arguments> cells = new ArrayList<>();
        for (SignatureAlgorithm a : SignatureAlgorithm.values()) {
            if (a.isMlDsa()) {
                for (String p : ProviderRegistry.builtinNames()) {
                    cells.add(Arguments.of(a, p));
                }
            }
        }
        return cells.stream();
    }

    @ParameterizedTest(name = "{0} on {1}")
    @MethodSource("mlDsaCells")
    void everyOfferedMlDsaCellSignsAndVerifiesAcrossProviders(SignatureAlgorithm algorithm, String provider)
            throws Exception {
        int bits = algorithm.keySizes().get(0);
        SignatureFixture fixture = Offered.cell(
                provider, algorithm.displayName(), () -> SignatureFixture.create(provider, algorithm, bits));
        fixture.sign();
        assertTrue(fixture.verify(), fixture.validation());
        assertTrue(fixture.validation().contains("rejects a tampered message and signature"), fixture.validation());
    }

    /**
     * The JDK's own cells follow what this JDK's providers offer, asked of the JCA, whatever its version says
     * (Debian's 17.0.21.1 has ML-KEM and ML-DSA; 17.0.15 has neither): measured where offered, else
     * unsupported with a reason that names the build.
     */
    @Test
    void theJdksCellsFollowWhatThisJdkOffers() throws Exception {
        if (JdkServices.offers("KEM", "ML-KEM-768")) {
            assertTrue(KemFixture.create("SunJCE", KemAlgorithm.ML_KEM_768)
                    .validation()
                    .contains("FIPS 203 keyGen known answer"));
        } else {
            UnsupportedCombinationException e = assertThrows(
                    UnsupportedCombinationException.class, () -> KemFixture.create("SunJCE", KemAlgorithm.ML_KEM_768));
            assertTrue(e.getMessage().contains(ProviderRegistry.jdkBuild()), e.getMessage());
        }
        if (JdkServices.offers("Signature", "ML-DSA-65")) {
            assertTrue(SignatureFixture.create("SunJCE", SignatureAlgorithm.ML_DSA_65, 65)
                    .verify());
        } else {
            UnsupportedCombinationException e = assertThrows(
                    UnsupportedCombinationException.class,
                    () -> SignatureFixture.create("SunJCE", SignatureAlgorithm.ML_DSA_65, 65));
            assertEquals(
                    "SunJCE does not offer ML-DSA-65 (no Signature ML-DSA-65 in " + ProviderRegistry.jdkBuild() + ")",
                    e.getMessage());
        }
    }

    @Test
    void aReasonNamesTheJdkBuildForTheJdksProvidersOnly() {
        assertEquals("JDK " + System.getProperty("java.runtime.version"), ProviderRegistry.jdkBuild());
        assertTrue(ProviderRegistry.jdkBuild().contains("+"), "a build, not a version: " + ProviderRegistry.jdkBuild());
        assertEquals(" in " + ProviderRegistry.jdkBuild(), ProviderRegistry.inJdkBuild("SunJCE"));
        assertEquals("", ProviderRegistry.inJdkBuild("BC"));
    }

    @Test
    void aKemWhoseDecapsulationIsWrongIsRefused() {
        assumeBcKem();
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KemFixture.create(WrongSecrets.class.getName(), KemAlgorithm.ML_KEM_768));
        assertTrue(e.getMessage().contains("disagrees with its own encapsulation"), e.getMessage());
    }

    @Test
    void aKemWithoutImplicitRejectionIsRefused() {
        assumeBcKem();
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> KemFixture.create(NoImplicitRejection.class.getName(), KemAlgorithm.ML_KEM_768));
        assertTrue(e.getMessage().contains("a tampered ciphertext decapsulates to the real secret"), e.getMessage());
    }

    @Test
    void theHybridOfABrokenKemIsRefused() {
        assumeBcKem();
        ValidationException e =
                assertThrows(ValidationException.class, () -> HybridKemFixture.create(WrongSecrets.class.getName()));
        assertTrue(e.getMessage().contains("X25519MLKEM768 disagrees with the server's secret"), e.getMessage());
    }

    @Test
    void anMlDsaThatAcceptsEverySignatureIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> SignatureFixture.create(AcceptsAllMlDsa.class.getName(), SignatureAlgorithm.ML_DSA_65, 65));
        assertTrue(e.getMessage().contains("accepts a"), e.getMessage());
    }

    @Test
    void anMlDsaThatIgnoresTheSecureRandomIsNotMeasuredAsHedged() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> SignatureFixture.create(DeterministicMlDsa.class.getName(), SignatureAlgorithm.ML_DSA_65, 65));
        assertTrue(e.getMessage().contains("two signatures of one message are equal"), e.getMessage());
    }

    @Test
    void keyGenUnderAProvidersNameNeedsAGeneratorOfItsOwn() {
        SignatureFixture fixture =
                SignatureFixture.create(HedgedMlDsaWithoutGenerator.class.getName(), SignatureAlgorithm.ML_DSA_65, 65);
        UnsupportedCombinationException e =
                assertThrows(UnsupportedCombinationException.class, fixture::requireKeyGenerator);
        assertTrue(
                e.getMessage().startsWith("no keyGen: this provider has no KeyPairGenerator of its own (keys from "),
                e.getMessage());
    }

    @Test
    void theKnownAnswersNameTheirAcvpSourceAndHaveItsSizes() throws Exception {
        JsonNode vectors;
        try (var in = PqKnownAnswers.class.getClassLoader().getResourceAsStream("cryptobench/pq-vectors.json")) {
            vectors = new ObjectMapper().readTree(in);
        }
        String source = vectors.path("source").asText();
        assertTrue(source.startsWith("NIST ACVP-Server release v1.1.0.40"), source);
        assertTrue(source.contains("open-quantum-safe/liboqs") && source.contains("commit d39268b20"), source);
        int encapsulations = 0;
        for (JsonNode v : vectors.path("mlKemEncapsulation")) {
            assertTrue(v.path("tcId").asInt() > 0, v.toString());
            if (v.path("param").asText().equals("ML-KEM-768")) {
                // FIPS 203, Table 3: an ML-KEM-768 encapsulation key is 1184 bytes; the hybrid's client share adds
                // X25519's 32.
                assertEquals(
                        HybridKemFixture.CLIENT_SHARE_BYTES - 32,
                        v.path("ek").asText().length() / 2,
                        v.toString());
                encapsulations++;
            }
        }
        assertTrue(encapsulations > 0, "no ML-KEM-768 encapsulation vector");
        // FIPS 203, Table 3 (ciphertext of ML-KEM-768: 1088 bytes) and FIPS 204, Table 2 (ML-DSA public keys).
        assertEquals(1088 + 32, HybridKemFixture.SERVER_SHARE_BYTES);
        assertEquals(
                Map.of("ML-DSA-44", 1312, "ML-DSA-65", 1952, "ML-DSA-87", 2592),
                PqKnownAnswers.ML_DSA_PUBLIC_KEY_BYTES);
    }

    private static void assumeBcKem() {
        Assumptions.assumeTrue(JcaKem.missing() == null, JcaKem.missing());
        Assumptions.assumeTrue(
                ProviderRegistry.load("BC").getService("KEM", "ML-KEM-768") != null, "BC has no javax.crypto.KEM here");
    }

    /** A service whose objects come from Bouncy Castle's, optionally wrapped. */
    static class BcService extends Provider.Service {
        private final Provider.Service bc;

        BcService(Provider owner, String type, String algorithm) {
            super(owner, type, algorithm, "delegates-to-BC", null, null);
            bc = ProviderRegistry.load("BC").getService(type, algorithm);
        }

        @Override
        public Object newInstance(Object parameter) throws NoSuchAlgorithmException {
            return wrap(bc.newInstance(parameter));
        }

        Object wrap(Object spi) {
            return spi;
        }
    }

    /** ML-KEM-768 (and X25519 for the hybrid) from Bouncy Castle, with decapsulation changed by {@link #decapsulated}. */
    abstract static class BrokenKem extends Provider {
        private static final long serialVersionUID = 1L;

        BrokenKem(String name) {
            super(name, "1", "Bouncy Castle's ML-KEM-768 with its decapsulation broken");
            putService(new BcService(this, "KeyPairGenerator", "ML-KEM-768"));
            putService(new BcService(this, "KeyPairGenerator", "X25519"));
            putService(new BcService(this, "KeyAgreement", "X25519"));
            putService(new BcService(this, "KEM", "ML-KEM-768") {
                @Override
                Object wrap(Object spi) {
                    return proxy(
                            spi,
                            "javax.crypto.KEMSpi",
                            Map.of(
                                    "engineNewDecapsulator",
                                    (args, decapsulator) -> proxy(
                                            decapsulator,
                                            "javax.crypto.KEMSpi$DecapsulatorSpi",
                                            Map.of(
                                                    "engineDecapsulate",
                                                    (call, secret) ->
                                                            decapsulated((byte[]) call[0], (SecretKey) secret)))));
                }
            });
        }

        /** What the broken decapsulator returns for {@code ciphertext} instead of {@code real}. */
        abstract SecretKey decapsulated(byte[] ciphertext, SecretKey real);
    }

    /** Decapsulates to a secret with one bit flipped. */
    public static final class WrongSecrets extends BrokenKem {
        private static final long serialVersionUID = 1L;

        public WrongSecrets() {
            super("WrongSecrets");
        }

        @Override
        SecretKey decapsulated(byte[] ciphertext, SecretKey real) {
            byte[] bytes = real.getEncoded();
            bytes[0] ^= 1;
            return new SecretKeySpec(bytes, real.getAlgorithm());
        }
    }

    /** Does not notice a one-bit change: a ciphertext one bit away from one it has seen decapsulates to that one's secret. */
    public static final class NoImplicitRejection extends BrokenKem {
        private static final long serialVersionUID = 1L;

        private final Map<byte[], SecretKey> seen = new LinkedHashMap<>();

        public NoImplicitRejection() {
            super("NoImplicitRejection");
        }

        @Override
        synchronized SecretKey decapsulated(byte[] ciphertext, SecretKey real) {
            for (Map.Entry<byte[], SecretKey> e : seen.entrySet()) {
                if (e.getKey().length == ciphertext.length && differingBits(e.getKey(), ciphertext) == 1) {
                    return e.getValue();
                }
            }
            seen.put(ciphertext.clone(), real);
            return real;
        }

        private static int differingBits(byte[] a, byte[] b) {
            int bits = 0;
            for (int i = 0; i < a.length; i++) {
                bits += Integer.bitCount((a[i] ^ b[i]) & 0xff);
            }
            return bits;
        }
    }

    /** ML-DSA-65 that signs through Bouncy Castle and accepts any signature. */
    public static final class AcceptsAllMlDsa extends Provider {
        private static final long serialVersionUID = 1L;

        public AcceptsAllMlDsa() {
            super("AcceptsAllMlDsa", "1", "ML-DSA-65 whose verify is always true");
            put("Signature.ML-DSA-65", TrueMlDsaVerifier.class.getName());
        }
    }

    public static final class TrueMlDsaVerifier extends SignatureFixtureTest.TrueVerifier {
        public TrueMlDsaVerifier() throws Exception {
            super(Signature.getInstance("ML-DSA-65", ProviderRegistry.load("BC")));
        }

        @Override
        protected PrivateKey signingKey(PrivateKey key) throws InvalidKeyException {
            // Where the JDK has ML-DSA the keys come from its generator; Bouncy Castle signs with its own key objects.
            return Hedged.bcKey(key);
        }
    }

    /** Bouncy Castle's ML-DSA-65 that signs without the SecureRandom it is given: deterministic, not hedged. */
    public static final class DeterministicMlDsa extends Provider {
        private static final long serialVersionUID = 1L;

        public DeterministicMlDsa() {
            super("DeterministicMlDsa", "1", "ML-DSA-65 ignoring initSign's SecureRandom");
            put("Signature.ML-DSA-65", Deterministic.class.getName());
        }
    }

    /** Bouncy Castle's ML-DSA-65 as it is, under another name and without a KeyPairGenerator. */
    public static final class HedgedMlDsaWithoutGenerator extends Provider {
        private static final long serialVersionUID = 1L;

        public HedgedMlDsaWithoutGenerator() {
            super("HedgedMlDsaWithoutGenerator", "1", "ML-DSA-65 only");
            put("Signature.ML-DSA-65", Hedged.class.getName());
        }
    }

    /** Delegates every call to Bouncy Castle's ML-DSA-65 (keys re-made for it), the SecureRandom of initSign and verify too. */
    public static class Hedged extends SignatureFixtureTest.TrueVerifier {
        public Hedged() throws Exception {
            super(Signature.getInstance("ML-DSA-65", ProviderRegistry.load("BC")));
        }

        static PrivateKey bcKey(PrivateKey key) throws InvalidKeyException {
            try {
                return PublicKeyProviders.privateFor("BC", key, "ML-DSA-65");
            } catch (GeneralSecurityException e) {
                throw new InvalidKeyException(e);
            }
        }

        @Override
        protected PrivateKey signingKey(PrivateKey key) throws InvalidKeyException {
            return bcKey(key);
        }

        @Override
        protected void engineInitVerify(PublicKey publicKey) throws InvalidKeyException {
            real.initVerify(publicKey);
        }

        @Override
        protected boolean engineVerify(byte[] sigBytes) throws SignatureException {
            return real.verify(sigBytes);
        }
    }

    public static final class Deterministic extends Hedged {
        public Deterministic() throws Exception {}

        @Override
        protected void engineInitSign(PrivateKey privateKey, SecureRandom random) throws InvalidKeyException {
            real.initSign(
                    signingKey(privateKey)); // the SecureRandom is dropped: Bouncy Castle then signs deterministically
        }
    }

    /**
     * {@code target} behind an interface known only by name (the KEM SPI is JDK 21+ API, and this suite
     * compiles for 17), with the results of the named methods passed through a function.
     */
    static Object proxy(
            Object target, String interfaceName, Map<String, BiFunction<Object[], Object, Object>> changes) {
        try {
            Class<?> type = Class.forName(interfaceName);
            InvocationHandler handler = (self, method, args) -> {
                Object result;
                try {
                    result = method.invoke(target, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
                var change = changes.get(method.getName());
                return change == null ? result : change.apply(args, result);
            };
            return Proxy.newProxyInstance(
                    PostQuantumFixtureTest.class.getClassLoader(), new Class<?>[] {type}, handler);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
