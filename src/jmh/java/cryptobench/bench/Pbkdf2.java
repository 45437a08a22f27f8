package cryptobench.bench;

import cryptobench.kdf.Pbkdf2Fixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One PBKDF2-HMAC-SHA256 derivation of a 32-byte key from a password: one login checked by a password store.
 * Run: {@code java -jar target/benchmarks.jar Pbkdf2 -p iterations=600000}
 */
public class Pbkdf2 extends KdfBenchmark {

    @Param({"1000", "600000"})
    public int iterations;

    private Pbkdf2Fixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = Pbkdf2Fixture.create(provider, iterations);
        settle(() -> fixture.derive()[0]);
    }

    @Override
    byte[] deriveOnce() throws GeneralSecurityException {
        return fixture.derive();
    }
}
