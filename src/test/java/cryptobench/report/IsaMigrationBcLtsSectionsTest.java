package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;

/** The ISA-level table, the migration-cost table and the Bouncy Castle LTS table, on hand-made rows. */
class IsaMigrationBcLtsSectionsTest {

    @TempDir
    Path dir;

    private static ResultRow row(String benchmark, Mode mode, String unit, double score, String... params) {
        Map<String, String> p = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i += 2) {
            p.put(params[i], params[i + 1]);
        }
        return new ResultRow(
                "in/jmh.json",
                "cryptobench.bench." + benchmark,
                mode,
                p,
                "25",
                score,
                score / 100,
                unit,
                null,
                new double[][] {{score * 0.99, score * 1.01}, {score * 0.98, score * 1.02}});
    }

    private String report(List<ResultRow> rows) throws Exception {
        return new ReportWriter(List.of(dir), rows).markdown(new Charts(null, dir));
    }

    @Test
    void rsaEncryptionHasATablePerPaddingAndModulus() throws Exception {
        List<ResultRow> rows = new ArrayList<>();
        for (String padding : List.of("OAEP_SHA256", "PKCS1")) {
            for (String bits : List.of("2048", "4096")) {
                rows.add(row(
                        "RsaEncryption.decrypt",
                        Mode.AverageTime,
                        "us/op",
                        5000,
                        "provider",
                        "SunJCE",
                        "padding",
                        padding,
                        "modulusBits",
                        bits));
            }
        }
        String md = report(rows);
        // The section once showed one table, "RsaEncryption", for all four.
        for (String table :
                List.of("RSA OAEP_SHA256 2048", "RSA OAEP_SHA256 4096", "RSA PKCS1 2048", "RSA PKCS1 4096")) {
            assertTrue(md.contains("### " + table + "\n"), table + " in " + md);
        }
        assertTrue(md.contains("## RSA encryption"), md);
    }

    @Test
    void isaLevelsAreColumnsWithTheirSpeedUpOverPureJava() throws Exception {
        List<ResultRow> rows = new ArrayList<>();
        double[] rates = {400_000, 200_000, 150_000, 50_000};
        for (int level = 3; level >= 0; level--) {
            rows.add(row(
                    "IsaLevels.runAvx" + level,
                    Mode.Throughput,
                    "ops/s",
                    rates[3 - level],
                    "provider",
                    "SunJCE",
                    "primitive",
                    "AES_GCM_ENCRYPT",
                    "dataSize",
                    "16384"));
        }
        rows.add(row(
                "IsaLevels.runPureJava",
                Mode.Throughput,
                "ops/s",
                2_500,
                "provider",
                "SunJCE",
                "primitive",
                "AES_GCM_ENCRYPT",
                "dataSize",
                "16384"));
        String md = report(rows);
        assertTrue(md.contains("## ISA levels"), md);
        assertTrue(
                md.contains(
                        "| primitive | UseAVX=3 | UseAVX=2 | UseAVX=1 | UseAVX=0 | PureJava | UseAVX=3 / PureJava |"),
                md);
        assertTrue(md.contains("| AES-256-GCM encrypt, 16 KiB | 6.10"), md);
        assertTrue(md.contains("160.00x"), md);
        assertFalse(md.contains("## Summary"), "the ISA rows belong to their own section: " + md);
    }

    @Test
    void theMigrationTablePutsClassicalAndPostQuantumSideBySideWithTheirSizes() throws Exception {
        List<ResultRow> rows = List.of(
                row("X25519.agree", Mode.AverageTime, "us/op", 200, "provider", "SunJCE"),
                row(
                        "MlKem.encapsulate",
                        Mode.AverageTime,
                        "us/op",
                        50,
                        "provider",
                        "SunJCE",
                        "kemParameterSet",
                        "ML_KEM_768"),
                row(
                        "MlKem.encapsulatePureJava",
                        Mode.AverageTime,
                        "us/op",
                        100,
                        "provider",
                        "SunJCE",
                        "kemParameterSet",
                        "ML_KEM_768"),
                row("MlDsa.sign", Mode.AverageTime, "us/op", 500, "provider", "BC", "dsaParameterSet", "ML_DSA_65"),
                row(
                        "Rsa.sign",
                        Mode.AverageTime,
                        "us/op",
                        1000,
                        "provider",
                        "SunJCE",
                        "scheme",
                        "PKCS1_SHA256",
                        "modulusBits",
                        "2048"),
                row(
                        "Rsa.sign",
                        Mode.AverageTime,
                        "us/op",
                        1000,
                        "provider",
                        "SunJCE",
                        "scheme",
                        "PSS_SHA256",
                        "modulusBits",
                        "2048"));
        String md = report(rows);
        assertTrue(md.contains("## Migration cost"), md);
        assertTrue(md.contains("| X25519 | agree | 32 | 32 (share) | 5000 |\n"), md);
        assertTrue(
                md.contains("| ML-KEM-768 | encapsulate | 1184 | 1088 (ciphertext) | 20000 |\n"),
                "the default fork only: " + md);
        assertTrue(md.contains("| ML-DSA-65 | sign | 1952 | 3309 (signature) |  | 2000 |"), md);
        assertTrue(md.contains("| RSA-2048 PKCS#1 v1.5 | sign | 256 | 256 (signature) | 1000 |  |\n"), md);
        assertFalse(
                md.contains("PSS")
                        && md.substring(md.indexOf("## Migration cost")).contains("PSS"),
                "PKCS#1 only: " + md);
        String classicalOnly = report(List.of(rows.get(0), rows.get(4)));
        assertFalse(classicalOnly.contains("## Migration cost"), "no post-quantum rows, no table: " + classicalOnly);
    }

    @Test
    void theBcLtsTableSaysHowMuchOfTheGapToSunJceEachBuildLeaves() throws Exception {
        List<ResultRow> rows = new ArrayList<>();
        Map<String, Double> rates =
                Map.of("BC", 5_000.0, "BC-LTS-java", 5_500.0, "BC-LTS-vaesf", 100_000.0, "SunJCE", 500_000.0);
        rates.forEach((provider, rate) -> rows.add(row(
                "AesGcm.encrypt",
                Mode.Throughput,
                "ops/s",
                rate,
                "provider",
                provider,
                "keyBits",
                "256",
                "dataSize",
                "16384")));
        String md = report(rows);
        assertTrue(md.contains("## Bouncy Castle LTS"), md);
        assertTrue(
                md.contains(
                        "| benchmark | BC GiB/s | BC-LTS-java GiB/s | BC-LTS-vaesf GiB/s | SunJCE GiB/s | SunJCE / BC | "
                                + "SunJCE / BC-LTS-java | SunJCE / BC-LTS-vaesf |"),
                md);
        assertTrue(md.contains("| AesGcm encrypt, 256-bit keys, 16 KiB |"), md);
        assertTrue(md.contains("100.00x") && md.contains("5.00x"), md);
        rows.removeIf(r -> r.param("provider").startsWith("BC-LTS"));
        assertFalse(report(rows).contains("## Bouncy Castle LTS"), "no BC-LTS rows, no table");
    }
}
