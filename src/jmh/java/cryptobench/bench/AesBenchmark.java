package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import org.openjdk.jmh.annotations.Param;

/** Base of the AES benchmarks: adds the AES key sizes. Run: {@code java -jar target/benchmarks.jar Aes -p keyBits=256} */
public abstract class AesBenchmark extends CipherBenchmark {

    @Param({"128", "192", "256"})
    public int keyBits;

    protected AesBenchmark(CipherAlgorithm algorithm) {
        super(algorithm);
    }

    @Override
    protected int keyBits() {
        return keyBits;
    }
}
