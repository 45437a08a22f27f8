package cryptobench.report;

import cryptobench.results.Pooled;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RunFolder;
import cryptobench.results.UnsettledFork;
import cryptobench.verify.Conformance;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Turns JMH JSON into {@code report.md} and charts: the frame (title, inputs, {@link Environment} and
 * {@link Introduction}), then each {@link ReportSection} in the order {@link Sections} gives.
 */
public final class ReportWriter {

    private final List<ResultRow> rows;
    private final ReportInputs inputs;
    private final List<ResultRow> plain = new ArrayList<>();
    private final List<ResultRow> own = new ArrayList<>();
    private final List<ReportSection> sections;
    private final Trends trends;

    public ReportWriter(List<Path> inputs, List<ResultRow> read) {
        this.inputs = new ReportInputs(inputs);
        this.rows = Pooled.attach(ReportInputs.separateInputs(read));
        boolean severalJdks = rows.stream()
                        .filter(r -> !Series.of(r).isNative())
                        .map(ResultRow::jdk)
                        .distinct()
                        .count()
                > 1;
        trends = new Trends(rows);
        sections = Sections.inReportOrder(rows, severalJdks, trends, Ratios.of(rows));
        // The families claim first: the per-size section would take their rows that have a dataSize.
        List<ReportSection> claimOrder = new ArrayList<>(
                sections.stream().filter(s -> s instanceof FamilySection).toList());
        sections.stream().filter(s -> !(s instanceof FamilySection)).forEach(claimOrder::add);
        for (ResultRow r : rows) {
            for (ReportSection s : claimOrder) {
                if (s.claim(r)) {
                    (s instanceof OtherSection ? plain : own).add(r);
                    break;
                }
            }
        }
    }

    /** Reads the inputs and writes report.md (and charts/, unless {@code charts} is false) into {@code outDir}. */
    public static Path write(List<Path> inputs, Path outDir, boolean charts) throws IOException {
        return write(inputs, ResultReader.read(inputs), outDir, charts);
    }

    /** Writes report.md (and charts/) of rows already read from {@code inputs}. */
    public static Path write(List<Path> inputs, List<ResultRow> rows, Path outDir, boolean charts) throws IOException {
        if (rows.isEmpty()) {
            throw new IllegalArgumentException("no results in " + inputs);
        }
        Files.createDirectories(outDir);
        ReportWriter writer = new ReportWriter(inputs, rows);
        Charts chartSink = new Charts(charts ? outDir.resolve(RunFolder.CHARTS) : null, outDir);
        Path report = outDir.resolve(RunFolder.REPORT);
        Files.writeString(report, writer.markdown(chartSink));
        if (chartSink.cannotDraw() != null) {
            System.err.println("cryptobench: no charts: this JRE cannot draw text (" + chartSink.cannotDraw() + ")");
        }
        return report;
    }

    /** The report, with the sections' charts drawn and linked through {@code charts}. */
    String markdown(Charts charts) throws IOException {
        StringBuilder md = new StringBuilder(!own.isEmpty() ? "# cryptobench report\n\n" : "# JMH report\n\n");
        md.append("Inputs: ")
                .append(inputs.paths().stream().map(p -> "`" + p + "`").collect(Collectors.joining(", ")))
                .append(" (")
                .append(rows.size())
                .append(" results).\n\n");
        if (charts.cannotDraw() != null) {
            md.append("No charts: this JRE cannot draw text (")
                    .append(charts.cannotDraw())
                    .append("). Its font libraries are missing: install fontconfig and a font (Debian: `fontconfig"
                            + " fonts-dejavu-core`), then `report` draws them.\n\n");
        }
        Environment.markdown(md, inputs.envFiles(), rows);
        new Introduction(rows, own, plain, trends, inputs).markdown(md);
        for (ReportSection section : sections) {
            section.markdown(md, charts);
        }
        trends.markdown(md);
        replaced(md);
        AnatomySection.markdown(md, inputs.forks());
        conformance(md);
        return md.toString();
    }

    /**
     * The forks the inputs' runs ran again because they did not stay settled: they are in
     * no row, so only this list shows them.
     */
    private void replaced(StringBuilder md) {
        List<UnsettledFork> forks = inputs.replacedForks();
        if (forks.isEmpty()) {
            return;
        }
        md.append("## Forks run again\n\nThese forks did not stay settled (their iterations still trended, or ran 2x or"
                + " more away from the rate they settled at); each was left out of its row and another fork ran in its place"
                + " (docs/methodology.md, Unsettled forks).\n\n");
        Markdown.table(md, List.of("benchmark", "fork", "iterations", "why"));
        for (UnsettledFork t : forks) {
            Markdown.row(
                    md, List.of(t.label(), String.valueOf(t.fork()), t.iterationsText() + " " + t.unit(), t.why()));
        }
        md.append('\n');
    }

    /** The conformance table of each verify written into an input folder. */
    private void conformance(StringBuilder md) throws IOException {
        for (Path verify : inputs.verifyFiles()) {
            md.append("\n")
                    .append(Conformance.read(verify)
                            .section()
                            .replaceFirst("## Conformance", "## Conformance (`" + verify + "`)"));
        }
    }
}
