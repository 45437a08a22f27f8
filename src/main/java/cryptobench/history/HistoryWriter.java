package cryptobench.history;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.report.MachineWords;
import cryptobench.results.AtomicFile;
import cryptobench.results.EnvFile;
import cryptobench.results.Json;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.temporal.ChronoUnit;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes a history: {@code history.md} (the change points newest first, what changed under the
 * machine, the runs, the charts), {@code history.json} (every series with its points and change
 * points) and {@code charts/}.
 */
public final class HistoryWriter {

    public static final String SUMMARY = "history.md";
    public static final String JSON = RunFolder.HISTORY;

    private HistoryWriter() {}

    /** Writes the files into {@code dir}; returns the Markdown summary. */
    public static String write(History.Result h, Path dir, int gateRuns) throws IOException {
        List<HistoryCharts.Chart> charts = HistoryCharts.write(h, dir.resolve("charts"));
        String md = markdown(h, dir, charts, gateRuns);
        AtomicFile.writeAtomically(dir.resolve(SUMMARY), md.getBytes(StandardCharsets.UTF_8));
        AtomicFile.writeAtomically(
                dir.resolve(JSON), Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(json(h, gateRuns)));
        return md;
    }

    static String markdown(History.Result h, Path dir, List<HistoryCharts.Chart> charts, int gateRuns) {
        StringBuilder md = new StringBuilder();
        HistoryRun first = h.runs().get(0);
        HistoryRun last = h.runs().get(h.runs().size() - 1);
        md.append("# History of ")
                .append(h.runs().size())
                .append(" runs, ")
                .append(h.series().size())
                .append(" rows\n\n");
        md.append(String.format(
                Locale.ROOT,
                "Runs %s (%s) to %s (%s), ordered by %s time. Each point is the figure compare gates on "
                        + "(the geometric mean of each fork's best iteration) with its 95%% interval. Change points by Apache Otava's method: E-divisive "
                        + "means over windows of %d runs, Student's t-test p < %s, minimum magnitude %s%%; a change's size is the "
                        + "ratio of the geometric means of the runs between its neighbouring change points, with Welch's 95%% interval.%n%n",
                first.name(),
                first.time(),
                last.name(),
                last.time(),
                last.ordered().equals("commit") ? "commit (runs of one commit by their run)" : last.ordered(),
                h.settings().window(),
                plain(h.settings().pValue()),
                plain(100 * h.settings().minMagnitude())));
        List<History.Change> gating = h.gating(gateRuns);
        md.append("**Gate: ")
                .append(gating.isEmpty() ? "pass" : "FAIL")
                .append("** (")
                .append(gating.size())
                .append(" regression change point(s) in the newest ")
                .append(gateRuns == 1 ? "run" : gateRuns + " runs")
                .append(" that no change of machine, JDK, provider or settings explains; a step of the host is not"
                        + " one).\n\n");
        md.append("## Steps of the host\n\n");
        if (h.hostSteps().isEmpty()) {
            md.append("None: no run moved most rows together.\n\n");
        } else {
            md.append(String.format(
                    Locale.ROOT,
                    "A run where at least %.0f%% of the rows moved the same way by at least half the common shift (the median"
                            + " row's step) is the host's step, not the code's: the rows whose change point there the shift"
                            + " explains are counted here. Every row that followed the step (or has a change point at it) is"
                            + " searched with the shift taken out from the step on, so its change points are sized net of it.%n%n",
                    100 * History.TOGETHER));
            md.append("| run | shift | rows moved | change points explained | host record | workload |\n");
            md.append("|---|--:|--:|--:|---|--:|\n");
            for (History.HostStep s : h.hostSteps()) {
                md.append(String.format(
                        Locale.ROOT,
                        "| %d (%s) | %+.1f%% | %d of %d | %d | %s | %s |%n",
                        s.run().number(),
                        s.run().name(),
                        100 * s.shift(),
                        s.moved(),
                        s.rows(),
                        s.explained().size(),
                        hostRecord(s),
                        Double.isNaN(s.speedRatio())
                                ? "not measured in both runs"
                                : String.format(Locale.ROOT, "%+.1f%%", 100 * (s.speedRatio() - 1))));
            }
            md.append('\n');
        }
        md.append("## Change points, newest first\n\n");
        if (h.changes().isEmpty()) {
            md.append("None: no row changed level.\n\n");
        } else {
            md.append("| run | commit | row | change | 95% interval | p | runs before / after | what |\n");
            md.append("|---|---|---|--:|---|--:|---|---|\n");
            for (History.Change c : h.newestFirst()) {
                HistoryRun run = c.at().run();
                int before = c.index() - History.segmentStart(c);
                int after = History.segmentEnd(c) - c.index();
                String interval = Double.isNaN(c.low())
                        ? "none: one run on a side"
                        : String.format(Locale.ROOT, "[%+.1f%%, %+.1f%%]", 100 * c.low(), 100 * c.high());
                md.append(String.format(
                        Locale.ROOT,
                        "| %d (%s) | %s | %s | %+.1f%% | %s | %s | %d / %d | %s |%n",
                        run.number(),
                        run.name(),
                        run.shortCommit(),
                        c.series().label(),
                        100 * c.change(),
                        interval,
                        num(c.pValue()),
                        before,
                        after,
                        what(c)));
            }
            md.append('\n');
        }
        long quiet = h.series().stream()
                .filter(s -> h.changes().stream().noneMatch(c -> c.series() == s))
                .count();
        md.append(quiet).append(" of ").append(h.series().size()).append(" rows have no change point.\n\n");
        md.append("## Changes of machine, JDK or provider\n\n");
        if (h.runChanges().isEmpty()) {
            md.append("None between these runs.\n\n");
        } else {
            md.append("| run | what changed |\n|---|---|\n");
            for (History.RunChange rc : h.runChanges()) {
                md.append("| ")
                        .append(rc.run().number())
                        .append(" (")
                        .append(rc.run().name())
                        .append(") | ")
                        .append(rc.changes().stream()
                                .map(History.EnvChange::toString)
                                .collect(Collectors.joining("; ")))
                        .append(" |\n");
            }
            md.append('\n');
        }
        md.append("## Runs\n\n| # | run | made | commit | CPU | JDK | rows |\n|--:|---|---|---|---|---|--:|\n");
        for (HistoryRun r : h.runs()) {
            EnvFile e = r.envByFile().values().stream().findFirst().orElse(null);
            String cpu = e == null || e.cpu() == null ? "" : e.cpu().model() + (hasAvx512(e) ? " (AVX-512)" : "");
            String jdks = r.rows().stream()
                    .filter(x -> !x.isNative())
                    .map(x -> x.jdkVersion())
                    .distinct()
                    .sorted()
                    .collect(Collectors.joining(", "));
            md.append(String.format(
                    Locale.ROOT,
                    "| %d | %s | %s | %s | %s | %s | %d |%n",
                    r.number(),
                    r.name(),
                    r.runTime() == null ? r.time() : r.runTime().truncatedTo(ChronoUnit.SECONDS),
                    r.shortCommit(),
                    cpu,
                    jdks,
                    r.rows().size()));
        }
        md.append(
                "\n## Charts\n\nOne per benchmark class and message size; red diamonds are change points, grey lines the runs where "
                        + "the machine, a JDK build or a provider version changed.\n\n");
        for (HistoryCharts.Chart c : charts) {
            md.append("![")
                    .append(c.title())
                    .append("](")
                    .append(dir.toAbsolutePath().relativize(c.png().toAbsolutePath()))
                    .append(")\n\n");
        }
        return md.toString();
    }

    private static boolean hasAvx512(EnvFile e) {
        return e.cpu().flags() != null && e.cpu().flags().path("avx512f").asBoolean(false);
    }

    private static String hostRecord(History.HostStep s) {
        if (s.hostChanges() == null) {
            return "not in both runs' env.json";
        }
        return s.hostChanges().isEmpty() ? "same host fields" : String.join("; ", s.hostChanges());
    }

    /** "regression; at a settings change: JVM arguments +-XX:..." */
    static String what(History.Change c) {
        String kind = (c.regression() ? "regression" : "improvement")
                + (c.host() == null
                        ? ""
                        : String.format(
                                Locale.ROOT,
                                " net of the host's %+.1f%% step",
                                100 * c.host().shift()));
        if (!c.atEnvironmentChange()) {
            return kind;
        }
        return kind + " at a change of "
                + c.at().changes().stream().map(History.EnvChange::toString).collect(Collectors.joining("; "))
                + ": not counted as the code's";
    }

    /** 0.001 as "0.001", 5.0 as "5". */
    static String plain(double v) {
        return BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    static String num(double v) {
        if (v == 0) {
            return "0";
        }
        return Math.abs(v) >= 0.001 ? String.format(Locale.ROOT, "%.3g", v) : String.format(Locale.ROOT, "%.1e", v);
    }

    /**
     * What made a run's numbers, from its env.json files: the machine, its CPU's crypto flags, the forks' JDK
     * builds and the providers' versions; nothing for a run without env.json.
     */
    private static void environment(ObjectNode run, HistoryRun r) {
        List<EnvFile> envs = List.copyOf(r.envByFile().values());
        if (envs.isEmpty()) {
            return;
        }
        ObjectNode e = run.putObject("environment");
        e.put("machine", MachineWords.of(envs.get(0)));
        if (envs.get(0).cpu() != null) {
            e.set("cpuFlags", envs.get(0).cpu().flags());
        }
        Set<String> jdks = new LinkedHashSet<>();
        ObjectNode providers = Json.MAPPER.createObjectNode();
        for (EnvFile env : envs) {
            if (env.forks() != null) {
                env.forks().forEach(f -> jdks.add(f.jdkVersion() + " (" + f.vmName() + " " + f.vmVersion() + ")"));
            }
            if (env.providers() != null) {
                env.providers().forEach(p -> providers.put(p.name(), p.version()));
            }
        }
        jdks.forEach(e.putArray("jdks")::add);
        e.set("providers", providers);
    }

    static ObjectNode json(History.Result h, int gateRuns) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ObjectNode settings = root.putObject("settings");
        settings.put("method", "E-divisive means with Student's t-test, as Apache Otava (commit 1ceb1537)");
        settings.put("window", h.settings().window());
        settings.put("pValue", h.settings().pValue());
        settings.put("minMagnitude", h.settings().minMagnitude());
        settings.put("gateRuns", gateRuns);
        ArrayNode runs = root.putArray("runs");
        for (HistoryRun r : h.runs()) {
            ObjectNode o = runs.addObject();
            o.put("number", r.number());
            o.put("name", r.name());
            o.put("source", r.source().toString());
            o.put("time", r.time().toString());
            o.put("orderedBy", r.ordered());
            o.put("commit", r.commit());
            environment(o, r);
        }
        ArrayNode changes = root.putArray("runChanges");
        for (History.RunChange rc : h.runChanges()) {
            ObjectNode o = changes.addObject();
            o.put("run", rc.run().number());
            rc.changes()
                    .forEach(c -> o.withArray("changes")
                            .addObject()
                            .put("kind", c.kind().name())
                            .put("what", c.what()));
        }
        ArrayNode hosts = root.putArray("hostSteps");
        for (History.HostStep s : h.hostSteps()) {
            ObjectNode o = hosts.addObject();
            o.put("run", s.run().number());
            o.put("runName", s.run().name());
            o.put("shift", s.shift());
            o.put("rowsMoved", s.moved());
            o.put("rows", s.rows());
            s.explained().forEach(e -> o.withArray("explained").add(e.key()));
            if (s.hostChanges() != null) {
                s.hostChanges().forEach(c -> o.withArray("hostChanges").add(c));
            }
            if (!Double.isNaN(s.speedRatio())) {
                o.put("workloadRatio", s.speedRatio());
            }
        }
        ArrayNode cps = root.putArray("changePoints");
        List<History.Change> gating = h.gating(gateRuns);
        for (History.Change c : h.newestFirst()) {
            ObjectNode o = cps.addObject();
            o.put("row", c.series().key());
            o.put("run", c.at().run().number());
            o.put("runName", c.at().run().name());
            o.put("commit", c.at().run().commit());
            o.put("change", c.change());
            if (!Double.isNaN(c.low())) {
                o.put("low", c.low());
                o.put("high", c.high());
            }
            o.put("pValue", c.pValue());
            o.put("meanBefore", c.stats().meanBefore());
            o.put("meanAfter", c.stats().meanAfter());
            o.put("regression", c.regression());
            if (c.host() != null) {
                o.put("netOfHostStep", c.host().shift());
            }
            o.put("gates", gating.contains(c));
            c.at().changes()
                    .forEach(e -> o.withArray("environmentChanges")
                            .addObject()
                            .put("kind", e.kind().name())
                            .put("what", e.what()));
        }
        ArrayNode series = root.putArray("series");
        for (History.Series s : h.series()) {
            ObjectNode o = series.addObject();
            o.put("row", s.key());
            o.put("unit", "ops/s");
            for (History.Point p : s.points()) {
                ObjectNode q = o.withArray("points").addObject();
                q.put("run", p.run().number());
                q.put("opsPerSecond", p.opsPerSecond());
                if (!Double.isNaN(p.low())) {
                    q.put("low", p.low());
                    q.put("high", p.high());
                }
            }
        }
        return root;
    }
}
