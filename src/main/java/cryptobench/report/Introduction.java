package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.openssl.NativeBaseline;
import cryptobench.results.HostSpells;
import cryptobench.results.Pooled;
import cryptobench.results.ResultRow;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PairedForks;
import cryptobench.stats.PooledInterval;
import cryptobench.stats.Student;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What the report's tables mean, before its sections: the run's noise, then what the figures,
 * variants, error bars and marks are, saying only what the input has.
 */
final class Introduction {

    private final List<ResultRow> rows;
    private final List<ResultRow> own;
    private final List<ResultRow> plain;
    private final Trends trends;
    private final ReportInputs inputs;

    /** {@code own}: the rows cryptobench's sections claimed; {@code plain}: other suites' rows. */
    Introduction(List<ResultRow> rows, List<ResultRow> own, List<ResultRow> plain, Trends trends, ReportInputs inputs) {
        this.rows = rows;
        this.own = own;
        this.plain = plain;
        this.trends = trends;
        this.inputs = inputs;
    }

    void markdown(StringBuilder md) {
        host(md);
        noise(md);
        md.append(text()).append("\n\n");
    }

    /**
     * How much of the run the host took ({@link HostSpells}); nothing for runs whose rows cannot be judged.
     */
    private void host(StringBuilder md) {
        HostSpells.Tally t =
                HostSpells.tally(own.stream().filter(r -> !r.isNative()).toList());
        if (t.iterations() == 0) {
            return;
        }
        md.append(String.format(
                Locale.ROOT,
                "**Host.** The host slowed %.1f%% of the measured iterations (%d of %d, in %d of %d forks, %d of them"
                        + " throughout): %d ran more than %.0f%% below their row's top level (the best of its forks' best"
                        + " iterations), %d more while the canary their fork timed beside them, a fixed piece of plain Java, ran"
                        + " below %.0f%% of the run's full speed. They are left out of every figure below%s.%n%n",
                100 * t.share(),
                t.slowed(),
                t.iterations(),
                t.forksHit(),
                t.forks(),
                t.forksThroughout(),
                t.slowed() - t.byCanary(),
                100 * HostSpells.LEVEL,
                t.byCanary(),
                100 * HostSpells.SLOW,
                t.kept() == 0
                        ? ""
                        : ", except the " + t.kept() + " of rows all of whose iterations were hit, which keep them"));
    }

    /**
     * The machine's fork-to-fork noise as this run measured it (the pooled spread of the log fork
     * means, over all its rows and by group), the precision that gives the rows with the forks they
     * had, and how many forks a row would need for +-5%.
     */
    private void noise(StringBuilder md) {
        List<ResultRow> forked =
                own.stream().filter(r -> !r.isNative() && r.interval() != null).toList();
        if (forked.isEmpty()) {
            return;
        }
        Pooled pooled = Pooled.of(forked);
        double s0 = Math.sqrt(pooled.run().variance());
        List<String> groups = new ArrayList<>();
        pooled.groups().forEach((g, prior) -> {
            if (prior.rows() >= ModeratedVariance.MIN_ROWS && Double.isFinite(prior.variance())) {
                groups.add(
                        String.format(Locale.ROOT, "%s %.0f%%", g, (Math.exp(Math.sqrt(prior.variance())) - 1) * 100));
            }
        });
        double[] halfWidths = forked.stream()
                .mapToDouble(r -> r.interval().halfWidth())
                .sorted()
                .toArray();
        int[] forks =
                forked.stream().mapToInt(r -> r.interval().forks()).sorted().toArray();
        double z = Student.critical(Double.POSITIVE_INFINITY, PooledInterval.CONFIDENCE);
        long needed = Double.isFinite(s0) ? Math.max(2, (long) Math.ceil(Math.pow(z * s0 / Math.log(1.05), 2))) : -1;
        md.append(String.format(
                Locale.ROOT,
                "**Noise.** Forks of one row differ here by a pooled %.0f%% (log sd %.3f over %d rows",
                (Math.exp(s0) - 1) * 100,
                s0,
                forked.size()));
        md.append(groups.isEmpty() ? ")" : "; by provider and variant: " + String.join(", ", groups) + ")");
        md.append(String.format(
                Locale.ROOT,
                "; iterations within a fork differ far less. With %s forks a row (median %d), its 95%%"
                        + " interval is +-%.1f%% at the median (+-%.1f%% at the widest); +-5%% would take about %d forks a row.%n%n",
                forks[0] == forks[forks.length - 1]
                        ? String.valueOf(forks[0])
                        : forks[0] + " to " + forks[forks.length - 1],
                forks[forks.length / 2],
                halfWidths[halfWidths.length / 2] * 100,
                halfWidths[halfWidths.length - 1] * 100,
                needed));
    }

    /** What the tables mean, saying only what the input has: PureJava forks, OpenSSL, other suites' rows. */
    private String text() {
        List<String> text = new ArrayList<>();
        if (!own.isEmpty()) {
            text.add("Scores are operations per second turned into bytes per second (score x dataSize), except in the "
                    + "sections that name their own unit" + (plain.isEmpty() ? "" : " and in Other results") + ";");
        } else {
            text.add("One table and one chart per benchmark class and mode: throughput in operations per second, "
                    + "AverageTime, SampleTime and SingleShot in the time per operation named in each heading;");
        }
        text.addAll(errorBars());
        boolean pureJava = own.stream()
                .anyMatch(r -> r.variant() == Variant.PURE_JAVA && !Series.of(r).isNative());
        boolean openssl = own.stream().anyMatch(r -> Series.of(r).isNative());
        if (pureJava) {
            text.add(
                    "`PureJava` is the fork with the JVM's cipher intrinsics off (or, in a section that says so, the intrinsics "
                            + "of its own family)" + (openssl ? ";" : "."));
        }
        String masks = own.stream()
                .filter(r -> r.variant() == Variant.PURE_JAVA && Series.of(r).isNative())
                .flatMap(r -> r.jvm().args().stream())
                .distinct()
                .map(a -> "`" + a + "`")
                .collect(Collectors.joining(", "));
        if (!masks.isEmpty()) {
            text.add("`OpenSSL no AES-NI` is `openssl speed` with " + masks + ".");
        }
        List<String> nativeProviders = own.stream()
                .filter(r -> r.variant() == Variant.PURE_JAVA)
                .map(r -> r.param(Params.PROVIDER))
                .filter(p -> p != null && List.of("Conscrypt", "ACCP").contains(p))
                .distinct()
                .sorted(Comparator.comparing(List.of("Conscrypt", "ACCP")::indexOf))
                .toList();
        if (!nativeProviders.isEmpty()) {
            text.add("Native providers (" + String.join(", ", nativeProviders) + ") keep AES-NI in their PureJava "
                    + "rows: the JVM flags do not reach them.");
        }
        if (!own.isEmpty() && !plain.isEmpty()) {
            text.add(
                    "Other results: one table and one chart per benchmark class and mode, throughput in operations per "
                            + "second, AverageTime, SampleTime and SingleShot in the time per operation named in each heading.");
        }
        return String.join(" ", text);
    }

    /** How to read the error bars the tables hold, and the trending mark; only what the input has. */
    private List<String> errorBars() {
        List<String> text = new ArrayList<>();
        List<ErrorBar> bars = rows.stream()
                .filter(r -> Double.isFinite(r.opsPerSecond()))
                .map(r -> ErrorBar.of(r, ops -> ops))
                .toList();
        boolean openssl = own.stream().anyMatch(r -> Series.of(r).isNative());
        text.add("each figure is the geometric mean of the row's fork means"
                + (openssl ? " (OpenSSL: of its " + NativeBaseline.REPEATS + " runs)" : "")
                + ", the one estimator of every table;");
        if (bars.stream().anyMatch(ErrorBar::overForks)) {
            text.add("[low, high] is its " + Math.round(PooledInterval.CONFIDENCE * 100)
                    + "% interval with the run's fork-to-fork"
                    + " variance pooled by provider and variant (empirical Bayes, as limma moderates few replicates; Student's t on the"
                    + " logarithms), (n forks) how many it rests on, and a reason where it is more than 4 times wide.");
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && !Double.isNaN(b.error()) && b.forks() == 1)) {
            text.add(
                    "± with (1 fork) is JMH's 99.9% half-width over that one fork's iterations: the fork-to-fork variation,"
                            + " often several times larger, is not in it.");
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && !Double.isNaN(b.error()) && b.forks() != 1)) {
            text.add("± alone is JMH's 99.9% half-width over all iterations.");
        }
        List<ResultRow> forked = own.stream()
                .filter(r -> !Series.of(r).isNative() && ModeratedVariance.logForkMeans(r.rawByFork()).length >= 2)
                .toList();
        if (!forked.isEmpty()) {
            boolean jdks = forked.stream().map(ResultRow::jdk).distinct().count() > 1;
            Boolean interleaved = jdks ? inputs.jdksInterleaved() : null;
            String acrossJdks = interleaved == null
                    ? ""
                    : interleaved
                            ? "; across JDKs too, whose forks ran in turns"
                            : "; not across JDKs, which ran one after the other";
            text.add("A ratio's [low, high] is its " + Math.round(PairedForks.CONFIDENCE * 100)
                    + "% paired interval: fork i of one"
                    + " row against fork i of the other (close together in time where `run` ran them in one round"
                    + acrossJdks + "), Student's t on the logarithms of their ratios, their variance moderated by"
                    + " the run's provider ratios to SunJCE as the rows' is;"
                    + " (n pairs) is how many it rests on"
                    + (own.stream().anyMatch(r -> Series.of(r).isNative())
                            ? ", and a ratio to OpenSSL, measured apart from the forks, has none."
                            : "."));
        }
        if (bars.stream().anyMatch(b -> !b.overForks() && Double.isNaN(b.error()))) {
            text.add("A value without a bar rests on a single measurement, or on too few iterations for one.");
        }
        if (!trends.isEmpty()) {
            text.add(Trends.MARK + " marks a row with a fork that did not stay settled: see the list at the end.");
        }
        return text;
    }
}
