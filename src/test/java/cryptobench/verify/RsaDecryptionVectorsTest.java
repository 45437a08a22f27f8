package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.sign.BrokenRsaProviders;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Wycheproof's RSA decryption files: the JDK passes them, ACCP's refusal of labels is not offered, a broken OAEP is caught. */
class RsaDecryptionVectorsTest {

    @Test
    void sunJcePassesEveryOaepAndPkcs1Vector() {
        VectorRunner.Result oaep = new VectorRunner("SunJCE", VectorFile.RSA_2048_OAEP).run();
        assertEquals(List.of(), oaep.failures());
        assertEquals(37, oaep.tally().passed(), "labels passed as PSource: " + oaep.tally());
        VectorRunner.Result pkcs1 = new VectorRunner("SunJCE", VectorFile.RSA_2048_PKCS1_DECRYPT).run();
        assertEquals(List.of(), pkcs1.failures());
        assertEquals(67, pkcs1.tally().passed(), pkcs1.tally().toString());
    }

    @Test
    void accpRefusesOaepLabelsAtInitSoThoseVectorsAreNotOffered() {
        VectorRunner.Result r = new VectorRunner("ACCP", VectorFile.RSA_2048_OAEP).run();
        assertEquals(List.of(), r.failures());
        assertEquals(29, r.tally().passed(), r.tally().toString());
        assertEquals(8, r.tally().notOffered(), r.tally().toString());
    }

    @Test
    void anOaepThatReleasesBytesOfABadPaddingFailsTheInvalidVectors() {
        VectorRunner.Result r = new VectorRunner(
                        BrokenRsaProviders.ReleasesOnBadPadding.class.getName(), VectorFile.RSA_2048_OAEP)
                .run();
        // 19 invalid vectors: 16 have a bad padding; 3 are refused as a wrong length (IllegalBlockSizeException) first.
        assertEquals(16, r.tally().failed(), "every invalid vector with a bad padding: " + r.tally());
        assertTrue(
                r.failures().get(0).toString().contains("accepted an invalid vector"),
                r.failures().toString());
    }
}
