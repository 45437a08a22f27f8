package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/CBC/PKCS5Padding, one-shot doFinal; the ciphertext is one block longer than the input. Run: {@code java -jar target/benchmarks.jar AesCbcPkcs5} */
public class AesCbcPkcs5 extends AesBenchmark {

    public AesCbcPkcs5() {
        super(CipherAlgorithm.AES_CBC_PKCS5);
    }
}
