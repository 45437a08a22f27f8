package cryptobench.bench;

import cryptobench.sign.KeyAgreementFixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/** One side of a key agreement (init, doPhase, generateSecret) per provider. Run: {@code java -jar target/benchmarks.jar X25519} */
public abstract class KeyAgreementBenchmark extends PublicKeyBenchmark {

    KeyAgreementFixture fixture;

    /** The validated fixture for this trial's params. */
    abstract KeyAgreementFixture createFixture();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = createFixture();
        settle(this::agree);
    }

    @Benchmark
    public int agree() throws GeneralSecurityException {
        return fixture.agree();
    }
}
