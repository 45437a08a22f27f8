package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.random.RandomAlgorithm;
import cryptobench.random.RandomFixture;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * A fresh {@code dataSize}-byte array filled by one SecureRandom instance that every thread shares: on one thread, on
 * all the machine's threads at once (operations per second summed over them), on a new thread per call, and on one
 * thread with the JDK's SHA intrinsics off. Run: {@code java -jar target/benchmarks.jar SecureRandomBytes -p
 * algorithm=DEFAULT -p dataSize=32}
 */
@State(Scope.Benchmark)
public class SecureRandomBytes extends ProviderBenchmark {

    @Param({"DEFAULT", "DRBG", "SHA1PRNG", "NATIVE_PRNG_NON_BLOCKING"})
    public RandomAlgorithm algorithm;

    @Param({"16", "32", "1024"})
    public int dataSize;

    private RandomFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = RandomFixture.create(provider, algorithm, dataSize);
        settle(
                params,
                measures(params, "nextBytesNewThread")
                        ? () -> fixture.nextBytesOnNewThread()[0]
                        : () -> fixture.nextBytes()[0]);
    }

    @Benchmark
    @Threads(1)
    public byte[] nextBytes() {
        return fixture.nextBytes();
    }

    @Benchmark
    @Threads(Threads.MAX)
    public byte[] nextBytesAllThreads() {
        return fixture.nextBytes();
    }

    @Benchmark
    @Threads(1)
    public byte[] nextBytesNewThread() throws InterruptedException {
        return fixture.nextBytesOnNewThread();
    }

    @Benchmark
    @Threads(1)
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
    public byte[] nextBytesPureJava() {
        return fixture.nextBytes();
    }
}
