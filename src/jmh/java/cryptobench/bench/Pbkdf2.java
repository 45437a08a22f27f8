package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.kdf.Pbkdf2Fixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
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
