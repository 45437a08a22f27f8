package cryptobench.run;

import cryptobench.results.TrialOutcome;
import cryptobench.results.Json;
import cryptobench.catalog.Params;
import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
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

/**
 * The environment a run was made in, written as {@code env.json} beside its results: machine,
 * CPU flags, the forks' JDKs with their effective intrinsic flags, provider versions, git commit.
 */
public final class EnvRecord {

    /** The CPU features that decide which crypto code paths can run. */
    static final List<String> CPU_FLAGS = List.of("aes", "pclmulqdq", "avx2", "avx512f", "vaes", "vpclmulqdq", "sha_ni");

    private EnvRecord() {
    }

    /** Builds the record for a finished run. */
    public static Map<String, Object> of(String[] args, List<JsonNode> results, List<TrialOutcome> outcomes) {
        Map<String, Object> env = new LinkedHashMap<>();
        env.put("createdUtc", Instant.now().toString());
        env.put("command", "java -jar target/benchmarks.jar " + String.join(" ", args));
        env.put("cpu", cpu());
        env.put("os", Map.of("name", System.getProperty("os.name"), "version", System.getProperty("os.version"),
                "arch", System.getProperty("os.arch")));
        env.put("memTotal", procField("/proc/meminfo", "MemTotal"));
        env.put("hostJdk", Map.of("vendor", System.getProperty("java.vendor"), "version", System.getProperty("java.version"),
                "home", System.getProperty("java.home")));
        env.put("forks", forks(results));
        env.put("providers", providers(results, outcomes));
        env.put("git", git());
        env.put("trials", Map.of("measured", results.size(),
                "unsupported", outcomes.stream().filter(TrialOutcome::unsupported).count(),
                "failed", outcomes.stream().filter(o -> !o.unsupported()).count()));
        return env;
    }

    public static void write(Path file, Map<String, Object> env) throws IOException {
        Json.MAPPER.writeValue(file.toFile(), env);
    }

    static Map<String, Object> cpu() {
        Map<String, Object> cpu = new LinkedHashMap<>();
        cpu.put("model", procField("/proc/cpuinfo", "model name"));
        cpu.put("cores", Runtime.getRuntime().availableProcessors());
        String flagLine = procField("/proc/cpuinfo", "flags");
        Set<String> present = flagLine == null ? Set.of() : Set.of(flagLine.split("\\s+"));
        Map<String, Boolean> flags = new LinkedHashMap<>();
        CPU_FLAGS.forEach(f -> flags.put(f, present.contains(f)));
        cpu.put("flags", flagLine == null ? "unknown (no /proc/cpuinfo)" : flags);
        return cpu;
    }

    /** The first "key : value" line of a /proc file, or null. */
    static String procField(String file, String key) {
        try {
            return Files.readAllLines(Path.of(file)).stream()
                    .filter(l -> l.startsWith(key) && l.substring(key.length()).trim().startsWith(":"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse(null);
        } catch (IOException e) {
            return null;
        }
    }

    /** One entry per distinct fork JVM and argument list (from JMH's JSON rows), with the cipher flags it really ran with. */
    private static List<Map<String, Object>> forks(List<JsonNode> results) {
        Map<List<String>, Map<String, Object>> forks = new LinkedHashMap<>();
        for (JsonNode r : results) {
            List<String> jvmArgs = new ArrayList<>();
            r.path("jvmArgs").forEach(a -> jvmArgs.add(a.asText()));
            String jvm = r.path("jvm").asText();
            List<String> key = new ArrayList<>(jvmArgs);
            key.add(0, jvm);
            Map<String, Object> fork = forks.computeIfAbsent(key, k -> {
                Map<String, Object> f = new LinkedHashMap<>();
                f.put("jvm", jvm);
                f.put("jvmArgs", jvmArgs);
                f.put("jdkVersion", r.path("jdkVersion").asText());
                f.put("vmName", r.path("vmName").asText());
                f.put("vmVersion", r.path("vmVersion").asText());
                // One JVM start reads every family's flags.
                Map<String, String> flags = IntrinsicFlags.probe(jvm, jvmArgs, IntrinsicFlags.ALL_FLAGS);
                f.put("effectiveCipherFlags", IntrinsicFlags.only(flags, IntrinsicFlags.CIPHER_FLAGS));
                f.put("effectiveDigestFlags", IntrinsicFlags.only(flags, IntrinsicFlags.DIGEST_FLAGS));
                f.put("effectiveBigIntegerFlags", IntrinsicFlags.only(flags, IntrinsicFlags.BIGINT_FLAGS));
                f.put("benchmarks", 0);
                return f;
            });
            fork.put("benchmarks", (Integer) fork.get("benchmarks") + 1);
        }
        return new ArrayList<>(forks.values());
    }

    private static List<ProviderInfo> providers(List<JsonNode> results, List<TrialOutcome> outcomes) {
        Set<String> names = new LinkedHashSet<>(ProviderRegistry.builtinNames());
        results.forEach(r -> addProvider(names, r.path("params").path(Params.PROVIDER).asText(null)));
        outcomes.forEach(o -> addProvider(names, o.params().get(Params.PROVIDER)));
        return names.stream().map(ProviderRegistry::describe).toList();
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

    private static Map<String, Object> git() {
        Map<String, Object> git = new LinkedHashMap<>();
        String commit = runQuietly("git", "rev-parse", "HEAD");
        git.put("commit", commit == null ? null : commit.trim());
        String status = commit == null ? null : runQuietly("git", "status", "--porcelain", "--untracked-files=no");
        git.put("dirty", status == null ? null : !status.isBlank());
        return git;
    }

    private static String runQuietly(String... command) {
        try {
            Process p = new ProcessBuilder(Arrays.asList(command)).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            return p.waitFor() == 0 ? out : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
