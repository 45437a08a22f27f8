package cryptobench.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * env.json as a typed record: what a run writes reads back, and committed files of every generation (older ones lack
 * fields) read too: the fixture runs' and, in src/test/resources/records, one of each other shape.
 */
class EnvFileTest {

    @Test
    void aWrittenRecordReadsBack(@TempDir Path dir) throws Exception {
        Map<String, String> cipher = new LinkedHashMap<>();
        cipher.put("UseAES", "false");
        cipher.put("UseAESIntrinsics", "false");
        EnvFile env = new EnvFile(
                "2026-11-30T00:00:00Z",
                "java -jar target/benchmarks.jar -f 1",
                new EnvFile.Cpu("AMD EPYC", 2, Json.MAPPER.valueToTree(Map.of("aes", true))),
                new EnvFile.Os("Linux", "6.1", "amd64"),
                "24 GB",
                new EnvFile.HostJdk("Debian", "17.0.15", "/usr/lib/jvm/x"),
                List.of(new EnvFile.Fork(
                        "/usr/bin/java",
                        List.of("-Xmx256m"),
                        "17.0.15",
                        "OpenJDK",
                        "17.0.15+6",
                        cipher,
                        null,
                        null,
                        null,
                        Map.of("UseAVX", "2"),
                        3)),
                List.of(),
                new EnvFile.Git("abc", false, "2026-12-02T04:00:00Z"),
                new EnvFile.Trials(3, 1, 0),
                new EnvFile.Host(
                        "AuthenticAMD",
                        "26",
                        "2",
                        "1",
                        "",
                        "2096.008",
                        "1024 KB",
                        "AMD EPYC",
                        true,
                        "",
                        "0-1",
                        "",
                        new EnvFile.Speed("mix64", 5.0e8, 5)));
        Path file = dir.resolve("env.json");
        env.write(file);
        assertEquals(env, EnvFile.read(file));
        assertEquals("{UseAES:false,UseAESIntrinsics:false}", EnvFile.flags(cipher));
    }

    @Test
    void everyCommittedEnvFileReads() throws Exception {
        List<Path> files;
        try (var walk = Files.walk(Path.of("src/test/resources"))) {
            files = walk.filter(p -> p.getFileName().toString().matches("env.*\\.json"))
                    .toList();
        }
        assertTrue(files.size() >= 33, files.toString());
        assertEquals(
                5,
                files.stream()
                        .filter(p -> p.startsWith("src/test/resources/records"))
                        .count(),
                files.toString());
        for (Path f : files) {
            EnvFile env = EnvFile.read(f);
            assertNotNull(env.cpu(), f.toString());
            assertTrue(
                    env.forks() != null && !env.forks().isEmpty()
                            || env.trials().measured() == 0,
                    f.toString());
            env.forks().forEach(fork -> assertNotNull(fork.effectiveCipherFlags(), f.toString()));
        }
    }
}
