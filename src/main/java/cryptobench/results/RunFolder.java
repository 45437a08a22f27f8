package cryptobench.results;

import java.nio.file.Path;

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
    public static final String OUTCOMES = "outcomes";
    public static final String TRIALS = "trials";

    private RunFolder() {
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
