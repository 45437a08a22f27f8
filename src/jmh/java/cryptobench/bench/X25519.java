package cryptobench.bench;

import cryptobench.sign.KeyAgreementAlgorithm;
import cryptobench.sign.KeyAgreementFixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * One side of an X25519 key agreement (init, doPhase, generateSecret).
 * Run: {@code java -jar target/benchmarks.jar X25519}
 */
public class X25519 extends PublicKeyBenchmark {

    private KeyAgreementFixture fixture;

    @Setup(Level.Trial)
    public void setUp() {
        fixture = KeyAgreementFixture.create(provider, KeyAgreementAlgorithm.X25519);
    }

    @Benchmark
    public int agree() throws GeneralSecurityException {
        return fixture.agree();
    }
}
