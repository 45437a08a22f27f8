package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import org.openjdk.jmh.annotations.Param;

/**
 * AES/GCM-SIV/NoPadding (RFC 8452, 128 and 256-bit keys): init with a fresh nonce plus doFinal;
 * decrypt verifies the tag. Run: {@code java -jar target/benchmarks.jar AesGcmSiv}
 */
public class AesGcmSiv extends CipherBenchmark {

    @Param({"128", "256"})
    public int keyBits;

    public AesGcmSiv() {
        super(CipherAlgorithm.AES_GCM_SIV);
    }

    @Override
    protected int keyBits() {
        return keyBits;
    }
}
