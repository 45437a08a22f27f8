package cryptobench.bench;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.StreamingFixture;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One {@code messageSize}-byte message through {@code update} in {@code chunkSize} pieces plus
 * {@code doFinal}, or through a {@code CipherOutputStream} or {@code CipherInputStream} in {@code chunkSize} writes or
 * reads, per provider; ops/s times messageSize is the streaming rate.
 * Run: {@code java -jar target/benchmarks.jar Streaming -p algorithm=AES_GCM -p messageSize=67108864}
 */
@Fork(
        value = 1,
        jvmArgsPrepend = {ForkArgs.NATIVE_ACCESS, ForkArgs.LARGE_HEAP_MIN, ForkArgs.LARGE_HEAP_MAX, ForkArgs.PRETOUCH})
public class Streaming extends ProviderBenchmark {

    @Param({"AES_GCM", "CHACHA20_POLY1305", "AES_CTR", "AES_CBC_PKCS5"})
    public CipherAlgorithm algorithm;

    @Param({"256"})
    public int keyBits;

    @Param({"1048576"})
    public int messageSize;

    @Param({"4096"})
    public int chunkSize;

    private StreamingFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        checkFork(params);
        fixture = StreamingFixture.create(provider, algorithm, keyBits, messageSize, chunkSize);
        ready();
    }

    @Benchmark
    public int encrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    // SunJCE's GCM decrypt buffers every update and decrypts at doFinal, after the tag check.
    @Benchmark
    public int decrypt() throws GeneralSecurityException {
        return fixture.decrypt();
    }

    @Benchmark
    public int encryptOutputStream() throws GeneralSecurityException {
        return fixture.encryptToStream();
    }

    @Benchmark
    public int decryptInputStream() throws GeneralSecurityException {
        return fixture.decryptFromStream();
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.LARGE_HEAP_MIN,
                ForkArgs.LARGE_HEAP_MAX,
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
