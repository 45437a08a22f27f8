package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.check.Failure;
import cryptobench.jvm.ChildProcess;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.jvm.IntrinsicGroup;
import cryptobench.jvm.Variant;
import cryptobench.results.Json;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Verify's fork variants and the check each fork makes of itself before it checks a provider. */
class VerifyWorkerTest {

    @Test
    void verifysVariantsAreTheBenchmarksVariantsUnderTheirLabels() {
        assertEquals(
                List.of(Variant.INTRINSIC, Variant.PURE_JAVA, Variant.AVX2, Variant.AVX1, Variant.AVX0),
                List.of(VerifyWorker.ForkVariant.values()).stream()
                        .map(VerifyWorker.ForkVariant::variant)
                        .toList());
        assertEquals(VerifyWorker.ForkVariant.AVX1, VerifyWorker.ForkVariant.parse("UseAVX=1"));
        assertEquals(List.of(), VerifyWorker.ForkVariant.DEFAULT.flagArgs());
        assertEquals(IntrinsicFlags.useAvxArgs(2), VerifyWorker.ForkVariant.AVX2.flagArgs());
        assertEquals(
                List.of("--enable-native-access=ALL-UNNAMED", "-Xmx1g", IntrinsicFlags.IGNORE_UNKNOWN, "-XX:UseAVX=0"),
                VerifyRun.args(VerifyWorker.ForkVariant.AVX0));
    }

    /** Every intrinsic the pure-Java fork switches off is one its fork checks, and every one it checks it switches off. */
    @Test
    void thePureJavaForkChecksEveryIntrinsicItSwitchesOff() {
        Set<String> switchedOff = VerifyRun.args(VerifyWorker.ForkVariant.PURE_JAVA).stream()
                .filter(a -> a.startsWith("-XX:-"))
                .map(a -> a.substring("-XX:-".length()))
                .collect(Collectors.toSet());
        Set<String> checked = VerifyWorker.ForkVariant.PURE_JAVA_GROUPS.stream()
                .flatMap(g -> g.flags().stream())
                .collect(Collectors.toSet());
        assertEquals(checked, switchedOff);
        assertTrue(
                checked.containsAll(IntrinsicFlags.BIGINT_FLAGS) && checked.containsAll(IntrinsicFlags.PQC_FLAGS),
                checked.toString());
        assertTrue(IntrinsicFlags.ALL_FLAGS.containsAll(checked), "the fork records every flag it checks");
    }

    /** A JVM started with only the cipher and digest intrinsics off is no pure-Java fork: it checks nothing and says which are on. */
    @Test
    void aPureJavaForkWithTheBigIntegerIntrinsicsStillOnChecksNothingAndFails(@TempDir Path dir) throws Exception {
        ForkReport r = worker(dir, IntrinsicGroup.CIPHER_AND_DIGEST.offArgs(), "SunJCE");
        assertEquals(List.of(), r.tallies(), "nothing was checked");
        assertEquals(1, r.failures().size(), r.failures().toString());
        Failure f = r.failures().get(0);
        assertEquals("fork", f.check());
        assertTrue(
                f.message().contains("intrinsics are still on")
                        && f.message().contains("UseMultiplyToLenIntrinsic=true"),
                f.message());
        assertEquals("PureJava", f.reproducer().get("fork variant"));
    }

    @Test
    void aPureJavaForkWithItsOwnArgumentsPassesItsCheck(@TempDir Path dir) throws Exception {
        ForkReport r = worker(dir, VerifyWorker.ForkVariant.PURE_JAVA.flagArgs(), "NoSuchProvider");
        assertEquals(List.of(), r.failures());
        assertEquals(1, r.tallies().size(), r.tallies().toString());
        assertTrue(
                r.tallies().get(0).note().startsWith("cannot load"), r.tallies().toString());
        String flags = r.fork().get("intrinsic flags");
        assertTrue(
                flags.contains("UseAES=false")
                        && flags.contains("UseMultiplyToLenIntrinsic=false")
                        && flags.contains("UseSHA3Intrinsics=false"),
                flags);
    }

    /** Runs the worker as a pure-Java fork in a JVM started with {@code jvmArgs}. */
    private static ForkReport worker(Path dir, List<String> jvmArgs, String providers) throws Exception {
        Path json = dir.resolve("fork.json");
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmArgs);
        command.addAll(List.of(
                "-cp",
                System.getProperty("java.class.path"),
                VerifyWorker.class.getName(),
                "--providers",
                providers,
                "--scope",
                "headline",
                "--variant",
                "PureJava",
                "--out",
                json.toString()));
        ChildProcess.Result result = ChildProcess.run(command, Map.of(), Duration.ofMinutes(5));
        assertTrue(result.ok(), result.out() + result.err());
        return Json.MAPPER.readValue(json.toFile(), ForkReport.class);
    }
}
