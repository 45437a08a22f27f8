package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ab's sides as their options give them: paths checked, JVM arguments split as JMH reads them. */
class AbSidesTest {

    @Test
    void aSidesJvmArgumentsAreSplitAsJmhReadsThem(@TempDir Path tmp) throws Exception {
        AbSides sides = new AbSides();
        sides.newJar = Files.createFile(tmp.resolve("benchmarks.jar"));
        sides.baseJar = sides.newJar;
        sides.newJvmArgs = " -Dname=\"a b\"  -Xss2m ";
        assertEquals(List.of("-Dname=a b", "-Xss2m"), sides.next().jvmArgs());
        assertEquals(List.of(), sides.base().jvmArgs());
        assertEquals(
                sides.newJar.toAbsolutePath().toString(),
                sides.next().classpath().get(0));
    }

    @Test
    void aMissingJarOrClasspathEntryIsNamedWithItsOption(@TempDir Path tmp) {
        AbSides sides = new AbSides();
        sides.baseJar = tmp.resolve("none.jar");
        assertEquals(
                "--base-jar " + sides.baseJar + ": no such file (give a benchmarks jar built by mvn package)",
                assertThrows(IllegalArgumentException.class, sides::base).getMessage());
        sides.newCp = List.of(tmp.resolve("none"));
        assertEquals(
                "--new-cp " + tmp.resolve("none") + ": no such file or folder",
                assertThrows(IllegalArgumentException.class, sides::next).getMessage());
    }
}
