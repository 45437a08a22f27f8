package cryptobench.engine;

import cryptobench.provider.UnsupportedCombinationException;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The one rule that sorts a trial that gave no result into unsupported (the provider does not offer
 * the combination: its set-up threw {@link UnsupportedCombinationException}) or failed, from the text
 * JMH printed for it, whether in this JVM's console or in a forked JVM's log.
 */
public final class OutcomeClassifier {

    /** What JMH prints before the stack trace of a trial that failed. */
    public static final String FAILURE_MARK = "<failure>";
    private static final String UNSUPPORTED_PREFIX = UnsupportedCombinationException.MARKER + ": ";
    private static final Pattern EXCEPTION = Pattern.compile("^[\\w.$]+(?:Exception|Error)(?::.*)?$");

    private OutcomeClassifier() {
    }

    /**
     * The outcome of a trial from the stack trace JMH printed for it (or its one line, such as "<forked
     * VM failed ..."). Only the exception the trial's set-up threw, not one it wraps, makes a trial
     * unsupported; a failure is named by its root cause.
     */
    public static Outcome ofTrace(String trace) {
        String first = trace.strip().lines().findFirst().orElse("");
        return first.startsWith(UNSUPPORTED_PREFIX) ? Outcome.unsupported(first.substring(UNSUPPORTED_PREFIX.length()))
                : Outcome.failed(rootCause(trace));
    }

    /**
     * The outcome of a trial from a JVM's console lines: the stack trace after JMH's failure mark, else
     * its first exception line, else the JVM's exit code and first lines (a JVM that did not start).
     */
    public static Outcome ofLog(List<String> log, int exitCode) {
        int mark = log.indexOf(FAILURE_MARK);
        if (mark >= 0) {
            List<String> trace = new java.util.ArrayList<>();
            for (String line : log.subList(mark + 1, log.size())) {
                if (line.isBlank() && !trace.isEmpty()) {
                    break;
                }
                if (!line.isBlank()) {
                    trace.add(line);
                }
            }
            if (!trace.isEmpty()) {
                return ofTrace(String.join("\n", trace));
            }
        }
        for (String line : log) {
            if (EXCEPTION.matcher(line.trim()).matches()) {
                return ofTrace(line.trim());
            }
        }
        List<String> head = log.stream().filter(s -> !s.isBlank()).limit(3).toList();
        return Outcome.failed("exit code " + exitCode + (head.isEmpty() ? "" : ": " + String.join(" / ", head)));
    }

    /** The most specific line of a stack trace: the last "Caused by:", else the first line. */
    static String rootCause(String trace) {
        String found = trace.lines().filter(l -> !l.isBlank()).findFirst().orElse(trace).trim();
        for (String line : (Iterable<String>) trace.lines()::iterator) {
            if (line.startsWith("Caused by: ")) {
                found = line.substring("Caused by: ".length()).trim();
            }
        }
        return found;
    }
}
