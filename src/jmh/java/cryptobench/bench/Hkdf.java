package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.kdf.HkdfApi;
import cryptobench.kdf.HkdfFixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
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

    @Benchmark
    public byte[] derive() throws GeneralSecurityException {
        return fixture.derive();
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
    public byte[] derivePureJava() throws GeneralSecurityException {
        return fixture.derive();
    }
}
