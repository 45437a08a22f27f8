package cryptobench.bench;

import cryptobench.cipher.IsaPrimitive;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.jvm.Settler;
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
 * One {@code primitive} on {@code dataSize} bytes with the JVM told to use less of the CPU: a fork
 * per {@code -XX:UseAVX} level ({@code runAvx3} to {@code runAvx0}, each checked in its fork) and one
 * with every cipher and digest intrinsic off ({@code runPureJava}).
 * Run: {@code java -jar target/benchmarks.jar IsaLevels -p provider=SunJCE -p dataSize=16384}
 */
@Warmup(iterations = 1, time = 200, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 200, timeUnit = TimeUnit.MILLISECONDS)
public class IsaLevels extends ProviderBenchmark {

    @Param({"AES_GCM_ENCRYPT", "AES_CTR_ENCRYPT", "AES_CBC_DECRYPT", "CHACHA20_POLY1305_ENCRYPT", "SHA_256"})
    public IsaPrimitive primitive;

    @Param({"1024", "16384"})
    public int dataSize;

    private Settler.Op op;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        op = primitive.create(provider, dataSize);
        settle(op);
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.HEAP_MIN,
                ForkArgs.HEAP_MAX,
                ForkArgs.PRETOUCH,
                IntrinsicFlags.IGNORE_UNKNOWN,
                IntrinsicFlags.USE_AVX_3
            })
    public int runAvx3() throws Exception {
        return op.run();
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.HEAP_MIN,
                ForkArgs.HEAP_MAX,
                ForkArgs.PRETOUCH,
                IntrinsicFlags.IGNORE_UNKNOWN,
                IntrinsicFlags.USE_AVX_2
            })
    public int runAvx2() throws Exception {
        return op.run();
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.HEAP_MIN,
                ForkArgs.HEAP_MAX,
                ForkArgs.PRETOUCH,
                IntrinsicFlags.IGNORE_UNKNOWN,
                IntrinsicFlags.USE_AVX_1
            })
    public int runAvx1() throws Exception {
        return op.run();
    }

    @Benchmark
    @Fork(
            value = 1,
            jvmArgsPrepend = {
                ForkArgs.NATIVE_ACCESS,
                ForkArgs.HEAP_MIN,
                ForkArgs.HEAP_MAX,
                ForkArgs.PRETOUCH,
                IntrinsicFlags.IGNORE_UNKNOWN,
                IntrinsicFlags.USE_AVX_0
            })
    public int runAvx0() throws Exception {
        return op.run();
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
                IntrinsicFlags.NO_POLY1305_INTRINSICS,
                IntrinsicFlags.NO_SHA,
                IntrinsicFlags.NO_SHA1_INTRINSICS,
                IntrinsicFlags.NO_SHA256_INTRINSICS,
                IntrinsicFlags.NO_SHA512_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS,
                IntrinsicFlags.NO_MD5_INTRINSICS
            })
    public int runPureJava() throws Exception {
        return op.run();
    }
}
