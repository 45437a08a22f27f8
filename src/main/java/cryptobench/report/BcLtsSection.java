package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.provider.BcLts;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * How much of the gap between Bouncy Castle and SunJCE its LTS build's native code closes: per
 * cipher operation and size, GiB/s of BC, each BC-LTS variant, SunJCE and ACCP, then SunJCE's
 * speed over BC and over each BC-LTS variant with the paired interval over forks. It takes no rows
 * (the per-size tables show them too) and writes nothing unless the input has BC-LTS rows.
 */
final class BcLtsSection implements ReportSection {

    private static final List<String> COLUMNS = columns();

    private final Map<String, Map<String, ResultRow>> lines = new TreeMap<>();
    private final boolean severalJdks;
    private final Ratios ratios;

    BcLtsSection(List<ResultRow> rows, boolean severalJdks, Ratios ratios) {
        this.severalJdks = severalJdks;
        this.ratios = ratios;
        boolean any = rows.stream()
                .anyMatch(r -> String.valueOf(r.param(Params.PROVIDER)).startsWith(BcLts.NAME));
        if (!any) {
            return;
        }
        for (ResultRow r : rows) {
            String provider = r.param(Params.PROVIDER);
            if (r.variant() != Variant.INTRINSIC
                    || provider == null
                    || !COLUMNS.contains(provider)
                    || r.param(Params.DATA_SIZE) == null
                    || r.param(Params.KEY_BITS) == null
                    || !Double.isFinite(r.opsPerSecond())
                    || !r.benchmark().startsWith(Family.PACKAGE + ".")) {
                continue;
            }
            String line = r.family() + " " + r.operation() + ", " + r.param(Params.KEY_BITS) + "-bit keys, "
                    + Markdown.bytes(FamilySection.size(r, Params.DATA_SIZE)) + (severalJdks ? ", JDK " + r.jdk() : "");
            String sortKey = r.family() + "|" + r.operation() + "|" + r.param(Params.KEY_BITS) + "|"
                    + String.format("%09d", FamilySection.size(r, Params.DATA_SIZE)) + "|" + r.jdk() + "|" + line;
            lines.computeIfAbsent(sortKey, k -> new LinkedHashMap<>()).put(provider, r);
        }
        lines.values().removeIf(cells -> cells.keySet().stream().noneMatch(p -> p.startsWith(BcLts.NAME)));
    }

    private static List<String> columns() {
        List<String> columns = new ArrayList<>(List.of("BC"));
        columns.addAll(BcLts.names());
        columns.addAll(List.of(Params.SUN_JCE, "ACCP"));
        return List.copyOf(columns);
    }

    @Override
    public Set<Kind> kinds() {
        return Set.of();
    }

    @Override
    public boolean claim(ResultRow r) {
        return false;
    }

    @Override
    public void markdown(StringBuilder md, Charts charts) throws IOException {
        if (lines.isEmpty()) {
            return;
        }
        List<String> shown = COLUMNS.stream()
                .filter(c -> lines.values().stream().anyMatch(cells -> cells.containsKey(c)))
                .toList();
        List<String> bcs = shown.stream()
                .filter(c -> !c.equals(Params.SUN_JCE) && !c.equals("ACCP"))
                .toList();
        md.append("## Bouncy Castle LTS: its native code against the gap to SunJCE\n\n"
                + "GiB/s with the JDK's defaults (the per-size tables above have every variant), then how many times faster SunJCE is "
                + "than each Bouncy Castle build, with the 95% paired interval over forks: `BC` is bcprov-jdk18on (pure Java), "
                + "`BC-LTS-java` the LTS build without native code, the others its native variants, each checked in its fork "
                + "against what the provider reports it loaded.\n\n");
        List<String> header = new ArrayList<>(List.of("benchmark"));
        shown.forEach(c -> header.add(c + " GiB/s"));
        bcs.forEach(c -> header.add("SunJCE / " + c));
        Markdown.table(md, header);
        lines.forEach((key, cells) -> {
            List<String> row = new ArrayList<>(List.of(key.substring(key.lastIndexOf('|') + 1)));
            shown.forEach(c -> row.add(cells.containsKey(c) ? Markdown.gib(cells.get(c)) : ""));
            ResultRow sunJce = cells.get(Params.SUN_JCE);
            bcs.forEach(c -> row.add(sunJce != null && cells.containsKey(c) ? ratios.cell(sunJce, cells.get(c)) : ""));
            Markdown.row(md, row);
        });
        md.append('\n');
    }
}
