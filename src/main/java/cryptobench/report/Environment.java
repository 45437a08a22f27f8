package cryptobench.report;

import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.ProviderInfo;
import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** The report's environment: the machine, providers and commit of the first env*.json, each file's forks and command. */
final class Environment {

    private Environment() {}

    /** The section of {@code envFiles}, and the OpenSSL baseline's file when {@code rows} hold one. */
    static void markdown(StringBuilder md, Set<Path> envFiles, List<ResultRow> rows) {
        md.append("## Environment\n\n");
        if (envFiles.isEmpty()) {
            md.append("No env.json beside the inputs.\n\n");
            return;
        }
        boolean machineShown = false;
        for (Path f : envFiles) {
            EnvFile env;
            try {
                env = EnvFile.read(f);
            } catch (IOException e) {
                md.append("- `")
                        .append(f.getFileName())
                        .append("` cannot be read: ")
                        .append(e.getMessage().lines().findFirst().orElse(""))
                        .append('\n');
                continue;
            }
            if (!machineShown) {
                EnvFile.Cpu cpu = env.cpu();
                List<String> flags = new ArrayList<>();
                if (cpu != null && cpu.flags() != null) {
                    cpu.flags().properties().forEach(e -> {
                        if (e.getValue().asBoolean()) {
                            flags.add(e.getKey());
                        }
                    });
                }
                md.append("- Machine: ")
                        .append(MachineWords.of(env))
                        .append(", CPU flags: ")
                        .append(
                                cpu != null
                                                && cpu.flags() != null
                                                && cpu.flags().isTextual()
                                        ? cpu.flags().asText()
                                        : String.join(" ", flags))
                        .append("; ")
                        .append(env.os() == null ? "" : env.os().name())
                        .append(' ')
                        .append(env.os() == null ? "" : env.os().version())
                        .append(
                                env.os() == null || env.os().arch() == null
                                        ? ""
                                        : " " + env.os().arch())
                        .append('\n');
                md.append("- Providers: ");
                List<String> providers = new ArrayList<>();
                (env.providers() == null ? List.<ProviderInfo>of() : env.providers())
                        .forEach(p -> providers.add(p.name() + " "
                                + (p.loaded() ? p.version() : "(not loaded)")
                                + " ("
                                + String.valueOf(p.implementation())
                                        .toLowerCase(Locale.ROOT)
                                        .replace('_', ' ') + ")"));
                md.append(String.join(", ", providers)).append('\n');
                EnvFile.Git git = env.git();
                md.append("- git commit: ")
                        .append(git == null || git.commit() == null ? "unknown" : git.commit())
                        .append(git != null && Boolean.TRUE.equals(git.dirty()) ? " (with uncommitted changes)" : "")
                        .append('\n');
                machineShown = true;
            }
            (env.forks() == null ? List.<EnvFile.Fork>of() : env.forks())
                    .forEach(fork -> md.append("- `")
                            .append(f.getFileName())
                            .append("`: JDK ")
                            .append(fork.vmVersion())
                            .append(" (")
                            .append(fork.vmName())
                            .append("), ")
                            .append(fork.benchmarks())
                            .append(" trials, cipher flags ")
                            .append(EnvFile.flags(fork.effectiveCipherFlags()))
                            .append(
                                    fork.effectiveDigestFlags() != null
                                            ? ", digest flags " + EnvFile.flags(fork.effectiveDigestFlags())
                                            : "")
                            .append(
                                    fork.effectiveBigIntegerFlags() != null
                                            ? ", big-integer flags " + EnvFile.flags(fork.effectiveBigIntegerFlags())
                                            : "")
                            .append(
                                    fork.effectivePqcFlags() != null
                                                    && !fork.effectivePqcFlags().isEmpty()
                                            ? ", post-quantum flags " + EnvFile.flags(fork.effectivePqcFlags())
                                            : "")
                            .append(
                                    fork.effectiveIsaFlags() != null
                                            ? ", ISA " + EnvFile.flags(fork.effectiveIsaFlags())
                                            : "")
                            .append(absent(fork))
                            .append('\n'));
            md.append("- `")
                    .append(f.getFileName())
                    .append("` command: `")
                    .append(env.command())
                    .append("`\n");
        }
        rows.stream()
                .filter(r -> Series.of(r).isNative())
                .findFirst()
                .ifPresent(
                        r -> md.append("- Native baseline: ").append(r.file()).append('\n'));
        md.append('\n');
    }

    /**
     * The flags a fork's arguments switch off that its JVM does not have: a family's reading (older env.json files
     * lack some) that does not show them. {@code -XX:+IgnoreUnrecognizedVMOptions} let it start without them, and
     * nothing was checked of them.
     */
    static String absent(EnvFile.Fork fork) {
        Set<String> known = new HashSet<>();
        Set<String> read = new HashSet<>();
        Map<List<String>, Map<String, String>> readings = new LinkedHashMap<>();
        readings.put(IntrinsicFlags.CIPHER_FLAGS, fork.effectiveCipherFlags());
        readings.put(IntrinsicFlags.DIGEST_FLAGS, fork.effectiveDigestFlags());
        readings.put(IntrinsicFlags.BIGINT_FLAGS, fork.effectiveBigIntegerFlags());
        readings.put(IntrinsicFlags.PQC_FLAGS, fork.effectivePqcFlags());
        for (Map.Entry<List<String>, Map<String, String>> e : readings.entrySet()) {
            if (e.getValue() != null && !e.getValue().isEmpty() && !e.getValue().containsKey("error")) {
                read.addAll(e.getKey());
                known.addAll(e.getValue().keySet());
            }
        }
        if (fork.jvmArgs() == null) {
            return "";
        }
        List<String> absent = fork.jvmArgs().stream()
                .filter(a -> a.startsWith("-XX:-") || a.startsWith("-XX:+"))
                .map(a -> a.substring(5))
                .filter(f -> read.contains(f) && !known.contains(f))
                .distinct()
                .toList();
        return absent.isEmpty()
                ? ""
                : "; not in this JVM, so neither switched nor checked: " + String.join(", ", absent);
    }
}
