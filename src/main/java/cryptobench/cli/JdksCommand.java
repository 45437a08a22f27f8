package cryptobench.cli;

import cryptobench.jvm.IntrinsicFlags;
import cryptobench.run.JdkCapability;
import cryptobench.run.JdkDiscovery;
import cryptobench.run.JdkInfo;
import cryptobench.validation.Table;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Lists the JDKs installed here that run on this machine, each as its own JVM describes itself, and the ones skipped with why. */
@Command(
        name = "jdks",
        mixinStandardHelpOptions = true,
        description = {
            "Lists the JDKs here (" + JdkDiscovery.DEFAULT_DIR + " on Linux, " + JdkDiscovery.MACOS_DIR
                    + " and ~/Library/Java/JavaVirtualMachines on macOS, ~/" + JdkDiscovery.SDKMAN_DIR
                    + " and JAVA_HOME; or the folders of --dir or " + JdkDiscovery.DIRS_ENV + "),",
            "each started once to say its build, architecture, whether its own providers offer ML-KEM and ML-DSA, and",
            "which of the intrinsic flags the pure-Java variants switch off it lacks. A JDK whose java cannot run on",
            "this machine (another architecture, a broken link) is skipped, with one line on stderr saying why.",
            "'run --jdk' and 'verify --jdk' take a JDK by the folder name, version or feature release listed here."
        })
public final class JdksCommand implements Callable<Integer> {

    @Option(
            names = "--dir",
            paramLabel = "DIR",
            description = "A folder of JDK homes to look in instead; repeat for several.")
    List<Path> dirs = new ArrayList<>();

    @Option(
            names = "--offering",
            split = ",",
            paramLabel = "CAPABILITY",
            description = "Only the JDKs whose own providers offer these: ML-KEM, ML-DSA.")
    List<String> offering = new ArrayList<>();

    @Option(
            names = "--knows",
            split = ",",
            paramLabel = "FLAG",
            description =
                    "Only the JDKs that know these intrinsic flags (those the pure-Java variants switch off), e.g. UseChaCha20Intrinsics.")
    List<String> knows = new ArrayList<>();

    @Option(names = "--homes", description = "Print only the homes, one a line (for scripts).")
    boolean homes;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        List<JdkCapability> wanted = offering.stream().map(JdkCapability::parse).toList();
        for (String flag : knows) {
            if (!IntrinsicFlags.ALL_FLAGS.contains(flag)) {
                throw new IllegalArgumentException("--knows " + flag + ": not a flag that jdks reads; valid: "
                        + String.join(", ", IntrinsicFlags.ALL_FLAGS));
            }
        }
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                throw new IllegalArgumentException("--dir " + dir + " is not a folder");
            }
        }
        JdkDiscovery.Found found = dirs.isEmpty() ? JdkDiscovery.installed() : JdkDiscovery.scan(dirs);
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        found.skipped().forEach(s -> err.println(s.line()));
        err.flush();
        List<JdkInfo> shown = found.jdks().stream()
                .filter(j -> wanted.stream().allMatch(j::offers))
                .filter(j -> knows.stream().allMatch(j::knows))
                .toList();
        if (homes) {
            shown.forEach(j -> out.println(j.home()));
            return 0;
        }
        Table table = new Table("jdk", "build", "vendor", "arch", "offers", "lacks flags");
        for (JdkInfo j : shown) {
            List<String> lacks =
                    IntrinsicFlags.ALL_FLAGS.stream().filter(f -> !j.knows(f)).toList();
            table.row(
                    found.folderOf(j),
                    j.build(),
                    j.vendor(),
                    j.arch(),
                    j.offers().isEmpty() ? "-" : String.join(", ", j.offers()),
                    lacks.isEmpty() ? "-" : String.join(", ", lacks));
        }
        out.printf(
                "%d JDKs here%s, %d skipped:%n",
                shown.size(),
                wanted.isEmpty() && knows.isEmpty() ? "" : " as asked",
                found.skipped().size());
        table.print(out);
        return 0;
    }
}
