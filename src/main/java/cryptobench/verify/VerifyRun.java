package cryptobench.verify;

import cryptobench.check.*;
import cryptobench.engine.ExitCode;
import cryptobench.jvm.ChildProcess;
import cryptobench.jvm.ForkArgs;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.Implementation;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.AtomicFile;
import cryptobench.results.Json;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A whole {@code verify}: one forked JVM ({@link VerifyWorker}) per JDK and fork variant, at most
 * {@code parallel} at once, each checking its providers; then the forks' sweep outputs compared
 * with each other case by case (intrinsics on against off, one UseAVX level against another, one
 * JDK against another), and the conformance table, the failures and their reproducers written to
 * the folder. Only the JDK's providers (and providers given by class name) run in the variant forks
 * ({@link #reachedByFlags}).
 */
public final class VerifyRun {

    /** The file with every fork's report, which {@code report} reads for its conformance table. */
    public static final String VERIFY_JSON = "verify.json";

    /**
     * How long one fork may take before it is killed and reported as crashed: an hour, six times the
     * longest fork measured (the default fork of {@code --scope all}, 573 s with two forks at once).
     */
    static final Duration FORK_LIMIT = Duration.ofHours(1);

    /** One fork to run. */
    public record Fork(String jdk, Path java, VerifyWorker.ForkVariant variant, List<String> providers) {
        String id() {
            return "jdk" + jdk + "-" + variant.label().replace("=", "");
        }
    }

    private final Map<String, Path> javas;
    private final List<String> providers;
    private final List<VerifyWorker.ForkVariant> variants;
    private final Scope scope;
    private final long seed;
    private final int parallel;
    private final Path folder;
    private KnownFailures known = KnownFailures.none();
    private Duration forkLimit = FORK_LIMIT;

    /** Failures known upstream: reported, marked, and left out of the exit code. */
    public VerifyRun knowing(KnownFailures k) {
        this.known = k;
        return this;
    }

    /** Another limit than {@link #FORK_LIMIT} per fork. */
    VerifyRun forkLimit(Duration limit) {
        this.forkLimit = limit;
        return this;
    }

    public VerifyRun(
            Map<String, Path> javas,
            List<String> providers,
            List<VerifyWorker.ForkVariant> variants,
            Scope scope,
            long seed,
            int parallel,
            Path folder) {
        this.javas = javas;
        this.providers = providers;
        this.variants = variants;
        this.scope = scope;
        this.seed = seed;
        this.parallel = parallel;
        this.folder = folder;
    }

    /** The forks: every JDK x variant, each with the providers whose code the variant's flags reach. */
    public List<Fork> forks() {
        List<Fork> forks = new ArrayList<>();
        // the default forks first: they check every provider and take longest
        for (VerifyWorker.ForkVariant v : variants) {
            for (Map.Entry<String, Path> jdk : javas.entrySet()) {
                if (repeatsDefault(v, jdk.getValue())) {
                    continue;
                }
                List<String> ps = v == VerifyWorker.ForkVariant.DEFAULT
                        ? providers
                        : providers.stream().filter(VerifyRun::reachedByFlags).toList();
                if (!ps.isEmpty()) {
                    forks.add(new Fork(jdk.getKey(), jdk.getValue(), v, ps));
                }
            }
        }
        return forks;
    }

    /**
     * The forks left out as their default fork's repeats: "jdk17-UseAVX2" and why, one per left-out fork.
     */
    public List<String> repeats() {
        List<String> left = new ArrayList<>();
        for (VerifyWorker.ForkVariant v : variants) {
            for (Map.Entry<String, Path> jdk : javas.entrySet()) {
                if (repeatsDefault(v, jdk.getValue())) {
                    Fork f = new Fork(jdk.getKey(), jdk.getValue(), v, List.of());
                    left.add(f.id() + " not run: " + v.label() + " is JDK " + jdk.getKey()
                            + "'s own level on this CPU, which its default fork runs at");
                }
            }
        }
        return left;
    }

    /**
     * Whether variant {@code v} is the {@code UseAVX} level that {@code java} takes by default on this CPU while the
     * default variant runs too: that fork would repeat the default fork's checks under the same flags.
     */
    boolean repeatsDefault(VerifyWorker.ForkVariant v, Path java) {
        Integer level = v.variant().useAvx();
        if (level == null || !variants.contains(VerifyWorker.ForkVariant.DEFAULT)) {
            return false;
        }
        String byDefault = IntrinsicFlags.probe(java.toString(), List.of(), List.of(IntrinsicFlags.USE_AVX))
                .get(IntrinsicFlags.USE_AVX);
        return String.valueOf(level).equals(byDefault);
    }

    /**
     * Whether a variant's flags reach the provider's code: the JDK's own providers (their intrinsic
     * stubs) and providers given by class name (unknown code). Native code ignores the JVM's flags,
     * and Bouncy Castle's pure-Java code calls no cipher stub, so they run in the default fork only.
     */
    static boolean reachedByFlags(String provider) {
        Implementation i = ProviderRegistry.implementation(provider);
        return i == Implementation.JAVA_WITH_INTRINSICS || i == Implementation.UNKNOWN;
    }

    /** Runs the forks and writes the folder; returns the exit code: 0 all passed, 1 any failure. */
    public int run(PrintWriter out) throws IOException, InterruptedException {
        long start = System.nanoTime();
        Path forksDir = Files.createDirectories(folder.resolve("forks"));
        List<Fork> forks = forks();
        out.printf(
                "verify: %d forks (%s), scope %s, seed %d, %d at once%n",
                forks.size(),
                String.join(", ", forks.stream().map(Fork::id).toList()),
                scope.name().toLowerCase(Locale.ROOT),
                seed,
                parallel);
        repeats().forEach(r -> out.println("verify: " + r));
        out.flush();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, parallel));
        Map<Fork, Future<ForkReport>> running = new LinkedHashMap<>();
        for (Fork f : forks) {
            running.put(f, pool.submit(() -> runFork(f, forksDir, out)));
        }
        pool.shutdown();
        pool.awaitTermination(7, TimeUnit.DAYS);
        List<ForkReport> reports = new ArrayList<>();
        for (Map.Entry<Fork, Future<ForkReport>> e : running.entrySet()) {
            try {
                reports.add(e.getValue().get());
            } catch (ExecutionException ex) {
                reports.add(crashed(e.getKey(), String.valueOf(ex.getCause())));
            }
        }
        List<Failure> failures = new ArrayList<>();
        reports.forEach(r -> failures.addAll(r.failures()));
        List<Failure> cross = crossForkFailures(reports);
        failures.addAll(cross);
        double seconds = (System.nanoTime() - start) / 1e9;
        Conformance conformance = new Conformance(reports, failures, seconds, seed, scope).knowing(known);
        // the per-case digests served the comparison across forks: from here on one digest a row stands for them
        List<ForkReport> packed = reports.stream().map(ForkReport::packed).toList();
        for (int i = 0; i < forks.size(); i++) {
            Path json = forksDir.resolve(forks.get(i).id() + ".json");
            if (!reports.get(i).digests().isEmpty()) {
                AtomicFile.writeAtomically(json, Json.MAPPER.writeValueAsBytes(packed.get(i)));
            }
        }
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("scope", scope.name());
        all.put("seed", seed);
        all.put("seconds", seconds);
        all.put("forks", packed);
        all.put("crossForkFailures", cross);
        AtomicFile.writeAtomically(folder.resolve(VERIFY_JSON), Json.MAPPER.writeValueAsBytes(all));
        AtomicFile.writeAtomically(
                folder.resolve(RunFolder.REPORT), conformance.markdown().getBytes(StandardCharsets.UTF_8));
        Path reproducers = Files.createDirectories(folder.resolve("reproducers"));
        for (int i = 0; i < failures.size(); i++) {
            Failure f = failures.get(i);
            String file = String.format(Locale.ROOT, "%03d-%s-%s.txt", i + 1, safe(f.provider()), safe(f.algorithm()));
            AtomicFile.writeAtomically(reproducers.resolve(file), f.text().getBytes(StandardCharsets.UTF_8));
        }
        out.print(conformance.console());
        int unknown = 0;
        for (Failure f : failures) {
            String why = known.reason(f);
            if (why == null) {
                unknown++;
                out.print("FAILED " + f.text());
            } else {
                out.print("KNOWN " + f.provider() + " " + f.algorithm() + ", " + f.check() + ": " + f.message()
                        + "\n  known: " + why + "\n");
            }
        }
        List<String> stale = known.stale(reports, failures);
        stale.forEach(line -> out.println("STALE " + line));
        out.printf(
                "verify: %d failures (%d of them known)%s in %.0f s; %s%n",
                failures.size(),
                failures.size() - unknown,
                stale.isEmpty() ? "" : ", " + stale.size() + " stale known entries",
                seconds,
                folder.resolve(RunFolder.REPORT));
        out.flush();
        return unknown == 0 && stale.isEmpty() ? ExitCode.OK : ExitCode.FAILED;
    }

    private ForkReport runFork(Fork f, Path forksDir, PrintWriter out) throws IOException, InterruptedException {
        Path json = forksDir.resolve(f.id() + ".json");
        Path log = forksDir.resolve(f.id() + ".log");
        List<String> command = new ArrayList<>();
        command.add(f.java().toString());
        command.addAll(args(f.variant()));
        command.add("-XX:ErrorFile=" + forksDir.toAbsolutePath().resolve("hs_err_" + f.id() + "_%p.log"));
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(VerifyWorker.class.getName());
        command.addAll(List.of(
                "--providers",
                String.join(",", f.providers()),
                "--scope",
                scope.name(),
                "--seed",
                String.valueOf(seed),
                "--variant",
                f.variant().label(),
                "--out",
                json.toString()));
        long start = System.nanoTime();
        ChildProcess.Result r = ChildProcess.start(command, log).await(forkLimit);
        synchronized (out) {
            out.printf(
                    "  %s: %s after %.0f s%n",
                    f.id(), r.timedOut() ? "timed out" : "exit " + r.exitCode(), (System.nanoTime() - start) / 1e9);
            out.flush();
        }
        if (r.timedOut()) {
            return crashed(
                    f,
                    "the fork did not end within " + forkLimit.toSeconds() + " s and was killed (its log: " + log
                            + ")");
        }
        if (r.exitCode() != 0 || !Files.exists(json)) {
            return crashed(f, "the fork exited with code " + r.exitCode() + " (its log: " + log + ")");
        }
        return Json.MAPPER.readValue(json.toFile(), ForkReport.class);
    }

    /** A fork that died (a crash such as JDK-8330611's SIGSEGV is a finding): one failure in its name. */
    private ForkReport crashed(Fork f, String why) {
        Map<String, String> fork = new LinkedHashMap<>();
        fork.put("JDK", f.jdk());
        fork.put("java", f.java().toString());
        fork.put("fork variant", f.variant().label());
        fork.put("JVM arguments", String.join(" ", args(f.variant())));
        Failure failure = new Failure(String.join(",", f.providers()), "(fork)", "fork", why, fork);
        return ForkReport.of(fork, f.providers(), List.of(), List.of(failure));
    }

    /** The JVM arguments of a variant's fork. */
    static List<String> args(VerifyWorker.ForkVariant v) {
        List<String> args = new ArrayList<>(List.of(ForkArgs.NATIVE_ACCESS, "-Xmx1g"));
        args.addAll(v.flagArgs());
        return args;
    }

    /**
     * The sweep cases whose output differs between forks: every fork ran the same seeded cases, so a
     * provider's output for a case must be the same under every JDK, variant and UseAVX level.
     */
    List<Failure> crossForkFailures(List<ForkReport> reports) {
        Map<String, Map<Integer, Map<String, List<String>>>> byRow = new TreeMap<>();
        for (ForkReport r : reports) {
            String forkName = r.fork().getOrDefault("JDK", "?") + " " + r.fork().getOrDefault("fork variant", "?")
                    + " (UseAVX " + r.fork().getOrDefault("UseAVX", "?") + ")";
            r.digests()
                    .forEach((row, cases) -> cases.forEach((i, d) -> byRow.computeIfAbsent(row, k -> new TreeMap<>())
                            .computeIfAbsent(i, k -> new TreeMap<>())
                            .computeIfAbsent(d, k -> new ArrayList<>())
                            .add(forkName)));
        }
        List<SweepCase> plan = SweepPlan.full(seed);
        List<Failure> failures = new ArrayList<>();
        byRow.forEach((row, cases) -> {
            int differing = 0;
            SweepCase first = null;
            Map<String, List<String>> firstSeen = null;
            for (Map.Entry<Integer, Map<String, List<String>>> c : cases.entrySet()) {
                if (c.getValue().size() > 1) {
                    differing++;
                    SweepCase sc = plan.get(c.getKey());
                    if (first == null || sc.length() < first.length()) {
                        first = sc;
                        firstSeen = c.getValue();
                    }
                }
            }
            if (first != null) {
                String[] parts = row.split("\\|", 2);
                Map<String, String> r = new LinkedHashMap<>();
                r.put("case", first.describe());
                r.put("sweep seed", String.valueOf(seed));
                firstSeen.forEach(
                        (digest, forks) -> r.put("output SHA-256 " + digest + "...", String.join("; ", forks)));
                failures.add(new Failure(
                        parts[0],
                        parts[1],
                        "sweep across forks",
                        "output differs between forks in " + differing + " cases; the shortest shown",
                        r));
            }
        });
        return failures;
    }

    private static String safe(String s) {
        return s.replaceAll("[^A-Za-z0-9.-]+", "_");
    }
}
