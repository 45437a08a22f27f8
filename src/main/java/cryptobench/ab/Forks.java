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

    /** One fork to run: its side, JMH arguments (ending with its -rff file) and core (null: any). */
    public record Launch(Side side, List<String> jmhArgs, Path resultFile, Integer core, Path log) {
    }

    private static final Pattern EXCEPTION = Pattern.compile("^([\\w.$]+(?:Exception|Error))(?::\\s*(.*))?$");

    private final List<Process> running = new ArrayList<>();

    public Forks() {
        Runtime.getRuntime().addShutdownHook(new Thread(this::destroyAll));
    }

    /** Runs {@code launches} at once when {@code together}, else one after the other in the given order. */
    public List<Result> run(List<Launch> launches, boolean together) throws IOException, InterruptedException {
        List<Result> results = new ArrayList<>();
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
        Process p = new ProcessBuilder(l.side().command(l.jmhArgs(), l.core())).redirectErrorStream(true)
                .redirectOutput(l.log().toFile()).start();
        synchronized (running) {
            running.add(p);
        }
        return p;
    }

    private Result finish(Launch l, Process p) throws IOException, InterruptedException {
        int code = p.waitFor();
        synchronized (running) {
            running.remove(p);
        }
        List<String> log = Files.readAllLines(l.log());
        JsonNode row = null;
        if (Files.isRegularFile(l.resultFile())) {
            JsonNode rows = Json.MAPPER.readTree(l.resultFile().toFile());
            if (rows.isArray() && rows.size() > 0) {
                row = rows.get(0);
            }
        }
        if (row != null && code == 0) {
            Files.deleteIfExists(l.resultFile());
            Files.deleteIfExists(l.log());
            return new Result(row, null, false);
        }
        return failure(log, code);
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
