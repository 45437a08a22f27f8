package cryptobench.run;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The JDKs a run's forks run on: each {@code --jdk} home, or the name of a JDK here, checked and keyed by its major version. */
public final class Jdks {

    private Jdks() {}

    /**
     * Each {@code --jdk} as a home: a folder as given, or a name ({@code temurin-25-jdk-amd64}, {@code 17.0.21.1},
     * {@code 25}) of a JDK that runs here ({@link JdkDiscovery}).
     *
     * @throws IllegalArgumentException for a name that no runnable JDK here has, or that more than one has
     */
    public static List<Path> homes(List<Path> given) {
        return given.stream()
                .map(g -> Files.exists(g) || g.getNameCount() != 1 || g.isAbsolute()
                        ? g
                        : Path.of(JdkDiscovery.installed().named(g.toString()).home()))
                .toList();
    }

    /**
     * JDK major version ("17", or "17-2" for a second JDK 17) to its java binary, the running JDK's
     * when {@code homes} is empty; a home without a java that runs here is an IllegalArgumentException
     * that lists the JDKs installed here.
     */
    public static Map<String, Path> resolve(List<Path> homes) {
        List<Path> all = homes.isEmpty() ? List.of(Path.of(System.getProperty("java.home"))) : homes(homes);
        Map<String, Path> javas = new LinkedHashMap<>();
        for (Path home : all) {
            Path java = home.resolve("bin").resolve("java");
            if (!Files.exists(java, LinkOption.NOFOLLOW_LINKS)) {
                throw new IllegalArgumentException(
                        "--jdk " + home + " is not a JDK: there is no executable bin/java in it" + installedHint());
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

    private static String installedHint() {
        return JdkDiscovery.installed().describe();
    }
}
