package cryptobench.run;

import cryptobench.engine.Trial;
import cryptobench.jvm.ValidationMarks;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.options.Options;

/**
 * What a run adds to its forks' JVM arguments so that less of each fork is spent not measuring: the
 * class-data archive of its JDK and jar ({@link ClassDataArchive}), the folder where forks mark what
 * they validated in full ({@link ValidationMarks}), and a heap sized to the trial's messages ({@link ForkHeap#sized}).
 * docs/methodology.md (Where a fork's time goes) gives the figures each one saves.
 */
final class LeanForks {

    private final List<String> common;
    private final Map<String, Long> heaps;

    private LeanForks(List<String> common, Map<String, Long> heaps) {
        this.common = List.copyOf(common);
        this.heaps = heaps;
    }

    /** The additions for one lane's forks, its run folder {@code folder}; the archive is made here if needed. */
    static LeanForks of(Options cmd, String laneName, Path folder, Consumer<String> log) {
        List<String> common = new ArrayList<>();
        if (ClassDataArchive.enabled()) {
            Path java = cmd.getJvm().hasValue()
                    ? Path.of(cmd.getJvm().get())
                    : Path.of(System.getProperty("java.home"), "bin", "java");
            String classPath = System.getProperty("java.class.path");
            common.addAll(ClassDataArchive.forkArgs(java, classPath, cacheDir(classPath), log));
        }
        if (folder != null) {
            common.add("-D" + ValidationMarks.PROPERTY + "="
                    + folder.toAbsolutePath().resolve(laneName.isEmpty() ? "validated" : "validated-" + laneName));
        }
        return new LeanForks(common, TrialPlan.annotatedHeaps(cmd));
    }

    /** The arguments of a trial's forks. */
    List<String> args(Trial trial) {
        List<String> args = new ArrayList<>(common);
        Long heap = heaps.get(trial.benchmark());
        if (heap != null) {
            args.addAll(ForkHeap.sized(trial.params(), heap));
        }
        return args;
    }

    /** {@code cds/} beside the benchmark jar where it can be written (target/cds), else the user's cache folder. */
    static Path cacheDir(String classPath) {
        String first = classPath.split(File.pathSeparator)[0];
        Path beside = Path.of(first).toAbsolutePath().getParent();
        if (beside != null && Files.isWritable(beside)) {
            return beside.resolve("cds");
        }
        return Path.of(System.getProperty("user.home"), ".cache", "cryptobench", "cds");
    }
}
