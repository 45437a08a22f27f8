package cryptobench.history;

import java.nio.file.Path;

/** Made-up runs for tests outside this package: {@link HistoryTest#runs}. */
public final class HistoryTestRuns {

    private HistoryTestRuns() {}

    /** {@code n} runs in {@code dir}; SunJCE's AES-GCM slower by {@code drop} from run {@code at}. */
    public static void write(Path dir, int n, int at, double drop) throws Exception {
        HistoryTest.runs(dir, n, at, drop, "AMD EPYC", 99, null);
    }
}
