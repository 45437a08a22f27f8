package cryptobench.run;

import cryptobench.engine.ForkExtras;
import cryptobench.engine.Side;
import cryptobench.engine.Trial;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.ValidationMarks;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.openjdk.jmh.runner.options.Options;

/**
 * What a run adds to its forks' JVM arguments so that less of each fork is spent not measuring: the
 * class-data archive of its JDK and jar ({@link ClassDataArchive}), the folder where forks mark what
 * they validated in full ({@link ValidationMarks}), and a heap sized to the trial's messages ({@link ForkHeap#sized}).
 * docs/methodology.md (Where a fork's time goes) gives the figures each one saves. None is a setting of the user's:
 * {@link cryptobench.jvm.ForkArgs#settings} leaves them out of a row's JVM arguments where runs are compared.
 */
public final class LeanForks {

    /** The system property that switches every addition off ({@code -Dcryptobench.lean=off}): the forks run as before them. */
    public static final String PROPERTY = "cryptobench.lean";

    private final List<String> common;
    private final Map<String, ForkHeap.Annotated> heaps;

    private LeanForks(List<String> common, Map<String, ForkHeap.Annotated> heaps) {
        this.common = List.copyOf(common);
        this.heaps = heaps;
    }

    /** Whether the forks get the additions: not switched off with {@code -Dcryptobench.lean=off}. */
    public static boolean enabled() {
        return !"off".equalsIgnoreCase(System.getProperty(PROPERTY, "on").trim());
    }

    /** The additions for one lane's forks, its run folder {@code folder}; the archive is made here if needed. */
    static LeanForks of(Options cmd, String laneName, Path folder, Consumer<String> log) {
        if (!enabled()) {
            return new LeanForks(List.of(), Map.of());
        }
        Path java = cmd.getJvm().hasValue()
                ? Path.of(cmd.getJvm().get())
                : Path.of(System.getProperty("java.home"), "bin", "java");
        Path marks = folder == null
                ? null
                : folder.toAbsolutePath().resolve(laneName.isEmpty() ? "validated" : "validated-" + laneName);
        return new LeanForks(
                common(java, System.getProperty("java.class.path"), marks, log), TrialPlan.annotatedHeaps(cmd));
    }

    /** What a trial's forks get: its benchmark's {@code @Fork} arguments with the sized heap in place, and the rest after all. */
    ForkExtras extras(Trial trial) {
        ForkHeap.Annotated annotated = heaps.get(trial.benchmark());
        return new ForkExtras(annotated == null ? null : ForkHeap.inPlace(annotated, trial.params()), common);
    }

    /**
     * An {@code ab} side with the additions before its own JVM arguments (which win): its archive, its
     * folder of validation marks in {@code dir}, and a heap sized to the largest message of {@code trials}
     * where every one of their benchmarks has the default heap and the side gives none (marked
     * {@link ForkArgs#SIZED_HEAP}: the side's command puts it in place of the benchmarks' own).
     */
    public static Side side(Side side, Path dir, List<Trial> trials, Options options, Consumer<String> log) {
        if (!enabled()) {
            return side;
        }
        List<String> args = common(
                side.java(),
                String.join(
                        File.pathSeparator,
                        side.classpath().stream().map(Path::toString).toList()),
                dir.toAbsolutePath().resolve("validated-" + side.name()),
                log);
        Map<String, ForkHeap.Annotated> heaps = TrialPlan.annotatedHeaps(options);
        List<List<String>> sized = trials.stream()
                .map(t -> ForkHeap.sized(
                        t.params(),
                        heaps.containsKey(t.benchmark())
                                ? heaps.get(t.benchmark()).heap()
                                : -1L))
                .toList();
        if (!sized.isEmpty() && sized.stream().noneMatch(List::isEmpty) && !ForkHeap.givesHeap(side.jvmArgs())) {
            args.add(ForkArgs.SIZED_DEFAULT_HEAP);
            args.addAll(sized.stream()
                    .max(Comparator.comparingLong(ForkHeap::maxHeap))
                    .orElseThrow());
        }
        args.addAll(side.jvmArgs());
        return new Side(side.name(), side.java(), side.classpath(), args);
    }

    /** The archive of {@code java} and {@code classPath} (made if needed), then the folder of validation marks, if any. */
    private static List<String> common(Path java, String classPath, Path marks, Consumer<String> log) {
        List<String> args = new ArrayList<>(ClassDataArchive.forkArgs(java, classPath, cacheDir(classPath), log));
        if (marks != null) {
            args.add("-D" + ValidationMarks.PROPERTY + "=" + marks);
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
