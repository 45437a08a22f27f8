package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.Set;

/**
 * One part of the report below its frame: it takes the rows it shows, then writes its Markdown and
 * draws its charts. A section that took no row writes nothing.
 */
interface ReportSection {

    /**
     * The catalog kinds whose rows this section claims; empty for a section that claims no catalog
     * kind (one that reads rows the others claimed, or other suites' rows).
     */
    Set<Kind> kinds();

    /** Takes the row if this section shows it. */
    boolean claim(ResultRow r);

    /** Appends the section, drawing and linking its charts through {@code charts}. */
    void markdown(StringBuilder md, Charts charts) throws IOException;
}
