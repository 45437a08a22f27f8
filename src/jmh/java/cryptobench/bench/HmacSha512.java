package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** HmacSHA512 of one message per call. Run: {@code java -jar target/benchmarks.jar HmacSha512} */
public class HmacSha512 extends DigestBenchmark {

    public HmacSha512() {
        super(DigestAlgorithm.HMAC_SHA512);
    }
}
