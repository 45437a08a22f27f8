package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.CpuInfo;
import cryptobench.results.EnvFile;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The host fields come from the first processor of cpuinfo text and /sys files; what is missing is empty. */
class HostRecordTest {

    private static String fixture(String name) throws Exception {
        return Files.readString(Path.of("src/test/resources/run", name));
    }

    @Test
    void aZen5UnderAHypervisorIsNotTheZen4OfTheSameName(@TempDir Path sys) throws Exception {
        Files.createDirectories(sys.resolve("devices/system/cpu"));
        Files.writeString(sys.resolve("devices/system/cpu/online"), "0-1\n");
        EnvFile.Host h = HostRecord.of(CpuInfo.of(fixture("cpuinfo-epyc-zen5-vm.txt")), sys, null);
        assertEquals("AuthenticAMD", h.vendor());
        assertEquals("26", h.family());
        assertEquals("2", h.model());
        assertEquals("1", h.stepping());
        assertEquals("", h.microcode());
        assertEquals("2096.008", h.mhz());
        assertEquals("1024 KB", h.cacheSize());
        assertEquals("AMD EPYC", h.modelName());
        assertTrue(h.hypervisor());
        assertEquals("", h.hypervisorVendor());
        assertEquals("0-1", h.onlineCpus());
        assertEquals("", h.maxKhz());
        assertNull(h.speed());
    }

    @Test
    void theFirstProcessorsLinesAreKeptAndSysNamesTheHypervisor(@TempDir Path sys) throws Exception {
        Files.createDirectories(sys.resolve("hypervisor"));
        Files.writeString(sys.resolve("hypervisor/type"), "xen\n");
        Files.createDirectories(sys.resolve("devices/system/cpu/cpu0/cpufreq"));
        Files.writeString(sys.resolve("devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq"), "3800000\n");
        EnvFile.Speed speed = new EnvFile.Speed("w", 1e9, 5);
        EnvFile.Host h = HostRecord.of(CpuInfo.of(fixture("cpuinfo-xeon-metal.txt")), sys, speed);
        assertEquals("6", h.family());
        assertEquals("143", h.model());
        assertEquals("8", h.stepping());
        assertEquals("0x2b000603", h.microcode());
        assertEquals("3800.000", h.mhz());
        assertEquals("Intel(R) Xeon(R) Platinum 8488C", h.modelName());
        assertEquals(false, h.hypervisor());
        assertEquals("xen", h.hypervisorVendor());
        assertEquals("3800000", h.maxKhz());
        assertEquals(speed, h.speed());
    }

    @Test
    void noCpuinfoAndNoSysGiveEmptyFields(@TempDir Path sys) {
        EnvFile.Host h = HostRecord.of(CpuInfo.of(""), sys.resolve("absent"), null);
        assertEquals("", h.family());
        assertEquals("", h.modelName());
        assertNull(h.hypervisor());
        assertEquals("", h.hypervisorVendor());
        assertEquals("", h.onlineCpus());
        assertNull(HostRecord.of(CpuInfo.of(null), sys.resolve("absent"), null).hypervisor());
    }
}
