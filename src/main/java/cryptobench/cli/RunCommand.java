package cryptobench.cli;

import cryptobench.results.RunRecord;
import cryptobench.results.RunFolder;
import cryptobench.nat.NativeBaseline;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Preflight;
import cryptobench.run.Profile;
import cryptobench.run.Shard;
import cryptobench.engine.Trial;
import cryptobench.run.TrialPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Runs a profile once per JDK, then the native OpenSSL baseline, then the report; resumable and shardable. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Runs a profile (quick, headline, digests, breadth, pq, isa, bc-lts or full) once per --jdk (through JMH's -jvm; each fork gets the",
                "pure-Java flags its own JDK knows; with several JDKs each trial's fork runs on every JDK in turn, so that",
                "JDK-vs-JDK pairs are close in time), writing DIR/jmh.json (DIR/jmh-jdkNN.json with several JDKs) with",
                "env and outcomes files beside it, then the OpenSSL baseline (DIR/openssl.json), then DIR/report.md.",
                "Each trial is saved in DIR/trials*/ as it finishes: after a crash, 'run --resume DIR' runs only the rest.",
                "JMH options after -- are added, e.g. -- -f 2, or -- -p provider=SunJCE (a -p or an option such as -f",
                "there replaces the profile's)."})
public final class RunCommand implements Callable<Integer> {

    @Option(names = "--profile", defaultValue = "headline", paramLabel = "NAME", converter = ProfileConverter.class,
            description = "quick (the CI subset, about 7 minutes), headline (about 12 minutes), digests, breadth, pq (post-quantum + the migration table), isa (UseAVX levels), bc-lts (Bouncy Castle LTS native variants) or full (default: ${DEFAULT-VALUE}).")
    Profile profile;

    @Option(names = "--jdk", paramLabel = "PATH", description = "A JDK home to run the forks on; repeat for several (default: the running JDK).")
    List<Path> jdks = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "DIR", description = "Output folder (default: results/runs/<UTC time>).")
    Path output;

    @Option(names = "--native", negatable = true, description = {"Add the OpenSSL baseline (default: headline and full yes, quick no;",
            "with --shard only shard 1 runs it)."})
    Boolean nativeBaseline;

    @Option(names = "--native-seconds", defaultValue = "3", paramLabel = "N",
            description = "openssl speed -seconds for the baseline (default: ${DEFAULT-VALUE}).")
    int nativeSeconds;

    @Option(names = "--shard", paramLabel = "K/N", converter = ShardConverter.class,
            description = "Run only the K-th of N deterministic shares of the trials (for a CI matrix; 'merge' joins them).")
    Shard shard = Shard.ALL;

    @Option(names = "--resume", paramLabel = "DIR",
            description = "Finish the run in DIR with the settings it was started with, running only the trials not yet done.")
    Path resume;

    @Option(names = "--dry-run", description = "List the trials (of this shard) and the estimated time, and measure nothing.")
    boolean dryRun;

    @Parameters(paramLabel = "JMH_ARG", description = "Extra JMH arguments, after --.")
    List<String> jmhArgs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        if (resume != null) {
            Integer handled = loadRunRecord(out);
            if (handled != null) {
                return handled;
            }
        }
        for (String owned : List.of("-rf", "-rff", "-jvm")) {
            if (jmhArgs.contains(owned)) {
                throw new IllegalArgumentException("JMH option " + owned + " after -- is set by run itself; use -o DIR for the"
                        + " output folder and --jdk PATH for the JVM");
            }
        }
        Map<String, Path> javas = resolveJdks();
        if (dryRun) {
            return dryRun(out, javas);
        }
        // The whole command line is checked before anything is written.
        List<Trial> mine = shard.select(JmhLauncher.plan(List.of(profile.jmhArgs(jmhArgs))));
        if (Preflight.jmhLockTaken()) {
            throw new IllegalArgumentException(Preflight.lockMessage());
        }
        Path dir = resume != null ? resume : newOutputFolder();
        if (resume == null) {
            writeRunRecord(dir);
        }
        out.printf("cryptobench run --profile %s: %s%n", profile.label(), profile.description());
        List<String> labels = new ArrayList<>();
        List<List<String>> argLists = new ArrayList<>();
        for (Map.Entry<String, Path> jdk : javas.entrySet()) {
            String file = javas.size() == 1 ? RunFolder.RESULTS : RunFolder.resultsOfJdk(jdk.getKey());
            out.printf("== JDK %s: %s -> %s%n", jdk.getKey(), jdk.getValue(), dir.resolve(file));
            labels.add("JDK " + jdk.getKey());
            argLists.add(jmhArgsFor(jdk.getValue(), dir.resolve(file)));
        }
        out.flush();
        JmhLauncher launcher = new JmhLauncher(System.out, System.err);
        int worst = javas.size() == 1 ? launcher.run(argLists.get(0), shard, resume != null ? dir : null)
                : launcher.runInterleaved(labels, argLists, shard, resume != null ? dir : null);
        if (worst == JmhLauncher.BAD_INPUT) {
            return worst;
        }
        if (mine.isEmpty()) {
            out.printf("Shard %s has no trials: nothing to measure or report; 'merge' takes its empty result files%n", shard);
            out.flush();
            return worst;
        }
        boolean withNative = (nativeBaseline != null ? nativeBaseline : profile.nativeBaseline()) && shard.index() == 1;
        if (withNative && !(resume != null && Files.exists(dir.resolve(RunFolder.NATIVE)))) {
            // The native command with its own defaults, for the profiles' 256-bit keys.
            var nativeCli = spec.commandLine().getParent().getSubcommands().get("native");
            nativeCli.parseArgs("--key-bits", "256", "--seconds", String.valueOf(nativeSeconds));
            NativeCommand nativeRun = nativeCli.getCommand();
            try {
                NativeBaseline.write(dir.resolve(RunFolder.NATIVE), nativeRun.measure(out));
            } catch (IllegalArgumentException | IOException e) {
                spec.commandLine().getErr().println("native baseline skipped: " + e.getMessage());
                worst = Math.max(worst, 1);
            }
        }
        worst = Math.max(worst, RunReport.write(dir, out, spec.commandLine().getErr()));
        out.flush();
        return worst;
    }

    /**
     * The -o folder, new or empty, or a new results/runs/<time>: never one that holds files, which
     * would be overwritten (a killed run is finished with --resume).
     */
    private Path newOutputFolder() throws IOException {
        if (output == null) {
            return JmhLauncher.newRunDir();
        }
        return Outputs.emptyFolder(output, "-o", Files.exists(output.resolve(RunFolder.RUN_RECORD))
                ? " To finish a killed run: run --resume " + output + "." : "");
    }

    /** The JMH command line of this run on one JDK. */
    List<String> jmhArgsFor(Path java, Path resultFile) {
        List<String> args = new ArrayList<>(List.of(profile.jmhArgs(jmhArgs)));
        args.addAll(List.of("-jvm", java.toString(), "-rf", "json", "-rff", resultFile.toString()));
        return args;
    }

    private int dryRun(PrintWriter out, Map<String, Path> javas) {
        List<Trial> all = JmhLauncher.plan(List.of(profile.jmhArgs(jmhArgs)));
        List<Trial> mine = shard.select(all);
        out.printf("Profile %s: %s%n", profile.label(), profile.description());
        out.printf("%d trials per JDK%s; %d JDK(s): estimated %s%n", mine.size(),
                shard.count() > 1 ? " in shard " + shard + " (of " + all.size() + ")" : "", javas.size(),
                TrialPlan.duration(TrialPlan.seconds(mine) * javas.size()));
        mine.forEach(t -> out.printf("  %s  (%s)%n", t.key(), TrialPlan.duration(t.seconds())));
        out.flush();
        return 0;
    }

    /** Records the settings in DIR/run.json, so that --resume can run the same thing again. */
    private void writeRunRecord(Path dir) throws IOException {
        new RunRecord(profile.label(), jdks.stream().map(Path::toString).toList(), shard.toString(), nativeBaseline,
                nativeSeconds, jmhArgs, jdks.size() > 1).write(dir);
    }

    /**
     * Takes this run's settings from the record in the --resume folder. A folder made by a plain
     * JMH command line (the no-argument run) is resumed through the launcher, and its exit code returned.
     */
    private Integer loadRunRecord(PrintWriter out) throws IOException {
        var given = spec.commandLine().getParseResult().matchedOptions().stream()
                .map(o -> o.longestName()).filter(n -> !n.equals("--resume")).toList();
        if (!given.isEmpty() || !jmhArgs.isEmpty()) {
            throw new IllegalArgumentException("--resume takes every setting from " + resume.resolve(RunFolder.RUN_RECORD)
                    + "; give it alone, without " + String.join(", ", given.isEmpty() ? List.of("JMH arguments") : given));
        }
        Path record = resume.resolve(RunFolder.RUN_RECORD);
        if (!Files.isRegularFile(record)) {
            throw new IllegalArgumentException("--resume " + resume + ": there is no " + RunFolder.RUN_RECORD
                    + " in it, so it is not a folder a cryptobench run wrote (give the run's folder, e.g. results/runs/<time>)");
        }
        RunRecord run = RunRecord.read(record);
        if (run.isPlain()) {
            List<String> args = run.jmhArgs();
            out.printf("Resuming %s: java -jar target/benchmarks.jar %s%n", resume, String.join(" ", args));
            out.flush();
            JmhLauncher launcher = new JmhLauncher(System.out, System.err);
            int code = launcher.resume(resume, args);
            if (code != JmhLauncher.BAD_INPUT && launcher.runFolder().isPresent()) {
                code = Math.max(code, RunReport.write(launcher.runFolder().get(), out, spec.commandLine().getErr()));
            }
            return code;
        }
        try {
            profile = Profile.parse(run.profile());
            shard = Shard.parse(run.shard());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(record + ": " + e.getMessage());
        }
        jdks = new ArrayList<>(run.jdks().stream().map(Path::of).toList());
        nativeBaseline = run.nativeBaseline();
        nativeSeconds = run.nativeSeconds();
        jmhArgs = new ArrayList<>(run.jmhArgs());
        out.printf("Resuming %s: run --profile %s%s%n", resume, profile.label(), shard.count() > 1 ? " --shard " + shard : "");
        return null;
    }

    static final class ProfileConverter implements ITypeConverter<Profile> {
        @Override
        public Profile convert(String value) {
            try {
                return Profile.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    static final class ShardConverter implements ITypeConverter<Shard> {
        @Override
        public Shard convert(String value) {
            try {
                return Shard.parse(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
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
            String major;
            try {
                major = String.valueOf(Preflight.checkJava(java, "--jdk"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + installedHint());
            }
            String key = major;
            for (int i = 2; javas.containsKey(key); i++) {
                key = major + "-" + i;
            }
            javas.put(key, java);
        }
        return javas;
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
