package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import org.openjdk.jmh.annotations.Param;

/**
 * ChaCha20-Poly1305 (RFC 8439, 256-bit keys): init with a fresh nonce plus doFinal; decrypt
 * verifies the tag. Run: {@code java -jar target/benchmarks.jar ChaCha20Poly1305}
 */
public class ChaCha20Poly1305 extends CipherBenchmark {

    @Param("256")
    public int keyBits;

    public ChaCha20Poly1305() {
        super(CipherAlgorithm.CHACHA20_POLY1305);
    }

    @Override
    protected int keyBits() {
        return keyBits;
    }
}
