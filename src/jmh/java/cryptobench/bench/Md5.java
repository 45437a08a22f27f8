package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;

/** MD5 of one message per call. Run: {@code java -jar target/benchmarks.jar Md5} */
public class Md5 extends DigestBenchmark {

    public Md5() {
        super(DigestAlgorithm.MD5);
    }
}
