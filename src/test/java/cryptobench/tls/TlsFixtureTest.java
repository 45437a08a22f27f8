package cryptobench.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.Provider;
import java.security.Security;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The TLS fixtures on the real stacks, and their validation against stacks broken on purpose
 * ({@link BrokenStack}): each breakage is refused before anything would be measured. No timing.
 */
class TlsFixtureTest {

    @BeforeAll
    static void oneGroupForSunJsseBeforeJdk20() {
        // JDK 17's SunJSSE reads its groups once per JVM; these tests ask it for x25519 only.
        TlsStack.SUN_JSSE.prepare(TlsGroup.X25519);
    }

    @Test
    void sunJsseFullAndResumedHandshakes() throws Exception {
        for (TlsVersion v : TlsVersion.values()) {
            for (boolean resume : new boolean[] {false, true}) {
                TlsHandshakeFixture f = TlsHandshakeFixture.create(
                        TlsStack.SUN_JSSE, v, TlsGroup.X25519, ServerKey.EC_P256, resume, false);
                assertTrue(f.handshake() >= 0);
            }
        }
        TlsHandshakeFixture.create(
                        TlsStack.SUN_JSSE, TlsVersion.TLS13, TlsGroup.X25519, ServerKey.RSA_2048, false, false)
                .handshake();
    }

    @Test
    void conscryptHandshakesAndItsFixedTls13Suites() throws Exception {
        TlsHandshakeFixture.create(
                        TlsStack.CONSCRYPT, TlsVersion.TLS13, TlsGroup.X25519, ServerKey.EC_P256, true, false)
                .handshake();
        TlsHandshakeFixture.create(
                        TlsStack.CONSCRYPT, TlsVersion.TLS12, TlsGroup.X25519, ServerKey.RSA_2048, false, false)
                .handshake();
        TlsRecordFixture.create(TlsStack.CONSCRYPT, TlsSuite.TLS_AES_128_GCM_SHA256, 1024, false)
                .send();
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> TlsRecordFixture.create(TlsStack.CONSCRYPT, TlsSuite.TLS_CHACHA20_POLY1305_SHA256, 1024, false));
        assertTrue(e.getMessage().contains("TLS 1.3 suites"), e.getMessage());
    }

    @Test
    void bouncyCastleJsseChoosesItsGroups() throws Exception {
        for (TlsGroup g : new TlsGroup[] {TlsGroup.X25519, TlsGroup.SECP256R1}) {
            TlsHandshakeFixture f =
                    TlsHandshakeFixture.create(TlsStack.BCJSSE, TlsVersion.TLS13, g, ServerKey.EC_P256, false, false);
            assertEquals("BCSSLParameters.setNamedGroups", f.groupHow());
        }
        TlsHandshakeFixture.create(
                        TlsStack.BCJSSE, TlsVersion.TLS12, TlsGroup.SECP256R1, ServerKey.EC_P256, true, false)
                .handshake();
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class,
                () -> TlsHandshakeFixture.create(
                        TlsStack.BCJSSE, TlsVersion.TLS13, TlsGroup.X25519, ServerKey.EC_P256, true, false));
        assertTrue(e.getMessage().contains("does not resume TLS 1.3"), e.getMessage());
    }

    @Test
    void everyRecordSuiteRoundTripsOnSunJsseAndBouncyCastle() throws Exception {
        for (TlsStack stack : new TlsStack[] {TlsStack.SUN_JSSE, TlsStack.BCJSSE}) {
            for (TlsSuite s : TlsSuite.recordSuites()) {
                for (int size : new int[] {1024, 16384}) {
                    assertEquals(
                            size, TlsRecordFixture.create(stack, s, size, false).send(), stack + " " + s + " " + size);
                }
            }
        }
    }

    @Test
    void theAccpStackChangesNoProviderListOutsideItsOwnFork() {
        Provider first = Security.getProviders()[0];
        UnsupportedCombinationException e =
                assertThrows(UnsupportedCombinationException.class, () -> TlsStack.SUN_JSSE_ACCP.load(false));
        assertTrue(e.getMessage().contains("JVM of its own"), e.getMessage());
        assertSame(first, Security.getProviders()[0]);
    }

    @Test
    void theHybridIsATls13Group() {
        assertThrows(
                UnsupportedCombinationException.class,
                () -> TlsHandshakeFixture.create(
                        TlsStack.SUN_JSSE, TlsVersion.TLS12, TlsGroup.X25519MLKEM768, ServerKey.EC_P256, false, false));
    }

    @Test
    void aHandshakeThatNegotiatesAnotherGroupIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> TlsHandshakeFixture.create(
                        BrokenStack.IGNORES_GROUP,
                        TlsVersion.TLS13,
                        TlsGroup.SECP256R1,
                        ServerKey.EC_P256,
                        false,
                        false));
        assertTrue(e.getMessage().contains("asked for secp256r1"), e.getMessage());
    }

    @Test
    void aHandshakeThatNegotiatesAnotherSuiteIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> TlsRecordFixture.create(
                        BrokenStack.IGNORES_SUITES, TlsSuite.TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384, 1024, false));
        assertTrue(e.getMessage().contains("asked for TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384"), e.getMessage());
    }

    @Test
    void aResumptionThatDidNotResumeIsRefused() {
        for (TlsVersion v : TlsVersion.values()) {
            ValidationException e = assertThrows(
                    ValidationException.class,
                    () -> TlsHandshakeFixture.create(
                            BrokenStack.NEVER_RESUMES, v, TlsGroup.X25519, ServerKey.EC_P256, true, false));
            assertTrue(e.getMessage().contains("should resume did not"), e.getMessage());
        }
    }

    @Test
    void aRecordThatDoesNotRoundTripIsRefused() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> TlsRecordFixture.create(
                        BrokenStack.CORRUPTS_RECORDS, TlsSuite.TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256, 1024, false));
        assertTrue(e.getMessage().contains("differ"), e.getMessage());
    }
}
