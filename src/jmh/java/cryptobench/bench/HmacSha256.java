package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** HmacSHA256 of one message per call. Run: {@code java -jar target/benchmarks.jar HmacSha256} */
public class HmacSha256 extends DigestBenchmark {

    public HmacSha256() {
        super(DigestAlgorithm.HMAC_SHA256);
    }
}
