package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/OFB/NoPadding, one-shot doFinal with the cipher initialised once per trial. Run: {@code java -jar target/benchmarks.jar AesOfb} */
public class AesOfb extends AesBenchmark {

    public AesOfb() {
        super(CipherAlgorithm.AES_OFB);
    }
}
