package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;
import java.security.KeyPair;
import java.security.SignatureException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;

/**
 * ML-DSA (FIPS 204) key generation, hedged signing and verification of a 32-byte message per
 * provider and parameter set, and the same with the Dilithium, Kyber and SHA-3 intrinsics off.
 * Run: {@code java -jar target/benchmarks.jar MlDsa -p provider=SunJCE,BC -p dsaParameterSet=ML_DSA_65}
 */
public class MlDsa extends SignatureBenchmark {

    @Param({"ML_DSA_44", "ML_DSA_65", "ML_DSA_87"})
    public SignatureAlgorithm dsaParameterSet;

    @Override
    SignatureFixture createFixture() {
        return SignatureFixture.create(
                provider, dsaParameterSet, dsaParameterSet.keySizes().get(0));
    }

    @Benchmark
    public KeyPair keyGen() {
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
    public int signPureJava() throws SignatureException {
        return fixture.sign();
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
    public boolean verifyPureJava() throws SignatureException {
        return fixture.verify();
    }
}
