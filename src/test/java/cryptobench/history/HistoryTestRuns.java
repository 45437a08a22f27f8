package cryptobench.history;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Made-up runs for tests outside this package: {@link HistoryTest#runs}. */
public final class HistoryTestRuns {

    private HistoryTestRuns() {}

    /** {@code n} runs in {@code dir}; SunJCE's AES-GCM slower by {@code drop} from run {@code at}. */
    public static void write(Path dir, int n, int at, double drop) throws Exception {
        HistoryTest.runs(dir, n, at, drop, "AMD EPYC", 99, null);
    }

    /**
     * The same, each run's forks with the JVM arguments a run of the suite records ({@link #forkArgs}) and
     * {@code userFromAt} (e.g. the user's heap) from run {@code at} on.
     */
    public static void withBookkeeping(Path dir, int n, int at, double drop, List<String> userFromAt) throws Exception {
        HistoryTest.runsWithArgs(
                dir, n, at, drop, "AMD EPYC", 99, (i, folder) -> forkArgs(i, folder, i >= at ? userFromAt : List.of()));
    }

    /**
     * The JVM arguments a headline row of run {@code i} in {@code folder} records, as in results/runs: the
     * benchmarks' own, then the user's {@code user}, then from run 4 on the suite's additions (lean forks): a
     * class-data archive whose name changes with the jar, this run's folder of validation marks, and a heap sized
     * to the messages unless the user gave one.
     */
    static List<String> forkArgs(int i, Path folder, List<String> user) {
        List<String> args = new ArrayList<>(
                List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch"));
        args.addAll(user);
        if (i >= 4) {
            args.add("-XX:SharedArchiveFile=/work/wt/p" + i + "/target/cds/cds-" + Integer.toHexString(0x88d93a9a + i)
                    + ".jsa");
            args.add("-Xshare:auto");
            args.add("-Dcryptobench.validated=" + folder.toAbsolutePath().resolve("validated"));
            if (user.stream().noneMatch(a -> a.startsWith("-Xmx"))) {
                args.addAll(List.of("-Xms64m", "-Xmx64m"));
            }
        }
        return args;
    }
}
