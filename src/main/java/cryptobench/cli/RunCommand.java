package cryptobench.cli;

import cryptobench.nat.NativeBaseline;
import cryptobench.report.ReportWriter;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Profile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Runs the headline matrix once per JDK, then the native OpenSSL baseline, then the report. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs the headline matrix once per --jdk (through JMH's -jvm; each fork gets the pure-Java flags",
                "its own JDK knows), writing DIR/jmh-jdkNN.json with env-jdkNN.json beside it, then the OpenSSL",
                "baseline (DIR/openssl.json) unless --no-native, then DIR/report.md.",
                "JMH options after -- are added, e.g. -- -f 2, or -- -wi 0 -i 1 -p provider=SunJCE for a quick look",
                "(a -p there replaces the headline's values of that param)."})
public final class RunCommand implements Callable<Integer> {

    private static final Pattern VERSION = Pattern.compile("version \"(\\d+)");

    @Option(names = "--jdk", paramLabel = "PATH", description = "A JDK home to run the forks on; repeat for several (default: the running JDK).")
    List<Path> jdks = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Output folder (default: results/runs/<UTC time>).")
    Path output;

    @Option(names = "--no-native", description = "Skip the OpenSSL baseline.")
    boolean noNative;

    @Option(names = "--native-seconds", defaultValue = "3", paramLabel = "N",
            description = "openssl speed -seconds for the baseline (default: ${DEFAULT-VALUE}).")
    int nativeSeconds;

    @Parameters(paramLabel = "JMH_ARG", description = "Extra JMH arguments, after --.")
    List<String> jmhArgs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Map<String, Path> javas = resolveJdks();
        Path dir = output != null ? Files.createDirectories(output) : JmhLauncher.newRunDir();
        int worst = 0;
        for (Map.Entry<String, Path> jdk : javas.entrySet()) {
            List<String> args = new ArrayList<>(List.of(Profile.HEADLINE.jmhArgs(jmhArgs)));
            args.addAll(List.of("-jvm", jdk.getValue().toString(),
                    "-rf", "json", "-rff", dir.resolve("jmh-jdk" + jdk.getKey() + ".json").toString()));
            out.printf("== JDK %s: %s%n", jdk.getKey(), jdk.getValue());
            out.flush();
            worst = Math.max(worst, new JmhLauncher(System.out, System.err).run(args.toArray(String[]::new)));
        }
        if (!noNative) {
            // The native command with its own defaults, for the headline's 256-bit keys.
            var nativeCli = spec.commandLine().getParent().getSubcommands().get("native");
            nativeCli.parseArgs("--key-bits", "256", "--seconds", String.valueOf(nativeSeconds));
            NativeCommand nativeRun = nativeCli.getCommand();
            try {
                NativeBaseline.write(dir.resolve("openssl.json"), nativeRun.measure(out));
            } catch (IllegalArgumentException | IOException e) {
                spec.commandLine().getErr().println("native baseline skipped: " + e.getMessage());
                worst = Math.max(worst, 1);
            }
        }
        try {
            out.printf("Report written to %s%n", ReportWriter.write(List.of(dir), dir, true));
        } catch (IllegalArgumentException | IOException e) {
            spec.commandLine().getErr().println("report not written: " + e.getMessage());
            worst = Math.max(worst, 1);
        }
        out.flush();
        return worst;
    }

    /** JDK major version to its java binary, checking every --jdk. */
    Map<String, Path> resolveJdks() throws IOException {
        List<Path> homes = jdks.isEmpty() ? List.of(Path.of(System.getProperty("java.home"))) : jdks;
        Map<String, Path> javas = new LinkedHashMap<>();
        for (Path home : homes) {
            Path java = home.resolve("bin").resolve("java");
            if (!Files.isExecutable(java)) {
                throw new IllegalArgumentException("--jdk " + home + " is not a JDK: there is no executable bin/java in it"
                        + installedHint());
            }
            String major = majorVersion(java);
            String key = major;
            for (int i = 2; javas.containsKey(key); i++) {
                key = major + "-" + i;
            }
            javas.put(key, java);
        }
        return javas;
    }

    static String majorVersion(Path java) throws IOException {
        Process p = new ProcessBuilder(java.toString(), "-version").redirectErrorStream(true).start();
        String text = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        Matcher m = VERSION.matcher(text);
        if (!m.find()) {
            throw new IllegalArgumentException(java + " -version does not say which Java it is:\n" + text);
        }
        return m.group(1);
    }

    private static String installedHint() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return "";
        }
        try (var dirs = Files.list(jvms)) {
            return "; JDKs here: " + dirs.filter(d -> Files.isExecutable(d.resolve("bin/java"))).map(Path::toString)
                    .sorted().reduce((a, b) -> a + ", " + b).orElse("none");
        }
    }
}
