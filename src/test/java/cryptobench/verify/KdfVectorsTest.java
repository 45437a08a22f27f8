package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.kdf.BrokenKdfProviders;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Wycheproof's HKDF and PBKDF2 files: the providers that offer them pass, a broken derivation is caught. */
class KdfVectorsTest {

    @Test
    void bouncyCastlePassesTheValidHkdfVectorsAndRefusesTooLongOutputsWithAnUncheckedException() {
        VectorRunner.Result r = new VectorRunner("BC", VectorFile.HKDF_SHA256).run();
        assertEquals(83, r.tally().passed(), r.tally().toString());
        // A known finding (docs/conformance.md): 255 * 32 + 1 bytes throws DataLengthException, not
        // InvalidKeySpecException.
        assertEquals(3, r.failures().size(), r.failures().toString());
        assertTrue(
                r.failures().stream().allMatch(f -> f.toString().contains("DataLengthException")),
                r.failures().toString());
    }

    @Test
    void theJdkPassesThePbkdf2FileWhereThePasswordIsUtf8() {
        VectorRunner.Result r = new VectorRunner("SunJCE", VectorFile.PBKDF2_HMAC_SHA256).run();
        assertEquals(List.of(), r.failures(), r.tally().toString());
        assertEquals(17, r.tally().notOffered(), "the NonUtf8 passwords: " + r.tally());
    }

    @Test
    void anHkdfWithAWrongExpandFailsEveryVector() {
        VectorRunner.Result r =
                new VectorRunner(BrokenKdfProviders.WrongExpand.class.getName(), VectorFile.HKDF_SHA256).run();
        // 83 valid vectors derived wrongly, and the 3 too-long outputs given instead of refused.
        assertEquals(86, r.tally().failed(), r.tally().toString());
    }

    @Test
    void aPbkdf2ThatStopsEarlyFailsTheVectorsAboveItsCap() {
        VectorRunner.Result r = new VectorRunner(
                        BrokenKdfProviders.CapsIterations.class.getName(), VectorFile.PBKDF2_HMAC_SHA256)
                .run();
        assertTrue(r.tally().failed() > 0, r.tally().toString());
        assertTrue(
                r.failures().toString().contains("80000") || r.tally().failed() > 0,
                r.failures().toString());
    }
}
