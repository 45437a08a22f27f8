package cryptobench.run;

import cryptobench.provider.CpuInfo;
import cryptobench.results.EnvFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The host fields of env.json from /proc/cpuinfo's first processor and /sys: two hosts both named "AMD EPYC" may be
 * of different CPU families, steppings or clocks. A file that is missing (another OS, a container) gives empty
 * fields.
 */
public final class HostRecord {

    static final Path SYS = Path.of("/sys");

    private HostRecord() {}

    /** This host, with {@code speed} (null when not measured). */
    public static EnvFile.Host read(EnvFile.Speed speed) {
        return of(CpuInfo.read(), SYS, speed);
    }

    /** The host from {@code cpu} and the files under {@code sys}. */
    static EnvFile.Host of(CpuInfo cpu, Path sys, EnvFile.Speed speed) {
        String hypervisorVendor = firstLine(sys.resolve("hypervisor/type"));
        if (hypervisorVendor.isEmpty()) {
            hypervisorVendor = firstLine(sys.resolve("class/dmi/id/sys_vendor"));
        }
        return new EnvFile.Host(
                cpu.fieldOrEmpty("vendor_id"),
                cpu.fieldOrEmpty("cpu family"),
                cpu.fieldOrEmpty("model"),
                cpu.fieldOrEmpty("stepping"),
                cpu.fieldOrEmpty("microcode"),
                cpu.fieldOrEmpty("cpu MHz"),
                cpu.fieldOrEmpty("cache size"),
                cpu.fieldOrEmpty("model name"),
                cpu.isEmpty() ? null : cpu.flags().contains("hypervisor"),
                hypervisorVendor,
                firstLine(sys.resolve("devices/system/cpu/online")),
                firstLine(sys.resolve("devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")),
                speed);
    }

    private static String firstLine(Path file) {
        List<String> lines = text(file).lines().toList();
        return lines.isEmpty() ? "" : lines.get(0).trim();
    }

    private static String text(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.readString(file) : "";
        } catch (IOException | SecurityException e) {
            return "";
        }
    }
}
