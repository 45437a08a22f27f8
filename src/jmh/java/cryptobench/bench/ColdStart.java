package cryptobench.bench;

import cryptobench.cipher.ColdStartFixture;
import cryptobench.jvm.ForkArgs;
import java.security.GeneralSecurityException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * A fresh JVM's first AES-256-GCM encryption of 1 KiB per provider, one call a fork over many forks: with the provider
 * loaded in the call ({@code loadAndEncrypt}) or before it ({@code firstEncrypt}); JVM start to its end is the
 * secondary result {@code fork.firstResult}. Run: {@code java -jar target/benchmarks.jar ColdStart -f 20}
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 1)
@Fork(
        value = 10,
        jvmArgsPrepend = {ForkArgs.NATIVE_ACCESS, ForkArgs.NO_CANARY})
public class ColdStart extends ProviderBenchmark {

    private ColdStartFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        begin(null);
        fixture = ColdStartFixture.prepare(provider, !measures(params, "loadAndEncrypt"));
        ready();
    }

    @Benchmark
    public byte[] loadAndEncrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    @Benchmark
    public byte[] firstEncrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    @TearDown(Level.Trial)
    public void check() {
        fixture.check();
    }
}
