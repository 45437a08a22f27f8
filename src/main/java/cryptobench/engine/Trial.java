package cryptobench.engine;

import cryptobench.results.RowId;
import cryptobench.results.RowKey;
import java.io.Serializable;
import java.util.Map;
import org.openjdk.jmh.annotations.Mode;

/**
 * One JMH trial: a benchmark method in one mode with one value for each of its params, run in
 * {@code forks} forks. {@code seconds} is its estimated wall time. Serializable because JMH sends
 * the options that hold it to each fork.
 */
public record Trial(String benchmark, Mode mode, Map<String, String> params, int forks, double seconds)
        implements Serializable {

    /**
     * How many separate one-fork runs the trial is made of. The launcher runs round 1 of every
     * trial, then round 2 of every trial, and so on, so that a trial's forks are minutes apart
     * and a slow spell of a shared machine lands in one fork of many trials rather than in every
     * fork of a few. SampleTime keeps its forks together: its histograms are not merged here.
     */
    public int rounds() {
        return forks >= 2 && mode != Mode.SampleTime ? forks : 1;
    }

    /** What the trial measures: the identity of its row. */
    public RowId id() {
        return new RowId(benchmark, mode, params);
    }

    /** The key of one round: "... #2". */
    public String roundKey(int round) {
        return roundKey(id(), round);
    }

    /** The key of round {@code round} of the trial {@code id}, as round stores keep it: "... #2". */
    public static String roundKey(RowId id, int round) {
        return RowKey.trial(id) + " #" + round;
    }

    /** "cryptobench.bench.AesGcm.encrypt thrpt provider=SunJCE keyBits=256 dataSize=1024": unique within a run. */
    public String key() {
        return RowKey.trial(id());
    }

    /** The key without the package, for progress lines and file names. */
    public String label() {
        return RowKey.shortName(benchmark) + key().substring(benchmark.length());
    }
}
