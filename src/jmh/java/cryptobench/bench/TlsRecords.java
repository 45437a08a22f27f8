package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.tls.TlsRecordFixture;
import cryptobench.tls.TlsSuite;
import javax.net.ssl.SSLException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * {@code dataSize} bytes of application data per operation through a stack's records: the client's
 * wrap and the server's unwrap, per cipher suite, and with the intrinsics off.
 * Run: {@code java -jar target/benchmarks.jar TlsRecords -p suite=TLS_AES_128_GCM_SHA256}
 */
public class TlsRecords extends TlsBenchmark {

    @Param({
        "TLS_AES_128_GCM_SHA256",
        "TLS_AES_256_GCM_SHA384",
        "TLS_CHACHA20_POLY1305_SHA256",
        "TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256",
        "TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384"
    })
    public TlsSuite suite;

    @Param({"1024", "16384"})
    public int dataSize;

    private TlsRecordFixture fixture;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws Exception {
        ProviderBenchmark.checkFork(params);
        fixture = TlsRecordFixture.create(stack, suite, dataSize, true);
        ProviderBenchmark.settle(fixture::send);
    }

    @Benchmark
    public int transfer() throws SSLException {
        return fixture.send();
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
    public int transferPureJava() throws SSLException {
        return fixture.send();
    }
}
