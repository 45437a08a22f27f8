package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherInitFixture;
import java.security.GeneralSecurityException;
import java.util.concurrent.TimeUnit;
import javax.crypto.Cipher;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Set-up cost alone: {@code Cipher.getInstance}, and {@code init} with a fresh IV under the same key
 * or a different key each time. Run: {@code java -jar target/benchmarks.jar CipherInit -p provider=SunJCE,BC}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CipherInit extends ProviderBenchmark {

    @Param({"AES_GCM", "AES_CBC_PKCS5"})
    public CipherAlgorithm algorithm;

    @Param({"256"})
    public int keyBits;

    private CipherInitFixture fixture;

    @Setup(Level.Trial)
    public void setUp() {
        begin(provider);
        fixture = CipherInitFixture.create(provider, algorithm, keyBits);
        ready();
    }

    @Benchmark
    public Cipher initSameKey() throws GeneralSecurityException {
        return fixture.initSameKey();
    }

    @Benchmark
    public Cipher initNewKey() throws GeneralSecurityException {
        return fixture.initNewKey();
    }

    @Benchmark
    public Cipher getInstance() {
        return fixture.getInstance();
    }
}
