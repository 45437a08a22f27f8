package cryptobench.engine;

import cryptobench.provider.UnsupportedCombinationException;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one rule that sorts a trial that gave no result into unsupported (the provider does not offer
 * the combination: its set-up threw {@link UnsupportedCombinationException}) or failed, from the text
 * JMH printed for it, whether in this JVM's console or in a forked JVM's log.
 */
public final class OutcomeClassifier {

    /** What JMH prints before the stack trace of a trial that failed. */
    public static final String FAILURE_MARK = "<failure>";
    /**
     * {@link UnsupportedCombinationException}'s first line, also as builds of the suite before it moved to
     * {@code cryptobench.provider} spell it (an ab side may be such a build).
     */
    private static final Pattern UNSUPPORTED =
            Pattern.compile("^(?:[\\w$]+\\.)*" + UnsupportedCombinationException.class.getSimpleName() + ": (.*)$");

    private static final Pattern EXCEPTION = Pattern.compile("^[\\w.$]+(?:Exception|Error)(?::.*)?$");

    private OutcomeClassifier() {}

    /**
     * The outcome of a trial from the stack trace JMH printed for it (or its one line, such as "<forked
     * VM failed ..."). Only the exception the trial's set-up threw, not one it wraps, makes a trial
     * unsupported; a failure is named by its root cause.
     */
    public static Outcome ofTrace(String trace) {
        Matcher m = UNSUPPORTED.matcher(trace.strip().lines().findFirst().orElse(""));
        return m.matches() ? Outcome.unsupported(m.group(1)) : Outcome.failed(rootCause(trace));
    }

    /**
     * The outcome of a trial from a JVM's console lines: the stack trace after JMH's failure mark, else
     * its first exception line, else the JVM's exit code and first lines (a JVM that did not start).
     */
    public static Outcome ofLog(List<String> log, int exitCode) {
        // JMH prints the mark after the iteration's header ("# Warmup Iteration   1: <failure>") or alone.
        int mark = 0;
        while (mark < log.size() && !log.get(mark).stripTrailing().endsWith(FAILURE_MARK)) {
            mark++;
        }
        // The trace: the first block of non-blank lines after the mark.
        List<String> trace = log.subList(Math.min(mark + 1, log.size()), log.size()).stream()
                .dropWhile(String::isBlank)
                .takeWhile(line -> !line.isBlank())
                .toList();
        if (!trace.isEmpty()) {
            return ofTrace(String.join("\n", trace));
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
        String found = trace.lines()
                .filter(l -> !l.isBlank())
                .findFirst()
                .orElse(trace)
                .trim();
        for (String line : (Iterable<String>) trace.lines()::iterator) {
            if (line.startsWith("Caused by: ")) {
                found = line.substring("Caused by: ".length()).trim();
            }
        }
        return found;
    }
}
