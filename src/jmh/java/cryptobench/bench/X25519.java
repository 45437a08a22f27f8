package cryptobench.bench;

import cryptobench.sign.KeyAgreementAlgorithm;
import cryptobench.sign.KeyAgreementFixture;

/**
 * One side of an X25519 key agreement (init, doPhase, generateSecret).
 * Run: {@code java -jar target/benchmarks.jar X25519}
 */
public class X25519 extends KeyAgreementBenchmark {

    @Override
    KeyAgreementFixture createFixture() {
        return KeyAgreementFixture.create(provider, KeyAgreementAlgorithm.X25519);
    }
}
