package cryptobench.report;

import cryptobench.results.ResultRow;
import java.io.IOException;

/**
 * One part of the report below its frame: it takes the rows it shows, then writes its Markdown and
 * draws its charts. A section that took no row writes nothing.
 */
interface ReportSection {

    /** Takes the row if this section shows it. */
    boolean claim(ResultRow r);

    /** Appends the section, drawing and linking its charts through {@code charts}. */
    void markdown(StringBuilder md, Charts charts) throws IOException;
}
