package cryptobench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * The signature and key-agreement benchmarks: average time per operation in microseconds, on top of
 * the shared defaults. "SunJCE" means the JDK's own providers (SunRsaSign, SunEC). The
 * {@code *PureJava} methods fork with the big-integer and EC field intrinsics off
 * ({@link cryptobench.jvm.ForkArgs#PURE_JAVA_BIGINT}), checked in the fork.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public abstract class PublicKeyBenchmark extends ProviderBenchmark {}
