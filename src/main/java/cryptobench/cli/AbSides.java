package cryptobench.cli;

import cryptobench.engine.JvmArgs;
import cryptobench.results.RunSettings.SideSpec;
import cryptobench.run.Preflight;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** The options of {@code ab}'s two sides, base and new: JVM, benchmarks jar, jars added after it and JVM arguments. */
final class AbSides {

    @Option(
            names = "--base-jvm",
            paramLabel = "PATH",
            description = "JDK home or java binary of the base side (default: this one).")
    Path baseJvm;

    @Option(
            names = "--new-jvm",
            paramLabel = "PATH",
            description = "JDK home or java binary of the new side (default: this one).")
    Path newJvm;

    @Option(
            names = "--base-jar",
            paramLabel = "JAR",
            description = "Another build of the benchmarks jar for the base side (default: this jar).")
    Path baseJar;

    @Option(
            names = "--new-jar",
            paramLabel = "JAR",
            description = "Another build of the benchmarks jar for the new side (default: this jar).")
    Path newJar;

    @Option(
            names = "--base-cp",
            paramLabel = "JARS",
            split = ":",
            description = "Jars added after the benchmarks jar on the base side, e.g. another version of a provider.")
    List<Path> baseCp = new ArrayList<>();

    @Option(
            names = "--new-cp",
            paramLabel = "JARS",
            split = ":",
            description = "Jars added after the benchmarks jar on the new side.")
    List<Path> newCp = new ArrayList<>();

    @Option(
            names = "--base-jvm-args",
            paramLabel = "ARGS",
            description =
                    "JVM arguments of the base side, one string, e.g. \"-XX:+UseParallelGC\"; an argument that holds a space in double quotes.")
    String baseJvmArgs = "";

    @Option(names = "--new-jvm-args", paramLabel = "ARGS", description = "JVM arguments of the new side, one string.")
    String newJvmArgs = "";

    /** The base side with every path checked. */
    SideSpec base() {
        return side("base", baseJvm, baseJar, baseCp, baseJvmArgs);
    }

    /** The new side with every path checked. */
    SideSpec next() {
        return side("new", newJvm, newJar, newCp, newJvmArgs);
    }

    /**
     * The side {@code name} ("base" or "new") as ab.json keeps it, from its options (any may be absent): the JDK home
     * or java binary (default: this one), the benchmarks jar (default: this one), jars after it, JVM arguments.
     *
     * @throws IllegalArgumentException naming the option whose path does not exist or is no java
     */
    private static SideSpec side(String name, Path jvm, Path jar, List<Path> cp, String jvmArgs) {
        Path java =
                jvm == null ? Path.of(System.getProperty("java.home"), "bin", "java") : java(jvm, "--" + name + "-jvm");
        if (jar != null && !Files.isRegularFile(jar)) {
            throw new IllegalArgumentException(
                    "--" + name + "-jar " + jar + ": no such file (give a benchmarks jar built by mvn package)");
        }
        List<String> classpath = new ArrayList<>();
        classpath.add((jar != null ? jar : thisJar()).toAbsolutePath().toString());
        for (Path p : cp) {
            if (!Files.exists(p)) {
                throw new IllegalArgumentException("--" + name + "-cp " + p + ": no such file or folder");
            }
            classpath.add(p.toAbsolutePath().toString());
        }
        return new SideSpec(java.toAbsolutePath().toString(), classpath, JvmArgs.split(jvmArgs));
    }

    private static Path java(Path given, String option) {
        Path java = Files.isDirectory(given) ? given.resolve("bin").resolve("java") : given;
        Preflight.checkJava(java, option);
        return java;
    }

    private static Path thisJar() {
        try {
            return Path.of(AbSides.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
