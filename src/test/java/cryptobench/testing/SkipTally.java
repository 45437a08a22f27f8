package cryptobench.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Counts a test JVM's skipped tests by short reason and, for a reason of {@link Offered} ("ACCP does not offer"), by
 * algorithm (any other skip counts under its message up to the first colon), and writes them, tab-separated, to
 * {@code target/surefire-reports/skipped-tests-PID.txt}: the build prints none of it, and CI sums
 * the forks' files against {@code .ci/skipped-tests.txt}. Registered through {@code META-INF/services}.
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

    /** Where this JVM's counts go: one file a test JVM (named by its process), rewritten as each test class ends. */
    static final Path FILE = Path.of(
            "target",
            "surefire-reports",
            "skipped-tests-" + ProcessHandle.current().pid() + ".txt");

    @Override
    public synchronized void testPlanExecutionFinished(TestPlan plan) {
        try {
            Files.createDirectories(FILE.getParent());
            Files.write(FILE, rows(counts));
        } catch (IOException e) {
            throw new UncheckedIOException("could not write the skip tally " + FILE, e);
        }
    }

    /** "count TAB reason TAB what" a line, sorted by reason and what. */
    static List<String> rows(Map<String, Map<String, Integer>> counts) {
        List<String> rows = new ArrayList<>();
        counts.forEach((reason, whats) -> whats.forEach((what, n) -> rows.add(n + "\t" + reason + "\t" + what)));
        return rows;
    }

    static String shorten(String reason) {
        if (reason == null || reason.isBlank()) {
            return "no reason given";
        }
        String head = reason.lines().findFirst().orElse("").split(":", 2)[0].strip();
        return head.length() <= 60 ? head : head.substring(0, 57) + "...";
    }
}
