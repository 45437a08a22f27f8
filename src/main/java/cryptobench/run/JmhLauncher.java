package cryptobench.run;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderRegistry;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Defaults;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs JMH exactly as its own {@code Main} would, plus: results go to
 * {@code results/runs/<UTC time>/jmh.json} unless {@code -rf}/{@code -rff} say otherwise, an
 * {@code env.json} and {@code outcomes.json} go beside them, and trials a provider does not
 * support are listed apart from real failures, which alone make the exit code 1.
 */
public final class JmhLauncher {

    /** Exit code for a -p value no benchmark can take. */
    public static final int BAD_INPUT = 2;

    static final DateTimeFormatter RUN_DIR = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'", Locale.ROOT);

    private final PrintStream out;
    private final PrintStream err;

    public JmhLauncher(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    /** Runs the JMH command line; returns the process exit code. */
    public int run(String... args) {
        CommandLineOptions cmd;
        try {
            cmd = new CommandLineOptions(args);
        } catch (CommandLineOptionException e) {
            err.println("Error parsing command line:");
            err.println(" " + e.getMessage());
            return 1;
        }
        try {
            if (cmd.shouldHelp()) {
                cmd.showHelp();
                out.println();
                out.println("cryptobench commands (java -jar target/benchmarks.jar help): providers, run, native, report");
                return 0;
            }
            if (cmd.shouldList()) {
                new Runner(cmd, console(cmd)).list();
                return 0;
            }
            if (cmd.shouldListWithParams()) {
                new Runner(cmd, console(cmd)).listWithParams(cmd);
                return 0;
            }
            if (cmd.shouldListProfilers()) {
                cmd.listProfilers();
                return 0;
            }
            if (cmd.shouldListResultFormats()) {
                cmd.listResultFormats();
                return 0;
            }
            String badParam = checkParams(cmd);
            if (badParam != null) {
                err.println("error: " + badParam);
                return BAD_INPUT;
            }
            return measure(cmd, args);
        } catch (IOException e) {
            err.println("ERROR: " + e);
            return 1;
        }
    }

    private int measure(CommandLineOptions cmd, String[] args) throws IOException {
        Options options = cmd;
        Path resultFile;
        Path createdDir = null;
        if (cmd.getResult().hasValue() || cmd.getResultFormat().hasValue()) {
            ResultFormatType format = cmd.getResultFormat().orElse(Defaults.RESULT_FORMAT);
            resultFile = Path.of(cmd.getResult().orElse("jmh-result." + format.toString().toLowerCase(Locale.ROOT)));
        } else {
            createdDir = newRunDir();
            resultFile = createdDir.resolve("jmh.json");
            options = new OptionsBuilder().parent(cmd)
                    .result(resultFile.toString()).resultFormat(ResultFormatType.JSON).build();
        }
        OutcomeRecorder recorder = new OutcomeRecorder(console(cmd));
        Collection<RunResult> results;
        try {
            results = new Runner(options, recorder).run();
        } catch (NoBenchmarksException e) {
            err.println("No matching benchmarks. Miss-spelled regexp? Use -l to list them.");
            deleteIfEmpty(createdDir);
            return 1;
        } catch (RunnerException e) {
            err.print("ERROR: ");
            e.printStackTrace(err);
            return 1;
        }
        List<TrialOutcome> outcomes = recorder.outcomes();
        EnvRecord.write(companion(resultFile, "env"), EnvRecord.of(args, results, outcomes));
        new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValue(companion(resultFile, "outcomes").toFile(), Map.of("notMeasured", outcomes));
        printSummary(results.size(), outcomes, resultFile);
        return outcomes.stream().anyMatch(o -> !o.unsupported()) ? 1 : 0;
    }

    /**
     * Checks the cryptobench params given with -p before any fork starts, so that a misspelt
     * provider fails once, naming the valid values, instead of once per trial.
     *
     * @return what is wrong, or null
     */
    static String checkParams(CommandLineOptions cmd) {
        try {
            cmd.getParameter("provider").orElse(List.of()).forEach(ProviderRegistry::canonical);
            for (String value : cmd.getParameter("keyBits").orElse(List.of())) {
                CipherAlgorithm.checkKnownKeyBits(parseInt("keyBits", value));
            }
            for (String value : cmd.getParameter("dataSize").orElse(List.of())) {
                if (parseInt("dataSize", value) <= 0) {
                    throw new IllegalArgumentException("dataSize must be a positive number of bytes, got " + value);
                }
            }
            return null;
        } catch (IllegalArgumentException e) {
            return "-p " + e.getMessage();
        }
    }

    private static int parseInt(String param, String value) {
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(param + " '" + value + "' is not a whole number");
        }
    }

    /**
     * The file written beside a result file: {@code jmh.json} has {@code env.json},
     * {@code jmh-jdk17.json} has {@code env-jdk17.json}, {@code smoke.json} has {@code env-smoke.json}.
     */
    public static Path companion(Path resultFile, String kind) {
        String name = resultFile.getFileName().toString();
        String stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        String suffix = stem.startsWith("jmh") ? stem.substring(3) : "-" + stem;
        return resultFile.toAbsolutePath().resolveSibling(kind + suffix + ".json");
    }

    /** A new folder {@code results/runs/<UTC time>} for a run's files. */
    public static Path newRunDir() throws IOException {
        return newRunDir(Path.of("results", "runs"), RUN_DIR.format(ZonedDateTime.now(ZoneOffset.UTC)));
    }

    /** A new folder under {@code parent} named {@code name}, or {@code name-2}, {@code name-3}... if taken. */
    static Path newRunDir(Path parent, String name) throws IOException {
        Files.createDirectories(parent);
        for (int i = 1; ; i++) {
            Path dir = parent.resolve(i == 1 ? name : name + "-" + i);
            try {
                return Files.createDirectory(dir);
            } catch (java.nio.file.FileAlreadyExistsException taken) {
                // two runs in the same second
            }
        }
    }

    private OutputFormat console(CommandLineOptions cmd) {
        return OutputFormatFactory.createFormatInstance(out, cmd.verbosity().orElse(Defaults.VERBOSITY));
    }

    private void printSummary(int measured, List<TrialOutcome> outcomes, Path resultFile) {
        List<TrialOutcome> unsupported = outcomes.stream().filter(TrialOutcome::unsupported).toList();
        List<TrialOutcome> failed = outcomes.stream().filter(o -> !o.unsupported()).toList();
        out.println();
        out.printf("cryptobench: %d trials measured, %d unsupported, %d failed%n", measured, unsupported.size(), failed.size());
        if (!unsupported.isEmpty()) {
            out.println("Unsupported here (not a failure):");
            Map<String, Long> byReason = unsupported.stream()
                    .collect(Collectors.groupingBy(TrialOutcome::message, java.util.LinkedHashMap::new, Collectors.counting()));
            byReason.forEach((reason, n) -> out.printf("  %s (%d trial%s)%n", reason, n, n == 1 ? "" : "s"));
        }
        if (!failed.isEmpty()) {
            out.println("FAILED:");
            failed.forEach(o -> out.printf("  %s: %s%n", o.label(), o.message()));
        }
        out.println("Results: " + resultFile + " (environment: " + companion(resultFile, "env") + ")");
    }

    private static void deleteIfEmpty(Path dir) throws IOException {
        if (dir != null) {
            try (var entries = Files.list(dir)) {
                if (entries.findAny().isEmpty()) {
                    Files.delete(dir);
                }
            }
        }
    }
}
