package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.KemAlgorithm;
import cryptobench.sign.KemFixture;
import java.security.KeyPair;
import javax.crypto.SecretKey;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * ML-KEM (FIPS 203) key generation, encapsulation and decapsulation per provider and parameter set,
 * and the same with the Kyber, Dilithium and SHA-3 intrinsics off ({@code *PureJava}).
 * Run: {@code java -jar target/benchmarks.jar MlKem -p provider=SunJCE,BC -p kemParameterSet=ML_KEM_768}
 */
public class MlKem extends PublicKeyBenchmark {

    @Param({"ML_KEM_512", "ML_KEM_768", "ML_KEM_1024"})
    public KemAlgorithm kemParameterSet;

    private KemFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = KemFixture.create(provider, kemParameterSet);
        if (measures(params, "keyGen")) {
            fixture.requireKeyGenerator();
        }
        settle(
                measures(params, "keyGen")
                        ? () -> fixture.keyGen().hashCode()
                        : measures(params, "encapsulate")
                                ? () -> fixture.encapsulate().hashCode()
                                : () -> fixture.decapsulate().hashCode());
    }

    @Benchmark
    public KeyPair keyGen() {
        return fixture.keyGen();
    }

    @Benchmark
    public Object encapsulate() throws Exception {
        return fixture.encapsulate();
    }

    @Benchmark
    public SecretKey decapsulate() throws Exception {
        return fixture.decapsulate();
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
                IntrinsicFlags.NO_KYBER_INTRINSICS,
                IntrinsicFlags.NO_DILITHIUM_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS
            })
    public KeyPair keyGenPureJava() {
        return fixture.keyGen();
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
                IntrinsicFlags.NO_KYBER_INTRINSICS,
                IntrinsicFlags.NO_DILITHIUM_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS
            })
    public Object encapsulatePureJava() throws Exception {
        return fixture.encapsulate();
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
                IntrinsicFlags.NO_KYBER_INTRINSICS,
                IntrinsicFlags.NO_DILITHIUM_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS
            })
    public SecretKey decapsulatePureJava() throws Exception {
        return fixture.decapsulate();
    }
}
