package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** A row's key with each name of its JDK, its params in one order whatever the row's, and its short label. */
class RowKeyTest {

    private static ResultRow row(String label, String version, Map<String, String> params) {
        return new ResultRow(
                "jmh.json",
                "cryptobench.bench.AesGcm.encrypt",
                Mode.Throughput,
                params,
                label,
                1,
                0,
                "ops/s",
                null,
                new double[][] {{1}},
                new ResultRow.Jvm("java", List.of(), version, "OpenJDK 64-Bit Server VM", version),
                null);
    }

    private static Map<String, String> params(String... keysAndValues) {
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            params.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return params;
    }

    @Test
    void eachJdkNameGivesItsKey() {
        ResultRow r = row("17.0.15", "17.0.15", params("provider", "SunJCE", "keyBits", "256", "dataSize", "1024"));
        String rest = " provider=SunJCE keyBits=256 dataSize=1024";
        assertEquals("cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17.0.15" + rest, RowKey.of(r, RowKey.Jdk.VERSION));
        assertEquals("cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17.0.15" + rest, RowKey.of(r, RowKey.Jdk.LABEL));
        assertEquals("cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17" + rest, RowKey.of(r, RowKey.Jdk.MAJOR));
        ResultRow labelled = r.withJdk("17");
        assertEquals(
                "cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17.0.15" + rest, RowKey.of(labelled, RowKey.Jdk.VERSION));
        assertEquals("cryptobench.bench.AesGcm.encrypt [thrpt] jdk=17" + rest, RowKey.of(labelled, RowKey.Jdk.LABEL));
        assertEquals("8", RowKey.Jdk.MAJOR.of(row("1.8.0_392", "1.8.0_392", Map.of())));
        assertEquals(
                ResultRow.NATIVE_JDK, RowKey.Jdk.MAJOR.of(row(ResultRow.NATIVE_JDK, ResultRow.NATIVE_JDK, Map.of())));
    }

    @Test
    void paramsAreInTheirOwnOrderWhateverTheRowsOrder() {
        ResultRow a = row("17", "17.0.15", params("provider", "BC", "keyBits", "128", "dataSize", "16"));
        ResultRow b = row("17", "17.0.15", params("dataSize", "16", "keyBits", "128", "provider", "BC"));
        for (RowKey.Jdk jdk : RowKey.Jdk.values()) {
            assertEquals(RowKey.of(a, jdk), RowKey.of(b, jdk));
        }
        assertEquals("AesGcm.encrypt provider=BC keyBits=128 dataSize=16", RowKey.label(b.benchmark(), b.params()));
    }
}
