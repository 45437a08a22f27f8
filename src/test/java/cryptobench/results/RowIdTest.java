package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

/** A row's identity: equal whatever the order of its params, each of its spellings, and a mode JMH does not know refused. */
class RowIdTest {

    private static final String GCM = "cryptobench.bench.AesGcm.encrypt";

    private static Map<String, String> params(String... keysAndValues) {
        Map<String, String> params = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            params.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return params;
    }

    private static final RowId ID =
            new RowId(GCM, Mode.Throughput, params("dataSize", "1024", "keyBits", "256", "provider", "SunJCE"));

    @Test
    void twoIdentitiesOfOneRowAreEqualWhateverTheOrderOfTheirParams() {
        RowId other =
                new RowId(GCM, Mode.Throughput, params("provider", "SunJCE", "keyBits", "256", "dataSize", "1024"));
        assertEquals(ID, other);
        assertEquals(ID.hashCode(), other.hashCode());
        assertEquals(
                List.of("provider", "keyBits", "dataSize"),
                List.copyOf(ID.params().keySet()));
        assertThrows(UnsupportedOperationException.class, () -> ID.params().put("x", "y"));
        assertNotEquals(ID, new RowId(GCM, Mode.AverageTime, ID.params()));
        assertNotEquals(ID, ID.with("provider", "BC"));
        assertEquals(ID, ID.with("api", "x").without("api"));
    }

    @Test
    void eachSpellingIsTheOneTheFilesHold() {
        String params = " provider=SunJCE keyBits=256 dataSize=1024";
        assertEquals(GCM + " [thrpt] jdk=17" + params, RowKey.of(ID, "17"));
        assertEquals(GCM + " thrpt" + params, RowKey.trial(ID));
        assertEquals("AesGcm.encrypt" + params, RowKey.label(ID));
        assertEquals("AesGcm.encrypt" + params + " jdk=17", RowKey.history(ID, "17"));
        RowId avgt = new RowId(GCM, Mode.AverageTime, ID.params());
        assertEquals("AesGcm.encrypt [avgt]" + params + " jdk=17", RowKey.history(avgt, "17"));
        assertEquals(
                "encrypt [avgt] provider=SunJCE keyBits=256 jdk=native",
                RowKey.historyLine(avgt.without("dataSize"), "native"));
        assertEquals("", RowKey.modeNote(Mode.Throughput));
        assertEquals(" (ss)", RowKey.modeNote(Mode.SingleShotTime));
    }

    @Test
    void aTrialsKeyReadsBackAsItsIdentity() {
        assertEquals(ID, RowKey.ofTrial(RowKey.trial(ID)));
        RowId spaced = new RowId(GCM, Mode.SampleTime, params("provider", "a b", "keyBits", "128"));
        assertEquals(spaced, RowKey.ofTrial(RowKey.trial(spaced)));
        RowId none = new RowId("b.C.m", Mode.SingleShotTime, Map.of());
        assertEquals(none, RowKey.ofTrial("b.C.m ss"));
        assertNull(RowKey.ofTrial("b.C.m"));
        assertNull(RowKey.ofTrial("b.C.m fast provider=SunJCE"));
        assertNull(RowKey.ofTrial("b.C.m thrpt stray provider=SunJCE"));
        assertNull(
                RowKey.ofTrial(RowKey.trial(ID).replace(" provider=SunJCE", "") + " provider=SunJCE"),
                "params out of their order are not a key the store wrote");
    }

    @Test
    void aModeIsReadByItsShortLabelOrItsNameAndAnyOtherIsRefusedByName() {
        assertEquals(Mode.Throughput, RowId.mode("thrpt", "f.json"));
        assertEquals(Mode.Throughput, RowId.mode("Throughput", "f.json"));
        assertEquals(Mode.SingleShotTime, RowId.mode("ss", "f.json"));
        for (String bad : new String[] {"fast", "all", "", "s"}) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> RowId.mode(bad, "f.json result 3"));
            assertEquals(
                    "f.json result 3: mode '" + bad + "' is not one of JMH's (thrpt, avgt, sample, ss)",
                    e.getMessage());
        }
    }
}
