package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/CFB128/NoPadding, one-shot doFinal with the cipher initialised once per trial. Run: {@code java -jar target/benchmarks.jar AesCfb} */
public class AesCfb extends AesBenchmark {

    public AesCfb() {
        super(CipherAlgorithm.AES_CFB);
    }
}
