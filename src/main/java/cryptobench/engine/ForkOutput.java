package cryptobench.engine;

import com.fasterxml.jackson.core.JacksonException;
import cryptobench.jvm.ChildProcess;
import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one fork JVM gave: its JMH JSON rows, its console and exit code, and, when it was killed
 * past its time limit, why.
 */
public record ForkOutput(List<ResultRow> rows, List<String> log, int exitCode, String killed) {

    public ForkOutput {
        rows = List.copyOf(rows);
        log = List.copyOf(log);
    }

    /** A fork that ended by itself. */
    public ForkOutput(List<ResultRow> rows, List<String> log, int exitCode) {
        this(rows, log, exitCode, null);
    }

    /**
     * What {@code fork} gave when it ended as {@code result}; its result and console files are
     * deleted when it ended cleanly, and kept when it did not.
     */
    static ForkOutput read(ForkCommand fork, ChildProcess.Result result) throws IOException {
        List<String> log = result.out().lines().toList();
        List<ResultRow> rows = new ArrayList<>();
        if (Files.isRegularFile(fork.resultFile())) {
            try {
                for (var r : Json.MAPPER.readTree(fork.resultFile().toFile())) {
                    try {
                        rows.add(ResultRow.of(r));
                    } catch (IllegalArgumentException notARow) {
                        // That unit has no row: the console says why.
                    }
                }
            } catch (JacksonException e) {
                // A JVM killed while writing: its rows are missing, and the console says why.
                rows.clear();
            }
        }
        if (result.ok() && log.stream().noneMatch(line -> line.startsWith(OutcomeClassifier.FAILURE_MARK))) {
            Files.deleteIfExists(fork.resultFile());
            Files.deleteIfExists(fork.log());
        }
        String killed = result.timedOut()
                ? "fork killed at its time limit of " + fork.limit().toSeconds() + " s (" + ForkCommand.LIMIT_FACTOR
                        + " x its rows' planned time + the JMH iteration timeout); its console: " + fork.log()
                : null;
        return new ForkOutput(rows, log, result.exitCode(), killed);
    }

    /** The row of {@code t} among the fork's JMH JSON rows, or null. */
    ResultRow row(Trial t) {
        for (ResultRow r : rows) {
            if (r.id().equals(t.id())) {
                return r;
            }
        }
        return null;
    }

    /**
     * Why the fork gave no row for {@code benchmark} with {@code params}: killed at its limit, else
     * from that benchmark's part of the console, else from all of it.
     */
    public Outcome missing(String benchmark, Map<String, String> params) {
        if (killed != null) {
            return Outcome.failed(killed);
        }
        List<String> part = part(benchmark, params);
        return OutcomeClassifier.ofLog(part.isEmpty() ? log : part, exitCode);
    }

    /** The console lines of {@code benchmark} with {@code params}. */
    List<String> part(String benchmark, Map<String, String> params) {
        List<String> part = new ArrayList<>();
        boolean in = false;
        for (int i = 0; i < log.size(); i++) {
            String line = log.get(i);
            if (line.startsWith("# Benchmark: ")) {
                in = line.substring("# Benchmark: ".length()).trim().equals(benchmark) && paramsMatch(i, params);
            }
            if (in) {
                part.add(line);
            }
        }
        return part;
    }

    private boolean paramsMatch(int from, Map<String, String> params) {
        for (int i = from; i < Math.min(log.size(), from + 4); i++) {
            if (log.get(i).startsWith(PARAMETERS)) {
                return printedParams(log.get(i)).equals(params);
            }
        }
        return params.isEmpty();
    }

    private static final String PARAMETERS = "# Parameters: ";

    /** The params of JMH's "# Parameters: (dataSize = 16, provider = ACCP)" line (JMH splits no value at a comma). */
    static Map<String, String> printedParams(String line) {
        String list = line.substring(PARAMETERS.length()).strip();
        if (list.startsWith("(") && list.endsWith(")")) {
            list = list.substring(1, list.length() - 1);
        }
        Map<String, String> params = new LinkedHashMap<>();
        for (String pair : list.split(", ")) {
            int eq = pair.indexOf(" = ");
            if (eq > 0) {
                params.put(pair.substring(0, eq), pair.substring(eq + 3));
            }
        }
        return params;
    }
}
