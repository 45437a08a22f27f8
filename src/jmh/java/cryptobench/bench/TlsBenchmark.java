package cryptobench.bench;

import cryptobench.jvm.ForkArgs;
import cryptobench.tls.TlsStack;
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

/**
 * The defaults of the TLS benchmarks: throughput, iteration settings, the default fork's arguments
 * and the {@code stack} param. Each trial is a JVM of its own, which lets SunJSSE+ACCP put ACCP
 * first in its provider list.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Measurement(iterations = 5, time = 300, timeUnit = TimeUnit.MILLISECONDS)
@Fork(
        value = 1,
        jvmArgsPrepend = {ForkArgs.NATIVE_ACCESS, ForkArgs.HEAP_MIN, ForkArgs.HEAP_MAX, ForkArgs.PRETOUCH})
public abstract class TlsBenchmark {

    @Param({"SUN_JSSE", "SUN_JSSE_ACCP", "BCJSSE", "CONSCRYPT"})
    public TlsStack stack;
}
