package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import java.security.GeneralSecurityException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Time per tiny message: {@code init} with a fresh IV plus {@code doFinal}, in every mode, as a
 * protocol encrypting records one by one does.
 * Run: {@code java -jar target/benchmarks.jar SmallMessage -p dataSize=38}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SmallMessage extends ProviderBenchmark {

    @Param({"AES_CBC_PKCS5", "AES_GCM"})
    public CipherAlgorithm algorithm;

    @Param({"256"})
    public int keyBits;

    @Param({"16", "38", "64", "128", "256"})
    public int dataSize;

    private CipherFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        checkFork(params);
        fixture = CipherFixture.createInitPerMessage(new CipherConfig(provider, algorithm, keyBits, dataSize));
        ready();
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
}
