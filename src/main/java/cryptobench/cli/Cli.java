package cryptobench.cli;

import cryptobench.engine.ExitCode;
import cryptobench.results.AtomicFile;
import java.io.IOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** cryptobench's own commands; any other first argument goes to JMH. */
@Command(
        name = "java -jar target/benchmarks.jar",
        description = {
            "cryptobench: JMH benchmarks of JCE crypto providers.",
            "With no arguments it runs the headline matrix; with JMH options (-l, -p, -f, -rf ...) it is JMH's own command line."
        },
        subcommands = {
            ProvidersCommand.class,
            RunCommand.class,
            NativeCommand.class,
            ReportCommand.class,
            CompareCommand.class,
            AbCommand.class,
            MergeCommand.class,
            ExportCommand.class,
            HistoryCommand.class,
            PipeCommand.class,
            VerifyCommand.class,
            JdksCommand.class,
            CommandLine.HelpCommand.class
        },
        mixinStandardHelpOptions = false)
public final class Cli {

    private Cli() {}

    public static CommandLine commandLine() {
        return commandLine(new Cli());
    }

    /** {@code command}'s command line with cryptobench's errors: bad input exit code 2, a file that cannot be read 1. */
    public static CommandLine commandLine(Object command) {
        return new CommandLine(command).setExecutionExceptionHandler((e, cli, parseResult) -> {
            if (e instanceof IllegalArgumentException) {
                cli.getErr().println("error: " + e.getMessage());
                return ExitCode.BAD_INPUT;
            }
            if (e instanceof IOException io) {
                // A file that cannot be read or written: say which and why, not a stack trace.
                cli.getErr().println("error: " + AtomicFile.reason(io));
                return ExitCode.FAILED;
            }
            throw e;
        });
    }
}
