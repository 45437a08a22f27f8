package cryptobench.results;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ProviderInfo;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * {@code env.json}: the environment a run was made in, beside its results: machine, CPU flags, the
 * forks' JDKs with their effective intrinsic flags, provider versions and the git commit. Fields
 * an older file lacks read as null.
 */
public record EnvFile(
        String createdUtc,
        String command,
        Cpu cpu,
        Os os,
        String memTotal,
        HostJdk hostJdk,
        List<Fork> forks,
        List<ProviderInfo> providers,
        Git git,
        Trials trials,
        Host host) {

    /** {@code flags} is an object of CPU feature to present, or a string saying why it is unknown. */
    public record Cpu(String model, Integer cores, JsonNode flags) {}

    /**
     * What tells two hosts with the same CPU name apart: /proc/cpuinfo's vendor, family, model, stepping,
     * microcode, MHz, cache size and name, whether it runs under a hypervisor and whose, /sys's CPU list and
     * frequency (empty where the file is missing), and the host's speed on a fixed workload.
     */
    public record Host(
            String vendor,
            String family,
            String model,
            String stepping,
            String microcode,
            String mhz,
            String cacheSize,
            String modelName,
            Boolean hypervisor,
            String hypervisorVendor,
            String onlineCpus,
            String maxKhz,
            Speed speed) {}

    /** The ops/s of {@code workload}, the median of {@code repeats} timed repeats in the parent JVM. */
    public record Speed(String workload, double opsPerSecond, int repeats) {}

    public record Os(String name, String version, String arch) {}

    public record HostJdk(String vendor, String version, String home) {}

    /**
     * One fork JVM and argument list, the flags it really ran with (the ISA flags are UseAVX and
     * UseSSE), and how many results came from it.
     */
    public record Fork(
            String jvm,
            List<String> jvmArgs,
            String jdkVersion,
            String vmName,
            String vmVersion,
            Map<String, String> effectiveCipherFlags,
            Map<String, String> effectiveDigestFlags,
            Map<String, String> effectiveBigIntegerFlags,
            Map<String, String> effectivePqcFlags,
            Map<String, String> effectiveIsaFlags,
            int benchmarks) {}

    /** The commit the jar was built from, whether the work tree had changes, and the commit's time (ISO 8601; null in older files). */
    public record Git(String commit, Boolean dirty, String commitTime) {}

    public record Trials(long measured, long unsupported, long failed) {}

    public void write(Path file) throws IOException {
        AtomicFile.writeAtomically(file, Json.MAPPER.writeValueAsBytes(this));
    }

    public static EnvFile read(Path file) throws IOException {
        return Json.MAPPER
                .readerFor(EnvFile.class)
                .without(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .readValue(file.toFile());
    }

    /** Flags as "{UseAES:true,UseAESIntrinsics:false}", the way the report prints them. */
    public static String flags(Map<String, String> flags) {
        return flags.entrySet().stream()
                .map(e -> e.getKey() + ":" + e.getValue())
                .collect(Collectors.joining(",", "{", "}"));
    }
}
