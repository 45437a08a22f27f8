package cryptobench.testing;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Counts a run's skipped tests by short reason and prints them when it ends: "skipped: N (reason: count, ...)",
 * then, for a reason of {@link Offered} ("ACCP does not offer"), a line with the count of each algorithm. Any other
 * skip counts under its message up to the first colon. Registered through {@code META-INF/services}.
 */
public final class SkipTally implements TestExecutionListener {

    /** Reason to what (empty when the reason says it all) to count. */
    private final Map<String, Map<String, Integer>> counts = new TreeMap<>();

    @Override
    public synchronized void executionSkipped(TestIdentifier test, String reason) {
        add("disabled: " + shorten(reason), "");
    }

    @Override
    public synchronized void executionFinished(TestIdentifier test, TestExecutionResult result) {
        if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
            Throwable t = result.getThrowable().orElse(null);
            if (t instanceof Offered.Skipped s) {
                add(s.reason(), s.what());
            } else {
                add(shorten(t == null ? null : t.getMessage()), "");
            }
        }
    }

    private void add(String reason, String what) {
        counts.computeIfAbsent(reason, r -> new TreeMap<>()).merge(what, 1, Integer::sum);
    }

    @Override
    public synchronized void testPlanExecutionFinished(TestPlan plan) {
        lines(counts).forEach(System.out::println);
    }

    /** The headline, most frequent reason first, then one line per reason that has its algorithms counted. */
    static List<String> lines(Map<String, Map<String, Integer>> counts) {
        Map<String, Integer> totals = counts.entrySet().stream()
                .collect(Collectors.toMap(
                        Map.Entry::getKey,
                        e -> e.getValue().values().stream()
                                .mapToInt(Integer::intValue)
                                .sum(),
                        (a, b) -> a,
                        TreeMap::new));
        int total = totals.values().stream().mapToInt(Integer::intValue).sum();
        List<String> reasons = byCount(totals);
        String head = "skipped: " + total
                + (total == 0
                        ? ""
                        : reasons.stream()
                                .map(r -> r + ": " + totals.get(r))
                                .collect(Collectors.joining(", ", " (", ")")));
        return Stream.concat(
                        Stream.of(head),
                        reasons.stream()
                                .filter(r -> !counts.get(r).keySet().equals(Set.of("")))
                                .map(r -> "  " + r + ": "
                                        + byCount(counts.get(r)).stream()
                                                .map(w ->
                                                        w + " " + counts.get(r).get(w))
                                                .collect(Collectors.joining(", "))))
                .toList();
    }

    private static List<String> byCount(Map<String, Integer> counts) {
        return counts.keySet().stream()
                .sorted(Comparator.comparing((String k) -> -counts.get(k)).thenComparing(k -> k))
                .toList();
    }

    static String shorten(String reason) {
        if (reason == null || reason.isBlank()) {
            return "no reason given";
        }
        String head = reason.lines().findFirst().orElse("").split(":", 2)[0].strip();
        return head.length() <= 60 ? head : head.substring(0, 57) + "...";
    }
}
