package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import org.openjdk.jmh.annotations.Param;

/**
 * AES/XTS/NoPadding (IEEE Std 1619; 256 and 512-bit keys, AES-128-XTS and AES-256-XTS): init with the next
 * data unit's tweak plus doFinal; no tag. Run: {@code java -jar target/benchmarks.jar AesXts}
 */
public class AesXts extends CipherBenchmark {

    @Param({"256", "512"})
    public int keyBits;

    public AesXts() {
        super(CipherAlgorithm.AES_XTS);
    }

    @Override
    protected int keyBits() {
        return keyBits;
    }
}
