package cryptobench.results;

import cryptobench.catalog.Params;
import cryptobench.stats.ModeratedVariance;
import cryptobench.stats.PooledInterval;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The pooled intervals of one run's rows ({@link PooledInterval}): each row's variance of its log
 * fork means is moderated by the prior fitted to its group (provider and fork variant, whose forks
 * vary alike); a group with fewer than {@value ModeratedVariance#MIN_ROWS} rows of 2 or more forks
 * takes the prior of the whole run. Pool one run's rows at a time ({@link #attach} pools by file):
 * the OpenSSL baseline's file, whose rows are each a few {@code openssl speed} runs, is pooled apart.
 */
public final class Pooled {

    private final Map<String, ModeratedVariance.Prior> groups;
    private final ModeratedVariance.Prior run;

    private Pooled(Map<String, ModeratedVariance.Prior> groups, ModeratedVariance.Prior run) {
        this.groups = groups;
        this.run = run;
    }

    /** Fits the priors to these rows, all of one run. */
    public static Pooled of(Collection<ResultRow> rows) {
        List<ResultRow> jmh = List.copyOf(rows);
        ModeratedVariance.Prior run = ModeratedVariance.Prior.ofForks(
                jmh.stream().map(ResultRow::rawByFork).toList());
        Map<String, ModeratedVariance.Prior> groups = new TreeMap<>();
        jmh.stream()
                .collect(Collectors.groupingBy(Pooled::group, TreeMap::new, Collectors.toList()))
                .forEach((g, rs) -> groups.put(
                        g,
                        ModeratedVariance.Prior.ofForks(
                                rs.stream().map(ResultRow::rawByFork).toList())));
        return new Pooled(groups, run);
    }

    /**
     * The rows, each with its pooled intervals ({@link ResultRow#withInterval}), pooled with the rows
     * of its own file (one run's lane): a report or comparison of several runs pools each apart.
     */
    public static List<ResultRow> attach(List<ResultRow> rows) {
        Map<String, Pooled> byFile = new HashMap<>();
        rows.stream()
                .collect(Collectors.groupingBy(ResultRow::file, LinkedHashMap::new, Collectors.toList()))
                .forEach((file, rs) -> byFile.put(file, of(rs)));
        return rows.stream()
                .map(r -> r.withInterval(byFile.get(r.file()).of(r).orElse(null)))
                .toList();
    }

    /** The row's intervals in its own unit's values (empty for one the priors cannot give one). */
    public Optional<PooledInterval> of(ResultRow r) {
        return PooledInterval.of(r.rawByFork(), prior(r));
    }

    /** The prior the row is moderated by: its group's, or the whole run's for a small group. */
    public ModeratedVariance.Prior prior(ResultRow r) {
        return groups.getOrDefault(group(r), ModeratedVariance.Prior.NONE).orElse(run);
    }

    /** The prior of the whole run. */
    public ModeratedVariance.Prior run() {
        return run;
    }

    /** Each group's own fitted prior, by name. */
    public Map<String, ModeratedVariance.Prior> groups() {
        return groups;
    }

    /** The group a row's variance is pooled in: its provider and fork variant, e.g. "SunJCE PureJava". */
    public static String group(ResultRow r) {
        String provider = r.param(Params.PROVIDER) != null ? r.param(Params.PROVIDER) : r.param(Params.STACK);
        String variant = r.variant().suffix();
        return (provider == null ? "(no provider)" : provider) + (variant.isEmpty() ? "" : " " + variant);
    }
}
