package cryptobench.cli;

import cryptobench.results.TrialOutcome;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import cryptobench.results.RowKey;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.ResultReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Joins the output folders of a sharded run into one, file by file. */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Joins the folders of a sharded run (run --shard K/N) into one: each JMH JSON file name",
                "(jmh.json, jmh-jdk17.json, openssl.json) becomes one file holding every shard's rows, sorted; the",
                "outcomes files are joined too, and env files keep the first shard's record plus a list of every",
                "shard's machine. A row found in two inputs is an error (the same trial ran twice)."})
public final class MergeCommand implements Callable<Integer> {

    private static final ObjectMapper JSON = Json.MAPPER;

    @Parameters(arity = "1..*", paramLabel = "DIR", description = "Shard output folders (or single JMH JSON files).")
    List<Path> inputs;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "DIR", description = "Folder to write the merged files to.")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Map<String, ArrayNode> results = new TreeMap<>();
        Map<String, ArrayNode> outcomes = new TreeMap<>();
        Map<String, List<JsonNode>> envs = new TreeMap<>();
        Map<String, Path> seen = new HashMap<>();
        for (Path input : inputs) {
            for (Path file : ResultReader.files(input)) {
                ArrayNode rows = results.computeIfAbsent(file.getFileName().toString(), k -> JSON.createArrayNode());
                for (JsonNode row : readArray(file)) {
                    Path before = seen.put(file.getFileName() + " " + key(row), file);
                    if (before != null) {
                        throw new IllegalArgumentException(key(row) + " is in both " + before + " and " + file
                                + ": the same trial ran in two shards, or a folder is given twice");
                    }
                    rows.add(row);
                }
            }
            for (Path file : companions(input)) {
                String name = file.getFileName().toString();
                JsonNode node = read(file);
                if (name.startsWith("outcomes")) {
                    node.path(TrialOutcome.FILE_KEY).forEach(outcomes.computeIfAbsent(name, k -> JSON.createArrayNode())::add);
                } else {
                    envs.computeIfAbsent(name, k -> new ArrayList<>()).add(node);
                }
            }
        }
        if (results.values().stream().allMatch(ArrayNode::isEmpty)) {
            throw new IllegalArgumentException("no JMH results in " + inputs);
        }
        Outputs.emptyFolder(output, "-o", "");
        PrintWriter out = spec.commandLine().getOut();
        try {
            write(out, results, outcomes, envs);
        } catch (IOException e) {
            throw Outputs.cannotWrite(output, e);
        }
        out.flush();
        return 0;
    }

    private void write(PrintWriter out, Map<String, ArrayNode> results, Map<String, ArrayNode> outcomes,
                       Map<String, List<JsonNode>> envs) throws IOException {
        for (Map.Entry<String, ArrayNode> e : results.entrySet()) {
            List<JsonNode> sorted = new ArrayList<>();
            e.getValue().forEach(sorted::add);
            sorted.sort(Comparator.comparing(MergeCommand::key));
            AtomicFile.writeAtomically(output.resolve(e.getKey()), JSON.writeValueAsBytes(sorted));
            out.printf("%s: %d rows%n", output.resolve(e.getKey()), sorted.size());
        }
        for (Map.Entry<String, ArrayNode> e : outcomes.entrySet()) {
            ObjectNode o = JSON.createObjectNode();
            o.set(TrialOutcome.FILE_KEY, e.getValue());
            AtomicFile.writeAtomically(output.resolve(e.getKey()), JSON.writeValueAsBytes(o));
        }
        for (Map.Entry<String, List<JsonNode>> e : envs.entrySet()) {
            AtomicFile.writeAtomically(output.resolve(e.getKey()), JSON.writeValueAsBytes(mergeEnv(e.getValue(), out)));
        }
    }

    /** The first shard's environment, plus each shard's machine, commit and trial counts under "shards". */
    private static JsonNode mergeEnv(List<JsonNode> envs, PrintWriter out) {
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
        long models = envs.stream().map(e -> e.path("cpu").path("model").asText()).distinct().count();
        if (models > 1) {
            out.println("warning: the shards ran on different CPU models; compare their rows with care");
        }
        return merged;
    }

    /** A row's identity: benchmark, mode, JDK and params. */
    static String key(JsonNode row) {
        Map<String, String> params = new HashMap<>();
        row.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
        return RowKey.of(row.path("benchmark").asText(), row.path("mode").asText(), row.path("jdkVersion").asText(), params);
    }

    private static List<Path> companions(Path input) throws IOException {
        if (!Files.isDirectory(input)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(input)) {
            return files.filter(p -> p.getFileName().toString().matches("(env|outcomes).*\\.json")).sorted().toList();
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
