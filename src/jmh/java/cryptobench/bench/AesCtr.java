package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/CTR/NoPadding, one-shot doFinal with the cipher initialised once per trial. Run: {@code java -jar target/benchmarks.jar AesCtr} */
public class AesCtr extends AesBenchmark {

    public AesCtr() {
        super(CipherAlgorithm.AES_CTR);
    }
}
