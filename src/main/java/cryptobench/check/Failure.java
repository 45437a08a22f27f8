package cryptobench.check;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One failed check with what regenerates it: the provider, algorithm and check, what went wrong,
 * and the reproducer's fields (fork variant, JDK, UseAVX, length, split, key/IV/input as hex or the
 * seed that regenerates them), in the order they are printed.
 *
 * @param provider  the provider's name as given
 * @param algorithm the algorithm
 * @param check     which check: a Wycheproof file and test id, or "sweep"
 * @param message   what went wrong, one line
 * @param reproducer the fields that regenerate it
 */
public record Failure(String provider, String algorithm, String check, String message, Map<String, String> reproducer) {

    public Failure {
        reproducer = Collections.unmodifiableMap(new LinkedHashMap<>(reproducer));
    }

    /** The same failure with the fork's fields (JDK, variant, UseAVX) put first in its reproducer. */
    public Failure inFork(Map<String, String> fork) {
        Map<String, String> all = new LinkedHashMap<>(fork);
        all.putAll(reproducer);
        return new Failure(provider, algorithm, check, message, all);
    }

    /** The reproducer as text, one field a line. */
    public String text() {
        StringBuilder out = new StringBuilder();
        out.append(provider)
                .append(' ')
                .append(algorithm)
                .append(", ")
                .append(check)
                .append(": ")
                .append(message)
                .append('\n');
        reproducer.forEach(
                (k, v) -> out.append("  ").append(k).append(": ").append(v).append('\n'));
        return out.toString();
    }
}
