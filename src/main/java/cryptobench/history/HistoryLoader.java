package cryptobench.history;

import cryptobench.results.EnvFile;
import cryptobench.results.Pooled;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RunFolder;
import cryptobench.stats.GateFigure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads the runs of a history: each input is a run folder (or a merged shard folder), a JMH JSON
 * file (.json or .json.gz), or a folder whose sub-folders are run folders. The runs are ordered by
 * their commits' times when every run's env.json has one (runs of one commit by their own times),
 * else by the runs' times, else, for files without env.json, by the files' modification times.
 */
public final class HistoryLoader {

    private HistoryLoader() {}

    /** The runs of {@code inputs}, oldest first and numbered from 1, each row as read (its fork means). */
    public static List<HistoryRun> load(List<Path> inputs) throws IOException {
        return load(inputs, GateFigure.FORK_MEANS);
    }

    /** The same, each row reduced to {@code figure} ({@link ResultRow#gatedOn}) before its run is pooled. */
    public static List<HistoryRun> load(List<Path> inputs, GateFigure figure) throws IOException {
        List<Path> runs = new ArrayList<>();
        for (Path input : inputs) {
            runs.addAll(expand(input));
        }
        Set<Path> seen = new HashSet<>();
        List<Path> distinct = new ArrayList<>();
        for (Path run : runs) {
            if (seen.add(run.toAbsolutePath().normalize())) {
                distinct.add(run);
            }
        }
        List<HistoryRun> loaded = new ArrayList<>();
        for (Path run : distinct) {
            loaded.add(read(run, name(run, distinct), figure));
        }
        boolean byCommit = loaded.stream().allMatch(r -> r.ordered().equals("commit"));
        boolean byRun = loaded.stream().allMatch(r -> r.runTime() != null);
        List<String> bare = loaded.stream()
                .filter(r -> r.runTime() == null)
                .map(HistoryRun::name)
                .toList();
        if (!byRun && bare.size() < loaded.size()) {
            // Files' times are when they were copied or checked out: they cannot be set among runs' own times.
            throw new IllegalArgumentException(
                    "runs " + String.join(", ", bare) + " have no env.json with their time, the others"
                            + " have: give their env.json (written beside jmh.json by run), or leave them out");
        }
        List<HistoryRun> ordered = new ArrayList<>();
        for (HistoryRun r : loaded) {
            String how = byCommit ? "commit" : byRun ? "run" : "file";
            Instant time = byCommit ? r.time() : byRun ? r.runTime() : fileTime(r);
            ordered.add(new HistoryRun(
                    0, r.name(), r.source(), time, how, r.runTime(), r.commit(), r.envByFile(), r.rows()));
        }
        ordered.sort(Comparator.comparing(HistoryRun::time)
                .thenComparing(r -> r.runTime() == null ? Instant.EPOCH : r.runTime()));
        List<HistoryRun> numbered = new ArrayList<>();
        for (int i = 0; i < ordered.size(); i++) {
            numbered.add(ordered.get(i).numbered(i + 1));
        }
        return numbered;
    }

    /** A run folder or file as itself; a folder without results but with run folders in it as those. */
    static List<Path> expand(Path input) throws IOException {
        if (!Files.exists(input)) {
            throw new IllegalArgumentException("no such file or folder: " + input);
        }
        if (!Files.isDirectory(input) || !ResultReader.files(input).isEmpty()) {
            return List.of(input);
        }
        List<Path> runs = new ArrayList<>();
        try (Stream<Path> list = Files.list(input)) {
            for (Path sub : list.filter(Files::isDirectory).sorted().toList()) {
                // A run folder holds jmh.json (or jmh-jdkNN.json, packed or not); other folders beside runs
                // (a history's own output, exports) are not runs.
                if (ResultReader.files(sub).stream()
                        .anyMatch(f -> f.getFileName().toString().startsWith("jmh"))) {
                    runs.add(sub);
                }
            }
        }
        if (runs.isEmpty()) {
            throw new IllegalArgumentException(
                    input + " holds no JMH results (*.json or .json.gz), nor do its sub-folders (jmh*.json):"
                            + " give run folders, merged shard folders or JMH JSON files");
        }
        return runs;
    }

    /** The run's folder or file name, with its parent's where another run has the same name. */
    private static String name(Path run, List<Path> all) {
        String name = run.getFileName().toString();
        long same = all.stream()
                .filter(p -> p.getFileName().toString().equals(name))
                .count();
        return same > 1 && run.toAbsolutePath().getParent() != null
                ? run.toAbsolutePath().getParent().getFileName() + "/" + name
                : name;
    }

    private static HistoryRun read(Path run, String name, GateFigure figure) throws IOException {
        List<ResultRow> rows = Pooled.attach(ResultReader.read(List.of(run)).stream()
                .map(r -> r.gatedOn(figure))
                .toList());
        if (rows.isEmpty()) {
            throw new IllegalArgumentException(run + " has no JMH results");
        }
        Map<String, EnvFile> envs = new LinkedHashMap<>();
        for (String file : rows.stream().map(ResultRow::file).distinct().toList()) {
            Path env = RunFolder.companion(Path.of(file), RunFolder.ENV);
            if (Files.isRegularFile(env)) {
                try {
                    envs.put(file, EnvFile.read(env));
                } catch (IOException | RuntimeException e) {
                    throw new IllegalArgumentException(
                            env + " is not an env.json cryptobench wrote: " + e.getMessage(), e);
                }
            }
        }
        Instant commitTime = envs.values().stream()
                .map(e -> e.git() == null ? null : time(e.git().commitTime(), e))
                .filter(t -> t != null)
                .min(Comparator.naturalOrder())
                .orElse(null);
        Instant runTime = envs.values().stream()
                .map(e -> time(e.createdUtc(), e))
                .filter(t -> t != null)
                .min(Comparator.naturalOrder())
                .orElse(null);
        String commit = envs.values().stream()
                .map(e -> e.git() == null ? null : e.git().commit())
                .filter(c -> c != null)
                .findFirst()
                .orElse(null);
        boolean allHaveCommitTime = !envs.isEmpty() && commitTime != null;
        return new HistoryRun(
                0,
                name,
                run,
                allHaveCommitTime ? commitTime : runTime,
                allHaveCommitTime ? "commit" : runTime != null ? "run" : "file",
                runTime,
                commit,
                envs,
                rows);
    }

    private static Instant time(String text, EnvFile env) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return OffsetDateTime.parse(text).toInstant();
        } catch (DateTimeParseException notOffset) {
            try {
                return Instant.parse(text);
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException(
                        "env.json time '" + text + "' is not an ISO 8601 time such as 2026-12-02T04:00:00Z");
            }
        }
    }

    private static Instant fileTime(HistoryRun r) {
        Instant oldest = null;
        for (String file : r.rows().stream().map(ResultRow::file).distinct().toList()) {
            try {
                Instant t = Files.getLastModifiedTime(Path.of(file)).toInstant();
                oldest = oldest == null || t.isBefore(oldest) ? t : oldest;
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read the time of " + file + ": " + e.getMessage(), e);
            }
        }
        return oldest;
    }
}
