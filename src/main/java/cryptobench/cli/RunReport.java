package cryptobench.cli;

import cryptobench.engine.ExitCode;
import cryptobench.report.ReportWriter;
import cryptobench.results.RunFolder;
import cryptobench.run.JmhLauncher;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** How every measuring run ends: report.md and charts in its folder, and the report's GiB/s summary on the console. */
public final class RunReport {

    private RunReport() {}

    /**
     * How a plain JMH command line ends: its exit code, with the report when it wrote a run folder (no
     * -rf/-rff) and was not refused.
     */
    public static int afterPlainRun(JmhLauncher launcher, int code, PrintWriter out, PrintWriter err) {
        Optional<Path> dir = launcher.runFolder();
        if (code == ExitCode.BAD_INPUT
                || dir.isEmpty()
                || !Files.exists(dir.get().resolve(RunFolder.RESULTS))) {
            return code;
        }
        return Math.max(code, write(dir.get(), out, err));
    }

    /**
     * Writes DIR/report.md and DIR/charts from every result file in {@code dir} and prints the
     * report's summary table; returns 0, or 1 if the report could not be written.
     */
    public static int write(Path dir, PrintWriter out, PrintWriter err) {
        Path report;
        try {
            report = ReportWriter.write(List.of(dir), dir, true);
        } catch (IllegalArgumentException | IOException e) {
            err.println("report not written: " + e.getMessage());
            return ExitCode.FAILED;
        }
        try {
            String summary = summary(Files.readString(report));
            if (!summary.isEmpty()) {
                out.println();
                out.print(summary);
            }
        } catch (IOException e) {
            err.println("report written but not readable: " + e.getMessage());
        }
        out.printf("Report written to %s (charts in %s)%n", report, dir.resolve(RunFolder.CHARTS));
        return 0;
    }

    /** The report's "## Summary" section, up to the next section; empty if it has none. */
    static String summary(String markdown) {
        int start = markdown.indexOf("\n## Summary\n");
        if (start < 0) {
            return "";
        }
        int end = markdown.indexOf("\n## ", start + 1);
        return markdown.substring(start + 1, end < 0 ? markdown.length() : end + 1);
    }
}
