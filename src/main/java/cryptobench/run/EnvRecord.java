package cryptobench.run;

import cryptobench.catalog.Params;
import cryptobench.jvm.ChildProcess;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.CpuInfo;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.EnvFile;
import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import cryptobench.results.TrialOutcome;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The environment a run was made in, written as {@code env.json} beside its results: machine,
 * CPU flags, the forks' JDKs with their effective intrinsic flags, provider versions, git commit.
 */
public final class EnvRecord {

    /** The x86 CPU features (cpuinfo's {@code flags}) that decide which crypto code paths can run. */
    static final List<String> CPU_FLAGS =
            List.of("aes", "pclmulqdq", "avx2", "avx512f", "vaes", "vpclmulqdq", "sha_ni");

    /** The same for aarch64 (cpuinfo's {@code Features}): AES, GHASH's PMULL, the SHA families, SVE. */
    static final List<String> AARCH64_CPU_FLAGS = List.of("aes", "pmull", "sha1", "sha2", "sha3", "sha512", "sve");

    private EnvRecord() {}

    /** Builds the record for a run, with the host's speed measured once per process. */
    public static EnvFile of(List<String> args, List<ResultRow> results, List<TrialOutcome> outcomes) {
        return of(args, results, outcomes, HostSpeed.once());
    }

    /**
     * The record of a command that measures nothing but reads runs (history): the machine, JDK, built-in providers
     * and commit it ran with, no forks, and no speed of the host.
     */
    public static EnvFile ofCommand(List<String> args) {
        return of(args, List.of(), List.of(), null);
    }

    /** Builds the record for a run with the host's {@code speed} (null: not measured). */
    static EnvFile of(List<String> args, List<ResultRow> results, List<TrialOutcome> outcomes, EnvFile.Speed speed) {
        return new EnvFile(
                Instant.now().toString(),
                "java -jar target/benchmarks.jar " + String.join(" ", args),
                cpu(),
                new EnvFile.Os(
                        System.getProperty("os.name"), System.getProperty("os.version"), System.getProperty("os.arch")),
                procField("/proc/meminfo", "MemTotal"),
                new EnvFile.HostJdk(
                        System.getProperty("java.vendor"),
                        System.getProperty("java.version"),
                        System.getProperty("java.home")),
                forks(results),
                providers(results, outcomes),
                git(),
                new EnvFile.Trials(
                        results.size(),
                        outcomes.stream().filter(TrialOutcome::unsupported).count(),
                        outcomes.stream().filter(o -> !o.unsupported()).count()),
                HostRecord.read(speed));
    }

    static EnvFile.Cpu cpu() {
        return cpu(
                CpuInfo.read(),
                System.getProperty("os.arch"),
                Runtime.getRuntime().availableProcessors());
    }

    /**
     * The CPU as {@code cpuinfo} describes it to a JVM of {@code osArch}: x86's {@code flags} line, or aarch64's
     * {@code Features}. When the line of the JVM's machine is missing, the flags are a sentence saying so: under
     * user-mode emulation (qemu-user) cpuinfo describes the host's CPU, not the one the JVM runs on.
     */
    static EnvFile.Cpu cpu(CpuInfo cpuinfo, String osArch, int cores) {
        if (!cpuinfo.present()) {
            return new EnvFile.Cpu(null, cores, Json.MAPPER.valueToTree("unknown (no /proc/cpuinfo)"));
        }
        boolean arm = osArch.equals("aarch64") || osArch.equals("arm64");
        String key = arm ? "Features" : "flags";
        String model = cpuinfo.field("model name");
        if (model == null && arm && cpuinfo.field("CPU implementer") != null) {
            model = "CPU implementer " + cpuinfo.field("CPU implementer") + ", part " + cpuinfo.field("CPU part");
        }
        String flagLine = cpuinfo.field(key);
        if (flagLine == null) {
            return new EnvFile.Cpu(
                    model,
                    cores,
                    Json.MAPPER.valueToTree("unknown: /proc/cpuinfo has no '" + key + "' line, though this JVM runs on "
                            + osArch + " (under emulation it describes the host's CPU)"));
        }
        Set<String> present = cpuinfo.words(key);
        Map<String, Boolean> flags = new LinkedHashMap<>();
        (arm ? AARCH64_CPU_FLAGS : CPU_FLAGS).forEach(f -> flags.put(f, present.contains(f)));
        return new EnvFile.Cpu(model, cores, Json.MAPPER.valueToTree(flags));
    }

    /** The first "key : value" line of {@code text} (a /proc file's), or null. */
    private static String field(String text, String key) {
        return text.lines()
                .filter(l ->
                        l.startsWith(key) && l.substring(key.length()).trim().startsWith(":"))
                .map(l -> l.substring(l.indexOf(':') + 1).trim())
                .findFirst()
                .orElse(null);
    }

    /** The first "key : value" line of a /proc file, or null. */
    static String procField(String file, String key) {
        try {
            return field(Files.readString(Path.of(file)), key);
        } catch (IOException e) {
            return null;
        }
    }

    /** One entry per distinct fork JVM and argument list (from JMH's JSON rows), with the flags it really ran with. */
    private static List<EnvFile.Fork> forks(List<ResultRow> results) {
        Map<List<String>, ResultRow.Jvm> first = new LinkedHashMap<>();
        Map<List<String>, Integer> count = new LinkedHashMap<>();
        for (ResultRow row : results) {
            ResultRow.Jvm r = row.jvm();
            List<String> key = new ArrayList<>(r.args());
            key.add(0, r.java());
            first.putIfAbsent(key, r);
            count.merge(key, 1, Integer::sum);
        }
        List<EnvFile.Fork> forks = new ArrayList<>();
        first.forEach((key, r) -> {
            String jvm = r.java();
            List<String> jvmArgs = r.args();
            // One JVM start reads every family's flags.
            Map<String, String> flags = IntrinsicFlags.probe(jvm, jvmArgs, IntrinsicFlags.ALL_FLAGS);
            forks.add(new EnvFile.Fork(
                    jvm,
                    jvmArgs,
                    r.version(),
                    r.vmName(),
                    r.vmVersion(),
                    IntrinsicFlags.only(flags, IntrinsicFlags.CIPHER_FLAGS),
                    IntrinsicFlags.only(flags, IntrinsicFlags.DIGEST_FLAGS),
                    IntrinsicFlags.only(flags, IntrinsicFlags.BIGINT_FLAGS),
                    IntrinsicFlags.only(flags, IntrinsicFlags.PQC_FLAGS),
                    IntrinsicFlags.only(flags, IntrinsicFlags.ISA_FLAGS),
                    count.get(key)));
        });
        return forks;
    }

    private static List<ProviderInfo> providers(List<ResultRow> results, List<TrialOutcome> outcomes) {
        Set<String> names = new LinkedHashSet<>(ProviderRegistry.builtinNames());
        results.forEach(r -> addProvider(names, r.param(Params.PROVIDER)));
        outcomes.forEach(o -> addProvider(names, o.params().get(Params.PROVIDER)));
        // The JDK's providers are those of the forks' JDK (--jdk, -jvm), which need not be the JDK writing this record.
        String forkJdks = results.stream()
                .map(ResultRow::jdkVersion)
                .filter(v -> !v.isEmpty())
                .distinct()
                .sorted()
                .collect(Collectors.joining(", "));
        return names.stream()
                .map(ProviderRegistry::describe)
                .map(p -> p.name().equals(ProviderRegistry.SUN_JCE) && p.loaded() && !forkJdks.isEmpty()
                        ? p.withVersion("JDK " + forkJdks)
                        : p)
                .toList();
    }

    private static void addProvider(Set<String> names, String name) {
        if (name == null) {
            return;
        }
        try {
            names.add(ProviderRegistry.canonical(name));
        } catch (IllegalArgumentException unknown) {
            // an unknown provider name is reported as a failed trial, not here
        }
    }

    /** The work tree's commit as this process first read it: ab rewrites its records after every round. */
    private static EnvFile.Git gitOnce;

    static synchronized EnvFile.Git git() {
        if (gitOnce == null) {
            gitOnce = readGit();
        }
        return gitOnce;
    }

    private static EnvFile.Git readGit() {
        String commit = runQuietly("git", "rev-parse", "HEAD");
        String status = commit == null ? null : runQuietly("git", "status", "--porcelain", "--untracked-files=no");
        String time = commit == null ? null : runQuietly("git", "show", "-s", "--format=%cI", "HEAD");
        return new EnvFile.Git(
                commit == null ? null : commit.trim(),
                status == null ? null : !status.isBlank(),
                time == null || time.isBlank() ? null : time.trim());
    }

    private static String runQuietly(String... command) {
        try {
            ChildProcess.Result r = ChildProcess.run(Arrays.asList(command), 30);
            return r.ok() ? r.out() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
