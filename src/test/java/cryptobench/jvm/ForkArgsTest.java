package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The suite's bookkeeping arguments, told from the settings the user and the benchmarks give a fork. */
class ForkArgsTest {

    /** A headline row's JVM arguments as results/runs/2026-12-05T17-20-17Z recorded them (lean forks). */
    private static final List<String> LEAN_ROW = List.of(
            "--enable-native-access=ALL-UNNAMED",
            "-Xms256m",
            "-Xmx256m",
            "-XX:+AlwaysPreTouch",
            "-XX:SharedArchiveFile=/work/wt/p24/target/cds/cds-b771a6e9a3130a77.jsa",
            "-Xshare:auto",
            "-Dcryptobench.validated=/work/wt/p24/results/runs/2026-12-05T17-20-17Z/validated",
            "-Xms64m",
            "-Xmx64m");

    @Test
    void theArchiveTheMarksFolderAndJmhsFilesAreBookkeeping() {
        assertTrue(ForkArgs.isBookkeeping("-XX:SharedArchiveFile=/tmp/fc/target/cds/cds-88d93a9a4900fa71.jsa"));
        assertTrue(ForkArgs.isBookkeeping("-Xshare:auto"));
        assertTrue(ForkArgs.isBookkeeping("-D" + ValidationMarks.PROPERTY + "=/x/results/runs/r/validated"));
        assertTrue(ForkArgs.isBookkeeping("-XX:CompileCommandFile=/tmp/jmh123.compilecommand"));
        assertTrue(ForkArgs.isBookkeeping("-Djmh.ignoreLock=true"));
        for (String setting : List.of(
                "-Xmx1g",
                "-Xms64m",
                "-Xshare:off",
                "-XX:-UseAESIntrinsics",
                "-XX:+UseParallelGC",
                "-Dcryptobench.settle=off",
                "--enable-native-access=ALL-UNNAMED")) {
            assertFalse(ForkArgs.isBookkeeping(setting), setting);
        }
    }

    @Test
    void aLeanRowsSettingsAreTheBenchmarksOwnArguments() {
        assertEquals(ForkArgs.DEFAULT, ForkArgs.settings(LEAN_ROW));
        assertEquals(ForkArgs.DEFAULT, ForkArgs.settings(ForkArgs.DEFAULT), "a run without lean forks");
        List<String> pureJava = new ArrayList<>(ForkArgs.PURE_JAVA);
        pureJava.addAll(LEAN_ROW.subList(4, LEAN_ROW.size()));
        assertEquals(ForkArgs.PURE_JAVA, ForkArgs.settings(pureJava));
    }

    @Test
    void aSizedHeapTakesTheDefaultsPlaceAndReadsBackAsIt() {
        List<String> marked = new ArrayList<>(ForkArgs.PURE_JAVA);
        marked.addAll(List.of(ForkArgs.SIZED_HEAP + "256m", "-Xms64m", "-Xmx64m", "-Dx=y"));
        List<String> placed = ForkArgs.heapInPlace(marked);
        assertEquals(
                List.of("--enable-native-access=ALL-UNNAMED", "-Xms64m", "-Xmx64m", "-XX:+AlwaysPreTouch"),
                placed.subList(0, 4));
        assertEquals(1, placed.stream().filter(a -> a.startsWith("-Xmx")).count(), placed.toString());
        assertEquals(List.of(ForkArgs.SIZED_HEAP + "256m", "-Dx=y"), placed.subList(placed.size() - 2, placed.size()));
        List<String> settings = new ArrayList<>(ForkArgs.PURE_JAVA);
        settings.add("-Dx=y");
        assertEquals(settings, ForkArgs.settings(placed), "the same settings as a row of a run that sized no heap");
        assertEquals(settings, ForkArgs.settings(marked));
        assertEquals(List.of("-Xmx1g"), ForkArgs.heapInPlace(List.of("-Xmx1g")));
        assertEquals(
                List.of("-Xms1g", ForkArgs.SIZED_HEAP + "256m"),
                ForkArgs.heapInPlace(List.of("-Xms1g", ForkArgs.SIZED_HEAP + "256m")));
    }

    @Test
    void aHeapOrFlagTheUserGivesStays() {
        // -jvmArgsAppend "-Xms512m -Xmx512m": before the run's additions, which then size no heap.
        List<String> userHeap = new ArrayList<>(ForkArgs.DEFAULT);
        userHeap.addAll(List.of("-Xms512m", "-Xmx512m"));
        userHeap.addAll(LEAN_ROW.subList(4, 7));
        assertEquals(List.of("-Xms512m", "-Xmx512m"), tail(ForkArgs.settings(userHeap)));
        // A user's heap as small as a sized one is still theirs: it comes before the bookkeeping.
        List<String> smallHeap = new ArrayList<>(ForkArgs.DEFAULT);
        smallHeap.addAll(List.of("-Xms64m", "-Xmx64m"));
        smallHeap.addAll(LEAN_ROW.subList(4, 7));
        assertEquals(List.of("-Xms64m", "-Xmx64m"), tail(ForkArgs.settings(smallHeap)));
        // After the bookkeeping but not over the default heap (the streaming forks' 1 GiB), a pair is no run's.
        List<String> streaming = new ArrayList<>(ForkArgs.STREAMING);
        streaming.addAll(LEAN_ROW.subList(4, LEAN_ROW.size()));
        assertEquals(List.of("-Xms64m", "-Xmx64m"), tail(ForkArgs.settings(streaming)));
        List<String> flag = new ArrayList<>(LEAN_ROW);
        flag.add("-XX:-UseGHASHIntrinsics");
        assertEquals(List.of("-XX:+AlwaysPreTouch", "-XX:-UseGHASHIntrinsics"), tail(ForkArgs.settings(flag)));
    }

    private static List<String> tail(List<String> args) {
        return args.subList(args.size() - 2, args.size());
    }
}
