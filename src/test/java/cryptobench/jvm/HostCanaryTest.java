package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The canary's work: the same in every fork, and table-and-buffer code rather than a chain in registers. */
class HostCanaryTest {

    @Test
    void theWorkIsTheSameInEveryFork() {
        byte[] a = new byte[16 * 1024];
        byte[] b = new byte[16 * 1024];
        assertEquals(HostCanary.rounds(a, 100_000), HostCanary.rounds(b, 100_000));
        assertArrayEquals(a, b);
        assertNotEquals(
                HostCanary.rounds(new byte[16 * 1024], 100_000), HostCanary.rounds(new byte[16 * 1024], 100_010));
    }

    @Test
    void itWalksTheWholeBufferAndWritesBack() {
        byte[] buffer = new byte[16 * 1024];
        // A pass is one block of ten rounds per 16 bytes.
        HostCanary.rounds(buffer, 10L * buffer.length / 16);
        long written = IntStream.range(0, buffer.length / 16)
                .filter(block -> buffer[block * 16] != 0 || buffer[block * 16 + 4] != 0)
                .count();
        assertTrue(written > buffer.length / 16 * 9 / 10, written + " of " + buffer.length / 16 + " blocks written");
    }

    @Test
    void itsSpeedIsRoundsPerMicrosecond() {
        double speed = new HostCanary(50_000).time();
        assertTrue(speed > 0 && Double.isFinite(speed), Double.toString(speed));
        assertEquals("rounds/us", HostCanary.UNIT);
    }
}
