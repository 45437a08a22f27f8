package cryptobench.bench;

import cryptobench.kdf.HkdfApi;
import cryptobench.kdf.HkdfFixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One HKDF-SHA256 extract-then-expand, through {@code javax.crypto.KDF} or the provider's own SecretKeyFactory.
 * Run: {@code java -jar target/benchmarks.jar Hkdf -p api=SECRET_KEY_FACTORY -p outputBytes=32}
 */
public class Hkdf extends KdfBenchmark {

    @Param({"KDF", "SECRET_KEY_FACTORY"})
    public HkdfApi api;

    @Param({"32", "64"})
    public int outputBytes;

    private HkdfFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = HkdfFixture.create(provider, api, outputBytes);
        settle(() -> fixture.derive()[0]);
    }

    @Override
    byte[] deriveOnce() throws GeneralSecurityException {
        return fixture.derive();
    }
}
