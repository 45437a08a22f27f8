package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** SHA-1 of one message per call. Run: {@code java -jar target/benchmarks.jar Sha1} */
public class Sha1 extends DigestBenchmark {

    public Sha1() {
        super(DigestAlgorithm.SHA1);
    }
}
