package cryptobench.bench;

import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;
import java.security.SignatureException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/** One Ed25519 signature or verification of a 32-byte message. Run: {@code java -jar target/benchmarks.jar Ed25519} */
public class Ed25519 extends PublicKeyBenchmark {

    private SignatureFixture fixture;

    @Setup(Level.Trial)
    public void setUp() {
        fixture = SignatureFixture.create(provider, SignatureAlgorithm.ED25519, 255);
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
