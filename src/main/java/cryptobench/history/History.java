package cryptobench.history;

import cryptobench.catalog.Params;
import cryptobench.provider.ProviderInfo;
import cryptobench.results.EnvFile;
import cryptobench.results.ResultRow;
import cryptobench.results.RowIntervals;
import cryptobench.results.RowKey;
import cryptobench.stats.EDivisive;
import cryptobench.stats.ForkInterval;
import cryptobench.stats.Welch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.math3.stat.descriptive.moment.Mean;
import org.apache.commons.math3.stat.descriptive.rank.Median;

/**
 * A history of runs as time series, one per row (benchmark, mode, params with the fork variant in the
 * method's name, JDK major version), each point the figure its rows were reduced to (the command's:
 * the geometric mean of each fork's best iteration) in operations per second with its interval, and the series' change points by {@link EDivisive} (Otava's method). Each point knows
 * what changed in its environment since the series' previous point: the machine (CPU model, cores,
 * flags), the row's JDK build, its provider's version, its JVM arguments (not the suite's bookkeeping) or JMH iteration settings. A
 * step there is not a code change, and is reported as such.
 */
public final class History {

    /** What can change under a row between two runs besides the code. */
    public enum ChangeKind {
        MACHINE("machine"),
        JDK("JDK"),
        PROVIDER("provider"),
        SETTINGS("settings");

        private final String label;

        ChangeKind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** One change in a row's environment, in words: "CPU AMD EPYC -> Intel Xeon", "ACCP 2.5.0 -> 2.6.0". */
    public record EnvChange(ChangeKind kind, String what) {
        @Override
        public String toString() {
            return kind.label() + ": " + what;
        }
    }

    /**
     * A row in one run: its figure in operations per second, the 95% interval (NaN when the run's
     * pooling gives none, e.g. one fork) and what changed under it since the series' previous point.
     */
    public record Point(
            HistoryRun run, ResultRow row, double opsPerSecond, double low, double high, List<EnvChange> changes) {}

    /** One row's time series, in run order, and its change points (identity equality: a change point refers back to it). */
    public static final class Series {
        private final String key;
        private final List<Point> points;
        private final List<Change> changes = new ArrayList<>();

        Series(String key, List<Point> points) {
            this.key = key;
            this.points = List.copyOf(points);
        }

        public String key() {
            return key;
        }

        public List<Point> points() {
            return points;
        }

        public List<Change> changes() {
            return changes;
        }

        public ResultRow row() {
            return points.get(points.size() - 1).row();
        }

        /** "AesGcm.encrypt provider=SunJCE keyBits=256 dataSize=16384 jdk=17". */
        public String label() {
            ResultRow r = row();
            return RowKey.history(r.id(), RowKey.Jdk.MAJOR.of(r));
        }

        public double[] values() {
            return points.stream().mapToDouble(Point::opsPerSecond).toArray();
        }
    }

    /**
     * A change point of a series: the point where the new level starts, the change of the geometric
     * mean speed from the segment before to the segment after (between the neighbouring change
     * points) with its 95% Welch interval on the logs, Otava's t-test p-value and stats, and whether it
     * is slower.
     */
    public record Change(
            Series series, int index, double change, double low, double high, EDivisive.Stats stats, HostStep host) {

        public Point at() {
            return series.points().get(index);
        }

        public double pValue() {
            return stats.pValue();
        }

        public boolean regression() {
            return change < 0;
        }

        /** Whether the row's machine, JDK, provider or settings changed at this point: then the step is not the code's. */
        public boolean atEnvironmentChange() {
            return !at().changes().isEmpty();
        }
    }

    /**
     * A step of the host at a run: at least {@link #TOGETHER} of the rows there moved the same way by at least half
     * the common shift (the median of every row's step), and at least a third of them have a change point there. Every
     * row that followed it ({@link #followed}) or has a change point there is searched net of it. {@code explained} are the
     * rows whose change point there the shift accounts for; {@code hostChanges} what changed in the host record
     * (empty when both runs have one and nothing changed, null when a run has none), {@code speedRatio} the
     * workload's ratio (NaN unless both runs measured it).
     */
    public record HostStep(
            HistoryRun run,
            double shift,
            int moved,
            int rows,
            List<Series> explained,
            List<String> hostChanges,
            double speedRatio) {}

    /** The share of rows that must move together for a step to be the host's. */
    public static final double TOGETHER = 2.0 / 3;

    /** What changed for the whole machine (CPU, JDK builds, provider versions) at a run, for the charts and the summary. */
    public record RunChange(HistoryRun run, List<EnvChange> changes) {}

    /** The settings of the analysis: Otava's window, p-value and minimum magnitude. */
    public record Settings(int window, double pValue, double minMagnitude) {
        public static final Settings OTAVA = new Settings(EDivisive.WINDOW, EDivisive.P_VALUE, 0);
    }

    public record Result(
            List<HistoryRun> runs,
            List<Series> series,
            List<Change> changes,
            List<RunChange> runChanges,
            Settings settings,
            List<HostStep> hostSteps) {

        /** The change points, newest first (by run, then by size of change). */
        public List<Change> newestFirst() {
            return changes.stream()
                    .sorted(Comparator.comparingInt((Change c) -> -c.at().run().number())
                            .thenComparingDouble(c -> -Math.abs(Math.log1p(c.change()))))
                    .toList();
        }

        /** The regressions at one of the newest {@code runs} runs that no change of environment explains (host steps are not change points). */
        public List<Change> gating(int runs) {
            int newest = this.runs.get(this.runs.size() - 1).number();
            return newestFirst().stream()
                    .filter(c -> c.regression()
                            && !c.atEnvironmentChange()
                            && c.at().run().number() > newest - runs)
                    .toList();
        }
    }

    private History() {}

    /** The series of {@code runs} (oldest first) and their change points. */
    public static Result of(List<HistoryRun> runs, Settings settings) {
        Map<String, List<Point>> byKey = new LinkedHashMap<>();
        for (HistoryRun run : runs) {
            for (ResultRow r : run.rows()) {
                double ops = r.opsPerSecond();
                if (!(ops > 0) || !Double.isFinite(ops)) {
                    continue;
                }
                ForkInterval in = RowIntervals.opsPerSecond(r).orElse(null);
                List<Point> points = byKey.computeIfAbsent(RowKey.of(r, RowKey.Jdk.MAJOR), k -> new ArrayList<>());
                Point before = points.isEmpty() ? null : points.get(points.size() - 1);
                if (before != null && before.run() == run) {
                    continue; // a row twice in one run (two files of one JDK): the first is kept
                }
                points.add(new Point(
                        run,
                        r,
                        ops,
                        in == null ? Double.NaN : in.low(),
                        in == null ? Double.NaN : in.high(),
                        before == null ? List.of() : changes(before, run, r)));
            }
        }
        List<Series> series = byKey.entrySet().stream()
                .map(e -> new Series(e.getKey(), e.getValue()))
                .sorted(Comparator.comparing(Series::key))
                .toList();
        Map<Series, List<Change>> raw = new LinkedHashMap<>();
        for (Series s : series) {
            raw.put(s, changePoints(s, s.values(), settings, Map.of()));
        }
        List<HostStep> steps = hostSteps(runs, series, raw);
        List<Change> changes = new ArrayList<>();
        for (Series s : series) {
            List<Change> own = raw.get(s);
            // Searched net of the host's steps it took (the values from a step on divided by its shift), whether or
            // not its raw search found a change point there: a step left in adds its size to the variance and hides
            // a later change of the row's own. A row that did not follow a step keeps its values there: taking out
            // a shift it did not make would make a change point of it.
            List<HostStep> taken = steps.stream()
                    .filter(h -> raw.get(s).stream().anyMatch(c -> c.at().run() == h.run()) || followed(s, h, steps))
                    .toList();
            if (!taken.isEmpty()) {
                Map<HistoryRun, HostStep> byRun = new IdentityHashMap<>();
                taken.forEach(h -> byRun.put(h.run(), h));
                own = changePoints(s, net(s, taken), settings, byRun);
                for (HostStep h : taken) {
                    if (raw.get(s).stream().anyMatch(c -> c.at().run() == h.run())
                            && own.stream().noneMatch(c -> c.at().run() == h.run())) {
                        h.explained().add(s);
                    }
                }
            }
            s.changes().addAll(own);
            changes.addAll(own);
        }
        return new Result(List.copyOf(runs), series, changes, runChanges(runs), settings, steps);
    }

    /**
     * The runs where most rows step together: every row with a point before and at the run is compared between the
     * runs since the previous such step and those until the next candidate, on the logs.
     */
    static List<HostStep> hostSteps(List<HistoryRun> runs, List<Series> series, Map<Series, List<Change>> raw) {
        List<HistoryRun> order = runs.stream()
                .filter(r -> raw.values().stream().flatMap(List::stream).anyMatch(c -> c.at().run() == r))
                .toList();
        List<HostStep> out = new ArrayList<>();
        HistoryRun previous = null;
        for (int k = 0; k < order.size(); k++) {
            HistoryRun r = order.get(k);
            int from = previous == null ? 0 : previous.number();
            int to = k + 1 < order.size() ? order.get(k + 1).number() : Integer.MAX_VALUE;
            List<Double> steps = new ArrayList<>();
            for (Series s : series) {
                double[] before = s.points().stream()
                        .filter(p -> p.run().number() >= from && p.run().number() < r.number())
                        .mapToDouble(p -> Math.log(p.opsPerSecond()))
                        .toArray();
                double[] after = s.points().stream()
                        .filter(p -> p.run().number() >= r.number() && p.run().number() < to)
                        .mapToDouble(p -> Math.log(p.opsPerSecond()))
                        .toArray();
                if (before.length > 0 && after.length > 0 && s.points().stream().anyMatch(p -> p.run() == r)) {
                    steps.add(new Mean().evaluate(after) - new Mean().evaluate(before));
                }
            }
            if (steps.size() < 3) {
                continue;
            }
            double shift = new Median()
                    .evaluate(steps.stream().mapToDouble(Double::doubleValue).toArray());
            long moved = steps.stream()
                    .filter(d -> Math.signum(d) == Math.signum(shift) && Math.abs(d) >= Math.abs(shift) / 2)
                    .count();
            long detected = raw.values().stream()
                    .flatMap(List::stream)
                    .filter(c -> c.at().run() == r && Math.signum(Math.log1p(c.change())) == Math.signum(shift))
                    .count();
            if (shift != 0 && 3 * detected >= steps.size() && moved >= TOGETHER * steps.size()) {
                HistoryRun before = runs.get(r.number() - 2);
                out.add(new HostStep(
                        r,
                        Math.expm1(shift),
                        (int) moved,
                        steps.size(),
                        new ArrayList<>(),
                        hostChanges(before, r),
                        speedRatio(before, r)));
                previous = r;
            }
        }
        return out;
    }

    /** How many of a row's points on either side of a host step tell whether the row followed it. */
    static final int NEAR = 3;

    /**
     * Whether {@code s} followed host step {@code h}: the median of its nearest {@value #NEAR} points (or fewer) from the step's run
     * on lies the same way from the median of its {@value #NEAR} points before it as the shift, and at least half as far,
     * on the logs (as a row that moved with it, {@link #hostSteps}); only points between the neighbouring steps count,
     * and only the nearest, so that a change of the row's own a few runs after the step does not hide that it followed.
     */
    static boolean followed(Series s, HostStep h, List<HostStep> steps) {
        int at = h.run().number();
        int from = steps.stream()
                .mapToInt(x -> x.run().number())
                .filter(n -> n < at)
                .max()
                .orElse(0);
        int to = steps.stream()
                .mapToInt(x -> x.run().number())
                .filter(n -> n > at)
                .min()
                .orElse(Integer.MAX_VALUE);
        double[] before = s.points().stream()
                .filter(p -> p.run().number() >= from && p.run().number() < at)
                .mapToDouble(p -> Math.log(p.opsPerSecond()))
                .toArray();
        double[] after = s.points().stream()
                .filter(p -> p.run().number() >= at && p.run().number() < to)
                .limit(NEAR)
                .mapToDouble(p -> Math.log(p.opsPerSecond()))
                .toArray();
        if (before.length == 0 || after.length == 0) {
            return false;
        }
        double step = new Median().evaluate(after)
                - new Median().evaluate(Arrays.copyOfRange(before, Math.max(0, before.length - NEAR), before.length));
        double shift = Math.log1p(h.shift());
        return Math.signum(step) == Math.signum(shift) && Math.abs(step) >= Math.abs(shift) / 2;
    }

    /** The series' values with each host step's shift taken out from its run on. */
    static double[] net(Series s, List<HostStep> steps) {
        double[] v = s.values();
        for (int i = 0; i < v.length; i++) {
            int run = s.points().get(i).run().number();
            for (HostStep h : steps) {
                if (run >= h.run().number()) {
                    v[i] /= 1 + h.shift();
                }
            }
        }
        return v;
    }

    /** "family 25 -> 26", one per host field that differs; null when a run's env.json has no host record. */
    static List<String> hostChanges(HistoryRun a, HistoryRun b) {
        EnvFile.Host ha = host(a);
        EnvFile.Host hb = host(b);
        if (ha == null || hb == null) {
            return null;
        }
        return hostFields(ha, hb, true);
    }

    private static List<String> hostFields(EnvFile.Host a, EnvFile.Host b, boolean withClock) {
        Map<String, List<Object>> fields = new LinkedHashMap<>();
        fields.put("vendor", Arrays.asList(a.vendor(), b.vendor()));
        fields.put("family", Arrays.asList(a.family(), b.family()));
        fields.put("model", Arrays.asList(a.model(), b.model()));
        fields.put("stepping", Arrays.asList(a.stepping(), b.stepping()));
        fields.put("microcode", Arrays.asList(a.microcode(), b.microcode()));
        fields.put("cache", Arrays.asList(a.cacheSize(), b.cacheSize()));
        fields.put("model name", Arrays.asList(a.modelName(), b.modelName()));
        fields.put("hypervisor", Arrays.asList(a.hypervisor(), b.hypervisor()));
        fields.put("hypervisor vendor", Arrays.asList(a.hypervisorVendor(), b.hypervisorVendor()));
        if (withClock) {
            // The current clock of cpuinfo moves on hosts that scale frequency: a step's detail, not a machine change.
            fields.put("MHz", Arrays.asList(a.mhz(), b.mhz()));
            fields.put("max kHz", Arrays.asList(a.maxKhz(), b.maxKhz()));
        }
        List<String> out = new ArrayList<>();
        fields.forEach((name, v) -> {
            if (!Objects.equals(v.get(0), v.get(1))) {
                out.add(name + " " + v.get(0) + " -> " + v.get(1));
            }
        });
        return out;
    }

    private static EnvFile.Host host(HistoryRun r) {
        EnvFile e = r.envByFile().values().stream().findFirst().orElse(null);
        return e == null ? null : e.host();
    }

    /** The workload's ops/s at {@code b} over {@code a}'s, or NaN. */
    static double speedRatio(HistoryRun a, HistoryRun b) {
        EnvFile.Host ha = host(a);
        EnvFile.Host hb = host(b);
        if (ha == null || hb == null || ha.speed() == null || hb.speed() == null) {
            return Double.NaN;
        }
        return hb.speed().opsPerSecond() / ha.speed().opsPerSecond();
    }

    static List<Change> changePoints(Series s, double[] values, Settings settings, Map<HistoryRun, HostStep> hosts) {
        List<EDivisive.ChangePoint> points =
                EDivisive.changePoints(values, settings.window(), settings.pValue(), settings.minMagnitude());
        List<Change> out = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            int from = i == 0 ? 0 : points.get(i - 1).index();
            int at = points.get(i).index();
            int to = i + 1 < points.size() ? points.get(i + 1).index() : values.length;
            double[] before = Arrays.copyOfRange(values, from, at);
            double[] after = Arrays.copyOfRange(values, at, to);
            double change = Math.exp(meanLog(after) - meanLog(before)) - 1;
            Welch w = Welch.of(before, after, 0.95);
            out.add(new Change(
                    s,
                    at,
                    change,
                    w.low() - 1,
                    w.high() - 1,
                    points.get(i).stats(),
                    hosts.get(s.points().get(at).run())));
        }
        return out;
    }

    /** The first point of the segment before a change point: the series' previous change point, or 0. */
    static int segmentStart(Change c) {
        return c.series().changes().stream()
                .mapToInt(Change::index)
                .filter(i -> i < c.index())
                .max()
                .orElse(0);
    }

    /** The end (exclusive) of the segment after a change point: the series' next change point, or its length. */
    static int segmentEnd(Change c) {
        return c.series().changes().stream()
                .mapToInt(Change::index)
                .filter(i -> i > c.index())
                .min()
                .orElse(c.series().points().size());
    }

    private static double meanLog(double[] v) {
        return Arrays.stream(v).map(Math::log).average().orElse(Double.NaN);
    }

    /** What changed under row {@code r} of {@code run} since the series' previous point. */
    static List<EnvChange> changes(Point before, HistoryRun run, ResultRow r) {
        List<EnvChange> out = new ArrayList<>();
        EnvFile a = before.run().env(before.row());
        EnvFile b = run.env(r);
        if (a != null && b != null) {
            out.addAll(machine(a, b));
        }
        String jdkA = before.row().jdkVersion();
        String jdkB = r.jdkVersion();
        if (!r.isNative() && !Objects.equals(jdkA, jdkB)) {
            out.add(new EnvChange(ChangeKind.JDK, "JDK " + jdkA + " -> " + jdkB));
        }
        String provider = r.param(Params.PROVIDER);
        if (provider != null && a != null && b != null) {
            String va = version(a, provider);
            String vb = version(b, provider);
            if (va != null && vb != null && !va.equals(vb)) {
                out.add(new EnvChange(ChangeKind.PROVIDER, provider + " " + va + " -> " + vb));
            }
        }
        // The user's and the benchmarks' settings: the suite's own bookkeeping (the class-data archive, the run's
        // folder of validation marks, the heap a run sizes to the messages) differs between runs and is none.
        List<String> argsA = jvmSettings(before.row());
        List<String> argsB = jvmSettings(r);
        if (!argsA.equals(argsB)) {
            out.add(new EnvChange(ChangeKind.SETTINGS, "JVM arguments " + diff(argsA, argsB)));
        }
        String itA = iterations(before.row());
        String itB = iterations(r);
        if (!itA.equals(itB)) {
            out.add(new EnvChange(ChangeKind.SETTINGS, "JMH iterations " + itA + " -> " + itB));
        }
        return out;
    }

    /** The row's JVM arguments that are settings ({@link ResultRow.Jvm#settings}). */
    static List<String> jvmSettings(ResultRow r) {
        return r.jvm() == null ? List.of() : r.jvm().settings();
    }

    /** The run-wide changes: machine, the JDK builds of its forks, its providers' versions. */
    static List<RunChange> runChanges(List<HistoryRun> runs) {
        List<RunChange> out = new ArrayList<>();
        for (int i = 1; i < runs.size(); i++) {
            HistoryRun a = runs.get(i - 1);
            HistoryRun b = runs.get(i);
            List<EnvChange> changes = new ArrayList<>();
            EnvFile ea = a.envByFile().values().stream().findFirst().orElse(null);
            EnvFile eb = b.envByFile().values().stream().findFirst().orElse(null);
            if (ea != null && eb != null) {
                changes.addAll(machine(ea, eb));
            }
            Set<String> jdksA = jdks(a);
            Set<String> jdksB = jdks(b);
            if (!jdksA.equals(jdksB)) {
                changes.add(new EnvChange(
                        ChangeKind.JDK, "JDK " + String.join(", ", jdksA) + " -> " + String.join(", ", jdksB)));
            }
            if (ea != null && eb != null && ea.providers() != null && eb.providers() != null) {
                for (ProviderInfo p : eb.providers()) {
                    String before = version(ea, p.name());
                    if (before != null && p.version() != null && !before.equals(p.version())) {
                        changes.add(new EnvChange(ChangeKind.PROVIDER, p.name() + " " + before + " -> " + p.version()));
                    }
                }
            }
            if (!changes.isEmpty()) {
                out.add(new RunChange(b, changes));
            }
        }
        return out;
    }

    private static Set<String> jdks(HistoryRun run) {
        Set<String> out = new TreeSet<>();
        run.rows().stream().filter(r -> !r.isNative()).forEach(r -> out.add(r.jdkVersion()));
        return out;
    }

    static List<EnvChange> machine(EnvFile a, EnvFile b) {
        List<EnvChange> out = new ArrayList<>();
        if (a.cpu() == null || b.cpu() == null) {
            return out;
        }
        if (!Objects.equals(a.cpu().model(), b.cpu().model())) {
            out.add(new EnvChange(
                    ChangeKind.MACHINE,
                    "CPU " + a.cpu().model() + " -> " + b.cpu().model()));
        }
        if (!Objects.equals(a.cpu().cores(), b.cpu().cores())) {
            out.add(new EnvChange(
                    ChangeKind.MACHINE,
                    "cores " + a.cpu().cores() + " -> " + b.cpu().cores()));
        }
        if (a.host() != null && b.host() != null) {
            hostFields(a.host(), b.host(), false).forEach(f -> out.add(new EnvChange(ChangeKind.MACHINE, "CPU " + f)));
        }
        Set<String> fa = flags(a);
        Set<String> fb = flags(b);
        if (fa != null && fb != null && !fa.equals(fb)) {
            out.add(new EnvChange(ChangeKind.MACHINE, "CPU flags " + diff(List.copyOf(fa), List.copyOf(fb))));
        }
        return out;
    }

    /** The CPU features present, or null when the env.json says why they are unknown. */
    private static Set<String> flags(EnvFile e) {
        if (e.cpu().flags() == null || !e.cpu().flags().isObject()) {
            return null;
        }
        Set<String> on = new TreeSet<>();
        e.cpu().flags().properties().forEach(f -> {
            if (f.getValue().asBoolean()) {
                on.add(f.getKey());
            }
        });
        return on;
    }

    private static String version(EnvFile e, String provider) {
        if (e.providers() == null) {
            return null;
        }
        return e.providers().stream()
                .filter(p -> p.name().equals(provider) && p.loaded())
                .map(ProviderInfo::version)
                .findFirst()
                .orElse(null);
    }

    /** "added x y; removed z": what {@code b} has that {@code a} has not, and the other way. */
    static String diff(List<String> a, List<String> b) {
        Set<String> added = new LinkedHashSet<>(b);
        added.removeAll(a);
        Set<String> removed = new LinkedHashSet<>(a);
        removed.removeAll(b);
        List<String> parts = new ArrayList<>();
        if (!added.isEmpty()) {
            parts.add("added " + String.join(" ", added));
        }
        if (!removed.isEmpty()) {
            parts.add("removed " + String.join(" ", removed));
        }
        return parts.isEmpty() ? "reordered" : String.join("; ", parts);
    }

    /** "3x200 ms warm-up, 4x200 ms" from the row's JMH JSON, or "" when it has no source. */
    static String iterations(ResultRow r) {
        if (r.source() == null) {
            return "";
        }
        return String.format(
                Locale.ROOT,
                "%sx%s warm-up, %sx%s",
                r.source().path("warmupIterations").asText("?"),
                r.source().path("warmupTime").asText("?"),
                r.source().path("measurementIterations").asText("?"),
                r.source().path("measurementTime").asText("?"));
    }
}
