package cryptobench;

import cryptobench.cli.Cli;
import cryptobench.cli.RunReport;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Profile;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * The one entry point of {@code target/benchmarks.jar}: a cryptobench command when the first
 * argument names one, otherwise JMH's own command line, and the headline matrix with no arguments.
 */
public final class Main {

    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String[] args) {
        CommandLine cli = Cli.commandLine();
        if (args.length == 0) {
            System.out.println("cryptobench: no arguments, running 'run --profile " + Profile.HEADLINE.label()
                    + "', with the" + " OpenSSL baseline. '-h' lists JMH's options, 'help' cryptobench's commands.");
            return cli.execute("run", "--profile", Profile.HEADLINE.label());
        }
        if (cli.getSubcommands().containsKey(args[0])) {
            return cli.execute(args);
        }
        return measure(args);
    }

    /** A JMH command line; when it wrote a run folder (no -rf/-rff), the run ends with its report, as 'run' does. */
    private static int measure(String... args) {
        JmhLauncher launcher = new JmhLauncher(System.out, System.err);
        PrintWriter out = new PrintWriter(System.out, true, StandardCharsets.UTF_8);
        PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
        int code = RunReport.afterPlainRun(launcher, launcher.run(args), out, err);
        out.flush();
        err.flush();
        return code;
    }
}
