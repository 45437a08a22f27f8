package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import cryptobench.provider.CpuInfo;
import cryptobench.provider.ProviderInfo;
import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;

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
                Mode.AverageTime,
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
                sunJce(EnvRecord.of(List.of("MlKem"), List.of(row), List.of(), null))
                        .version());
        assertEquals(
                "JDK " + System.getProperty("java.version"),
                sunJce(EnvRecord.of(List.of("MlKem"), List.of(), List.of(), null))
                        .version());
    }

    @Test
    void anArmCpuIsReadFromItsFeaturesAndAnEmulatedOneIsUnknownNotTheHosts() {
        String graviton = "processor\t: 0\nBogoMIPS\t: 243.75\n"
                + "Features\t: fp asimd evtstrm aes pmull sha1 sha2 crc32 atomics fphp asimdhp cpuid asimdrdm jscvt fcma lrcpc"
                + " dcpop sha3 sm3 sm4 asimddp sha512 sve asimdfhm\nCPU implementer\t: 0x41\nCPU part\t: 0xd40\n";
        EnvFile.Cpu arm = EnvRecord.cpu(CpuInfo.of(graviton), "aarch64", 2);
        assertEquals("CPU implementer 0x41, part 0xd40", arm.model());
        assertEquals(
                "{\"aes\":true,\"pmull\":true,\"sha1\":true,\"sha2\":true,\"sha3\":true,\"sha512\":true,\"sve\":true}",
                arm.flags().toString());
        String epyc = "processor\t: 0\nmodel name\t: AMD EPYC 9R45\nflags\t\t: fpu sse2 aes pclmulqdq avx2 sha_ni\n";
        assertEquals(
                "{\"aes\":true,\"pclmulqdq\":true,\"avx2\":true,\"avx512f\":false,\"vaes\":false,\"vpclmulqdq\":false,"
                        + "\"sha_ni\":true}",
                EnvRecord.cpu(CpuInfo.of(epyc), "amd64", 2).flags().toString());
        EnvFile.Cpu emulated = EnvRecord.cpu(CpuInfo.of(epyc), "aarch64", 2);
        assertEquals(
                "unknown: /proc/cpuinfo has no 'Features' line, though this JVM runs on aarch64 (under emulation it "
                        + "describes the host's CPU)",
                emulated.flags().asText());
    }

    @Test
    void aFlagsLineThatRepeatsAWordStillGivesTheFlags() {
        String repeated = "processor\t: 0\nflags\t\t: fpu aes avx2 aes\n";
        assertEquals(
                "{\"aes\":true,\"pclmulqdq\":false,\"avx2\":true,\"avx512f\":false,\"vaes\":false,"
                        + "\"vpclmulqdq\":false,\"sha_ni\":false}",
                EnvRecord.cpu(CpuInfo.of(repeated), "amd64", 2).flags().toString());
        assertEquals(
                "\"unknown (no /proc/cpuinfo)\"",
                EnvRecord.cpu(CpuInfo.of(null), "amd64", 2).flags().toString());
    }

    private static ProviderInfo sunJce(EnvFile env) {
        return env.providers().stream()
                .filter(p -> p.name().equals("SunJCE"))
                .findFirst()
                .orElseThrow();
    }
}
