package cryptobench.history;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Random;

/** Run folders made up for tests: jmh.json with two forks per row, and env.json with a CPU, a commit and a time. */
final class RunFolders {

    /** A row of a made-up run: benchmark, provider, the level of its forks' iterations in ops/s. */
    record Row(String benchmark, String provider, double level) {}

    private RunFolders() {}

    /** Writes run folder {@code dir}: each row's two forks of three iterations around its level (1% noise). */
    static Path write(
            Path dir,
            Instant time,
            String commit,
            String cpu,
            String jdk,
            List<String> jvmArgs,
            List<Row> rows,
            Random random)
            throws IOException {
        return write(dir, time, time, commit, cpu, jdk, jvmArgs, rows, random);
    }

    /** The same with the commit's time apart from the run's ({@code commitTime} null: none recorded). */
    static Path write(
            Path dir,
            Instant time,
            Instant commitTime,
            String commit,
            String cpu,
            String jdk,
            List<String> jvmArgs,
            List<Row> rows,
            Random random)
            throws IOException {
        Files.createDirectories(dir);
        ArrayNode jmh = Json.MAPPER.createArrayNode();
        for (Row r : rows) {
            ObjectNode o = jmh.addObject();
            o.put("benchmark", r.benchmark());
            o.put("mode", "thrpt");
            o.put("jvm", "/usr/lib/jvm/x/bin/java");
            jvmArgs.forEach(o.putArray("jvmArgs")::add);
            o.put("jdkVersion", jdk);
            o.put("vmName", "OpenJDK 64-Bit Server VM");
            o.put("vmVersion", jdk + "+1");
            o.put("warmupIterations", 3);
            o.put("warmupTime", "200 ms");
            o.put("measurementIterations", 3);
            o.put("measurementTime", "200 ms");
            o.putObject("params").put("provider", r.provider()).put("dataSize", "16384");
            ObjectNode m = o.putObject("primaryMetric");
            m.put("score", r.level());
            m.put("scoreError", 0.0);
            m.put("scoreUnit", "ops/s");
            ArrayNode raw = m.putArray("rawData");
            for (int f = 0; f < 2; f++) {
                ArrayNode fork = raw.addArray();
                double forkLevel = r.level() * (1 + 0.01 * random.nextGaussian());
                for (int i = 0; i < 3; i++) {
                    fork.add(forkLevel * (1 + 0.003 * random.nextGaussian()));
                }
            }
        }
        Files.write(dir.resolve("jmh.json"), Json.MAPPER.writeValueAsBytes(jmh));
        ObjectNode env = Json.MAPPER.createObjectNode();
        env.put("createdUtc", time.toString());
        env.put("command", "java -jar target/benchmarks.jar run");
        env.putObject("cpu")
                .put("model", cpu)
                .put("cores", 2)
                .putObject("flags")
                .put("aes", true)
                .put("avx512f", cpu.contains("512"));
        ArrayNode providers = env.putArray("providers");
        for (Map.Entry<String, String> p :
                Map.of("SunJCE", "JDK " + jdk, "ACCP", "2.5.0").entrySet()) {
            providers
                    .addObject()
                    .put("name", p.getKey())
                    .put("jcaName", p.getKey())
                    .put("className", "x")
                    .put("version", p.getValue())
                    .put("implementation", "PURE_JAVA")
                    .putNull("loadError");
        }
        ObjectNode git = env.putObject("git").put("commit", commit).put("dirty", false);
        if (commitTime != null) {
            git.put("commitTime", commitTime.toString());
        }
        Files.write(dir.resolve("env.json"), Json.MAPPER.writeValueAsBytes(env));
        return dir;
    }
}
