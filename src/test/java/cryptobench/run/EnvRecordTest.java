package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import cryptobench.provider.ProviderInfo;
import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvRecordTest {

    @Test
    void theCommitIsReadOncePerProcessNotForEveryRecord() {
        // ab rewrites its records after every round: three git commands each time cost seconds a run.
        assertSame(EnvRecord.git(), EnvRecord.git());
    }

    /** A run on --jdk 17.0.21.1 started from 17.0.15: its record names the forks' SunJCE, which history compares run to run. */
    @Test
    void sunJcesVersionIsTheForksJdkNotTheOneWritingTheRecord() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ResultRow row = new ResultRow(
                "jmh.json",
                "cryptobench.bench.MlKem.encapsulate",
                "avgt",
                Map.of("provider", "SunJCE"),
                "17.0.21.1",
                70,
                1,
                "us/op",
                null,
                new double[][] {{70}},
                new ResultRow.Jvm(
                        java, List.of(), "17.0.21.1", "OpenJDK 64-Bit Server VM", "17.0.21.1+2-1-deb12u1-Debian"),
                null);
        assertEquals(
                "JDK 17.0.21.1",
                sunJce(EnvRecord.of(new String[] {"MlKem"}, List.of(row), List.of(), null))
                        .version());
        assertEquals(
                "JDK " + System.getProperty("java.version"),
                sunJce(EnvRecord.of(new String[] {"MlKem"}, List.of(), List.of(), null))
                        .version());
    }

    private static ProviderInfo sunJce(EnvFile env) {
        return env.providers().stream()
                .filter(p -> p.name().equals("SunJCE"))
                .findFirst()
                .orElseThrow();
    }
}
