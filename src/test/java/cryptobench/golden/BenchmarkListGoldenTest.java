package cryptobench.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.util.Optional;

/**
 * The generated META-INF/BenchmarkList must keep every benchmark's name, mode, params and fork settings
 * (golden/benchmarks.txt), and its names must be those of the saved `java -jar target/benchmarks.jar -l` (golden/benchmark-list.txt).
 */
class BenchmarkListGoldenTest {

    /** Benchmarks generated today: 137 in cryptobench.bench and 2 in cryptobench.tooling. */
    private static final int BENCHMARKS = 139;

    private static List<BenchmarkListEntry> entries() {
        return List.copyOf(BenchmarkList.defaultList()
                .getAll(OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT), List.of()));
    }

    @Test
    void everyBenchmarkKeepsItsModeParamsAndForkSettings() throws IOException {
        List<String> lines =
                entries().stream().map(BenchmarkListGoldenTest::line).sorted().toList();
        assertEquals(BENCHMARKS, lines.size(), "benchmarks in META-INF/BenchmarkList");
        Golden.check("benchmarks.txt", String.join("\n", lines) + "\n");
    }

    @Test
    void theNamesAreThoseOfTheSavedJmhList() throws IOException {
        List<String> saved = Files.readAllLines(Golden.DIR.resolve("benchmark-list.txt"));
        assertEquals("Benchmarks: ", saved.get(0));
        assertEquals(BENCHMARKS, saved.size() - 1, "benchmarks in the saved -l output");
        // -l prints JMH's own order; the names are compared sorted.
        String expected = String.join(
                "\n", saved.subList(1, saved.size()).stream().sorted().toList());
        String actual = String.join(
                "\n",
                entries().stream().map(BenchmarkListEntry::getUsername).sorted().toList());
        if (!expected.equals(actual)) {
            fail(Golden.DIR.resolve("benchmark-list.txt") + " (sorted) differs from META-INF/BenchmarkList:\n"
                    + Golden.firstDifference(expected, actual));
        }
    }

    /** One benchmark: name, mode, params with their values, then forks, JVM arguments and iteration settings. */
    static String line(BenchmarkListEntry e) {
        Map<String, String> params = new TreeMap<>();
        e.getParams().orElse(Map.of()).forEach((k, v) -> params.put(k, Arrays.toString(v)));
        return e.getUsername()
                + " mode=" + e.getMode().shortLabel()
                + " params=" + params
                + " forks=" + opt(e.getForks())
                + " warmupForks=" + opt(e.getWarmupForks())
                + " jvm=" + opt(e.getJvm())
                + " jvmArgs=" + args(e.getJvmArgs())
                + " jvmArgsPrepend=" + args(e.getJvmArgsPrepend())
                + " jvmArgsAppend=" + args(e.getJvmArgsAppend())
                + " warmupIterations=" + opt(e.getWarmupIterations())
                + " warmupTime=" + opt(e.getWarmupTime())
                + " warmupBatchSize=" + opt(e.getWarmupBatchSize())
                + " measurementIterations=" + opt(e.getMeasurementIterations())
                + " measurementTime=" + opt(e.getMeasurementTime())
                + " measurementBatchSize=" + opt(e.getMeasurementBatchSize())
                + " threads=" + opt(e.getThreads())
                + " threadGroups=" + Arrays.toString(e.getThreadGroups())
                + " timeUnit=" + opt(e.getTimeUnit())
                + " opsPerInvocation=" + opt(e.getOperationsPerInvocation())
                + " timeout=" + opt(e.getTimeout());
    }

    private static String opt(Optional<?> o) {
        return o.hasValue() ? String.valueOf(o.get()) : "-";
    }

    private static String args(Optional<Collection<String>> o) {
        return o.hasValue() ? List.copyOf(o.get()).toString() : "-";
    }
}
