package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.jvm.Variant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The defaults the signature and key-agreement benchmarks share: average time per operation in
 * microseconds, iteration settings, the default fork's arguments and the {@code provider} param.
 * "SunJCE" means the JDK's own providers (SunRsaSign, SunEC). The {@code *PureJava} methods fork with
 * the big-integer and EC field intrinsics off ({@link ForkArgs#PURE_JAVA_BIGINT}), checked in the fork.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 6, time = 500, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 10, time = 250, timeUnit = TimeUnit.MILLISECONDS)
@Fork(value = 1, jvmArgsPrepend = {ForkArgs.NATIVE_ACCESS, ForkArgs.HEAP_MIN, ForkArgs.HEAP_MAX, ForkArgs.PRETOUCH})
public abstract class PublicKeyBenchmark {

    @Param({"SunJCE", "BC", "Conscrypt", "ACCP"})
    public String provider;

    /** In a {@code *PureJava} benchmark, fails unless this fork really runs with the big-integer intrinsics off. */
    static void checkVariant(BenchmarkParams params) {
        if (Variant.ofBenchmark(params.getBenchmark()) == Variant.PURE_JAVA) {
            IntrinsicFlags.requireBigIntegerIntrinsicsOff();
        }
    }
}
