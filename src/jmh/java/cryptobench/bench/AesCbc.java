package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/CBC/NoPadding, one-shot doFinal with the cipher initialised once per trial. Run: {@code java -jar target/benchmarks.jar AesCbc} */
public class AesCbc extends AesBenchmark {

    public AesCbc() {
        super(CipherAlgorithm.AES_CBC);
    }
}
