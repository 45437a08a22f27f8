package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.jvm.ForkArgs;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The additions that make forks cheaper: a heap sized to the messages, the class-data archive's key and fallback. */
class LeanForksTest {

    @TempDir
    Path dir;

    private static final long DEFAULT = 256L << 20;

    @Test
    void aTrialOfSmallMessagesGetsTheSmallestHeap() {
        assertEquals(List.of("-Xms64m", "-Xmx64m"), ForkHeap.sized(Map.of("dataSize", "16384"), DEFAULT));
        assertEquals(List.of("-Xms64m", "-Xmx64m"), ForkHeap.sized(Map.of("provider", "BC"), DEFAULT));
    }

    @Test
    void aLargerMessageGetsSixteenTimesItsSizeAndNoMoreThanTheDefault() {
        assertEquals(List.of("-Xms128m", "-Xmx128m"), ForkHeap.sized(Map.of("dataSize", "8388608"), DEFAULT));
        assertEquals(List.of(), ForkHeap.sized(Map.of("dataSize", "16777216"), DEFAULT));
    }

    @Test
    void theSizedHeapTakesTheDefaultsPlaceInTheForksArguments() {
        ForkHeap.Annotated annotated = new ForkHeap.Annotated(DEFAULT, ForkArgs.PURE_JAVA);
        List<String> args = ForkHeap.inPlace(annotated, Map.of("dataSize", "1024"));
        // JMH printed "# VM options: ... -Xms256m -Xmx256m ... -Xms64m -Xmx64m" before: one heap, twice.
        assertEquals(
                List.of("-Xms64m"),
                args.stream().filter(a -> a.startsWith("-Xms")).toList());
        assertEquals(
                List.of("-Xmx64m"),
                args.stream().filter(a -> a.startsWith("-Xmx")).toList());
        assertEquals(ForkArgs.PURE_JAVA, ForkArgs.settings(args));
        assertNull(ForkHeap.inPlace(annotated, Map.of("dataSize", "16777216")), "no smaller heap: the benchmark's own");
        assertNull(ForkHeap.inPlace(new ForkHeap.Annotated(1L << 30, ForkArgs.STREAMING), Map.of("dataSize", "1024")));
    }

    @Test
    void aHeapThatIsNotTheDefaultIsLeftAlone() {
        assertEquals(List.of(), ForkHeap.sized(Map.of("dataSize", "1024"), 1L << 30));
        assertEquals(List.of(), ForkHeap.sized(Map.of("dataSize", "1024"), -1));
    }

    @Test
    void theArchiveKeyChangesWithTheJarAndTheClassPath() throws Exception {
        Path jar = Files.writeString(dir.resolve("benchmarks.jar"), "one");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        String key = ClassDataArchive.key(java, jar.toString());
        assertEquals(key, ClassDataArchive.key(java, jar.toString()));
        Files.setLastModifiedTime(
                jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5_000));
        String touched = ClassDataArchive.key(java, jar.toString());
        assertNotEquals(key, touched);
        Files.writeString(jar, "two, longer");
        assertNotEquals(touched, ClassDataArchive.key(java, jar.toString()));
        assertNotEquals(touched, ClassDataArchive.key(java, jar + File.pathSeparator + dir.resolve("x.jar")));
    }

    @Test
    void anArchiveThatCannotBeMadeLeavesTheForksAsTheyWereAndSaysWhy() {
        List<String> log = new ArrayList<>();
        List<String> args = ClassDataArchive.forkArgs(
                dir.resolve("no-such-java"), dir.resolve("b.jar").toString(), dir, log::add);
        assertEquals(List.of(), args);
        assertEquals(1, log.size());
        assertTrue(log.get(0).startsWith("# Class-data archive: none"), log.get(0));
    }

    @Test
    void theArchiveLivesBesideAWritableJar() {
        assertEquals(
                dir.resolve("cds"),
                LeanForks.cacheDir(dir.resolve("benchmarks.jar").toString()));
    }

    @Test
    void aHeapSizeTheUserGivesIsTheirs() {
        assertTrue(ForkHeap.givesHeap(List.of("-Xms16m -XX:-AlwaysPreTouch")));
        assertTrue(ForkHeap.givesHeap(List.of("-XX:MaxHeapSize=1g")));
        assertFalse(ForkHeap.givesHeap(List.of("-XX:+UseParallelGC", "-Dx=-Xmx")));
    }

    @Test
    void aClassPathWithAFolderGetsNoArchiveAndNoTrainingJvm() {
        List<String> log = new ArrayList<>();
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        assertEquals(List.of(), ClassDataArchive.forkArgs(java, dir.toString(), dir.resolve("cds"), log::add));
        assertEquals(1, log.size());
        assertTrue(log.get(0).contains("takes jars only"), log.get(0));
        assertFalse(Files.exists(dir.resolve("cds")));
    }
}
