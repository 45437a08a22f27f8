package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** The groups whose rows a run's fork-to-fork variance is pooled over. */
class PooledTest {

    @Test
    void aRowsGroupIsItsProviderAndVariant() {
        ResultRow pure = new ResultRow(
                "",
                "cryptobench.bench.AesGcm.encryptPureJava",
                Mode.Throughput,
                Map.of("provider", "SunJCE"),
                "17",
                1,
                0,
                "ops/s",
                null,
                new double[][] {{1}});
        ResultRow plain = new ResultRow(
                "",
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                Map.of("provider", "BC"),
                "17",
                1,
                0,
                "ops/s",
                null,
                new double[][] {{1}});
        assertEquals("SunJCE PureJava", Pooled.group(pure));
        assertEquals("BC", Pooled.group(plain));
    }
}
