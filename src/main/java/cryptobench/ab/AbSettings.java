package cryptobench.ab;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import cryptobench.engine.Side;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** What an ab run was started with, kept in {@code ab.json} so that {@code ab --resume DIR} runs the same thing. */
@JsonIgnoreProperties(ignoreUnknown = true)
public record AbSettings(List<String> jmhArgs, String profile, SideSpec base, SideSpec next, Schedule schedule,
                         double threshold, double confidence, long budgetSeconds, int minRounds, int maxRounds, long seed) {

    public static final String FILE = "ab.json";

    /** How a round runs its two forks. */
    public enum Schedule {
        /** Both at once, each pinned to its own core, the cores drawn at random each round. */
        duet,
        /** One after the other, in random order, each free to use every core. */
        interleaved
    }

    /** A side as given: java binary, classpath (benchmarks jar first), JVM arguments. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    public record SideSpec(String java, List<String> classpath, List<String> jvmArgs) {

        public Side side(String name) {
            return new Side(name, Path.of(java), classpath.stream().map(Path::of).toList(), jvmArgs);
        }
    }

    public AbSettings {
        jmhArgs = List.copyOf(jmhArgs);
    }

    public void write(Path dir) throws IOException {
        AtomicFile.writeAtomically(dir.resolve(FILE), Json.MAPPER.writeValueAsBytes(this));
    }

    /**
     * The settings in {@code dir}.
     *
     * @throws IllegalArgumentException when the folder has none, naming it
     */
    public static AbSettings read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--resume " + dir + ": there is no " + FILE + " in it, so it is not a folder ab wrote");
        }
        try {
            return Json.MAPPER.readValue(file.toFile(), AbSettings.class);
        } catch (com.fasterxml.jackson.core.JacksonException e) {
            throw new IllegalArgumentException(file + " is not an ab settings file: " + e.getOriginalMessage());
        }
    }
}
