package cryptobench.ab;

import cryptobench.engine.ForkRounds;
import cryptobench.results.AtomicFile;
import cryptobench.results.JmhJson;
import cryptobench.results.Json;
import cryptobench.results.OutcomesFile;
import cryptobench.results.ResultRow;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import cryptobench.results.TrialOutcome;
import cryptobench.results.UnsettledFork;
import cryptobench.run.EnvRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What an ab run shows and writes as it goes: each round's console line, and the run folder's files after each round. */
final class AbOutput {

    private AbOutput() {}

    /** The console line of a finished round, with its unsettled forks and the look it was. */
    static String progress(AbRow row, Round r) {
        String what = String.format(Locale.ROOT, "round %d %s: ", r.round(), row.trial.label());
        if (r.failed()) {
            return what + (row.unsupported ? "unsupported: " : "FAILED: ") + row.failure;
        }
        String s = String.format(
                Locale.ROOT,
                "%s base %.4g, new %.4g (%+.1f%%, %s, %.0f s)",
                what,
                Round.score(r.base()),
                Round.score(r.next()),
                100 * Math.expm1((AbRunner.higherIsBetter(row.trial) ? 1 : -1) * r.logRatio()),
                r.order(),
                r.seconds());
        for (String side : List.of("base", "new")) {
            for (UnsettledFork t : UnsettledFork.of(r.row(side), r.round())) {
                s += String.format(Locale.ROOT, "%n  %s fork unsettled: %s (%s)", side, t.iterationsText(), t.why());
            }
        }
        Gate.Decision d = row.decision;
        if (d != null && 2 * d.rounds() == row.rounds.size()) {
            s += String.format(
                    Locale.ROOT,
                    "%n  look at %d blocks of 2 rounds: %s %+.1f%% [%+.1f%%, %+.1f%%] at %.4g%%",
                    d.rounds(),
                    d.verdict().name().toLowerCase(Locale.ROOT),
                    100 * d.change(),
                    100 * d.low(),
                    100 * d.high(),
                    100 * d.level());
        }
        return s;
    }

    /**
     * Rewrites each side's JMH JSON, outcomes and env record, the run's own env record (the
     * machine, and both sides' forks) beside {@code ab.json}, and the comparison.
     */
    static void write(Path dir, RunSettings settings, List<AbRow> rows, String commandLine, double seconds)
            throws IOException {
        List<ResultRow> bothRows = new ArrayList<>();
        List<TrialOutcome> bothOutcomes = new ArrayList<>();
        for (String side : List.of("base", "new")) {
            List<ResultRow> joined = new ArrayList<>();
            List<TrialOutcome> outcomes = new ArrayList<>();
            List<UnsettledFork> unsettled = new ArrayList<>();
            for (AbRow row : rows) {
                List<ResultRow> forksOfSide =
                        row.rounds.stream().map(r -> r.row(side)).toList();
                if (!forksOfSide.isEmpty()) {
                    joined.add(ForkRounds.merge(forksOfSide));
                }
                String own = row.failedRound == null ? null : row.failedRound.failure(side);
                if (own != null) {
                    outcomes.add(new TrialOutcome(row.trial.benchmark(), row.trial.params(), row.unsupported, own));
                }
                for (Round r : row.rounds) {
                    unsettled.addAll(UnsettledFork.of(r.row(side), r.round()));
                }
            }
            Path json = Files.createDirectories(dir.resolve(side)).resolve(RunFolder.RESULTS);
            JmhJson.write(json, joined);
            new OutcomesFile(outcomes, unsettled).write(RunFolder.companion(json, RunFolder.OUTCOMES));
            EnvRecord.of(List.of(commandLine, "(" + side + " side)"), joined, outcomes)
                    .write(RunFolder.companion(json, RunFolder.ENV));
            bothRows.addAll(joined);
            bothOutcomes.addAll(outcomes);
        }
        EnvRecord.of(List.of(commandLine), bothRows, bothOutcomes)
                .write(RunFolder.companion(dir.resolve(RunFolder.RESULTS), RunFolder.ENV));
        AbReport report = new AbReport(settings, rows, seconds);
        AtomicFile.writeAtomically(dir.resolve(AbReport.JSON), Json.MAPPER.writeValueAsBytes(report.json()));
        AtomicFile.writeAtomically(
                dir.resolve(AbReport.MARKDOWN), report.markdown().getBytes(StandardCharsets.UTF_8));
    }
}
