package cryptobench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one fork's settling reported on its console before JMH's warm-up: whether it levelled, and the
 * rate (operations per second) it levelled at. A fork that measures at a very different rate did not
 * measure what was settled.
 */
public record Settle(boolean levelled, double rate) {

    /** "# Steady state: levelled after 0.7 s (14 chunks) at 7,721,041 ops/s, JIT idle", as {@code jvm.SteadyState} prints it. */
    private static final Pattern LINE = Pattern.compile("# Steady state: (levelled|NOT levelled) after [0-9.]+ s \\([0-9]+ chunks\\) at ([0-9,.]+) ops/s");

    /** Every settling reported in a console text, in order (one per fork). */
    public static List<Settle> parse(String console) {
        List<Settle> found = new ArrayList<>();
        Matcher m = LINE.matcher(console);
        while (m.find()) {
            found.add(new Settle(m.group(1).equals("levelled"), Double.parseDouble(m.group(2).replace(",", ""))));
        }
        return found;
    }
}
