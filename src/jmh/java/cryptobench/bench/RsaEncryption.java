package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.sign.RsaCipherFixture;
import cryptobench.sign.RsaPadding;
import java.security.GeneralSecurityException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One RSA encryption or decryption of a 32-byte message (a key to transport), OAEP with SHA-256 or PKCS#1 v1.5,
 * and decryption with the big-integer intrinsics off.
 * Run: {@code java -jar target/benchmarks.jar RsaEncryption -p padding=OAEP_SHA256 -p modulusBits=2048}
 */
public class RsaEncryption extends PublicKeyBenchmark {

    @Param({"OAEP_SHA256", "PKCS1"})
    public RsaPadding padding;

    @Param({"2048", "3072", "4096"})
    public int modulusBits;

    private RsaCipherFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        checkFork(params);
        fixture = RsaCipherFixture.create(provider, padding, modulusBits);
        settle(decrypts(params) ? () -> fixture.decrypt()[0] : () -> fixture.encrypt()[0]);
    }

    @Benchmark
    public byte[] encrypt() throws GeneralSecurityException {
        return fixture.encrypt();
    }

    @Benchmark
    public byte[] decrypt() throws GeneralSecurityException {
        return fixture.decrypt();
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
    public byte[] decryptPureJava() throws GeneralSecurityException {
        return fixture.decrypt();
    }
}
