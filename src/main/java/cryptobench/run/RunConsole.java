package cryptobench.run;

import cryptobench.results.TrialOutcome;
import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** What a run prints when it ends: JMH's closing table for the joined rows, then what was measured, unsupported and failed. */
final class RunConsole {

    private final PrintStream out;

    RunConsole(PrintStream out) {
        this.out = out;
    }

    /** JMH's closing table, for the joined rows. */
    void table(List<JsonNode> rows) {
        if (rows.isEmpty()) {
            return;
        }
        List<String[]> lines = new ArrayList<>();
        lines.add(new String[] {"Benchmark", "Mode", "Cnt", "Score", "", "Error", "Units"});
        for (JsonNode r : rows) {
            Map<String, String> params = new LinkedHashMap<>();
            r.path("params").fields().forEachRemaining(e -> params.put(e.getKey(), e.getValue().asText()));
            String name = RowKey.shortName(r.path("benchmark").asText()) + RowKey.params(params);
            JsonNode m = r.path("primaryMetric");
            int cnt = 0;
            for (JsonNode fork : m.path("rawData")) {
                cnt += fork.size();
            }
            lines.add(new String[] {name, r.path("mode").asText(), String.valueOf(cnt),
                    String.format(Locale.ROOT, "%.3f", m.path("score").asDouble()), "\u00b1",
                    String.format(Locale.ROOT, "%.3f", m.path("scoreError").asDouble()), m.path("scoreUnit").asText()});
        }
        int[] width = new int[7];
        lines.forEach(l -> {
            for (int i = 0; i < l.length; i++) {
                width[i] = Math.max(width[i], l[i].length());
            }
        });
        out.println();
        for (String[] l : lines) {
            out.printf("%-" + width[0] + "s  %" + width[1] + "s  %" + width[2] + "s  %" + width[3] + "s %s %" + width[5]
                    + "s  %s%n", (Object[]) l);
        }
    }

    /** The counts, the unsupported trials grouped by reason, every failure, and where the results are. */
    void summary(int measured, List<TrialOutcome> outcomes, Path resultFile) {
        List<TrialOutcome> unsupported = outcomes.stream().filter(TrialOutcome::unsupported).toList();
        List<TrialOutcome> failed = outcomes.stream().filter(o -> !o.unsupported()).toList();
        out.println();
        out.printf("cryptobench: %d trials measured, %d unsupported, %d failed%n", measured, unsupported.size(), failed.size());
        if (!unsupported.isEmpty()) {
            out.println("Unsupported here (not a failure):");
            Map<String, Long> byReason = unsupported.stream()
                    .collect(Collectors.groupingBy(TrialOutcome::message, LinkedHashMap::new, Collectors.counting()));
            byReason.forEach((reason, n) -> out.printf("  %s (%d trial%s)%n", reason, n, n == 1 ? "" : "s"));
        }
        if (!failed.isEmpty()) {
            out.println("FAILED:");
            failed.forEach(o -> out.printf("  %s: %s%n", o.label(), o.message()));
        }
        out.println("Results: " + resultFile + " (environment: " + RunFolder.companion(resultFile, RunFolder.ENV) + ")");
    }
}
