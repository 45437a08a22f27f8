package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.jvm.ForkArgs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.CommandLineOptions;

class ForkedJvmTest {

    private static final String DEFAULT = "cryptobench.bench.AesGcm.encrypt";
    private static final String PURE = "cryptobench.bench.AesGcm.encryptPureJava";

    @Test
    void aPureJavaRowRunsInAJvmOfItsOwnWithItsForkFlagsOnBothSides(@TempDir Path tmp) throws Exception {
        List<List<ForkCommand>> waves = new ArrayList<>();
        ForkedJvm forks = new ForkedJvm(b -> b.endsWith("PureJava") ? ForkArgs.PURE_JAVA : ForkArgs.DEFAULT) {
            @Override
            public List<ForkOutput> run(List<ForkCommand> jvms, boolean together) {
                waves.add(jvms);
                return jvms.stream()
                        .map(j -> new ForkOutput(List.of(), List.of(), 0))
                        .toList();
            }
        };
        Side base = new Side("base", Path.of("/bin/java"), List.of(tmp.resolve("a.jar")), List.of());
        Side next = new Side("new", Path.of("/bin/java"), List.of(tmp.resolve("b.jar")), List.of("-Dside=new"));
        forks.configure(List.of(base, next), new CommandLineOptions(), tmp);
        Trial d = new Trial(DEFAULT, Mode.Throughput, Map.of("provider", "SunJCE"), 1, 1);
        Trial p = new Trial(PURE, Mode.Throughput, Map.of("provider", "SunJCE"), 1, 1);
        List<Executor.Launch> launches = List.of(
                new Executor.Launch("base", List.of(new WorkUnit(d, 0, 1, "base"), new WorkUnit(p, 1, 1, "base")), 0),
                new Executor.Launch("new", List.of(new WorkUnit(d, 0, 1, "new"), new WorkUnit(p, 1, 1, "new")), 1));

        List<List<Outcome>> outcomes = forks.execute(launches, true);

        assertEquals(2, waves.size(), "the default rows' JVMs, then the PureJava rows' JVMs");
        for (List<ForkCommand> wave : waves) {
            assertEquals(
                    List.of("base", "new"),
                    wave.stream().map(j -> j.side().name()).toList(),
                    "both sides in each wave");
        }
        for (ForkCommand j : waves.get(0)) {
            List<String> cmd = j.command();
            assertFalse(cmd.contains("-XX:-UseAESIntrinsics"), cmd.toString());
            assertTrue(
                    j.jmhArgs().get(0).contains(DEFAULT) && !j.jmhArgs().get(0).contains(PURE),
                    j.jmhArgs().toString());
        }
        for (ForkCommand j : waves.get(1)) {
            List<String> cmd = j.command();
            assertTrue(cmd.containsAll(ForkArgs.PURE_JAVA), cmd.toString());
            assertTrue(j.jmhArgs().get(0).contains(PURE), j.jmhArgs().toString());
            assertTrue(
                    j.resultFile().getFileName().toString().endsWith("-2.json"),
                    "a file of its own: " + j.resultFile());
        }
        List<String> newCmd =
                waves.get(1).get(1).side().command(List.of(), ForkArgs.PURE_JAVA, List.of(), List.of(), null);
        assertTrue(
                newCmd.indexOf("-Dside=new") > newCmd.indexOf("-XX:-UseAESIntrinsics"),
                "the side's own arguments come after and win");
        assertEquals(2, outcomes.size());
        assertEquals(2, outcomes.get(0).size(), "one outcome per unit, in the launch's order");
    }

    @Test
    void theForkArgumentsOfABenchmarkAreThoseOfItsForkAnnotation() {
        assertTrue(
                ForkCommand.annotatedForkArgs(PURE).containsAll(ForkArgs.PURE_JAVA),
                ForkCommand.annotatedForkArgs(PURE).toString());
        assertFalse(ForkCommand.annotatedForkArgs(DEFAULT).contains("-XX:-UseAESIntrinsics"));
        assertEquals(ForkArgs.DEFAULT, ForkCommand.annotatedForkArgs("no.such.Benchmark.method"));
    }
}
