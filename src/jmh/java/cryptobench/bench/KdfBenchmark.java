package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import java.security.GeneralSecurityException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * The key-derivation benchmarks: average time per derivation in microseconds, with the JDK's SHA intrinsics on
 * ({@code derive}) and off ({@code derivePureJava}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public abstract class KdfBenchmark extends ProviderBenchmark {

    /** One derivation by the trial's fixture. */
    abstract byte[] deriveOnce() throws GeneralSecurityException;

    @Benchmark
    public byte[] derive() throws GeneralSecurityException {
        return deriveOnce();
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
        return deriveOnce();
    }
}
