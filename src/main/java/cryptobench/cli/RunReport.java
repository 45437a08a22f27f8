package cryptobench.cli;

import cryptobench.results.RunFolder;
import cryptobench.report.ReportWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** How every measuring run ends: report.md and charts in its folder, and the report's GiB/s summary on the console. */
public final class RunReport {

    private RunReport() {
    }

    /** For the no-argument run and plain JMH command lines, which print to the process's streams. */
    public static int write(Path dir, PrintStream out, PrintStream err) {
        PrintWriter o = new PrintWriter(out, true, StandardCharsets.UTF_8);
        PrintWriter e = new PrintWriter(err, true, StandardCharsets.UTF_8);
        int code = write(dir, o, e);
        o.flush();
        e.flush();
        return code;
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
            return 1;
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
