package cryptobench.report;

import cryptobench.catalog.Params;
import cryptobench.engine.RoundStore;
import cryptobench.engine.Status;
import cryptobench.results.ForkAnatomy;
import cryptobench.results.ForkData;
import cryptobench.results.OutcomesFile;
import cryptobench.results.ResultReader;
import cryptobench.results.ResultRow;
import cryptobench.results.RowKey;
import cryptobench.results.RunFolder;
import cryptobench.results.RunSettings;
import cryptobench.results.UnsettledFork;
import cryptobench.verify.VerifyRun;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A report's inputs: their rows kept apart by input file, and the files each input's run folder holds
 * beside the results (env*.json, run.json, outcomes*.json, verify.json).
 */
final class ReportInputs {

    private final List<Path> inputs;

    ReportInputs(List<Path> inputs) {
        this.inputs = List.copyOf(inputs);
    }

    List<Path> paths() {
        return inputs;
    }

    /**
     * cryptobench rows (with a provider param) that differ only by their input file, e.g. two
     * machines' runs on one JDK: the input joins the JDK label, so that each gets its own series
     * instead of one hiding the other. Other suites' rows are kept apart by {@link OtherSection}.
     */
    static List<ResultRow> separateInputs(List<ResultRow> rows) {
        Map<String, Set<String>> files = new LinkedHashMap<>();
        rows.forEach(r -> files.computeIfAbsent(RowKey.of(r, RowKey.Jdk.LABEL), k -> new TreeSet<>())
                .add(r.file()));
        if (files.values().stream().allMatch(f -> f.size() == 1)) {
            return rows;
        }
        Set<String> colliding = new TreeSet<>();
        files.values().stream().filter(f -> f.size() > 1).forEach(colliding::addAll);
        boolean namesDiffer =
                colliding.stream().map(f -> Path.of(f).getFileName()).distinct().count() == colliding.size();
        return rows.stream()
                .map(r -> r.param(Params.PROVIDER) == null
                                || files.get(RowKey.of(r, RowKey.Jdk.LABEL)).size() == 1
                        ? r
                        : r.withJdk(r.jdk() + " "
                                + (namesDiffer
                                        ? Path.of(r.file()).getFileName()
                                        : Path.of(r.file()).getParent().getFileName() + "/"
                                                + Path.of(r.file()).getFileName())))
                .toList();
    }

    /** The env*.json files beside the inputs, in path order. */
    Set<Path> envFiles() throws IOException {
        Set<Path> envFiles = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            try (var list = Files.list(dir)) {
                list.filter(p -> p.getFileName().toString().matches("env.*\\.json"))
                        .forEach(envFiles::add);
            }
        }
        return envFiles;
    }

    /**
     * Whether the inputs' JDKs ran each trial's forks in turns (true) or one JDK after the other
     * (false, runs recorded before 2026-11-30), from every input folder's run.json; null when a
     * folder has none (merged shards) or they disagree.
     */
    Boolean jdksInterleaved() {
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
     * The forks the inputs' runs ran again because they did not stay settled, from each
     * folder's outcomes files.
     */
    List<UnsettledFork> replacedForks() {
        List<UnsettledFork> forks = new ArrayList<>();
        Set<Path> seen = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            try (var list = Files.list(dir)) {
                for (Path f : list.filter(p -> p.getFileName().toString().matches("outcomes.*\\.json"))
                        .sorted()
                        .toList()) {
                    if (seen.add(f)) {
                        OutcomesFile.read(f).unsettled().stream()
                                .filter(UnsettledFork::replaced)
                                .forEach(forks::add);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // An outcomes file that cannot be read only loses this list; the rows do not depend on it.
            }
        }
        return forks;
    }

    /**
     * Every fork of the inputs' runs with its cost as the parent timed it, from each result file's round
     * store ({@code trials/}); a file without one gives its rows' forks without that cost.
     */
    List<ForkAnatomy.Fork> forks() {
        List<ForkAnatomy.Fork> forks = new ArrayList<>();
        Set<Path> seen = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            try (var list = Files.list(dir)) {
                for (Path f : list.filter(p -> p.getFileName().toString().matches("jmh.*\\.json(\\.gz)?"))
                        .sorted()
                        .toList()) {
                    // A committed run keeps its jmh.json packed; a folder holding both is read once.
                    Path unpacked = RunFolder.companion(f, "jmh");
                    if (seen.add(unpacked) && (f.toAbsolutePath().equals(unpacked) || !Files.exists(unpacked))) {
                        forks.addAll(forksOf(f));
                    }
                }
            } catch (IOException | RuntimeException e) {
                // A store that cannot be read only loses the anatomy; the rows do not depend on it.
            }
        }
        return forks;
    }

    private static List<ForkAnatomy.Fork> forksOf(Path resultFile) throws IOException {
        List<ForkAnatomy.Fork> forks = new ArrayList<>();
        for (RoundStore.Entry e : RoundStore.of(resultFile).read()) {
            if (e.status() != Status.measured) {
                continue;
            }
            int n = e.results().stream().mapToInt(r -> ForkData.of(r).size()).sum();
            for (ResultRow r : e.results()) {
                forks.addAll(ForkAnatomy.forks(r, n == 0 ? Double.NaN : e.seconds() / n));
            }
        }
        if (forks.isEmpty()) {
            for (ResultRow r : ResultReader.read(List.of(resultFile))) {
                forks.addAll(ForkAnatomy.forks(r, Double.NaN));
            }
        }
        return forks;
    }

    /** The verify results written into the input folders ({@code verify.json}, or {@code verify/verify.json}). */
    Set<Path> verifyFiles() {
        Set<Path> found = new TreeSet<>();
        for (Path input : inputs) {
            Path dir = folderOf(input);
            for (Path candidate : List.of(
                    dir.resolve(VerifyRun.VERIFY_JSON), dir.resolve("verify").resolve(VerifyRun.VERIFY_JSON))) {
                if (Files.exists(candidate)) {
                    found.add(candidate);
                }
            }
        }
        return found;
    }

    /** The run folder of an input: the input itself, or the folder of a result file. */
    private static Path folderOf(Path input) {
        return Files.isDirectory(input) ? input : input.toAbsolutePath().getParent();
    }
}
