package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.sign.JcaKem;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** Deterministic ML-KEM encapsulation with stand-in encapsulations, as on a JDK without javax.crypto.KEM. */
class KemVectorsTest {

    private static final byte[] M = new byte[32];
    private static final byte[] K = {1, 2, 3};
    private static final byte[] C = {4, 5, 6};

    @Test
    void anEncapsulationThatDrawsExactlyMOnceIsChecked() {
        Answer a = KemVectors.encapsulate(
                random -> {
                    random.nextBytes(new byte[32]);
                    return new JcaKem.Encapsulated(new SecretKeySpec(K, "Generic"), C);
                },
                M,
                K,
                C);
        assertEquals(Got.RIGHT, a.got(), a.toString());
    }

    @Test
    void aProviderThatDrawsOtherRandomnessIsNotOffered() {
        Answer a = KemVectors.encapsulate(
                random -> {
                    random.nextBytes(new byte[64]);
                    return new JcaKem.Encapsulated(new SecretKeySpec(K, "Generic"), C);
                },
                M,
                K,
                C);
        assertEquals(Got.NOT_OFFERED, a.got(), a.toString());
        assertTrue(a.detail().startsWith("the provider draws 64 random bytes, not m's 32 once"), a.detail());
    }

    @Test
    void aProvidersOwnIllegalStateExceptionIsThrownOnAsAFailure() {
        IllegalStateException e = assertThrows(
                IllegalStateException.class,
                () -> KemVectors.encapsulate(
                        random -> {
                            throw new IllegalStateException("the provider's own");
                        },
                        M,
                        K,
                        C));
        assertEquals("the provider's own", e.getMessage());
    }
}
