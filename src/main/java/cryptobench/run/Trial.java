package cryptobench.run;

import java.io.Serializable;
import java.util.Map;
import org.openjdk.jmh.annotations.Mode;

/**
 * One JMH trial: a benchmark method in one mode with one value for each of its params, run in
 * all its forks. {@code seconds} is its estimated wall time. Serializable because JMH sends the
 * options that hold it to each fork.
 */
public record Trial(String benchmark, Mode mode, Map<String, String> params, double seconds) implements Serializable {

    /** "cryptobench.bench.AesGcm.encrypt thrpt provider=SunJCE keyBits=256 dataSize=1024": unique within a run. */
    public String key() {
        StringBuilder sb = new StringBuilder(benchmark).append(' ').append(mode.shortLabel());
        ParamOrder.sorted(params.keySet()).forEach(k -> sb.append(' ').append(k).append('=').append(params.get(k)));
        return sb.toString();
    }

    /** The key without the package, for progress lines and file names. */
    public String label() {
        return TrialOutcome.shortName(benchmark) + key().substring(benchmark.length());
    }
}
