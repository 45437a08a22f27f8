package cryptobench.bench;

import cryptobench.sign.HybridKemFixture;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The TLS hybrid key exchange X25519MLKEM768, each side as one operation: the client's key share
 * ({@code keyGen}), the server's response ({@code encapsulate}) and the client's finish ({@code decapsulate}).
 * Run: {@code java -jar target/benchmarks.jar X25519MlKem768 -p provider=SunJCE,BC}
 */
public class X25519MlKem768 extends PublicKeyBenchmark {

    private HybridKemFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = HybridKemFixture.create(provider);
        settle(
                measures(params, "keyGen")
                        ? fixture::keyGen
                        : measures(params, "encapsulate") ? fixture::encapsulate : fixture::decapsulate);
    }

    @Benchmark
    public int keyGen() {
        return fixture.keyGen();
    }

    @Benchmark
    public int encapsulate() throws Exception {
        return fixture.encapsulate();
    }

    @Benchmark
    public int decapsulate() throws Exception {
        return fixture.decapsulate();
    }
}
