package cryptobench.sign;

import static org.junit.jupiter.api.Assertions.assertFalse;

import cryptobench.provider.UnsupportedCombinationException;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/** A built-in named by its class is not checked against itself under its short name. */
class ClassNamedReferenceTest {

    @Test
    void bouncyCastleNamedByItsClassIsNotCheckedAgainstBc() {
        // SunJCE on JDK 17 has no ML-DSA, so BC is the next candidate: the same provider as the one under test.
        String account;
        try {
            account = SignatureFixture.create(BouncyCastleProvider.class.getName(), SignatureAlgorithm.ML_DSA_65, 65)
                    .validation();
        } catch (UnsupportedCombinationException e) {
            account = e.getMessage();
        }
        assertFalse(account.contains("verifies with BC ") || account.contains("BC: "), account);
    }
}
