package cryptobench.bench;

import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;

/** One Ed25519 signature or verification of a 32-byte message. Run: {@code java -jar target/benchmarks.jar Ed25519} */
public class Ed25519 extends SignatureBenchmark {

    @Override
    SignatureFixture createFixture() {
        return SignatureFixture.create(provider, SignatureAlgorithm.ED25519, 255);
    }
}
