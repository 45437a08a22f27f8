package cryptobench.bench;

import cryptobench.catalog.Family;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.KeyGenFixture;
import cryptobench.sign.KeyType;
import java.security.KeyPair;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One key pair from the provider's own KeyPairGenerator: a certificate's key or one side of an ephemeral exchange.
 * Run: {@code java -jar target/benchmarks.jar KeyGeneration -p keyType=EC_P256,X25519}
 */
public class KeyGeneration extends PublicKeyBenchmark {

    @Param({"RSA_2048", "RSA_3072", "RSA_4096", "EC_P256", "EC_P384", "ED25519", "X25519"})
    public KeyType keyType;

    private KeyGenFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = KeyGenFixture.create(provider, keyType);
        // RSA's prime search takes a random number of candidates: its rate never levels, so JMH's warm-up alone.
        if (!Family.KEY_GENERATION.randomWork(params::getParam)) {
            settle(() -> fixture.generate().hashCode());
        }
    }

    @Benchmark
    public KeyPair generate() {
        return fixture.generate();
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
                IntrinsicFlags.NO_MULTIPLY_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_SQUARE_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_MUL_ADD_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_MULTIPLY_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_SQUARE_INTRINSIC,
                IntrinsicFlags.NO_INT_POLY_INTRINSICS
            })
    public KeyPair generatePureJava() {
        return fixture.generate();
    }
}
