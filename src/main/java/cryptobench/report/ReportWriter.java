package cryptobench.report;

import cryptobench.results.RunFolder;
import cryptobench.results.Json;
import cryptobench.catalog.Params;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import cryptobench.jvm.Variant;
import cryptobench.nat.NativeBaseline;
import cryptobench.nat.OpensslSpeed;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

/**
 * Turns JMH JSON into {@code report.md} and charts: per benchmark family, operation and key size,
 * providers as rows and message sizes as columns, in GiB/s and in {@code openssl speed}'s layout,
 * with the intrinsic speedup, the ratio to SunJCE, JDK against JDK and Java against OpenSSL where
 * the input has them. Streaming, small messages, set-up, ByteBuffers, signatures and key agreement get
 * sections of their own ({@link FamilySections}); rows without a dataSize param from any other JMH
 * benchmark go into one plain table.
 */
public final class ReportWriter {

    private final List<ResultRow> rows;
    private final List<Path> inputs;
    private final Map<String, Group> groups = new LinkedHashMap<>();
    private final List<ResultRow> plain = new ArrayList<>();
    private final List<ResultRow> own = new ArrayList<>();
    private final boolean severalJdks;
    private final FamilySections families;

    public ReportWriter(List<Path> inputs, List<ResultRow> read) {
        this.inputs = inputs;
        this.rows = separateInputs(read);
        severalJdks = rows.stream().filter(r -> !Series.of(r).isNative()).map(ResultRow::jdk).distinct().count() > 1;
        families = new FamilySections(severalJdks);
        for (ResultRow r : rows) {
            if (families.claim(r)) {
                own.add(r);
                continue;
            }
            if (r.param(Params.PROVIDER) != null && positiveInteger(r.param(Params.DATA_SIZE)) && Double.isFinite(r.opsPerSecond())) {
                own.add(r);
                groups.computeIfAbsent(Group.key(r), k -> new Group(r.family(), r.operation(), r.mode(), Group.fixed(r)))
                        .rows.add(r);
            } else {
                plain.add(r);
            }
        }
    }

    /**
     * cryptobench rows (with a provider param) that differ only by their input file, e.g. two
     * machines' runs on one JDK: the input joins the JDK label, so that each gets its own series
     * instead of one hiding the other. Other suites' rows are kept apart by {@link OtherSections}.
     */
    static List<ResultRow> separateInputs(List<ResultRow> rows) {
        Map<String, Set<String>> files = new LinkedHashMap<>();
        rows.forEach(r -> files.computeIfAbsent(identity(r), k -> new TreeSet<>()).add(r.file()));
        if (files.values().stream().allMatch(f -> f.size() == 1)) {
            return rows;
        }
        Set<String> colliding = new TreeSet<>();
        files.values().stream().filter(f -> f.size() > 1).forEach(colliding::addAll);
        boolean namesDiffer = colliding.stream().map(f -> Path.of(f).getFileName()).distinct().count() == colliding.size();
        return rows.stream().map(r -> r.param(Params.PROVIDER) == null || files.get(identity(r)).size() == 1 ? r
                : new ResultRow(r.file(), r.benchmark(), r.mode(), r.params(), r.jdk() + " " + (namesDiffer
                ? Path.of(r.file()).getFileName() : Path.of(r.file()).getParent().getFileName() + "/" + Path.of(r.file()).getFileName()),
                r.score(), r.error(), r.unit(), r.allocBytesPerOp(), r.rawByFork())).toList();
    }

    private static String identity(ResultRow r) {
        return r.benchmark() + "|" + r.mode() + "|" + r.params() + "|" + r.jdk();
    }

    private static boolean positiveInteger(String value) {
        return value != null && value.matches("[1-9][0-9]{0,9}");
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
        Map<String, List<String>> chartFiles = chartSink.groups(writer.groups.values(), writer.severalJdks);
        Path report = outDir.resolve(RunFolder.REPORT);
        Files.writeString(report, writer.markdown(chartFiles, chartSink));
        return report;
    }

    /** The report, linking the groups' {@code chartFiles} and drawing the other sections' charts. */
    String markdown(Map<String, List<String>> chartFiles, Charts charts) throws IOException {
        StringBuilder md = new StringBuilder(!own.isEmpty() ? "# cryptobench report\n\n" : "# JMH report\n\n");
        md.append("Inputs: ").append(inputs.stream().map(p -> "`" + p + "`").collect(Collectors.joining(", ")))
                .append(" (").append(rows.size()).append(" results).\n\n");
        environment(md);
        md.append(introduction()).append("\n\n");
        if (!groups.isEmpty()) {
            summary(md);
        }
        for (Group g : groups.values()) {
            section(md, g, chartFiles.getOrDefault(g.slug(), List.of()), charts);
        }
        families.markdown(md, charts);
        if (!plain.isEmpty()) {
            new OtherSections(plain).markdown(md, charts);
        }
        return md.toString();
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
        text.add("± is JMH's 99.9% confidence half-width (blank when a run had too few iterations).");
        boolean pureJava = own.stream().anyMatch(r -> r.variant() == Variant.PURE_JAVA && !Series.of(r).isNative());
        boolean openssl = own.stream().anyMatch(r -> Series.of(r).isNative());
        if (pureJava) {
            text.add("`PureJava` is the fork with the JVM's cipher intrinsics off" + (openssl ? ";" : "."));
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

    private void environment(StringBuilder md) throws IOException {
        Set<Path> envFiles = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = Files.isDirectory(input) ? input : input.toAbsolutePath().getParent();
            try (var list = Files.list(dir)) {
                list.filter(p -> p.getFileName().toString().matches("env.*\\.json")).forEach(envFiles::add);
            }
        }
        md.append("## Environment\n\n");
        if (envFiles.isEmpty()) {
            md.append("No env.json beside the inputs.\n\n");
            return;
        }
        ObjectMapper json = Json.MAPPER;
        boolean machineShown = false;
        for (Path f : envFiles) {
            JsonNode env;
            try {
                env = json.readTree(f.toFile());
            } catch (IOException e) {
                md.append("- `").append(f.getFileName()).append("` cannot be read: ").append(e.getMessage().lines().findFirst().orElse(""))
                        .append('\n');
                continue;
            }
            if (!machineShown) {
                JsonNode cpu = env.path("cpu");
                List<String> flags = new ArrayList<>();
                cpu.path("flags").fields().forEachRemaining(e -> {
                    if (e.getValue().asBoolean()) {
                        flags.add(e.getKey());
                    }
                });
                md.append("- Machine: ").append(cpu.path("model").asText()).append(", ").append(cpu.path("cores").asText())
                        .append(" cores, ").append(env.path("memTotal").asText()).append(", CPU flags: ")
                        .append(String.join(" ", flags)).append("; ").append(env.path("os").path("name").asText())
                        .append(' ').append(env.path("os").path("version").asText()).append('\n');
                md.append("- Providers: ");
                List<String> providers = new ArrayList<>();
                env.path("providers").forEach(p -> providers.add(p.path("name").asText() + " "
                        + (p.path("loadError").isNull() ? p.path("version").asText() : "(not loaded)")
                        + " (" + p.path("implementation").asText().toLowerCase(Locale.ROOT).replace('_', ' ') + ")"));
                md.append(String.join(", ", providers)).append('\n');
                md.append("- git commit: ").append(env.path("git").path("commit").asText("unknown"))
                        .append(env.path("git").path("dirty").asBoolean() ? " (with uncommitted changes)" : "").append('\n');
                machineShown = true;
            }
            env.path("forks").forEach(fork -> md.append("- `").append(f.getFileName()).append("`: JDK ")
                    .append(fork.path("vmVersion").asText()).append(" (").append(fork.path("vmName").asText()).append("), ")
                    .append(fork.path("benchmarks").asText()).append(" trials, cipher flags ")
                    .append(fork.path("effectiveCipherFlags").toString().replace("\"", ""))
                    .append(fork.has("effectiveDigestFlags") ? ", digest flags " + fork.path("effectiveDigestFlags").toString()
                            .replace("\"", "") : "")
                    .append(fork.has("effectiveBigIntegerFlags") ? ", big-integer flags "
                            + fork.path("effectiveBigIntegerFlags").toString().replace("\"", "") : "")
                    .append('\n'));
            md.append("- `").append(f.getFileName()).append("` command: `").append(env.path("command").asText()).append("`\n");
        }
        rows.stream().filter(r -> Series.of(r).isNative()).findFirst()
                .ifPresent(r -> md.append("- Native baseline: ").append(r.file()).append('\n'));
        md.append('\n');
    }

    /** At the largest size each family has: GiB/s of every provider in the default variant. */
    private void summary(StringBuilder md) {
        List<Series> columns = groups.values().stream().flatMap(g -> g.series().stream())
                .filter(s -> s.variant() == Variant.INTRINSIC).distinct().sorted(Series.ORDER).toList();
        md.append("## Summary\n\nGiB/s at the largest message size of each row, JDK defaults (intrinsics on).\n\n");
        List<String> header = new ArrayList<>(List.of("benchmark", "size"));
        columns.forEach(s -> header.add(s.label(severalJdks)));
        Markdown.table(md, header);
        for (Group g : groups.values()) {
            int size = g.largestJavaSize();
            List<String> line = new ArrayList<>(List.of(g.title(), Markdown.bytes(size)));
            for (Series s : columns) {
                ResultRow r = g.cell(s, size);
                line.add(r == null ? "" : Markdown.gib(r));
            }
            Markdown.row(md, line);
        }
        md.append('\n');
    }

    private void section(StringBuilder md, Group g, List<String> chartFiles, Charts charts) {
        md.append("## ").append(g.title()).append("\n\n");
        List<Integer> sizes = g.sizes();
        List<Series> series = g.series();

        md.append("Throughput in GiB/s (± error):\n\n");
        grid(md, g, series, sizes, (r, size) -> r == null ? "" : Markdown.gib(r));

        md.append("`openssl speed` layout, in 1000s of bytes per second (± error):\n\n");
        grid(md, g, series, sizes, (r, size) -> r == null ? "" : Markdown.thousands(r));

        ratioTable(md, g, sizes, "Intrinsics speedup (default / PureJava; OpenSSL: AES-NI / no AES-NI)",
                series.stream().filter(s -> s.variant() == Variant.INTRINSIC).toList(),
                s -> new Series(s.provider(), Variant.PURE_JAVA, s.jdk()));
        ratioTable(md, g, sizes, "Ratio to SunJCE (same variant and JDK; above 1 is faster)",
                series.stream().filter(s -> !s.provider().equals("SunJCE") && !s.isNative()).toList(),
                s -> new Series("SunJCE", s.variant(), s.jdk()));
        if (severalJdks) {
            List<String> jdks = series.stream().filter(s -> !s.isNative()).map(Series::jdk).distinct()
                    .sorted((a, b) -> Integer.compare(Series.jdkNumber(a), Series.jdkNumber(b))).toList();
            if (jdks.size() > 1) {
                String oldest = jdks.get(0);
                ratioTable(md, g, sizes, "JDK against JDK " + oldest + " (same provider and variant; above 1 is faster)",
                        series.stream().filter(s -> !s.isNative() && !s.jdk().equals(oldest)).toList(),
                        s -> new Series(s.provider(), s.variant(), oldest));
            }
        }
        series.stream().filter(Series::isNative).map(Series::jdk).findFirst().ifPresent(nativeJdk ->
                ratioTable(md, g, sizes, "Java against native OpenSSL (JDK defaults against OpenSSL as is, PureJava "
                                + "against OpenSSL without AES-NI; above 1 is faster than OpenSSL)",
                        series.stream().filter(s -> !s.isNative()).toList(),
                        s -> new Series(NativeBaseline.PROVIDER, s.variant(), nativeJdk)));
        if (g.rows.stream().anyMatch(r -> r.allocBytesPerOp() != null)) {
            md.append("Allocation per operation, bytes (`-prof gc`):\n\n");
            grid(md, g, series, sizes, (r, size) -> r == null || r.allocBytesPerOp() == null ? ""
                    : Markdown.wholeBytes(r.allocBytesPerOp()));
        }
        for (String chart : chartFiles) {
            charts.link(md, g.title(), chart);
        }
    }

    private void grid(StringBuilder md, Group g, List<Series> series, List<Integer> sizes,
                      BiFunction<ResultRow, Integer, String> cell) {
        Markdown.table(md, sizeHeader(sizes));
        for (Series s : series) {
            List<String> line = new ArrayList<>(List.of(s.label(severalJdks)));
            sizes.forEach(size -> line.add(cell.apply(g.cell(s, size), size)));
            Markdown.row(md, line);
        }
        md.append('\n');
    }

    private void ratioTable(StringBuilder md, Group g, List<Integer> sizes, String title, List<Series> numerators,
                            java.util.function.Function<Series, Series> denominator) {
        List<List<String>> lines = new ArrayList<>();
        for (Series s : numerators) {
            Series d = denominator.apply(s);
            List<String> line = new ArrayList<>(List.of(s.label(severalJdks)));
            boolean any = false;
            for (int size : sizes) {
                ResultRow a = g.cell(s, size);
                ResultRow b = g.cell(d, size);
                if (a != null && b != null && b.opsPerSecond() > 0) {
                    line.add(Markdown.ratio(a.opsPerSecond() / b.opsPerSecond()));
                    any = true;
                } else {
                    line.add("");
                }
            }
            if (any) {
                lines.add(line);
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append(title).append(":\n\n");
        Markdown.table(md, sizeHeader(sizes));
        lines.forEach(l -> Markdown.row(md, l));
        md.append('\n');
    }

    private static List<String> sizeHeader(List<Integer> sizes) {
        List<String> header = new ArrayList<>(List.of(Params.PROVIDER));
        sizes.forEach(s -> header.add(Markdown.bytes(s)));
        return header;
    }
}
