package cryptobench.run;

import cryptobench.results.EnvFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The host fields of env.json from /proc/cpuinfo's first processor and /sys: two hosts both named "AMD EPYC" may be
 * of different CPU families, steppings or clocks. A file that is missing (another OS, a container) gives empty
 * fields.
 */
public final class HostRecord {

    static final Path CPUINFO = Path.of("/proc/cpuinfo");
    static final Path SYS = Path.of("/sys");

    private HostRecord() {}

    /** This host, with {@code speed} (null when not measured). */
    public static EnvFile.Host read(EnvFile.Speed speed) {
        return of(text(CPUINFO), SYS, speed);
    }

    /** The host from {@code cpuinfo} text and the files under {@code sys}. */
    static EnvFile.Host of(String cpuinfo, Path sys, EnvFile.Speed speed) {
        Map<String, String> cpu = firstProcessor(cpuinfo);
        Set<String> flags =
                Set.copyOf(Arrays.asList(cpu.getOrDefault("flags", "").split("\\s+")));
        String hypervisorVendor = firstLine(sys.resolve("hypervisor/type"));
        if (hypervisorVendor.isEmpty()) {
            hypervisorVendor = firstLine(sys.resolve("class/dmi/id/sys_vendor"));
        }
        return new EnvFile.Host(
                cpu.getOrDefault("vendor_id", ""),
                cpu.getOrDefault("cpu family", ""),
                cpu.getOrDefault("model", ""),
                cpu.getOrDefault("stepping", ""),
                cpu.getOrDefault("microcode", ""),
                cpu.getOrDefault("cpu MHz", ""),
                cpu.getOrDefault("cache size", ""),
                cpu.getOrDefault("model name", ""),
                cpu.isEmpty() ? null : flags.contains("hypervisor"),
                hypervisorVendor,
                firstLine(sys.resolve("devices/system/cpu/online")),
                firstLine(sys.resolve("devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq")),
                speed);
    }

    /** The "key : value" lines of the first processor block, keys trimmed. */
    static Map<String, String> firstProcessor(String cpuinfo) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String line : cpuinfo.split("\n", -1)) {
            if (line.isBlank()) {
                if (!out.isEmpty()) {
                    break;
                }
                continue;
            }
            int colon = line.indexOf(':');
            if (colon > 0) {
                out.putIfAbsent(
                        line.substring(0, colon).trim(),
                        line.substring(colon + 1).trim());
            }
        }
        return out;
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
