package cryptobench.report;

import cryptobench.verify.Conformance;
import cryptobench.verify.VerifyRun;

import cryptobench.provider.ProviderInfo;
import cryptobench.results.EnvFile;
import cryptobench.results.OutcomesFile;
import cryptobench.results.TrendingFork;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.nat.NativeBaseline;
import cryptobench.nat.OpensslSpeed;
import cryptobench.results.Pooled;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PooledInterval;
import cryptobench.stats.Student;
import cryptobench.stats.PairedForks;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Turns JMH JSON into {@code report.md} and charts: the frame (title, inputs, environment and what
 * the tables mean), then each {@link ReportSection} in the order {@link Sections} gives.
 */
public final class ReportWriter {

    private final List<ResultRow> rows;
    private final List<Path> inputs;
    private final List<ResultRow> plain = new ArrayList<>();
    private final List<ResultRow> own = new ArrayList<>();
    private final List<ReportSection> sections;
    private final Trends trends;

    public ReportWriter(List<Path> inputs, List<ResultRow> read) {
        this.inputs = inputs;
        this.rows = Pooled.attach(separateInputs(read));
        boolean severalJdks = rows.stream().filter(r -> !Series.of(r).isNative()).map(ResultRow::jdk).distinct().count() > 1;
        trends = new Trends(rows);
        sections = Sections.inReportOrder(rows, severalJdks, trends);
        // The families claim first: the per-size section would take their rows that have a dataSize.
        List<ReportSection> claimOrder = new ArrayList<>(sections.stream().filter(s -> s instanceof FamilySection).toList());
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

    /**
     * cryptobench rows (with a provider param) that differ only by their input file, e.g. two
     * machines' runs on one JDK: the input joins the JDK label, so that each gets its own series
     * instead of one hiding the other. Other suites' rows are kept apart by {@link OtherSection}.
     */
    static List<ResultRow> separateInputs(List<ResultRow> rows) {
        Map<String, Set<String>> files = new LinkedHashMap<>();
        rows.forEach(r -> files.computeIfAbsent(RowKey.of(r, RowKey.Jdk.LABEL), k -> new TreeSet<>()).add(r.file()));
        if (files.values().stream().allMatch(f -> f.size() == 1)) {
            return rows;
        }
        Set<String> colliding = new TreeSet<>();
        files.values().stream().filter(f -> f.size() > 1).forEach(colliding::addAll);
        boolean namesDiffer = colliding.stream().map(f -> Path.of(f).getFileName()).distinct().count() == colliding.size();
        return rows.stream().map(r -> r.param(Params.PROVIDER) == null || files.get(RowKey.of(r, RowKey.Jdk.LABEL)).size() == 1 ? r
                : new ResultRow(r.file(), r.benchmark(), r.mode(), r.params(), r.jdk() + " " + (namesDiffer
                ? Path.of(r.file()).getFileName() : Path.of(r.file()).getParent().getFileName() + "/" + Path.of(r.file()).getFileName()),
                r.score(), r.error(), r.unit(), r.allocBytesPerOp(), r.rawByFork(), r.jvm(), r.source())).toList();
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
        return report;
    }

    /** The report, with the sections' charts drawn and linked through {@code charts}. */
    String markdown(Charts charts) throws IOException {
        StringBuilder md = new StringBuilder(!own.isEmpty() ? "# cryptobench report\n\n" : "# JMH report\n\n");
        md.append("Inputs: ").append(inputs.stream().map(p -> "`" + p + "`").collect(Collectors.joining(", ")))
                .append(" (").append(rows.size()).append(" results).\n\n");
        environment(md);
        noise(md);
        md.append(introduction()).append("\n\n");
        for (ReportSection section : sections) {
            section.markdown(md, charts);
        }
        trends.markdown(md);
        replaced(md);
        conformance(md);
        return md.toString();
    }

    /**
     * The machine's fork-to-fork noise as this run measured it (the pooled spread of the log fork
     * means, over all its rows and by group), the precision that gives the rows with the forks they
     * had, and how many forks a row would need for +-5%.
     */
    private void noise(StringBuilder md) {
        List<ResultRow> forked = own.stream().filter(r -> !r.isNative() && r.interval() != null).toList();
        if (forked.isEmpty()) {
            return;
        }
        Pooled pooled = Pooled.of(forked);
        double s0 = Math.sqrt(pooled.run().variance());
        List<String> groups = new ArrayList<>();
        pooled.groups().forEach((g, prior) -> {
            if (prior.rows() >= ModeratedVariance.MIN_ROWS && Double.isFinite(prior.variance())) {
                groups.add(String.format(Locale.ROOT, "%s %.0f%%", g, (Math.exp(Math.sqrt(prior.variance())) - 1) * 100));
            }
        });
        double[] halfWidths = forked.stream().mapToDouble(r -> r.interval().halfWidth()).sorted().toArray();
        int[] forks = forked.stream().mapToInt(r -> r.interval().forks()).sorted().toArray();
        double z = Student.critical(Double.POSITIVE_INFINITY, PooledInterval.CONFIDENCE);
        long needed = Double.isFinite(s0) ? (long) Math.ceil(Math.pow(z * s0 / Math.log(1.05), 2)) : -1;
        md.append(String.format(Locale.ROOT, "**Noise.** Forks of one row differ here by a pooled %.0f%% (log sd %.3f over %d rows",
                (Math.exp(s0) - 1) * 100, s0, forked.size()));
        md.append(groups.isEmpty() ? ")" : "; by provider and variant: " + String.join(", ", groups) + ")");
        md.append(String.format(Locale.ROOT, "; iterations within a fork differ far less. With %s forks a row (median %d), its 95%%"
                        + " interval is +-%.1f%% at the median (+-%.1f%% at the widest); +-5%% would take about %d forks a row.%n%n",
                forks[0] == forks[forks.length - 1] ? String.valueOf(forks[0]) : forks[0] + " to " + forks[forks.length - 1],
                forks[forks.length / 2], halfWidths[halfWidths.length / 2] * 100, halfWidths[halfWidths.length - 1] * 100, needed));
    }

    /** What the tables mean, saying only what the input has: PureJava forks, OpenSSL, other suites' rows. */
    private String introduction() {
        List<String> text = new ArrayList<>();
        if (!own.isEmpty()) {
            text.add("Scores are operations per second turned into bytes per second (score x dataSize), except in the "
                    + "sections that name their own unit" + (plain.isEmpty() ? "" : " and in Other results") + ";");
        } else {
            text.add("One table and one chart per benchmark class and mode: throughput in operations per second, "
                    + "AverageTime, SampleTime and SingleShot in the time per operation named in each heading;");
        }
        text.addAll(errorBars());
        boolean pureJava = own.stream().anyMatch(r -> r.variant() == Variant.PURE_JAVA && !Series.of(r).isNative());
        boolean openssl = own.stream().anyMatch(r -> Series.of(r).isNative());
        if (pureJava) {
            text.add("`PureJava` is the fork with the JVM's cipher intrinsics off (or, in a section that says so, the intrinsics "
                    + "of its own family)" + (openssl ? ";" : "."));
        }
        if (openssl) {
            text.add("`OpenSSL no AES-NI` is `openssl speed` with `OPENSSL_ia32cap=" + OpensslSpeed.MASK_AESNI + "`.");
        }
        List<String> nativeProviders = own.stream().filter(r -> r.variant() == Variant.PURE_JAVA)
                .map(r -> r.param(Params.PROVIDER)).filter(p -> p != null && List.of("Conscrypt", "ACCP").contains(p))
                .distinct().sorted(java.util.Comparator.comparing(List.of("Conscrypt", "ACCP")::indexOf)).toList();
        if (!nativeProviders.isEmpty()) {
            text.add("Native providers (" + String.join(", ", nativeProviders) + ") keep AES-NI in their PureJava "
                    + "rows: the JVM flags do not reach them.");
        }
        if (!own.isEmpty() && !plain.isEmpty()) {
            text.add("Other results: one table and one chart per benchmark class and mode, throughput in operations per "
                    + "second, AverageTime, SampleTime and SingleShot in the time per operation named in each heading.");
        }
        return String.join(" ", text);
    }

    /** How to read the error bars the tables hold, and the trending mark; only what the input has. */
    private List<String> errorBars() {
        List<String> text = new ArrayList<>();
        List<ErrorBar> bars = rows.stream().filter(r -> Double.isFinite(r.opsPerSecond())).map(r -> ErrorBar.of(r, ops -> ops)).toList();
        boolean openssl = own.stream().anyMatch(r -> Series.of(r).isNative());
        text.add("each figure is the geometric mean of the row's fork means" + (openssl ? " (OpenSSL: of its " + NativeBaseline.REPEATS
                + " runs)" : "") + ", the one estimator of every table;");
        if (bars.stream().anyMatch(ErrorBar::overForks)) {
            text.add("[low, high] is its " + Math.round(PooledInterval.CONFIDENCE * 100) + "% interval with the run's fork-to-fork"
                    + " variance pooled by provider and variant (empirical Bayes, as limma moderates few replicates; Student's t on the"
                    + " logarithms), (n forks) how many it rests on, and a reason where it is more than 4 times wide.");
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && !Double.isNaN(b.error()) && b.forks() == 1)) {
            text.add("± with (1 fork) is JMH's 99.9% half-width over that one fork's iterations: the fork-to-fork variation,"
                    + " often several times larger, is not in it.");
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && !Double.isNaN(b.error()) && b.forks() != 1)) {
            text.add("± alone is JMH's 99.9% half-width over all iterations.");
        }
        List<ResultRow> forked = own.stream().filter(r -> !Series.of(r).isNative() && ModeratedVariance.logForkMeans(r.rawByFork()).length >= 2)
                .toList();
        if (!forked.isEmpty()) {
            boolean jdks = forked.stream().map(ResultRow::jdk).distinct().count() > 1;
            Boolean interleaved = jdks ? jdksInterleaved() : null;
            String acrossJdks = interleaved == null ? "" : interleaved ? "; across JDKs too, whose forks ran in turns"
                    : "; not across JDKs, which ran one after the other";
            text.add("A ratio's [low, high] is its " + Math.round(PairedForks.CONFIDENCE * 100) + "% paired interval: fork i of one"
                    + " row against fork i of the other (close together in time where `run` ran them in one round"
                    + acrossJdks + "), Student's t on the logarithms of their ratios;"
                    + " (n pairs) is how many it rests on" + (own.stream().anyMatch(r -> Series.of(r).isNative())
                    ? ", and a ratio to OpenSSL, measured apart from the forks, has none." : "."));
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && Double.isNaN(b.error()))) {
            text.add("A value without a bar rests on a single measurement, or on too few iterations for one.");
        }
        if (!trends.isEmpty()) {
            text.add(Trends.MARK + " marks a row with a fork that did not hold its steady state: see the list at the end.");
        }
        return text;
    }

    /**
     * Whether the inputs' JDKs ran each trial's forks in turns (true) or one JDK after the other
     * (false, runs recorded before 2026-11-30), from every input folder's run.json; null when a
     * folder has none (merged shards) or they disagree.
     */
    private Boolean jdksInterleaved() {
        Set<Boolean> seen = new HashSet<>();
        for (Path input : inputs) {
            Path record = folderOf(input).resolve(RunFolder.RUN_RECORD);
            try {
                if (!Files.exists(record)) {
                    return null;
                }
                RunSettings run = RunSettings.readRun(record);
                if (run.run().jdks().size() < 2) {
                    return null;
                }
                seen.add(run.run().jdksInterleaved());
            } catch (IOException | IllegalArgumentException e) {
                return null;
            }
        }
        return seen.size() == 1 ? seen.iterator().next() : null;
    }

    /**
     * The forks the inputs' runs ran again because they did not hold their steady state, from each
     * folder's outcomes files: they are in no row, so only this list shows them.
     */
    private void replaced(StringBuilder md) {
        List<TrendingFork> forks = new ArrayList<>();
        Set<Path> seen = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            try (var list = Files.list(dir)) {
                for (Path f : list.filter(p -> p.getFileName().toString().matches("outcomes.*\\.json")).sorted().toList()) {
                    if (seen.add(f)) {
                        OutcomesFile.read(f).trending().stream().filter(TrendingFork::replaced).forEach(forks::add);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // An outcomes file that cannot be read only loses this list; the rows do not depend on it.
            }
        }
        if (forks.isEmpty()) {
            return;
        }
        md.append("## Forks run again\n\nThese forks did not hold their steady state (their iterations still trended, or ran 2x or"
                + " more away from the rate they settled at); each was left out of its row and another fork ran in its place"
                + " (docs/methodology.md, Forks that did not hold).\n\n");
        Markdown.table(md, List.of("benchmark", "fork", "iterations", "why"));
        for (TrendingFork t : forks) {
            Markdown.row(md, List.of(t.label(), String.valueOf(t.fork()), t.iterationsText() + " " + t.unit(), t.why()));
        }
        md.append('\n');
    }

    /** The run folder of an input: the input itself, or the folder of a result file. */
    private static Path folderOf(Path input) {
        return Files.isDirectory(input) ? input : input.toAbsolutePath().getParent();
    }

    /** The conformance table of a verify written into an input folder ({@code verify.json}, or {@code verify/verify.json}). */
    private void conformance(StringBuilder md) throws IOException {
        Set<Path> found = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            for (Path candidate : List.of(dir.resolve(VerifyRun.VERIFY_JSON), dir.resolve("verify").resolve(VerifyRun.VERIFY_JSON))) {
                if (Files.exists(candidate)) {
                    found.add(candidate);
                }
            }
        }
        for (Path verify : found) {
            md.append("\n").append(Conformance.read(verify).section().replaceFirst("## Conformance", "## Conformance (`" + verify + "`)"));
        }
    }

    private void environment(StringBuilder md) throws IOException {
        Set<Path> envFiles = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            try (var list = Files.list(dir)) {
                list.filter(p -> p.getFileName().toString().matches("env.*\\.json")).forEach(envFiles::add);
            }
        }
        md.append("## Environment\n\n");
        if (envFiles.isEmpty()) {
            md.append("No env.json beside the inputs.\n\n");
            return;
        }
        boolean machineShown = false;
        for (Path f : envFiles) {
            EnvFile env;
            try {
                env = EnvFile.read(f);
            } catch (IOException e) {
                md.append("- `").append(f.getFileName()).append("` cannot be read: ").append(e.getMessage().lines().findFirst().orElse(""))
                        .append('\n');
                continue;
            }
            if (!machineShown) {
                EnvFile.Cpu cpu = env.cpu();
                List<String> flags = new ArrayList<>();
                if (cpu != null && cpu.flags() != null) {
                    cpu.flags().fields().forEachRemaining(e -> {
                        if (e.getValue().asBoolean()) {
                            flags.add(e.getKey());
                        }
                    });
                }
                md.append("- Machine: ").append(cpu == null ? "" : cpu.model()).append(", ").append(cpu == null ? "" : cpu.cores())
                        .append(" cores, ").append(env.memTotal()).append(", CPU flags: ")
                        .append(String.join(" ", flags)).append("; ").append(env.os() == null ? "" : env.os().name())
                        .append(' ').append(env.os() == null ? "" : env.os().version()).append('\n');
                md.append("- Providers: ");
                List<String> providers = new ArrayList<>();
                (env.providers() == null ? List.<ProviderInfo>of() : env.providers()).forEach(p -> providers.add(p.name() + " "
                        + (p.loaded() ? p.version() : "(not loaded)")
                        + " (" + String.valueOf(p.implementation()).toLowerCase(Locale.ROOT).replace('_', ' ') + ")"));
                md.append(String.join(", ", providers)).append('\n');
                EnvFile.Git git = env.git();
                md.append("- git commit: ").append(git == null || git.commit() == null ? "unknown" : git.commit())
                        .append(git != null && Boolean.TRUE.equals(git.dirty()) ? " (with uncommitted changes)" : "").append('\n');
                machineShown = true;
            }
            (env.forks() == null ? List.<EnvFile.Fork>of() : env.forks()).forEach(fork -> md.append("- `").append(f.getFileName())
                    .append("`: JDK ").append(fork.vmVersion()).append(" (").append(fork.vmName()).append("), ")
                    .append(fork.benchmarks()).append(" trials, cipher flags ")
                    .append(EnvFile.flags(fork.effectiveCipherFlags()))
                    .append(fork.effectiveDigestFlags() != null ? ", digest flags " + EnvFile.flags(fork.effectiveDigestFlags()) : "")
                    .append(fork.effectiveBigIntegerFlags() != null ? ", big-integer flags "
                            + EnvFile.flags(fork.effectiveBigIntegerFlags()) : "")
                    .append(fork.effectivePqcFlags() != null && !fork.effectivePqcFlags().isEmpty() ? ", post-quantum flags "
                            + EnvFile.flags(fork.effectivePqcFlags()) : "")
                    .append(fork.effectiveIsaFlags() != null ? ", ISA " + EnvFile.flags(fork.effectiveIsaFlags()) : "")
                    .append('\n'));
            md.append("- `").append(f.getFileName()).append("` command: `").append(env.command()).append("`\n");
        }
        rows.stream().filter(r -> Series.of(r).isNative()).findFirst()
                .ifPresent(r -> md.append("- Native baseline: ").append(r.file()).append('\n'));
        md.append('\n');
    }
}
