package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/** One line of JVM arguments: written as JMH's -jvmArgs reads it, and read back to the same arguments. */
class JvmArgsTest {

    private static final List<String> ARGS = List.of("-Xss2m", "-Dname=a b", "-XX:+UseSerialGC");

    @Test
    void anArgumentWithASpaceIsQuotedAndReadBackWhole() throws Exception {
        String line = JvmArgs.line(ARGS);
        assertEquals("-Xss2m \"-Dname=a b\" -XX:+UseSerialGC", line);
        assertEquals(ARGS, JvmArgs.split(line));
        assertEquals(
                ARGS,
                List.copyOf(new CommandLineOptions("-jvmArgsAppend", line)
                        .getJvmArgsAppend()
                        .get()));
    }

    @Test
    void anyWhitespaceOutsideQuotesSeparatesAndNoArgumentIsEmpty() {
        assertEquals(List.of("-Xss2m", "-Dx=1"), JvmArgs.split("  -Xss2m\t -Dx=1 \n"));
        assertEquals(List.of("-Dname=a\tb"), JvmArgs.split("-Dname=\"a\tb\""));
        assertEquals(List.of(), JvmArgs.split(""));
        assertEquals(List.of(), JvmArgs.split(" \"\" "));
    }
}
