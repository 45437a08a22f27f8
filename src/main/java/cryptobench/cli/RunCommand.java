package cryptobench.cli;

import cryptobench.engine.ExitCode;
import cryptobench.results.RunFolder;
import cryptobench.run.Jdks;
import cryptobench.run.Profile;
import cryptobench.run.Shard;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Runs a profile once per JDK, then the native OpenSSL baseline, then the report; resumable and shardable. */
@Command(
        name = "run",
        mixinStandardHelpOptions = true,
        description = {
            "Runs a profile (--profile) once per --jdk (through JMH's -jvm; each fork gets the",
            "pure-Java flags its own JDK knows; with several JDKs each trial's fork runs on every JDK in turn, so that",
            "JDK-vs-JDK pairs are close in time), writing DIR/jmh.json (DIR/jmh-jdkNN.json with several JDKs) with",
            "env and outcomes files beside it, then the OpenSSL baseline (DIR/openssl.json), then DIR/report.md.",
            "Each trial is saved in DIR/trials*/ as it finishes: after a crash, 'run --resume DIR' runs only the rest.",
            "JMH options after -- are added, e.g. -- -f 2, or -- -p provider=SunJCE (a -p or an option such as -f",
            "there replaces the profile's)."
        })
public final class RunCommand implements Callable<Integer> {

    @Option(
            names = "--profile",
            defaultValue = "headline",
            paramLabel = "NAME",
            converter = Converters.ProfileConverter.class,
            completionCandidates = Converters.ProfileNames.class,
            description =
                    "One of ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); docs/commands.md says what each runs and how long it takes.")
    Profile profile;

    @Option(
            names = "--jdk",
            paramLabel = "JDK",
            description = {
                "A JDK home to run the forks on, or the folder name, version or feature",
                "release of one that 'jdks' lists (temurin-25-jdk-amd64, 17.0.21.1, 25); repeat for several (default: the running JDK)."
            })
    List<Path> jdks = new ArrayList<>();

    @Option(
            names = {"-o", "--output"},
            paramLabel = "DIR",
            description = "Output folder (default: results/runs/<UTC time>).")
    Path output;

    @Option(
            names = "--native",
            negatable = true,
            description = {
                "Add the OpenSSL baseline (default: headline and full yes, quick no;",
                "with --shard only shard 1 runs it)."
            })
    Boolean nativeBaseline;

    @Option(
            names = "--native-seconds",
            defaultValue = "3",
            paramLabel = "N",
            description = "openssl speed -seconds for the baseline (default: ${DEFAULT-VALUE}).")
    int nativeSeconds;

    @Option(
            names = "--budget",
            paramLabel = "TIME",
            description = {
                "Time to measure in (90s, 12m, 1h): once every trial "
                        + "has its forks, the rest goes to one more fork at a time for the rows whose 95%% interval is widest, until each is "
                        + "within 5%% or the time is spent (default: headline " + Profile.Budget.HEADLINE_MINUTES
                        + "m; other profiles, or -f given after --, none)."
            })
    String budget;

    @Option(
            names = "--shard",
            paramLabel = "K/N",
            converter = Converters.ShardConverter.class,
            description =
                    "Run only the K-th of N deterministic shares of the trials (for a CI matrix; 'merge' joins them).")
    Shard shard = Shard.ALL;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description =
                    "Finish the run in DIR with the settings it was started with, running only the trials not yet done.")
    Path resume;

    @Option(
            names = "--dry-run",
            description = "List the trials (of this shard) and the estimated time, and measure nothing.")
    boolean dryRun;

    @Option(
            names = "--require",
            split = ",",
            paramLabel = "NAME",
            description =
                    "Before anything runs, exit 1 naming it if one of these providers does not load here or does not"
                            + " offer a headline cipher this platform's expected-skip tally expects of it (as providers --require).")
    List<String> require = new ArrayList<>();

    @Parameters(
            paramLabel = "JMH_ARG",
            description = "Extra JMH arguments, after --. Refused there, as run sets them itself: -rf and -rff"
                    + " (name the folder with -o DIR), -jvm (--jdk), -o (redirect the output instead).")
    List<String> jmhArgs = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (resume != null) {
            Resume.alone(spec, jmhArgs, resume.resolve(RunFolder.RUN_RECORD));
            return ProfileRun.resume(
                    resume, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        if (Requirements.failed(require, spec.commandLine().getErr())) {
            return ExitCode.FAILED;
        }
        return new ProfileRun(
                        profile,
                        Jdks.homes(jdks),
                        shard,
                        nativeBaseline,
                        nativeSeconds,
                        budget == null ? null : Converters.budget(budget),
                        jmhArgs)
                .execute(
                        null,
                        output,
                        dryRun,
                        spec.commandLine().getOut(),
                        spec.commandLine().getErr());
    }
}
