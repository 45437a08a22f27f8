package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.ForkProfiler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.ProfilerConfig;
import org.openjdk.jmh.runner.options.VerboseMode;

/** The JMH command line of a fork JVM: its rows, what the engine sets, and every other option as the user gave it. */
class ForkCommandTest {

    private static final Path RESULT = Path.of("work", "r0001-base.json");
    private static final List<Trial> ROWS = List.of(
            new Trial(
                    "cryptobench.bench.AesGcm.encrypt",
                    Mode.Throughput,
                    Map.of("provider", "SunJCE", "dataSize", "1024"),
                    1,
                    2),
            new Trial(
                    "cryptobench.bench.AesGcm.decrypt",
                    Mode.Throughput,
                    Map.of("provider", "SunJCE", "dataSize", "16384"),
                    1,
                    2));

    /** The fork's JMH command line for a user who gave {@code user}, as the fork's JMH reads it. */
    private static CommandLineOptions fork(String... user) throws Exception {
        return new CommandLineOptions(
                ForkCommand.jmhArgs(ROWS, new CommandLineOptions(user), RESULT).toArray(String[]::new));
    }

    static Stream<Arguments> families() {
        return Stream.of(
                Arguments.of("threads", new String[] {"-t", "4", "-tg", "3,1"}),
                Arguments.of("all threads", new String[] {"-t", "max"}),
                Arguments.of("batch sizes", new String[] {"-bs", "3", "-wbs", "5"}),
                Arguments.of("operations per invocation", new String[] {"-opi", "8"}),
                Arguments.of("synchronised iterations", new String[] {"-si", "false"}),
                Arguments.of("GC between iterations", new String[] {"-gc", "true"}),
                Arguments.of("warm-up mode", new String[] {"-wm", "BULK_INDI", "-wmb", "Digest.*"}),
                Arguments.of(
                        "profilers with their options", new String[] {"-prof", "gc", "-prof", "stack:lines=5;top=3"}),
                Arguments.of(
                        "timing",
                        new String[] {"-wi", "2", "-w", "150ms", "-i", "7", "-r", "2s", "-to", "3min", "-tu", "us"}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("families")
    void everyOptionOfAFamilyReachesTheForkAsGiven(String family, String[] user) throws Exception {
        CommandLineOptions given = new CommandLineOptions(user);
        CommandLineOptions fork = fork(user);
        int set = 0;
        for (JmhOption option : JmhOption.of(JmhOption.Use.PASSED)) {
            assertEquals(
                    JmhOptionTest.value(given, option.getter()),
                    JmhOptionTest.value(fork, option.getter()),
                    option.toString());
            set += option.given(given) ? 1 : 0;
        }
        assertEquals(
                user.length / 2 - (family.startsWith("profilers") ? 1 : 0),
                set,
                "each option of the family is one the forks take");
    }

    @Test
    void threadsBatchSizesAndAProfilerTogether() throws Exception {
        CommandLineOptions fork = fork("-t", "2", "-bs", "3", "-prof", "gc");
        assertEquals(2, fork.getThreads().get());
        assertEquals(3, fork.getMeasurementBatchSize().get());
        assertEquals(List.of(new ProfilerConfig("gc", "")), fork.getProfilers());
    }

    @Test
    void theForkRunsItsOwnRowsInItselfWhateverTheUserSelected() throws Exception {
        CommandLineOptions fork = fork(
                "AesGcm",
                "ChaCha",
                "-e",
                "Pure",
                "-bm",
                "thrpt,avgt",
                "-p",
                "provider=SunJCE,BC",
                "-f",
                "3",
                "-wf",
                "1",
                "-rf",
                "csv",
                "-rff",
                "x.csv",
                "-o",
                "out.txt",
                "-v",
                "EXTRA",
                "-foe",
                "true",
                "-jvm",
                "/usr/bin/java",
                "-jvmArgs",
                "-Xint",
                "-jvmArgsPrepend",
                "-Dx=1",
                "-jvmArgsAppend",
                "-Dy=2");
        assertEquals(
                List.of("^(\\Qcryptobench.bench.AesGcm.encrypt\\E|\\Qcryptobench.bench.AesGcm.decrypt\\E)$"),
                fork.getIncludes());
        assertEquals(List.of(), fork.getExcludes());
        assertEquals(List.of(Mode.Throughput), List.copyOf(fork.getBenchModes()));
        assertEquals(
                List.of("SunJCE"), List.copyOf(fork.getParameter("provider").get()));
        assertEquals(
                List.of("1024", "16384"),
                List.copyOf(fork.getParameter("dataSize").get()));
        assertEquals(0, fork.getForkCount().get(), "in the fork JVM itself");
        assertFalse(fork.getWarmupForkCount().hasValue());
        assertEquals("JSON", fork.getResultFormat().get().name());
        assertEquals(RESULT.toString(), fork.getResult().get());
        assertFalse(fork.shouldFailOnError().get(), "a failing row does not stop the others");
        assertFalse(fork.getOutput().hasValue(), "the console is read by the engine");
        assertFalse(fork.verbosity().hasValue());
        assertFalse(fork.getJvm().hasValue());
        assertFalse(fork.getJvmArgs().hasValue());
        assertEquals(
                List.of(),
                List.copyOf(fork.getJvmArgsPrepend().orElse(List.of())),
                "the user's are on the JVM's command line");
        assertEquals(
                List.of(),
                List.copyOf(fork.getJvmArgsAppend().orElse(List.of())),
                "the user's are on the JVM's command line");
    }

    /**
     * The JVM arguments JMH 1.37 records in each row of a fork that runs its rows in itself
     * (Runner.newBenchmarkParams): -jvmArgsPrepend, else the benchmark's @Fork prepend; then -jvmArgs,
     * else its @Fork jvmArgs, else the JVM's own arguments; then -jvmArgsAppend, else its @Fork append.
     */
    private static List<String> recorded(ForkCommand fork, BenchmarkListEntry benchmark) throws Exception {
        List<String> cmd = fork.command();
        List<String> jvmsOwn = cmd.subList(cmd.indexOf(fork.side().java().toString()) + 1, cmd.indexOf("-cp"));
        CommandLineOptions jmh = new CommandLineOptions(fork.jmhArgs().toArray(String[]::new));
        List<String> recorded = new ArrayList<>(
                jmh.getJvmArgsPrepend().orElse(benchmark.getJvmArgsPrepend().orElse(List.of())));
        recorded.addAll(jmh.getJvmArgs().orElse(benchmark.getJvmArgs().orElse(jvmsOwn)));
        recorded.addAll(
                jmh.getJvmArgsAppend().orElse(benchmark.getJvmArgsAppend().orElse(List.of())));
        return recorded;
    }

    @Test
    void aRowRecordsEachJvmArgumentOfItsForkOnce() throws Exception {
        Side side = new Side("base", Path.of("/bin/java"), List.of(Path.of("a.jar")), List.of("-Dside=base"));
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        for (String name : List.of("cryptobench.bench.AesGcm.encrypt", "cryptobench.bench.AesGcm.encryptPureJava")) {
            BenchmarkListEntry benchmark = BenchmarkList.defaultList().getAll(quiet, List.of()).stream()
                    .filter(e -> e.getUsername().equals(name))
                    .findFirst()
                    .orElseThrow();
            assertTrue(
                    benchmark.getJvmArgsPrepend().hasValue(),
                    "the benchmarks give their fork arguments as @Fork(jvmArgsPrepend)");
            Trial t = new Trial(name, Mode.Throughput, Map.of("provider", "SunJCE"), 1, 2);
            ForkCommand fork = ForkCommand.of(
                    side,
                    List.of(t),
                    ForkCommand.annotatedForkArgs(name),
                    new CommandLineOptions("-jvmArgsAppend", "-Xss2m"),
                    RESULT,
                    null,
                    Path.of("r.log"));
            List<String> cmd = fork.command();

            assertEquals(cmd.subList(1, cmd.indexOf("-cp")), recorded(fork, benchmark), name);
            assertEquals(1, Collections.frequency(recorded(fork, benchmark), ForkArgs.HEAP_MAX), name);
        }
    }

    @Test
    void aSidesSizedHeapTakesThePlaceOfTheBenchmarksInTheForkAndItsRows() throws Exception {
        Side side = new Side(
                "base",
                Path.of("/bin/java"),
                List.of(Path.of("a.jar")),
                List.of(ForkArgs.SIZED_HEAP + "256m", "-Xms64m", "-Xmx64m", "-Dside=base"));
        String name = "cryptobench.bench.AesGcm.encrypt";
        OutputFormat quiet = OutputFormatFactory.createFormatInstance(System.out, VerboseMode.SILENT);
        BenchmarkListEntry benchmark = BenchmarkList.defaultList().getAll(quiet, List.of()).stream()
                .filter(e -> e.getUsername().equals(name))
                .findFirst()
                .orElseThrow();
        ForkCommand fork = ForkCommand.of(
                side,
                List.of(new Trial(name, Mode.Throughput, Map.of("provider", "SunJCE"), 1, 2)),
                ForkCommand.annotatedForkArgs(name),
                new CommandLineOptions(),
                RESULT,
                null,
                Path.of("r.log"));
        List<String> cmd = fork.command();
        List<String> recorded = recorded(fork, benchmark);
        assertEquals(cmd.subList(1, cmd.indexOf("-cp")), recorded);
        // Before: "-Xms256m -Xmx256m" of @Fork, then the side's "-Xms64m -Xmx64m".
        assertEquals(
                List.of("-Xmx64m"),
                recorded.stream().filter(a -> a.startsWith("-Xmx")).toList(),
                recorded.toString());
        assertEquals(
                List.of("-Xms64m"),
                recorded.stream().filter(a -> a.startsWith("-Xms")).toList(),
                recorded.toString());
        assertEquals(1, recorded.indexOf("-Xms64m"), "where @Fork puts its heap");
        assertEquals(ForkArgs.HEAP_MAX, ForkArgs.settings(recorded).get(2), "read back as the benchmark's heap");
    }

    @Test
    void theUsersJvmArgumentsGoAroundTheSidesOwn() throws Exception {
        Side side = new Side("new", Path.of("/bin/java"), List.of(Path.of("a.jar")), List.of("-Dside=new"));
        ForkCommand fork = ForkCommand.of(
                side,
                ROWS,
                List.of("-Xmx256m"),
                new CommandLineOptions("-jvmArgsPrepend", "-Dx=1", "-jvmArgsAppend", "-XX:+UseSerialGC -Xss2m"),
                RESULT,
                1,
                Path.of("work", "r0001-new.log"));
        List<String> cmd = fork.command();
        assertEquals(List.of("taskset", "-c", "1", "/bin/java", "-Dx=1", "-Xmx256m"), cmd.subList(0, 6));
        assertTrue(cmd.indexOf("-Dside=new") < cmd.indexOf("-XX:+UseSerialGC"), cmd.toString());
        assertEquals(cmd.indexOf("-XX:+UseSerialGC") + 1, cmd.indexOf("-Xss2m"), cmd.toString());
        assertTrue(cmd.indexOf("-Xss2m") < cmd.indexOf("org.openjdk.jmh.Main"), cmd.toString());
        // ab's forks skip settling, and so the host canary, which a cold fork's JIT would slow.
        assertTrue(cmd.indexOf("-Dcryptobench.settle=off") < cmd.indexOf("-Dside=new"), cmd.toString());
        assertFalse(cmd.stream().anyMatch(a -> a.startsWith("-Dcryptobench.canary")), cmd.toString());
    }

    @Test
    void aJvmArgumentWithASpaceReachesTheForkWhole() throws Exception {
        Side side = new Side("new", Path.of("/bin/java"), List.of(Path.of("a.jar")), List.of());
        ForkCommand fork = ForkCommand.of(
                side,
                ROWS,
                List.of(),
                new CommandLineOptions("-jvmArgsAppend", "\"-Dname=a b\" -Xss2m"),
                RESULT,
                null,
                Path.of("r.log"));
        List<String> cmd = fork.command();
        assertEquals(cmd.indexOf("-Dname=a b") + 1, cmd.indexOf("-Xss2m"), cmd.toString());
    }

    @Test
    void aSideWhoseBuildHasTheForkProfilerIsAskedForItsForksData(@TempDir Path dir) throws Exception {
        Path classes = dir.resolve("classes");
        Path profiler = classes.resolve(ForkProfiler.class.getName().replace('.', '/') + ".class");
        Files.createDirectories(profiler.getParent());
        Files.write(profiler, new byte[] {0});
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Side withIt = new Side("new", java, List.of(classes), List.of());
        Side older = new Side("old", java, List.of(dir.resolve("old-classes")), List.of());
        CommandLineOptions user = new CommandLineOptions("-prof", "gc");

        List<ProfilerConfig> asked = new CommandLineOptions(
                        ForkCommand.of(withIt, ROWS, ForkArgs.DEFAULT, user, RESULT, null, dir.resolve("a.log"))
                                .jmhArgs()
                                .toArray(String[]::new))
                .getProfilers();
        assertEquals(
                List.of("gc", ForkProfiler.class.getName()),
                asked.stream().map(ProfilerConfig::getKlass).toList());
        List<ProfilerConfig> old = new CommandLineOptions(
                        ForkCommand.of(older, ROWS, ForkArgs.DEFAULT, user, RESULT, null, dir.resolve("b.log"))
                                .jmhArgs()
                                .toArray(String[]::new))
                .getProfilers();
        assertEquals(
                List.of("gc"),
                old.stream().map(ProfilerConfig::getKlass).toList(),
                "a build without it would not start");
    }
}
