package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
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
 * One-shot {@code doFinal} of {@code dataSize} bytes per provider, in two fork variants: JDK
 * defaults ({@code encrypt}, {@code decrypt}) and cipher intrinsics off ({@code *PureJava}).
 * Run: {@code java -jar target/benchmarks.jar AesGcm -p provider=SunJCE,ACCP}
 */
@Warmup(iterations = 1, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
public abstract class CipherBenchmark extends ProviderBenchmark {

    @Param({"1024", "16384"})
    public int dataSize;

    private final CipherAlgorithm algorithm;
    private CipherFixture fixture;

    protected CipherBenchmark(CipherAlgorithm algorithm) {
        this.algorithm = algorithm;
    }

    protected abstract int keyBits();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = CipherFixture.create(new CipherConfig(provider, algorithm, keyBits(), dataSize));
        settle(decrypts(params) ? this::decrypt : this::encrypt);
    }

    @Benchmark
    public int encrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    @Benchmark
    public int decrypt() throws GeneralSecurityException {
        return fixture.decrypt();
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
                IntrinsicFlags.NO_AES,
                IntrinsicFlags.NO_AES_INTRINSICS,
                IntrinsicFlags.NO_AES_CTR_INTRINSICS,
                IntrinsicFlags.NO_GHASH_INTRINSICS,
                IntrinsicFlags.NO_CHACHA20_INTRINSICS,
                IntrinsicFlags.NO_POLY1305_INTRINSICS
            })
    public int encryptPureJava() throws GeneralSecurityException {
        return fixture.encrypt();
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
                IntrinsicFlags.NO_AES,
                IntrinsicFlags.NO_AES_INTRINSICS,
                IntrinsicFlags.NO_AES_CTR_INTRINSICS,
                IntrinsicFlags.NO_GHASH_INTRINSICS,
                IntrinsicFlags.NO_CHACHA20_INTRINSICS,
                IntrinsicFlags.NO_POLY1305_INTRINSICS
            })
    public int decryptPureJava() throws GeneralSecurityException {
        return fixture.decrypt();
    }
}
