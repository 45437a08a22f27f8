package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.EnvFile;
import org.junit.jupiter.api.Test;

/** The workload gives a positive, finite figure; it is never timed here beyond a tiny count. */
class HostSpeedTest {

    @Test
    void aTinyMeasurementIsPositiveAndFinite() {
        EnvFile.Speed s = HostSpeed.measure(1_000, 3);
        assertTrue(s.opsPerSecond() > 0 && Double.isFinite(s.opsPerSecond()), s.toString());
        assertEquals(3, s.repeats());
        assertEquals(HostSpeed.WORKLOAD, s.workload());
    }

    @Test
    void theWorkloadIsFixed() {
        assertEquals(HostSpeed.mix(1_000, 7), HostSpeed.mix(1_000, 7));
        assertNotEquals(HostSpeed.mix(1_000, 7), HostSpeed.mix(1_001, 7));
    }
}
