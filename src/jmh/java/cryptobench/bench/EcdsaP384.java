package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;
import java.security.SignatureException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

/**
 * One ECDSA P-384 (SHA-384) signature or verification of a 32-byte message, and signing with the
 * big-integer and EC field intrinsics off. Run: {@code java -jar target/benchmarks.jar EcdsaP384}
 */
public class EcdsaP384 extends SignatureBenchmark {

    @Override
    SignatureFixture createFixture() {
        return SignatureFixture.create(provider, SignatureAlgorithm.ECDSA_P384, 384);
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
    public int signPureJava() throws SignatureException {
        return fixture.sign();
    }
}
