package cryptobench.history;

import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * One run of a history: its name, when it was made (the commit's time where its env.json has one,
 * else the run's own), the commit, the environment of each of its result files and its rows, each
 * pooled with its own file's rows.
 *
 * @param number   its place in the history, from 1 (oldest)
 * @param ordered  what {@code time} is: "commit", "run" or "file" (the file's modification time, when there is no env.json)
 */
public record HistoryRun(
        int number,
        String name,
        Path source,
        Instant time,
        String ordered,
        Instant runTime,
        String commit,
        Map<String, EnvFile> envByFile,
        List<ResultRow> rows) {

    /** The environment the row's file was made in, or null when the run has no env.json. */
    public EnvFile env(ResultRow row) {
        return envByFile.get(row.file());
    }

    /** The first 7 characters of the commit, or "" when unknown. */
    public String shortCommit() {
        return commit == null ? "" : commit.substring(0, Math.min(7, commit.length()));
    }

    HistoryRun numbered(int n) {
        return new HistoryRun(n, name, source, time, ordered, runTime, commit, envByFile, rows);
    }
}
