package cryptobench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JDKs a run's forks run on: each {@code --jdk} home checked and keyed by its major version. */
public final class Jdks {

    private Jdks() {
    }

    /**
     * JDK major version ("17", or "17-2" for a second JDK 17) to its java binary, the running JDK's
     * when {@code homes} is empty; a home without a working bin/java is an IllegalArgumentException
     * that lists the JDKs installed here.
     */
    public static Map<String, Path> resolve(List<Path> homes) throws IOException {
        List<Path> all = homes.isEmpty() ? List.of(Path.of(System.getProperty("java.home"))) : homes;
        Map<String, Path> javas = new LinkedHashMap<>();
        for (Path home : all) {
            Path java = home.resolve("bin").resolve("java");
            if (!Files.isExecutable(java)) {
                throw new IllegalArgumentException("--jdk " + home + " is not a JDK: there is no executable bin/java in it"
                        + installedHint());
            }
            String major;
            try {
                major = String.valueOf(Preflight.checkJava(java, "--jdk"));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(e.getMessage() + installedHint());
            }
            String key = major;
            for (int i = 2; javas.containsKey(key); i++) {
                key = major + "-" + i;
            }
            javas.put(key, java);
        }
        return javas;
    }

    private static String installedHint() throws IOException {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return "";
        }
        try (var dirs = Files.list(jvms)) {
            return "; JDKs here: " + dirs.filter(d -> Files.isExecutable(d.resolve("bin/java"))).map(Path::toString)
                    .sorted().reduce((a, b) -> a + ", " + b).orElse("none");
        }
    }
}
