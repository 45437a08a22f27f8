package cryptobench.bench;

import cryptobench.scaling.ScalingFixture;
import cryptobench.scaling.ScalingPrimitive;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Each provider's headline cipher, digest, MAC, signature and SecureRandom on one thread and on all the machine's
 * threads, each thread with objects of its own (operations per second summed over the threads).
 * Run: {@code java -jar target/benchmarks.jar Scaling -p primitive=AES_GCM,SECURE_RANDOM}
 */
public class Scaling extends ProviderBenchmark {

    @Param({"AES_GCM", "SHA256", "HMAC_SHA256", "ECDSA_P256", "SECURE_RANDOM"})
    public ScalingPrimitive primitive;

    private ScalingFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = ScalingFixture.create(provider, primitive);
        settle(params, fixture::run);
    }

    @Benchmark
    @Threads(1)
    public int oneThread() throws Exception {
        return fixture.run();
    }

    @Benchmark
    @Threads(Threads.MAX)
    public int allThreads() throws Exception {
        return fixture.run();
    }
}
