package cryptobench.ab;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Runs the forks of a round as JVM processes; tests replace it. */
public class Forks {

    /** A fork's JMH JSON row, or why there is none. */
    public record Result(JsonNode row, String failure, boolean unsupported) {
    }

    /** What one side's JVM of a round gave: its JMH JSON rows and its console. */
    public record Output(List<JsonNode> rows, List<String> log, int exitCode) {

        /**
         * Why the JVM gave no row for {@code benchmark} with {@code params}: the first exception in
         * that benchmark's part of the console, else the JVM's first lines.
         */
        public Result missing(String benchmark, java.util.Map<String, String> params) {
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
            return failure(part.isEmpty() ? log : part, exitCode);
        }

        private boolean paramsMatch(int from, java.util.Map<String, String> params) {
            for (int i = from; i < Math.min(log.size(), from + 4); i++) {
                if (log.get(i).startsWith("# Parameters: ")) {
                    String text = log.get(i);
                    return params.entrySet().stream().allMatch(e -> text.contains(e.getKey() + " = " + e.getValue()));
                }
            }
            return params.isEmpty();
        }
    }

    /**
     * One side's JVM of a round: its side, JVM arguments before and after the side's own (from
     * -jvmArgsPrepend and -jvmArgsAppend), JMH arguments (ending with its -rff file) and core (null: any).
     */
    public record Launch(Side side, List<String> prepend, List<String> append, List<String> jmhArgs, Path resultFile,
                         Integer core, Path log) {
    }

    private static final Pattern EXCEPTION = Pattern.compile("^([\\w.$]+(?:Exception|Error))(?::\\s*(.*))?$");

    private final List<Process> running = new ArrayList<>();

    public Forks() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroyAll));
    }

    /** Runs {@code launches} at once when {@code together}, else one after the other in the given order. */
    public List<Output> run(List<Launch> launches, boolean together) throws IOException, InterruptedException {
        List<Output> results = new ArrayList<>();
        if (together) {
            List<Process> ps = new ArrayList<>();
            for (Launch l : launches) {
                ps.add(start(l));
            }
            for (int i = 0; i < ps.size(); i++) {
                results.add(finish(launches.get(i), ps.get(i)));
            }
        } else {
            for (Launch l : launches) {
                results.add(finish(l, start(l)));
            }
        }
        return results;
    }

    private Process start(Launch l) throws IOException {
        Files.createDirectories(l.log().getParent());
        Process p = new ProcessBuilder(l.side().command(l.prepend(), l.append(), l.jmhArgs(), l.core())).redirectErrorStream(true)
                .redirectOutput(l.log().toFile()).start();
        synchronized (running) {
            running.add(p);
        }
        return p;
    }

    private Output finish(Launch l, Process p) throws IOException, InterruptedException {
        int code = p.waitFor();
        synchronized (running) {
            running.remove(p);
        }
        List<String> log = Files.readAllLines(l.log());
        List<JsonNode> rows = new ArrayList<>();
        if (Files.isRegularFile(l.resultFile())) {
            try {
                Json.MAPPER.readTree(l.resultFile().toFile()).forEach(rows::add);
            } catch (com.fasterxml.jackson.core.JacksonException e) {
                // A JVM killed while writing: its rows are missing, and the console says why.
            }
        }
        if (code == 0 && log.stream().noneMatch(line -> line.startsWith("<failure>"))) {
            Files.deleteIfExists(l.resultFile());
            Files.deleteIfExists(l.log());
        }
        return new Output(rows, log, code);
    }

    /** The reason a fork gave no row, from its console: the first exception, else the first lines. */
    static Result failure(List<String> log, int exitCode) {
        for (String line : log) {
            Matcher m = EXCEPTION.matcher(line.trim());
            if (m.matches()) {
                String type = m.group(1);
                String message = m.group(2) == null ? type : m.group(2);
                return new Result(null, type.endsWith("UnsupportedCombinationException") ? message : type + ": " + message,
                        type.endsWith("UnsupportedCombinationException"));
            }
        }
        List<String> head = log.stream().filter(s -> !s.isBlank()).limit(3).toList();
        return new Result(null, "exit code " + exitCode + (head.isEmpty() ? "" : ": " + String.join(" / ", head)), false);
    }

    private void destroyAll() {
        synchronized (running) {
            running.forEach(p -> p.descendants().forEach(ProcessHandle::destroyForcibly));
            running.forEach(Process::destroyForcibly);
        }
    }
}
