package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** SHA-256 of one message per call. Run: {@code java -jar target/benchmarks.jar Sha256} */
public class Sha256 extends DigestBenchmark {

    public Sha256() {
        super(DigestAlgorithm.SHA256);
    }
}
