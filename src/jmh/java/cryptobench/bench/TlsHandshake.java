package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.tls.ServerKey;
import cryptobench.tls.TlsGroup;
import cryptobench.tls.TlsHandshakeFixture;
import cryptobench.tls.TlsVersion;
import javax.net.ssl.SSLException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * One TLS handshake per operation (and the server's first byte of data), both sides' work in one thread over in-memory engines: full, or
 * resumed (TLS 1.3 ticket, TLS 1.2 session), and both with the cipher, digest and big-integer
 * intrinsics off. Run: {@code java -jar target/benchmarks.jar TlsHandshake -p stack=SUN_JSSE,CONSCRYPT -p group=X25519}
 */
public class TlsHandshake extends TlsBenchmark {

    @Param({"TLS13", "TLS12"})
    public TlsVersion protocol;

    @Param({"X25519", "SECP256R1", "X25519MLKEM768"})
    public TlsGroup group;

    @Param({"EC_P256", "RSA_2048", "ED25519"})
    public ServerKey certificate;

    private TlsHandshakeFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        ProviderBenchmark.checkFork(params);
        fixture = TlsHandshakeFixture.create(
                stack, protocol, group, certificate, ProviderBenchmark.measures(params, "resumed"), true);
        ProviderBenchmark.settle(fixture::handshake);
    }

    @Benchmark
    public int full() throws SSLException {
        return fixture.handshake();
    }

    @Benchmark
    public int resumed() throws SSLException {
        return fixture.handshake();
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
                IntrinsicFlags.NO_AES,
                IntrinsicFlags.NO_AES_INTRINSICS,
                IntrinsicFlags.NO_AES_CTR_INTRINSICS,
                IntrinsicFlags.NO_GHASH_INTRINSICS,
                IntrinsicFlags.NO_CHACHA20_INTRINSICS,
                IntrinsicFlags.NO_POLY1305_INTRINSICS,
                IntrinsicFlags.NO_SHA,
                IntrinsicFlags.NO_SHA1_INTRINSICS,
                IntrinsicFlags.NO_SHA256_INTRINSICS,
                IntrinsicFlags.NO_SHA512_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS,
                IntrinsicFlags.NO_MD5_INTRINSICS,
                IntrinsicFlags.NO_MULTIPLY_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_SQUARE_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_MUL_ADD_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_MULTIPLY_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_SQUARE_INTRINSIC,
                IntrinsicFlags.NO_INT_POLY_INTRINSICS
            })
    public int fullPureJava() throws SSLException {
        return fixture.handshake();
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
                IntrinsicFlags.NO_AES,
                IntrinsicFlags.NO_AES_INTRINSICS,
                IntrinsicFlags.NO_AES_CTR_INTRINSICS,
                IntrinsicFlags.NO_GHASH_INTRINSICS,
                IntrinsicFlags.NO_CHACHA20_INTRINSICS,
                IntrinsicFlags.NO_POLY1305_INTRINSICS,
                IntrinsicFlags.NO_SHA,
                IntrinsicFlags.NO_SHA1_INTRINSICS,
                IntrinsicFlags.NO_SHA256_INTRINSICS,
                IntrinsicFlags.NO_SHA512_INTRINSICS,
                IntrinsicFlags.NO_SHA3_INTRINSICS,
                IntrinsicFlags.NO_MD5_INTRINSICS,
                IntrinsicFlags.NO_MULTIPLY_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_SQUARE_TO_LEN_INTRINSIC,
                IntrinsicFlags.NO_MUL_ADD_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_MULTIPLY_INTRINSIC,
                IntrinsicFlags.NO_MONTGOMERY_SQUARE_INTRINSIC,
                IntrinsicFlags.NO_INT_POLY_INTRINSICS
            })
    public int resumedPureJava() throws SSLException {
        return fixture.handshake();
    }
}
