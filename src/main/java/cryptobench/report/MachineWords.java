package cryptobench.report;

import cryptobench.results.EnvFile;
import java.util.Locale;

/**
 * A machine as a reader names it: the CPU with its generation where its family and model name one ("AMD EPYC, Zen 5
 * (family 26, model 2)"), vCPUs under a hypervisor, the clock in GHz, the memory in GiB.
 */
public final class MachineWords {

    private MachineWords() {}

    /** "AMD EPYC, Zen 5 (family 26, model 2), 2 vCPUs (a VM) at 2.1 GHz, 23.5 GiB"; older files say less. */
    public static String of(EnvFile env) {
        EnvFile.Cpu cpu = env.cpu();
        EnvFile.Host host = env.host();
        StringBuilder out = new StringBuilder(cpu == null || cpu.model() == null ? "unknown CPU" : cpu.model());
        if (host != null && host.family() != null && host.model() != null) {
            String generation = generation(host.vendor(), host.family(), host.model(), host.stepping());
            out.append(", ")
                    .append(generation == null ? "" : generation + " ")
                    .append("(family ")
                    .append(host.family())
                    .append(", model ")
                    .append(host.model())
                    .append(')');
        }
        boolean vm = host != null && Boolean.TRUE.equals(host.hypervisor());
        if (cpu != null && cpu.cores() != null) {
            out.append(", ").append(cpu.cores()).append(vm ? " vCPUs (a VM)" : " cores");
        }
        String ghz = host == null ? null : ghz(host.mhz());
        if (ghz != null) {
            out.append(" at ").append(ghz);
        }
        String memory = gib(env.memTotal());
        if (memory != null) {
            out.append(", ").append(memory);
        }
        return out.toString();
    }

    /**
     * The microarchitecture of a server CPU by /proc/cpuinfo's vendor, family and model (decimal), or null when this
     * table does not know it: AMD's EPYC generations, Intel's Xeon Scalable ones.
     */
    static String generation(String vendor, String family, String model, String stepping) {
        int f;
        int m;
        try {
            f = Integer.parseInt(family.strip());
            m = Integer.parseInt(model.strip());
        } catch (NumberFormatException e) {
            return null;
        }
        if ("AuthenticAMD".equals(vendor)) {
            return switch (f) {
                case 0x17 -> m < 0x30 ? "Zen" : m < 0x80 ? "Zen 2" : null;
                case 0x19 ->
                    (m >= 0x10 && m < 0x20) || (m >= 0x60 && m < 0x80)
                            ? "Zen 4"
                            : m >= 0xA0 && m < 0xB0 ? "Zen 4c" : m < 0x60 ? "Zen 3" : null;
                case 0x1A -> m >= 0x10 && m < 0x20 ? "Zen 5c" : "Zen 5";
                default -> null;
            };
        }
        if ("GenuineIntel".equals(vendor) && f == 6) {
            int s = stepping == null || !stepping.strip().matches("\\d+") ? -1 : Integer.parseInt(stepping.strip());
            return switch (m) {
                case 0x3F -> "Haswell";
                case 0x4F -> "Broadwell";
                case 0x55 -> s >= 10 ? "Cooper Lake" : s >= 5 ? "Cascade Lake" : "Skylake";
                case 0x6A, 0x6C -> "Ice Lake";
                case 0x8F -> "Sapphire Rapids";
                case 0xCF -> "Emerald Rapids";
                case 0xAD, 0xAE -> "Granite Rapids";
                case 0xAF -> "Sierra Forest";
                default -> null;
            };
        }
        return null;
    }

    /** "2096.020" MHz as "2.1 GHz", or null. */
    static String ghz(String mhz) {
        try {
            return mhz == null || mhz.isBlank()
                    ? null
                    : String.format(Locale.ROOT, "%.1f GHz", Double.parseDouble(mhz.strip()) / 1000);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** /proc/meminfo's "24683748 kB" as "23.5 GiB"; anything else as given, null as null. */
    static String gib(String memTotal) {
        if (memTotal == null) {
            return null;
        }
        String[] parts = memTotal.strip().split("\\s+");
        if (parts.length == 2 && parts[0].matches("\\d+") && parts[1].equals("kB")) {
            return String.format(Locale.ROOT, "%.1f GiB", Long.parseLong(parts[0]) / 1024.0 / 1024.0);
        }
        return memTotal;
    }
}
