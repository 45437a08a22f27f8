package cryptobench.cli;

import cryptobench.engine.ExitCode;
import cryptobench.engine.JmhOption;
import cryptobench.engine.Trial;
import cryptobench.openssl.NativeBaseline;
import cryptobench.openssl.NativeOptions;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import cryptobench.run.Jdks;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Profile;
import cryptobench.run.Shard;
import cryptobench.run.TrialPlan;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * What {@code run} does with its settings: a profile once per JDK through the launcher, then the
 * OpenSSL baseline, then the report; or, with {@code --resume}, the same from the folder's run.json.
 */
record ProfileRun(
        Profile profile,
        List<Path> jdks,
        Shard shard,
        Boolean nativeBaseline,
        int nativeSeconds,
        Long budget,
        List<String> jmhArgs) {

    /**
     * Finishes the run in {@code dir} with the settings of its run.json. A folder made by a plain
     * JMH command line (the no-argument run) is resumed through the launcher, and its exit code returned.
     */
    static int resume(Path dir, PrintWriter out, PrintWriter err) throws IOException {
        Path record = dir.resolve(RunFolder.RUN_RECORD);
        if (!Files.isRegularFile(record)) {
            throw new IllegalArgumentException(
                    "--resume " + dir + ": there is no " + RunFolder.RUN_RECORD
                            + " in it, so it is not a folder a cryptobench run wrote (give the run's folder, e.g. results/runs/<time>)");
        }
        RunSettings run = RunSettings.readRun(record);
        if (run.isPlain()) {
            List<String> args = run.jmhArgs();
            out.printf("Resuming %s: java -jar target/benchmarks.jar %s%n", dir, String.join(" ", args));
            out.flush();
            JmhLauncher launcher = new JmhLauncher(System.out, WriterStream.of(err));
            return RunReport.afterPlainRun(launcher, launcher.resume(dir, args), out, err);
        }
        ProfileRun settings;
        try {
            settings = new ProfileRun(
                    Profile.parse(run.profile()),
                    run.run().jdks().stream().map(Path::of).toList(),
                    Shard.parse(run.run().shard()),
                    run.run().nativeBaseline(),
                    run.run().nativeSeconds(),
                    run.run().budgetSeconds(),
                    run.jmhArgs());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(record + ": " + e.getMessage());
        }
        out.printf(
                "Resuming %s: run --profile %s%s%n",
                dir, settings.profile.label(), settings.shard.count() > 1 ? " --shard " + settings.shard : "");
        return settings.execute(dir, null, false, out, err);
    }

    /**
     * Checks the whole command line, then runs (into {@code resume}, or a new folder: {@code output} or
     * results/runs/&lt;time&gt;), or with {@code dryRun} only lists the trials; returns the worst exit code.
     */
    int execute(Path resume, Path output, boolean dryRun, PrintWriter out, PrintWriter err) throws IOException {
        CommandLineOptions given;
        try {
            given = new CommandLineOptions(jmhArgs.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options after --: " + e.getMessage());
        }
        Options options = profile.options(given);
        boolean forksGiven = JmhOption.FORKS.given(given);
        double budgetSeconds = budget != null ? budget : forksGiven ? 0 : profile.budgetSeconds();
        for (JmhOption owned : List.of(JmhOption.RESULT_FORMAT, JmhOption.RESULT_FILE, JmhOption.JVM)) {
            if (owned.given(given)) {
                throw new IllegalArgumentException(
                        "JMH option " + owned.flag() + " after -- is set by run itself; use -o DIR for the"
                                + " output folder and --jdk PATH for the JVM");
            }
        }
        Map<String, Path> javas = Jdks.resolve(jdks);
        if (dryRun) {
            return dryRun(out, javas, options, budgetSeconds, forksGiven);
        }
        Optional<NativeOptions> natives =
                (nativeBaseline != null ? nativeBaseline : profile.nativeBaseline()) && shard.index() == 1
                        ? NativeOptions.forRun(plan(options), nativeSeconds)
                        : Optional.empty();
        List<JmhLauncher.Command> lanes = new ArrayList<>();
        for (Map.Entry<String, Path> jdk : javas.entrySet()) {
            Options lane = new OptionsBuilder()
                    .parent(options)
                    .jvm(jdk.getValue().toString())
                    .build();
            lanes.add(
                    javas.size() == 1
                            ? new JmhLauncher.Command(null, lane, RunFolder.RESULTS)
                            : new JmhLauncher.Command(
                                    "JDK " + jdk.getKey(), lane, RunFolder.resultsOfJdk(jdk.getKey())));
        }
        List<Trial> mine = new ArrayList<>();
        // The launcher checks the whole command line and the JMH lock, then asks for the folder: nothing is written
        // before.
        JmhLauncher launcher = new JmhLauncher(System.out, WriterStream.of(err))
                .keep(profile::keeps)
                .budget(budgetSeconds)
                .into((accepted, resumeDir) -> {
                    mine.addAll(accepted);
                    Path dir = resumeDir;
                    if (dir == null) {
                        // Never a folder that holds files, which would be overwritten (a killed run is finished with
                        // --resume).
                        dir = Outputs.newRun(output, RunFolder.RUN_RECORD, "run", Path.of("results", "runs"));
                        RunSettings.run(
                                        profile.label(),
                                        jdks.stream().map(Path::toString).toList(),
                                        shard.toString(),
                                        nativeBaseline,
                                        nativeSeconds,
                                        jmhArgs,
                                        jdks.size() > 1,
                                        budget)
                                .write(dir);
                    }
                    header(out, accepted, javas, natives, dir, lanes, budgetSeconds, forksGiven);
                    return dir;
                });
        int worst = launcher.runLanes(lanes, shard, resume);
        Path dir = launcher.runFolder().orElse(resume);
        if (worst == ExitCode.BAD_INPUT) {
            return worst;
        }
        if (mine.isEmpty()) {
            out.printf(
                    "Shard %s has no trials: nothing to measure or report; 'merge' takes its empty result files%n",
                    shard);
            out.flush();
            return worst;
        }
        if (natives.isPresent() && !(resume != null && Files.exists(dir.resolve(RunFolder.NATIVE)))) {
            try {
                NativeBaseline.write(
                        dir.resolve(RunFolder.NATIVE), natives.get().measure(out));
            } catch (IllegalArgumentException | IOException e) {
                err.println("native baseline skipped: " + e.getMessage());
                worst = Math.max(worst, ExitCode.FAILED);
            }
        }
        worst = Math.max(worst, RunReport.write(dir, out, err));
        out.flush();
        return worst;
    }

    /** What the run will do and where, once the launcher has accepted it. */
    private void header(
            PrintWriter out,
            List<Trial> mine,
            Map<String, Path> javas,
            Optional<NativeOptions> natives,
            Path dir,
            List<JmhLauncher.Command> lanes,
            double budgetSeconds,
            boolean forksGiven) {
        out.printf("cryptobench run --profile %s: %s%n", profile.label(), profile.description());
        overrides(out, forksGiven);
        double measuring = Math.max(TrialPlan.seconds(mine) * javas.size(), budgetSeconds);
        double openssl = natives.map(NativeOptions::estimatedSeconds).orElse(0.0);
        out.printf(
                "About %s in all: %s measuring%s%s%n",
                TrialPlan.duration(measuring + openssl),
                TrialPlan.duration(measuring),
                budgetSeconds > 0
                        ? " at most (its budget: it ends sooner once every row is within " + target() + ")"
                        : "",
                natives.map(n -> ", then " + TrialPlan.duration(openssl) + " of the OpenSSL baseline ("
                                + String.join(", ", n.algorithms()) + "; "
                                + n.keyBits().stream().map(String::valueOf).collect(Collectors.joining(", "))
                                + "-bit keys)")
                        .orElse(""));
        int i = 0;
        for (Map.Entry<String, Path> jdk : javas.entrySet()) {
            out.printf(
                    "== JDK %s: %s -> %s%n",
                    jdk.getKey(), jdk.getValue(), dir.resolve(lanes.get(i++).resultName()));
        }
        out.flush();
    }

    /** The half-width a budget aims every row at, as the header says it: "+-5%". */
    private static String target() {
        return String.format(Locale.ROOT, "+-%.0f%%", Profile.Budget.TARGET * 100);
    }

    /** The JMH options given after --, which the profile's description does not know of. */
    private void overrides(PrintWriter out, boolean forksGiven) {
        if (!jmhArgs.isEmpty()) {
            out.printf(
                    "JMH options after --: %s (a benchmark pattern takes the place of the profile's selection, a -p"
                            + " or an option the profile's own%s)%n",
                    String.join(" ", jmhArgs),
                    forksGiven && budget == null ? "; -f sets the forks, so no budget adds more" : "");
        }
    }

    /** The profile's trials with these JMH options. */
    private List<Trial> plan(Options options) {
        return TrialPlan.checked(options).stream().filter(profile::keeps).toList();
    }

    private int dryRun(
            PrintWriter out, Map<String, Path> javas, Options options, double budgetSeconds, boolean forksGiven) {
        List<Trial> all = plan(options);
        List<Trial> mine = shard.select(all);
        out.printf("Profile %s: %s%n", profile.label(), profile.description());
        overrides(out, forksGiven);
        double planned = TrialPlan.seconds(mine) * javas.size();
        out.printf(
                "%d trials per JDK%s; %d JDK(s): estimated %s%s%n",
                mine.size(),
                shard.count() > 1 ? " in shard " + shard + " (of " + all.size() + ")" : "",
                javas.size(),
                TrialPlan.duration(Math.max(planned, budgetSeconds)),
                budgetSeconds > planned
                        ? " at most (the budget: " + TrialPlan.duration(planned)
                                + " for the planned forks, the rest for"
                                + " more forks where the intervals are widest, until every row is within " + target()
                                + ")"
                        : "");
        mine.forEach(t -> out.printf("  %s  (%s)%n", t.key(), TrialPlan.duration(t.seconds())));
        out.flush();
        return 0;
    }
}
