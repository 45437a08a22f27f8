package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** SHA3-256 of one message per call. Run: {@code java -jar target/benchmarks.jar Sha3_256} */
public class Sha3_256 extends DigestBenchmark {

    public Sha3_256() {
        super(DigestAlgorithm.SHA3_256);
    }
}
