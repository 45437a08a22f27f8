package cryptobench.bench;

import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestFixture;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import java.security.GeneralSecurityException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One digest (or HMAC) of {@code dataSize} bytes per provider, with the JDK's SHA/MD5 intrinsics
 * on ({@code digest}) and off ({@code digestPureJava}). "SunJCE" means the JDK's own providers.
 * Run: {@code java -jar target/benchmarks.jar Sha256 -p provider=SunJCE,BC}
 */
@Warmup(iterations = 1, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
public abstract class DigestBenchmark extends ProviderBenchmark {

    @Param({"1024", "16384"})
    public int dataSize;

    private final DigestAlgorithm algorithm;
    private DigestFixture fixture;

    protected DigestBenchmark(DigestAlgorithm algorithm) {
        this.algorithm = algorithm;
    }

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = DigestFixture.create(provider, algorithm, dataSize);
        settle(this::digest);
    }

    @Benchmark
    public int digest() throws GeneralSecurityException {
        return fixture.compute();
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.HEAP_MIN,
                ForkArgs.HEAP_MAX,
                ForkArgs.PRETOUCH,
                IntrinsicFlags.UNLOCK_DIAGNOSTIC,
                IntrinsicFlags.IGNORE_UNKNOWN,
                IntrinsicFlags.NO_SHA,
                IntrinsicFlags.NO_SHA1_INTRINSICS,
                IntrinsicFlags.NO_SHA256_INTRINSICS,
                IntrinsicFlags.NO_SHA512_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS,
                IntrinsicFlags.NO_MD5_INTRINSICS
            })
    public int digestPureJava() throws GeneralSecurityException {
        return fixture.compute();
    }
}
