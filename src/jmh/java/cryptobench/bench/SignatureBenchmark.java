package cryptobench.bench;

import cryptobench.sign.SignatureFixture;
import java.security.SignatureException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/** One signature, or one verification, of a 32-byte message per provider. Run: {@code java -jar target/benchmarks.jar 'EcdsaP256|Ed25519'} */
public abstract class SignatureBenchmark extends PublicKeyBenchmark {

    SignatureFixture fixture;

    /** The validated fixture for this trial's params. */
    abstract SignatureFixture createFixture();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = createFixture();
        if (measures(params, "keyGen")) {
            fixture.requireKeyGenerator();
        }
        settle(
                measures(params, "keyGen")
                        ? () -> fixture.keyGen().hashCode()
                        : measures(params, "verify") ? () -> verify() ? 1 : 0 : this::sign);
    }

    @Benchmark
    public int sign() throws SignatureException {
        return fixture.sign();
    }

    @Benchmark
    public boolean verify() throws SignatureException {
        return fixture.verify();
    }
}
