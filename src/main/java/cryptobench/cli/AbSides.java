package cryptobench.cli;

import cryptobench.ab.AbSetup.SideOptions;
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

    SideOptions base() {
        return new SideOptions(baseJvm, baseJar, baseCp, baseJvmArgs);
    }

    SideOptions next() {
        return new SideOptions(newJvm, newJar, newCp, newJvmArgs);
    }
}
