package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/EAX/NoPadding (Bouncy Castle): init with a fresh nonce plus doFinal; decrypt verifies the tag. Run: {@code java -jar target/benchmarks.jar AesEax} */
public class AesEax extends AesBenchmark {

    public AesEax() {
        super(CipherAlgorithm.AES_EAX);
    }
}
