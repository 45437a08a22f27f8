package cryptobench.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * The key-derivation benchmarks: average time per derivation in microseconds. The {@code derivePureJava} methods
 * fork with the JDK's SHA intrinsics off.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public abstract class KdfBenchmark extends ProviderBenchmark {}
