package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** The ISA-level fork variants: their names, their arguments, and the in-fork check of UseAVX. */
class IsaLevelTest {

    @Test
    void variantsComeFromTheMethodName() {
        assertEquals(Variant.AVX2, Variant.ofBenchmark("cryptobench.bench.IsaLevels.runAvx2"));
        assertEquals("run", Variant.operation("runAvx0"));
        assertEquals(Variant.PURE_JAVA, Variant.ofBenchmark("cryptobench.bench.IsaLevels.runPureJava"));
        assertEquals(Variant.INTRINSIC, Variant.ofBenchmark("cryptobench.bench.AesGcm.encrypt"));
        assertEquals(
                List.of(3, 2, 1, 0),
                Variant.ISA_LEVELS.stream().map(Variant::useAvx).toList());
        assertEquals(List.of(IntrinsicFlags.IGNORE_UNKNOWN, "-XX:UseAVX=1"), IntrinsicFlags.useAvxArgs(1));
    }

    /** A fork at UseAVX=1 passes the check of level 1 and reports level 3 as unsupported, naming the level it has. */
    @Test
    void theCheckReadsTheLevelTheJvmReallyRuns() throws Exception {
        Assumptions.assumeTrue(System.getProperty("os.arch").equals("amd64"), "UseAVX is x86's");
        assertEquals("ok: 1", runCheck(1, 1));
        String refused = runCheck(1, 3);
        assertTrue(refused.contains("UseAVX=3 asked, but this JVM runs at UseAVX=1"), refused);
        assertTrue(refused.startsWith("unsupported:"), refused);
    }

    private static String runCheck(int level, int asked) throws Exception {
        List<String> command = new ArrayList<>(
                List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(IntrinsicFlags.useAvxArgs(level));
        command.addAll(
                List.of("-cp", System.getProperty("java.class.path"), Check.class.getName(), String.valueOf(asked)));
        // Bounded: a child that hangs fails the test after 60 s instead of hanging mvn test.
        ChildProcess.Result r = ChildProcess.run(command, 60);
        assertFalse(r.timedOut(), "the check's JVM did not end within 60 s: " + r.out() + r.err());
        return (r.out() + r.err()).trim();
    }

    /** Prints what {@link IntrinsicGroup#checkFork} says about an ISA-level benchmark of the level in args[0]. */
    public static final class Check {
        public static void main(String[] args) {
            try {
                System.out.println("ok: "
                        + IntrinsicGroup.CIPHER_AND_DIGEST
                                .checkFork("cryptobench.bench.IsaLevels.runAvx" + args[0])
                                .get(IntrinsicFlags.USE_AVX));
            } catch (UnsupportedCombinationException e) {
                System.out.println("unsupported: " + e.getMessage());
            }
        }
    }
}
