package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/ECB/NoPadding, one-shot doFinal: the raw block cipher. Run: {@code java -jar target/benchmarks.jar AesEcb} */
public class AesEcb extends AesBenchmark {

    public AesEcb() {
        super(CipherAlgorithm.AES_ECB);
    }
}
