package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;

/** AES/GCM/NoPadding: encrypt is init with a fresh nonce plus doFinal; decrypt includes tag verification. Run: {@code java -jar target/benchmarks.jar AesGcm} */
public class AesGcm extends AesBenchmark {

    public AesGcm() {
        super(CipherAlgorithm.AES_GCM);
    }
}
