package cryptobench.report;

import cryptobench.jvm.Variant;
import cryptobench.results.ForkAnatomy;
import cryptobench.results.ForkAnatomy.Phase;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The report's "Where the forks' time went": each phase's median and 90th percentile per provider and variant. */
final class AnatomySection {

    private AnatomySection() {}

    static void markdown(StringBuilder md, List<ForkAnatomy.Fork> forks) {
        if (forks.isEmpty()) {
            return;
        }
        ForkAnatomy anatomy = ForkAnatomy.of(forks);
        double perMinute = ForkAnatomy.forksPerMinute(forks);
        md.append("## Where the forks' time went\n\n")
                .append(String.format(
                        Locale.ROOT,
                        "%d forks%s. Seconds per fork, median / 90th percentile, from each fork's own figures"
                                + " (`fork.*` in jmh.json; docs/methodology.md, What each fork reports); \"fork\" is"
                                + " the whole fork as the run timed it, set-up holds provider load, validation and"
                                + " settling.\n\n",
                        forks.size(),
                        Double.isFinite(perMinute)
                                ? String.format(Locale.ROOT, ", %.1f forks per minute of fork time", perMinute)
                                : ""));
        List<String> header = new ArrayList<>(List.of("provider", "variant", "forks"));
        for (Phase p : Phase.values()) {
            header.add(p.title());
        }
        Markdown.table(md, header);
        for (ForkAnatomy.Group g : anatomy.groups()) {
            row(md, g);
        }
        row(md, anatomy.all());
        md.append('\n');
    }

    private static void row(StringBuilder md, ForkAnatomy.Group g) {
        List<String> cells = new ArrayList<>();
        cells.add(g.variant() == null ? "**all**" : g.provider());
        cells.add(g.variant() == null ? "" : variant(g.variant()));
        cells.add(String.valueOf(g.forks()));
        for (Phase p : Phase.values()) {
            cells.add(
                    Double.isNaN(g.median(p)) ? "" : String.format(Locale.ROOT, "%.2f / %.2f", g.median(p), g.p90(p)));
        }
        Markdown.row(md, cells);
    }

    private static String variant(Variant v) {
        return v == Variant.INTRINSIC ? "defaults" : v.suffix();
    }
}
