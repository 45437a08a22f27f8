package cryptobench.cli;

import cryptobench.compare.Comparison;
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

/** Compares two JMH runs row by row, noise-aware and direction-aware; exit 0 clean, 1 regression, 2 bad input. */
@Command(
        name = "compare",
        mixinStandardHelpOptions = true,
        description = {
            "Compares BASE and NEW (JMH JSON files, or folders of them, merged) row by row: benchmark, mode, "
                    + "JDK and every param must match. A row regressed or improved only if the change is at least --threshold "
                    + "and Welch's t-test is significant at --confidence. The test compares fork means when both sides ran 2 or "
                    + "more forks, else every iteration (and says so); a SampleTime iteration is the mean of its histogram. "
                    + "Throughput: higher is better; AverageTime, SampleTime, SingleShot: lower is better.",
            "NEW is converted to BASE's unit (ns/op to us/op, ops/ms to ops/s); units of different things (B/op and "
                    + "ops/s) make the row invalid. So does NaN or an infinity anywhere in a score or raw data (the note names "
                    + "the file), and a score of 0 (a throughput of 0 on the new side: regressed). A change smaller than "
                    + "--floor is unchanged.",
            "Exit code: 0 no regression, 1 regression or invalid row found, 2 bad input."
        })
public final class CompareCommand implements Callable<Integer> {

    enum Format {
        markdown,
        json
    }

    enum FailOn {
        regression,
        none
    }

    @Parameters(index = "0", paramLabel = "BASE", description = "The baseline: a JMH JSON file or a folder of them.")
    Path base;

    @Parameters(index = "1", paramLabel = "NEW", description = "The new run: a JMH JSON file or a folder of them.")
    Path next;

    @Option(
            names = "--threshold",
            defaultValue = "5%",
            paramLabel = "PCT",
            description = "Smallest change that counts, e.g. 5%% or 0.05 (default: ${DEFAULT-VALUE}).")
    String threshold;

    @Option(
            names = "--confidence",
            defaultValue = "0.99",
            paramLabel = "P",
            description = "Confidence for the t-test and the ratio interval (default: ${DEFAULT-VALUE}).")
    double confidence;

    @Option(
            names = "--format",
            defaultValue = "markdown",
            description = "markdown (for a PR comment) or json (default: ${DEFAULT-VALUE}).")
    Format format;

    @Option(
            names = "--fail-on",
            defaultValue = "regression",
            description = "regression or none (only report) (default: ${DEFAULT-VALUE}).")
    FailOn failOn;

    @Option(
            names = "--metric",
            paramLabel = "NAME",
            description = {
                "Compare this secondary metric instead of the score, e.g. gc.alloc.rate.norm (from -prof gc);",
                "rates of ops are better higher, anything else lower. Rows without it are left out."
            })
    String metric;

    enum Correction {
        holm,
        none
    }

    @Option(
            names = "--correction",
            defaultValue = "holm",
            description = {
                "holm: --confidence holds for all rows together (Holm's step-down method), so a clean re-run",
                "rarely flags a row by chance; none: row by row (default: ${DEFAULT-VALUE})."
            })
    Correction correction;

    @Option(
            names = "--floor",
            paramLabel = "AMOUNT",
            description =
                    "Smallest absolute change that counts for rows in AMOUNT's unit or one convertible to it, e.g. "
                            + "1B/op, 0.5ns/op, 100ops/s; a smaller change is unchanged, with a note. Repeat for other units. "
                            + "Always applied: 1B/op (0.0030 to 0.0026 B/op, JMH's own allocations, is no change); "
                            + "--floor 0B/op turns it off.")
    List<String> floors = List.of();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Comparison.Sides sides = Comparison.Sides.read(base, next, metric, floors);
        Comparison comparison =
                sides.compare(Converters.threshold(threshold), threshold, confidence, correction == Correction.holm);
        PrintWriter out = spec.commandLine().getOut();
        if (format == Format.json) {
            out.println(comparison.json());
        } else {
            comparison.markdown(out);
        }
        out.flush();
        return comparison.regressed() && failOn == FailOn.regression ? 1 : 0;
    }
}
