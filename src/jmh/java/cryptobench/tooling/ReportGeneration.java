package cryptobench.tooling;

import cryptobench.report.ReportFixture;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Time for {@code report} to read a JMH JSON file of {@code rows} results and write report.md,
 * without and with the PNG charts; the target is under 3 s for 2,000 rows.
 * Run: {@code java -jar target/benchmarks.jar ReportGeneration}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2)
@Measurement(iterations = 5)
@Fork(1)
public class ReportGeneration {

    @Param("2000")
    public int rows;

    private ReportFixture fixture;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        fixture = new ReportFixture(rows);
    }

    @Benchmark
    public long markdown() throws IOException {
        return fixture.report(false);
    }

    @Benchmark
    public long markdownAndCharts() throws IOException {
        return fixture.report(true);
    }
}
