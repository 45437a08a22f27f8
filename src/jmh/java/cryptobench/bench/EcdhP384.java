package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.KeyAgreementAlgorithm;
import cryptobench.sign.KeyAgreementFixture;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;

/**
 * One side of an ECDH P-384 key agreement (init, doPhase, generateSecret), also with the big-integer
 * and EC field intrinsics off. Run: {@code java -jar target/benchmarks.jar EcdhP384 -p provider=SunJCE,ACCP}
 */
public class EcdhP384 extends KeyAgreementBenchmark {

    @Override
    KeyAgreementFixture createFixture() {
        return KeyAgreementFixture.create(provider, KeyAgreementAlgorithm.ECDH_P384);
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
    public int agreePureJava() throws GeneralSecurityException {
        return fixture.agree();
    }
}
