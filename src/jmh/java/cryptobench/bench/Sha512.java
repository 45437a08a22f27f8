package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** SHA-512 of one message per call. Run: {@code java -jar target/benchmarks.jar Sha512} */
public class Sha512 extends DigestBenchmark {

    public Sha512() {
        super(DigestAlgorithm.SHA512);
    }
}
