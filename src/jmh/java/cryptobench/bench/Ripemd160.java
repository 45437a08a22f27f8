package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** RIPEMD160 of one message per call. Run: {@code java -jar target/benchmarks.jar Ripemd160} */
public class Ripemd160 extends DigestBenchmark {

    public Ripemd160() {
        super(DigestAlgorithm.RIPEMD160);
    }
}
