package cryptobench.cli;

import cryptobench.results.RunMerge;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Joins the output folders of a sharded run into one, file by file. */
@Command(
        name = "merge",
        mixinStandardHelpOptions = true,
        description = {
            "Joins the folders of a sharded run (run --shard K/N) into one: each JMH JSON file name",
            "(jmh.json, jmh-jdk17.json, openssl.json) becomes one file holding every shard's rows, sorted; the",
            "outcomes files are joined too, and env files keep the first shard's record plus a list of every",
            "shard's machine. A row found in two inputs is an error (the same trial ran twice)."
        })
public final class MergeCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Shard output folders (or single JMH JSON files).")
    List<Path> inputs;

    @Option(
            names = {"-o", "--output"},
            required = true,
            paramLabel = "DIR",
            description = "Folder to write the merged files to.")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        RunMerge merge = RunMerge.of(inputs);
        if (merge.isEmpty()) {
            throw new IllegalArgumentException("no JMH results in " + inputs);
        }
        Outputs.emptyFolder(output, "-o", "");
        PrintWriter out = spec.commandLine().getOut();
        try {
            merge.writeTo(output, out::println);
        } catch (IOException e) {
            throw Outputs.cannotWrite(output, e);
        }
        out.flush();
        return 0;
    }
}
