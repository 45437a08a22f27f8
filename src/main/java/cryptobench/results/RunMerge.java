package cryptobench.results;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The folders of a sharded run joined file by file: each JMH JSON file name holds every shard's
 * rows, sorted by {@link RowKey}; outcomes are joined list by list (not measured, unsettled); an env
 * file keeps the first shard's record plus each shard's machine, commit and trial counts under
 * "shards". A row in two inputs is an error.
 */
public final class RunMerge {

    private static final ObjectMapper JSON = Json.MAPPER;

    private final Map<String, List<ResultRow>> results = new TreeMap<>();
    private final Map<String, ObjectNode> outcomes = new TreeMap<>();
    private final Map<String, List<JsonNode>> envs = new TreeMap<>();

    private RunMerge() {}

    /**
     * Reads every input (folders of result files, or single files).
     *
     * @throws IllegalArgumentException for a file that is not JMH JSON, or a row found in two inputs
     */
    public static RunMerge of(List<Path> inputs) throws IOException {
        RunMerge m = new RunMerge();
        m.read(inputs);
        return m;
    }

    private void read(List<Path> inputs) throws IOException {
        Map<String, Path> seen = new HashMap<>();
        for (Path input : inputs) {
            for (Path file : ResultReader.files(input)) {
                List<ResultRow> rows =
                        results.computeIfAbsent(file.getFileName().toString(), k -> new ArrayList<>());
                int i = 0;
                for (JsonNode node : readArray(file)) {
                    ResultRow row = ResultRow.parse(node, file.toString(), null, file + " result " + i++);
                    Path before = seen.put(file.getFileName() + " " + RowKey.of(row, RowKey.Jdk.VERSION), file);
                    if (before != null) {
                        throw new IllegalArgumentException(RowKey.of(row, RowKey.Jdk.VERSION) + " is in both " + before
                                + " and " + file + ": the same trial ran in two shards, or a folder is given twice");
                    }
                    rows.add(row);
                }
            }
            for (Path file : companions(input)) {
                String name = file.getFileName().toString();
                JsonNode node = read(file);
                if (name.startsWith("outcomes")) {
                    ObjectNode joined = outcomes.computeIfAbsent(name, k -> {
                        ObjectNode o = JSON.createObjectNode();
                        o.putArray(OutcomesFile.NOT_MEASURED);
                        o.putArray(OutcomesFile.UNSETTLED);
                        return o;
                    });
                    node.path(OutcomesFile.NOT_MEASURED)
                            .forEach(((ArrayNode) joined.get(OutcomesFile.NOT_MEASURED))::add);
                    for (String list : List.of(OutcomesFile.UNSETTLED, OutcomesFile.UNSETTLED_BEFORE)) {
                        node.path(list).forEach(((ArrayNode) joined.get(OutcomesFile.UNSETTLED))::add);
                    }
                } else {
                    envs.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
                }
            }
        }
    }

    /** Whether no input had a JMH row. */
    public boolean isEmpty() {
        return results.values().stream().allMatch(List::isEmpty);
    }

    /** Writes the joined files into {@code output}; says what it wrote, and warnings, to {@code out}. */
    public void writeTo(Path output, Consumer<String> out) throws IOException {

        for (Map.Entry<String, List<ResultRow>> e : results.entrySet()) {
            List<ResultRow> sorted = new ArrayList<>(e.getValue());
            sorted.sort(Comparator.comparing(r -> RowKey.of(r, RowKey.Jdk.VERSION)));
            JmhJson.write(output.resolve(e.getKey()), sorted);
            out.accept(output.resolve(e.getKey()) + ": " + sorted.size() + " rows");
        }
        for (Map.Entry<String, ObjectNode> e : outcomes.entrySet()) {
            AtomicFile.writeAtomically(output.resolve(e.getKey()), JSON.writeValueAsBytes(e.getValue()));
        }
        for (Map.Entry<String, List<JsonNode>> e : envs.entrySet()) {
            AtomicFile.writeAtomically(output.resolve(e.getKey()), JSON.writeValueAsBytes(mergeEnv(e.getValue(), out)));
        }
    }

    /** The first shard's environment, plus each shard's machine, commit and trial counts under "shards". */
    private static JsonNode mergeEnv(List<JsonNode> envs, Consumer<String> out) {
        ObjectNode merged = envs.get(0).deepCopy();
        ArrayNode shards = merged.putArray("shards");
        for (JsonNode env : envs) {
            ObjectNode s = shards.addObject();
            s.set("createdUtc", env.path("createdUtc"));
            s.set("cpu", env.path("cpu").path("model"));
            s.set("git", env.path("git"));
            s.set("trials", env.path("trials"));
            s.set("command", env.path("command"));
        }
        long models = envs.stream()
                .map(e -> e.path("cpu").path("model").asText())
                .distinct()
                .count();
        if (models > 1) {
            out.accept("warning: the shards ran on different CPU models; compare their rows with care");
        }
        return merged;
    }

    private static List<Path> companions(Path input) throws IOException {
        if (!Files.isDirectory(input)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(input)) {
            return files.filter(p -> p.getFileName().toString().matches("(env|outcomes).*\\.json"))
                    .sorted()
                    .toList();
        }
    }

    private static JsonNode readArray(Path file) throws IOException {
        JsonNode node = read(file);
        if (!node.isArray()) {
            throw new IllegalArgumentException(file + " is not JMH JSON: expected an array of results");
        }
        return node;
    }

    private static JsonNode read(Path file) throws IOException {
        try {
            JsonNode node = JSON.readTree(file.toFile());
            if (node == null || node.isMissingNode()) {
                throw new IllegalArgumentException(file + " is empty");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is not valid JSON: " + e.getOriginalMessage());
        }
    }
}
