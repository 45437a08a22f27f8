package cryptobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/** Reads JMH JSON result files (any JMH run's, and cryptobench's OpenSSL baseline) into rows. */
public final class ResultReader {

    /** JMH writes NaN and infinities as strings ("NaN", "+INF"); other tools write them bare, which JSON does not allow. */
    private static final ObjectReader JSON =
            Json.MAPPER.readerFor(JsonNode.class).with(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS);

    private ResultReader() {}

    /**
     * Reads files, or every JMH result file in a folder (env*.json and outcomes*.json are not results).
     *
     * @throws IllegalArgumentException naming the file and what is wrong with it
     */
    public static List<ResultRow> read(List<Path> inputs) throws IOException {
        return read(inputs, null);
    }

    /**
     * Reads as {@link #read(List)} does, but with the named secondary metric (e.g.
     * {@code gc.alloc.rate.norm}) as each row's score, error, unit and raw data; rows without it are left out.
     * With {@code metric} null, the primary metric.
     */
    public static List<ResultRow> read(List<Path> inputs, String metric) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        for (Path input : inputs) {
            for (Path file : files(input)) {
                rows.addAll(readFile(file, metric));
            }
        }
        return labelJdks(rows);
    }

    /**
     * Labels each row's JDK by its major version ("17"), or by its full version where two builds
     * of one major version are in the input, so that their rows stay apart.
     */
    static List<ResultRow> labelJdks(List<ResultRow> rows) {
        Map<String, Set<String>> versionsByMajor = new HashMap<>();
        rows.forEach(r -> versionsByMajor
                .computeIfAbsent(major(r.jdk()), k -> new HashSet<>())
                .add(r.jdk()));
        return rows.stream()
                .map(r -> r.withJdk(versionsByMajor.get(major(r.jdk())).size() > 1 ? r.jdk() : major(r.jdk())))
                .toList();
    }

    /** Files a run folder holds beside its results: environment, outcomes, the run record, exports, a history's own file. */
    static final List<String> NOT_RESULTS =
            List.of(RunFolder.ENV, RunFolder.OUTCOMES, RunFolder.RUN_RECORD, "gab-", "bmf.json", RunFolder.HISTORY);

    /** The result files an input names. */
    public static List<Path> files(Path input) throws IOException {
        if (Files.isDirectory(input)) {
            try (Stream<Path> list = Files.list(input)) {
                return list.filter(p -> p.getFileName().toString().endsWith(".json")
                                || p.getFileName().toString().endsWith(".json.gz") && !Files.exists(unzipped(p)))
                        .filter(p ->
                                NOT_RESULTS.stream().noneMatch(p.getFileName().toString()::startsWith))
                        .sorted()
                        .toList();
            }
        }
        if (!Files.isRegularFile(input)) {
            throw new IllegalArgumentException("no such file or folder: " + input);
        }
        return List.of(input);
    }

    /** Where {@code x.json.gz} would be unpacked: {@code x.json} (a folder holding both is read once, from x.json). */
    private static Path unzipped(Path gz) {
        String name = gz.getFileName().toString();
        return gz.resolveSibling(name.substring(0, name.length() - 3));
    }

    /** The file's bytes, unpacked when it ends with .gz (a committed run keeps its jmh.json packed). */
    static InputStream open(Path file) throws IOException {
        InputStream in = Files.newInputStream(file);
        if (!file.getFileName().toString().endsWith(".gz")) {
            return in;
        }
        try {
            return new GZIPInputStream(in);
        } catch (IOException e) {
            in.close();
            throw e;
        }
    }

    static List<ResultRow> readFile(Path file, String metricName) throws IOException {
        JsonNode root;
        try (InputStream in = open(file)) {
            root = JSON.readTree(in);
        } catch (ZipException | EOFException e) {
            throw new IllegalArgumentException(file + " is not gzip data, or is cut short: " + e);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not valid JSON: " + e.getOriginalMessage() + " (line "
                    + e.getLocation().getLineNr() + ", column "
                    + e.getLocation().getColumnNr() + ")");
        }
        if (root == null || root.isMissingNode() || !root.isArray()) {
            throw new IllegalArgumentException(file + " is not JMH JSON: expected an array of results, found "
                    + (root == null || root.isMissingNode()
                            ? "an empty file"
                            : root.getNodeType().toString().toLowerCase()));
        }
        List<ResultRow> rows = new ArrayList<>();
        int i = 0;
        for (JsonNode r : root) {
            ResultRow row = ResultRow.parse(r, file.toString(), metricName, file + " result " + i++);
            if (row != null) {
                rows.add(row);
            }
        }
        return metricName == null ? HostSpells.clean(rows) : rows;
    }

    /** "17.0.15" gives "17", "1.8.0_392" gives "8"; "native" and unknown versions stay as they are. */
    public static String major(String version) {
        if (version.isEmpty()) {
            return "?";
        }
        String major = version.split("[.+-]")[0];
        return major.equals("1") && version.split("\\.").length > 1 ? version.split("\\.")[1] : major;
    }

    /**
     * A number, or JMH's spelling of one that is not: "NaN" (too few iterations for an error), "+INF"
     * and "-INF"; a bare NaN or Infinity token reads as a number already. Any other text is NaN.
     */
    static double number(JsonNode node) {
        if (node.isNumber()) {
            return node.asDouble();
        }
        String text = node.asText().trim();
        switch (text.toUpperCase(Locale.ROOT)) {
            case "INF", "+INF" -> {
                return Double.POSITIVE_INFINITY;
            }
            case "-INF" -> {
                return Double.NEGATIVE_INFINITY;
            }
            default -> {
                try {
                    return Double.parseDouble(text);
                } catch (NumberFormatException e) {
                    return Double.NaN;
                }
            }
        }
    }
}
