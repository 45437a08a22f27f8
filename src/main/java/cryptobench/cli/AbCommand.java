package cryptobench.cli;

import cryptobench.ab.AbSetup;
import cryptobench.ab.AbSetup.FailOn;
import cryptobench.engine.ExitCode;
import cryptobench.engine.ForkedJvm;
import cryptobench.engine.JmhOption;
import cryptobench.results.RunSettings;
import cryptobench.results.RunSettings.Schedule;
import cryptobench.run.Profile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.Help.Column;
import picocli.CommandLine.Help.TextTable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Paired A/B runs of the same trials on two sides (JVM, classpath, JVM arguments); exit 0 clean, 1 regression, 2 bad input, 3 nothing measured. */
@Command(
        name = "ab",
        mixinStandardHelpOptions = true,
        description = {
            "Runs the same trials on two sides, base and new, in rounds: each round runs one fork of each side",
            "per open row, both at once on their own cores (duet) or one after the other in random order (drawn afresh",
            "for each block of two rounds, which swap it). After each look it judges every row from the paired ratios",
            "new/base: unchanged when the interval lies inside +-threshold, regressed (improved) when the interval is",
            "clear of no change on the slow (fast) side and the estimate is a change of at least the threshold; rows",
            "keep running until decided or the budget ends (then: undecided). Writes DIR/base/ and",
            "DIR/new/ (jmh.json, env.json, outcomes.json), DIR/comparison.md and .json, DIR/rounds/ (each fork as it",
            "ends, packed at the end; 'ab --resume DIR' finishes a killed run). Exit code: 0 no regression, 1 regression",
            "or failed row (--fail-on undecided: also a row undecided or unsupported), 2 bad input, 3 nothing measured",
            "(no row has a round with both sides measured, e.g. every row unsupported or failing on a side; whatever",
            "--fail-on says). Any exit but 0 names its rows on stderr."
        })
public final class AbCommand implements Callable<Integer> {

    @Option(
            names = "--profile",
            defaultValue = "gate",
            paramLabel = "NAME",
            converter = Converters.ProfileConverter.class,
            description =
                    "The trials and their iteration settings (default: ${DEFAULT-VALUE}); JMH options after -- change them.")
    Profile profile;

    @Mixin
    AbSides sides;

    @Option(
            names = "--schedule",
            defaultValue = "duet",
            description =
                    "duet (both forks at once, pinned to separate cores) or interleaved (one after the other, random order) (default: ${DEFAULT-VALUE}).")
    Schedule schedule;

    @Option(
            names = "--threshold",
            defaultValue = "5%",
            paramLabel = "PCT",
            description =
                    "Smallest change that matters (default: ${DEFAULT-VALUE}): a row regresses only when its estimate is a slowdown"
                            + " of at least this and its interval is clear of no change. Simulated with the noise of the committed runs"
                            + " (results/ab/), a true 2%% slowdown fails the default gate in about 2%% of 10-minute runs (25%% with the"
                            + " rule before, interval clear of no change alone), 5%% more work in 65%%, 10%% more work in 99%%.")
    String threshold;

    @Option(
            names = "--confidence",
            defaultValue = "0.99",
            paramLabel = "P",
            description = "Confidence over all rows and looks together (default: ${DEFAULT-VALUE}).")
    double confidence;

    @Option(
            names = "--budget",
            defaultValue = "10m",
            paramLabel = "TIME",
            description =
                    "Wall time for the rounds, e.g. 90s, 10m, 1h (default: ${DEFAULT-VALUE}); rows open then are undecided.")
    String budget;

    @Option(
            names = "--min-rounds",
            defaultValue = "6",
            paramLabel = "N",
            description = "Rounds before the first look (default: ${DEFAULT-VALUE}).")
    int minRounds;

    @Option(
            names = "--max-rounds",
            defaultValue = "1000",
            paramLabel = "N",
            description = "Most rounds per row (default: ${DEFAULT-VALUE}).")
    int maxRounds;

    @Option(
            names = "--seed",
            paramLabel = "N",
            description =
                    "Seed of the order and cores drawn for each block (default: from the clock; kept in ab.json).")
    Long seed;

    @Option(
            names = "--fail-on",
            defaultValue = "regression",
            description =
                    "regression (also failed rows), undecided (also rows left open or unsupported), or none (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "DIR",
            description = "Output folder (default: results/ab/<UTC time>).")
    Path output;

    @Option(
            names = "--resume",
            paramLabel = "DIR",
            description = "Finish the ab run in DIR with the settings it was started with.")
    Path resume;

    @Parameters(
            paramLabel = "JMH_ARG",
            description =
                    "JMH options and benchmark regexes, after --; they change the profile's (what ab does with each: below).")
    List<String> jmhArgs = new ArrayList<>();

    CommandSpec spec;

    /** Takes picocli's model of this command, and adds to its help what ab does with each JMH option. */
    @Spec
    void spec(CommandSpec spec) {
        this.spec = spec;
        spec.usageMessage().footer(jmhOptionsHelp());
    }

    /** The help's footer: which JMH options go to every fork as given, which choose the rows, which ab sets itself. */
    static String[] jmhOptionsHelp() {
        List<String> lines = new ArrayList<>();
        lines.add("JMH options after -- go to every fork on both sides as given: " + flags(JmhOption.Use.PASSED) + ".");
        lines.add(flags(JmhOption.Use.ROWS) + " choose the rows: each fork gets its own rows' values.");
        lines.add(flags(JmhOption.Use.JVM_ARGS) + " are JVM arguments of both sides' forks, around each side's own.");
        lines.add("Set by ab itself, and refused after --:");
        TextTable owned = TextTable.forColumns(
                Help.defaultColorScheme(Help.Ansi.OFF),
                new Column(12, 2, Column.Overflow.SPAN),
                new Column(HELP_WIDTH - 12, 0, Column.Overflow.WRAP));
        JmhOption.of(JmhOption.Use.OWNED).forEach(o -> owned.addRowValues(o.flag(), o.reason()));
        owned.toString().lines().map(String::stripTrailing).forEach(lines::add);
        return lines.stream().map(line -> line.replace("%", "%%")).toArray(String[]::new);
    }

    /** picocli's own width of the help. */
    private static final int HELP_WIDTH = 80;

    private static String flags(JmhOption.Use use) {
        return String.join(", ", JmhOption.of(use).stream().map(JmhOption::flag).toList());
    }

    /** Tests replace the forks and skip the per-side listing. */
    ForkedJvm forks = new ForkedJvm();

    boolean checkSides = true;

    @Override
    public Integer call() throws IOException, InterruptedException {
        RunSettings settings;
        if (resume != null) {
            Resume.alone(spec, jmhArgs, resume.resolve(RunSettings.AB_FILE));
            settings = RunSettings.readAb(resume);
        } else {
            AbSetup.checkNewRun(jmhArgs, schedule, minRounds, maxRounds);
            double t = Converters.threshold(threshold);
            long seconds = Converters.budget(budget);
            settings = RunSettings.ab(
                    profile.label(),
                    jmhArgs,
                    new RunSettings.Ab(
                            sides.base(),
                            sides.next(),
                            schedule,
                            t,
                            confidence,
                            seconds,
                            minRounds,
                            maxRounds,
                            seed != null ? seed : System.nanoTime()));
        }
        AbSetup.Plan plan = AbSetup.plan(settings, checkSides);
        AbSetup.Exit exit = failOn.exit(AbSetup.run(
                settings,
                plan,
                () -> resume != null
                        ? resume
                        : Outputs.newRun(output, RunSettings.AB_FILE, "ab", Path.of("results", "ab")),
                resume != null,
                forks,
                spec.commandLine().getOut(),
                "ab " + String.join(" ", spec.commandLine().getParseResult().originalArgs())));
        if (exit.message() != null) {
            spec.commandLine()
                    .getErr()
                    .println((exit.code() == ExitCode.NOTHING_MEASURED ? "error: " : "ab: exit " + exit.code() + ": ")
                            + exit.message());
        }
        return exit.code();
    }
}
