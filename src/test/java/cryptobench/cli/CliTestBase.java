package cryptobench.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs cryptobench commands in-process and keeps what they print. */
abstract class CliTestBase {

    protected final StringWriter out = new StringWriter();
    protected final StringWriter err = new StringWriter();

    protected int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        return cli.execute(args);
    }
}
