package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.RsaScheme;
import cryptobench.sign.SignatureFixture;
import java.security.SignatureException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;

/**
 * One RSA signature (PKCS#1 v1.5 or PSS, SHA-256) or verification of a 32-byte message, and signing
 * with the big-integer intrinsics off. Run: {@code java -jar target/benchmarks.jar Rsa -p modulusBits=2048}
 */
public class Rsa extends SignatureBenchmark {

    @Param({"PKCS1_SHA256", "PSS_SHA256"})
    public RsaScheme scheme;

    // Not keyBits: a -p keyBits meant for the AES benchmarks would reach RSA too, and the reverse.
    @Param({"2048", "3072", "4096"})
    public int modulusBits;

    @Override
    SignatureFixture createFixture() {
        return SignatureFixture.create(provider, scheme.algorithm(), modulusBits);
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
