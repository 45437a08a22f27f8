package cryptobench.results;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * The files of a run folder, named in one place: {@code jmh.json} (or {@code jmh-jdkNN.json} per
 * JDK) with {@code env}, {@code outcomes} and {@code trials} companions beside it, {@code run.json}
 * to resume it, {@code openssl.json}, and the report's {@code report.md} and {@code charts/}.
 */
public final class RunFolder {

    public static final String RESULTS = "jmh.json";
    public static final String RUN_RECORD = "run.json";
    public static final String NATIVE = "openssl.json";
    public static final String REPORT = "report.md";
    public static final String CHARTS = "charts";
    public static final String ENV = "env";
    /** The environment record of {@link #RESULTS}, and of a folder {@code history} writes. */
    public static final String ENV_FILE = ENV + ".json";

    public static final String OUTCOMES = "outcomes";
    public static final String TRIALS = "trials";
    /** The file {@code history} writes into its own folder. */
    public static final String HISTORY = "history.json";

    /** A new folder's name: the UTC time, e.g. 2026-11-30T15-40-00Z. */
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH-mm-ss'Z'", Locale.ROOT);

    private RunFolder() {}

    /** A new folder {@code parent/<UTC time>} (run, ab, verify, history), the one place such folders are made. */
    public static Path newUnder(Path parent) throws IOException {
        return newUnder(parent, NAME.format(ZonedDateTime.now(ZoneOffset.UTC)));
    }

    /** A new folder under {@code parent} named {@code name}, or {@code name-2}, {@code name-3}... if taken. */
    public static Path newUnder(Path parent, String name) throws IOException {
        Files.createDirectories(parent);
        for (int i = 1; ; i++) {
            Path dir = parent.resolve(i == 1 ? name : name + "-" + i);
            try {
                return Files.createDirectory(dir);
            } catch (FileAlreadyExistsException taken) {
                // two runs in the same second
            }
        }
    }

    /** The results file of one JDK among several: {@code jmh-jdk17.json}. */
    public static String resultsOfJdk(String jdk) {
        return "jmh-jdk" + jdk + ".json";
    }

    /**
     * The file written beside a result file: {@code jmh.json} has {@code env.json},
     * {@code jmh-jdk17.json} has {@code env-jdk17.json}, {@code smoke.json} has {@code env-smoke.json};
     * a packed {@code jmh.json.gz} has the companions of {@code jmh.json}.
     */
    public static Path companion(Path resultFile, String kind) {
        String name = resultFile.getFileName().toString();
        name = name.endsWith(".gz") ? name.substring(0, name.length() - 3) : name;
        String stem = name.contains(".") ? name.substring(0, name.lastIndexOf('.')) : name;
        String suffix = stem.startsWith("jmh") ? stem.substring(3) : "-" + stem;
        return resultFile.toAbsolutePath().resolveSibling(kind + suffix + ".json");
    }
}
