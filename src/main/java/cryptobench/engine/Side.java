package cryptobench.engine;

import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.ForkProfiler;
import cryptobench.jvm.Settler;
import cryptobench.results.RunSettings;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;

/**
 * One side of an A/B comparison: the java that runs its forks, the classpath (the benchmarks jar
 * first, then any extra jars) and its JVM arguments. A side's fork in a round is one JVM running
 * {@code org.openjdk.jmh.Main ... -f 0} for every row due, with the default fork's arguments.
 */
public record Side(String name, Path java, List<Path> classpath, List<String> jvmArgs) {

    /** Another JMH run may hold the lock while ab runs its own forks: ab itself holds it for them. */
    static final String IGNORE_LOCK = ForkArgs.IGNORE_JMH_LOCK;

    /**
     * ab's rounds take each row's best iteration after a fixed warm-up, which a late JIT cannot drag
     * down, so the rows skip settling and the rounds stay short, and time no host canary (in a cold fork it
     * reads the JIT, not the host); a side's own {@code -Dcryptobench.settle=on} comes later and wins.
     */
    static final String NO_SETTLING = "-D" + Settler.PROPERTY + "=off";

    /** The same for a side built of an older suite, whose forks read the switch as {@code cryptobench.steady}. */
    static final String NO_SETTLING_OLDER_BUILD = "-Dcryptobench.steady=off";

    public Side {
        classpath = List.copyOf(classpath);
        jvmArgs = List.copyOf(jvmArgs);
    }

    /** The side {@code name} as its settings give it. */
    public static Side of(String name, RunSettings.SideSpec spec) {
        return new Side(
                name,
                Path.of(spec.java()),
                spec.classpath().stream().map(Path::of).toList(),
                spec.jvmArgs());
    }

    /** The command that runs {@code jmhArgs} on this side, pinned to {@code core} when it is not null. */
    List<String> command(List<String> jmhArgs, Integer core) {
        return command(List.of(), ForkArgs.DEFAULT, List.of(), jmhArgs, core);
    }

    /**
     * The command with JVM arguments before and after the side's own: what {@code -jvmArgsPrepend}
     * and {@code -jvmArgsAppend} would give a fork, since the rows run in this JVM; {@code forkArgs} are
     * the benchmarks' own {@code @Fork} arguments, which come before the side's.
     */
    public List<String> command(
            List<String> prepend, List<String> forkArgs, List<String> append, List<String> jmhArgs, Integer core) {
        List<String> cmd = new ArrayList<>();
        if (core != null) {
            cmd.addAll(List.of("taskset", "-c", core.toString()));
        }
        cmd.add(java.toString());
        List<String> jvm = new ArrayList<>(prepend);
        // The arguments JMH would give the benchmarks' forks; the side's own come after, and win.
        jvm.addAll(forkArgs);
        jvm.add(NO_SETTLING);
        jvm.add(NO_SETTLING_OLDER_BUILD);
        jvm.addAll(jvmArgs);
        jvm.addAll(append);
        cmd.addAll(ForkArgs.heapInPlace(jvm));
        cmd.add(IGNORE_LOCK);
        cmd.add("-cp");
        cmd.add(String.join(
                File.pathSeparator, classpath.stream().map(Path::toString).toList()));
        cmd.add("org.openjdk.jmh.Main");
        cmd.addAll(jmhArgs);
        return cmd;
    }

    /**
     * Whether this side's classpath holds {@link ForkProfiler}, which a build of the suite older than it
     * lacks: only then are its forks asked to report their phases.
     */
    public boolean reportsForks() {
        String entry = ForkProfiler.class.getName().replace('.', '/') + ".class";
        for (Path p : classpath) {
            if (Files.isDirectory(p) ? Files.isRegularFile(p.resolve(entry)) : jarHolds(p, entry)) {
                return true;
            }
        }
        return false;
    }

    private static boolean jarHolds(Path jar, String entry) {
        try (JarFile j = new JarFile(jar.toFile())) {
            return j.getEntry(entry) != null;
        } catch (IOException e) {
            return false;
        }
    }

    /** The command that lists this side's benchmarks, in its own JVM with its own arguments. */
    public List<String> listCommand() {
        return command(List.of("-l"), null);
    }

    /** "base: java /usr/lib/jvm/.../java, classpath a.jar:b.jar, JVM args -Xint" for the console and the report. */
    public String describe() {
        return name + ": " + java + ", classpath "
                + String.join(
                        File.pathSeparator,
                        classpath.stream().map(Path::toString).toList())
                + (jvmArgs.isEmpty() ? "" : ", JVM args " + JvmArgs.line(jvmArgs));
    }
}
