package cryptobench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import cryptobench.results.EnvFile;
import org.junit.jupiter.api.Test;

/** The report's machine line in a reader's words. */
class MachineWordsTest {

    private static EnvFile env(EnvFile.Cpu cpu, String memTotal, EnvFile.Host host) {
        return new EnvFile(null, null, cpu, null, memTotal, null, null, null, null, null, host);
    }

    private static EnvFile.Host host(String vendor, String family, String model, String stepping, String mhz) {
        return new EnvFile.Host(
                vendor, family, model, stepping, "", mhz, "1024 KB", "AMD EPYC", true, "", "0-1", "", null);
    }

    @Test
    void aHostRecordNamesTheGenerationTheVmTheClockAndGiB() {
        EnvFile e = env(
                new EnvFile.Cpu("AMD EPYC", 2, null), "24683748 kB", host("AuthenticAMD", "26", "2", "1", "2096.020"));
        assertEquals("AMD EPYC, Zen 5 (family 26, model 2), 2 vCPUs (a VM) at 2.1 GHz, 23.5 GiB", MachineWords.of(e));
    }

    @Test
    void anOlderFileWithoutAHostRecordStillSaysGiB() {
        assertEquals(
                "AMD EPYC, 2 cores, 23.5 GiB",
                MachineWords.of(env(new EnvFile.Cpu("AMD EPYC", 2, null), "24683620 kB", null)));
        assertEquals("unknown CPU", MachineWords.of(env(null, null, null)));
    }

    @Test
    void serverGenerationsByFamilyAndModel() {
        assertEquals("Zen 3", MachineWords.generation("AuthenticAMD", "25", "1", "1"));
        assertEquals("Zen 4", MachineWords.generation("AuthenticAMD", "25", "17", "1"));
        assertEquals("Zen 4c", MachineWords.generation("AuthenticAMD", "25", "160", "2"));
        assertEquals("Zen 2", MachineWords.generation("AuthenticAMD", "23", "49", "0"));
        assertEquals("Cascade Lake", MachineWords.generation("GenuineIntel", "6", "85", "7"));
        assertEquals("Skylake", MachineWords.generation("GenuineIntel", "6", "85", "4"));
        assertEquals("Sapphire Rapids", MachineWords.generation("GenuineIntel", "6", "143", "8"));
        assertNull(MachineWords.generation("GenuineIntel", "6", "1", "1"), "a model this table does not know");
        assertNull(MachineWords.generation("AuthenticAMD", "x", "1", "1"));
        assertEquals("8 GiB as given", MachineWords.gib("8 GiB as given"));
    }
}
