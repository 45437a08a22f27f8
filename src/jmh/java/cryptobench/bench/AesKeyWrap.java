package cryptobench.bench;

import cryptobench.cipher.KeyWrapFixture;
import cryptobench.cipher.WrapMode;
import cryptobench.cipher.WrappedKey;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import java.security.GeneralSecurityException;
import java.security.Key;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * AES-KW (RFC 3394) and AES-KWP (RFC 5649) wrap and unwrap of a key under a 256-bit key-encryption
 * key, per provider, and the same with the cipher intrinsics off ({@code *PureJava}).
 * Run: {@code java -jar target/benchmarks.jar AesKeyWrap -p provider=SunJCE,BC,ACCP}
 */
public class AesKeyWrap extends PublicKeyBenchmark {

    @Param({"KW", "KWP"})
    public WrapMode wrapMode;

    @Param({"AES_128", "AES_256", "RSA_2048"})
    public WrappedKey wrappedKey;

    private KeyWrapFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = KeyWrapFixture.create(provider, wrapMode, wrappedKey);
        settle(measures(params, "unwrap") ? () -> fixture.unwrap().hashCode() : () -> fixture.wrap().length);
    }

    @Benchmark
    public byte[] wrap() throws GeneralSecurityException {
        return fixture.wrap();
    }

    @Benchmark
    public Key unwrap() throws GeneralSecurityException {
        return fixture.unwrap();
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
    public byte[] wrapPureJava() throws GeneralSecurityException {
        return fixture.wrap();
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
    public Key unwrapPureJava() throws GeneralSecurityException {
        return fixture.unwrap();
    }
}
