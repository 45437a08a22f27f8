package cryptobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import cryptobench.engine.ExitCode;
import cryptobench.engine.ForkCommand;
import cryptobench.engine.ForkOutput;
import cryptobench.engine.ForkedJvm;
import cryptobench.engine.JmhOption;
import cryptobench.engine.RoundStore;
import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import picocli.CommandLine;

/** ab with its forks replaced by a model of two sides: verdicts, files, exit codes, resume and bad input. */
class AbCommandTest extends CliTestBase {

    /** Forks that return JMH rows of a fixed speed (new = base x factor) with log-normal noise per fork. */
    static class FakeForks extends ForkedJvm {
        final double factor;
        final double noise;
        final Random random = new Random(11);
        int launches;
        int failAfter = Integer.MAX_VALUE;
        String unsupportedProvider;
        String failOnNew;

        FakeForks(double factor, double noise) {
            this.factor = factor;
            this.noise = noise;
        }

        @Override
        public List<ForkOutput> run(List<ForkCommand> launches, boolean together) {
            List<ForkOutput> out = new ArrayList<>();
            for (ForkCommand l : launches) {
                if (++this.launches > failAfter) {
                    throw new IllegalStateException("killed");
                }
                List<String> a = l.jmhArgs();
                Matcher m = Pattern.compile("\\^\\((.*)\\)\\$").matcher(a.get(0));
                assertTrue(m.matches(), a.get(0));
                List<String> benchmarks = new ArrayList<>();
                Matcher q = Pattern.compile("\\\\Q(.*?)\\\\E").matcher(m.group(1));
                while (q.find()) {
                    benchmarks.add(q.group(1));
                }
                Map<String, String[]> params = new TreeMap<>();
                for (int i = 0; i < a.size() - 1; i++) {
                    if (a.get(i).equals("-p")) {
                        String[] kv = a.get(i + 1).split("=", 2);
                        params.put(kv[0], kv[1].split(","));
                    }
                }
                assertEquals("0", a.get(a.indexOf("-f") + 1), "one JVM per side and round");
                List<ResultRow> rows = new ArrayList<>();
                List<String> log = new ArrayList<>();
                for (String b : benchmarks) {
                    for (Map<String, String> p : cross(params)) {
                        log.add("# Benchmark: " + b);
                        log.add("# Parameters: ("
                                + String.join(
                                        ", ",
                                        p.entrySet().stream()
                                                .map(e -> e.getKey() + " = " + e.getValue())
                                                .toList())
                                + ")");
                        String provider = p.get("provider");
                        if (provider.equals(unsupportedProvider)) {
                            log.add("<failure>");
                            log.add("cryptobench.provider.UnsupportedCombinationException: " + provider
                                    + " does not offer it");
                            continue;
                        }
                        if (l.side().name().equals("new") && provider.equals(failOnNew)) {
                            log.add("<failure>");
                            log.add("java.lang.IllegalStateException: round trip failed");
                            continue;
                        }
                        rows.add(ResultRow.of(row(l, b, p)));
                    }
                }
                out.add(new ForkOutput(rows, log, 0));
            }
            return out;
        }

        private static List<Map<String, String>> cross(Map<String, String[]> params) {
            List<Map<String, String>> all = new ArrayList<>(List.of(new TreeMap<>()));
            params.forEach((k, vs) -> {
                List<Map<String, String>> more = new ArrayList<>();
                for (Map<String, String> m : all) {
                    for (String v : vs) {
                        Map<String, String> c = new TreeMap<>(m);
                        c.put(k, v);
                        more.add(c);
                    }
                }
                all.clear();
                all.addAll(more);
            });
            return all;
        }

        private JsonNode row(ForkCommand l, String benchmark, Map<String, String> p) {
            ObjectNode row = Json.MAPPER.createObjectNode();
            row.put("jmhVersion", "1.37")
                    .put("benchmark", benchmark)
                    .put("mode", "thrpt")
                    .put("threads", 1)
                    .put("forks", 0)
                    .put("jvm", l.side().java().toString())
                    .put("jdkVersion", "17.0.15")
                    .put("vmName", "OpenJDK 64-Bit Server VM");
            row.putArray("jvmArgs");
            ObjectNode params = row.putObject("params");
            p.forEach(params::put);
            double mean = 1000 * (l.side().name().equals("new") ? factor : 1) * Math.exp(noise * random.nextGaussian());
            ObjectNode pm = row.putObject("primaryMetric");
            pm.put("score", mean).put("scoreError", "NaN").put("scoreUnit", "ops/s");
            pm.putArray("scoreConfidence").add(mean).add(mean);
            pm.putObject("scorePercentiles");
            pm.putArray("rawData").addArray().add(mean * 0.99).add(mean).add(mean * 1.01);
            row.putObject("secondaryMetrics");
            return row;
        }
    }

    private int ab(FakeForks forks, String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        AbCommand cmd = cli.getSubcommands().get("ab").getCommand();
        cmd.forks = forks;
        cmd.checkSides = false;
        String[] all = new String[args.length + 1];
        all[0] = "ab";
        System.arraycopy(args, 0, all, 1, args.length);
        return cli.execute(all);
    }

    private static final String[] TWO_ROWS = {"--", "-p", "provider=SunJCE", "-p", "dataSize=1024"};

    private static String[] args(Path dir, String... more) {
        List<String> a = new ArrayList<>(List.of("-o", dir.toString(), "--seed", "5", "--schedule", "interleaved"));
        a.addAll(List.of(more));
        a.addAll(List.of(TWO_ROWS));
        return a.toArray(String[]::new);
    }

    @Test
    void aTenPercentSlowdownIsARegressionWithEveryFileWritten(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("ab");
        assertEquals(1, ab(new FakeForks(0.9, 0.02), args(dir)), err.toString());
        String md = Files.readString(dir.resolve("comparison.md"));
        assertTrue(md.contains("| regressed | AesGcm.decrypt provider=SunJCE keyBits=256 dataSize=1024 | -"), md);
        assertTrue(md.contains("| regressed | AesGcm.encrypt"), md);
        JsonNode json = Json.MAPPER.readTree(dir.resolve("comparison.json").toFile());
        assertEquals(2, json.path("counts").path("regressed").asInt());
        for (String side : List.of("base", "new")) {
            JsonNode rows =
                    Json.MAPPER.readTree(dir.resolve(side).resolve("jmh.json").toFile());
            assertEquals(2, rows.size());
            assertEquals(
                    json.path("rows").get(0).path("rounds").asInt(),
                    rows.get(0).path("primaryMetric").path("rawData").size(),
                    "one fork per round, joined");
            assertTrue(Files.isRegularFile(dir.resolve(side).resolve("env.json")));
            assertTrue(Files.isRegularFile(dir.resolve(side).resolve("outcomes.json")));
        }
        assertTrue(Files.isRegularFile(dir.resolve("ab.json")));
        assertTrue(Files.isRegularFile(dir.resolve("env.json")), "the run's environment record beside ab.json");
        // Once the run has ended its rounds are one packed file, read back by the round store.
        try (var files = Files.list(dir.resolve("rounds"))) {
            assertEquals(
                    List.of(RoundStore.PACK),
                    files.map(f -> f.getFileName().toString()).toList());
        }
        List<RoundStore.Entry> entries = new RoundStore(dir.resolve("rounds")).read();
        Map<Integer, String> orders = new TreeMap<>();
        entries.stream().filter(e -> e.key().contains("AesGcm.decrypt")).forEach(e -> orders.put(e.round(), e.order()));
        assertEquals(
                2 * json.path("rows").get(0).path("rounds").asInt(),
                entries.size() / 2,
                "both sides of every round of both rows");
        // The two rounds of a block swap the order, and each block draws its own.
        int blocks = json.path("rows").get(0).path("rounds").asInt() / 2;
        int baseFirst = 0;
        for (int block = 1; block <= blocks; block++) {
            String first = orders.get(2 * block - 1);
            String second = orders.get(2 * block);
            assertTrue(
                    first.equals("base first") ? second.equals("new first") : second.equals("base first"),
                    first + " / " + second);
            baseFirst += first.equals("base first") ? 1 : 0;
        }
        assertTrue(
                blocks >= 10 && baseFirst >= 2 && baseFirst <= blocks - 2,
                baseFirst + " of " + blocks + " blocks began base first");
        assertEquals(baseFirst, json.path("blockOrders").path("base first").asInt());
        assertEquals(
                blocks - baseFirst, json.path("blockOrders").path("new first").asInt());
        assertTrue(
                md.contains("- blocks by their first round: " + baseFirst + " base first, " + (blocks - baseFirst)
                        + " new first\n"),
                md);
    }

    @Test
    void jvmArgsOfJmhGoOnTheSidesJvmsBecauseTheRowsRunThere(@TempDir Path tmp) {
        FakeForks f = new FakeForks(1.0, 0.01) {
            @Override
            public List<ForkOutput> run(List<ForkCommand> launches, boolean together) {
                for (ForkCommand l : launches) {
                    List<String> cmd = l.command();
                    assertTrue(
                            cmd.indexOf("-XX:+UseSerialGC") > cmd.indexOf("-Xmx256m"),
                            "appended after the default fork's: " + cmd);
                    assertTrue(cmd.indexOf("-Xss2m") > cmd.indexOf("-Xmx256m"), cmd.toString());
                    assertTrue(
                            cmd.indexOf("-Dx=1") > 0 && cmd.indexOf("-Dx=1") < cmd.indexOf("-Xmx256m"), cmd.toString());
                    assertEquals(
                            "",
                            l.jmhArgs().get(l.jmhArgs().indexOf("-jvmArgsAppend") + 1),
                            "on the JVM, not JMH's: " + l.jmhArgs());
                }
                return super.run(launches, together);
            }
        };
        assertEquals(
                0,
                ab(
                        f,
                        "-o",
                        tmp.resolve("ab").toString(),
                        "--schedule",
                        "interleaved",
                        "--max-rounds",
                        "2",
                        "--min-rounds",
                        "2",
                        "--",
                        "-p",
                        "provider=SunJCE",
                        "-p",
                        "dataSize=1024",
                        "-jvmArgsAppend",
                        "-XX:+UseSerialGC -Xss2m",
                        "-jvmArgsPrepend",
                        "-Dx=1"),
                err.toString());
    }

    @Test
    void everyForkOnBothSidesTakesTheUsersThreadsBatchSizeAndProfiler(@TempDir Path tmp) throws Exception {
        List<List<String>> forks = new ArrayList<>();
        FakeForks f = new FakeForks(1.0, 0.01) {
            @Override
            public List<ForkOutput> run(List<ForkCommand> launches, boolean together) {
                launches.forEach(l -> forks.add(l.jmhArgs()));
                return super.run(launches, together);
            }
        };
        assertEquals(
                0,
                ab(
                        f,
                        Stream.concat(
                                        Arrays.stream(
                                                args(tmp.resolve("ab"), "--max-rounds", "2", "--min-rounds", "2")),
                                        Stream.of("-t", "2", "-bs", "3", "-prof", "gc"))
                                .toArray(String[]::new)),
                err.toString());
        assertEquals(4, forks.size(), "2 rounds of both sides");
        for (List<String> jmhArgs : forks) {
            CommandLineOptions fork = new CommandLineOptions(jmhArgs.toArray(String[]::new));
            assertEquals(2, fork.getThreads().get());
            assertEquals(3, fork.getMeasurementBatchSize().get());
            assertEquals("gc", fork.getProfilers().get(0).getKlass());
            assertEquals(3, fork.getWarmupIterations().get(), "and the profile's own options");
        }
    }

    static Stream<Arguments> ownedOptions() {
        Map<JmhOption, List<String>> given = Map.of(
                JmhOption.FORKS,
                List.of("-f", "3"),
                JmhOption.WARMUP_FORKS,
                List.of("-wf", "1"),
                JmhOption.RESULT_FORMAT,
                List.of("-rf", "csv"),
                JmhOption.RESULT_FILE,
                List.of("-rff", "x.json"),
                JmhOption.OUTPUT,
                List.of("-o", "out.txt"),
                JmhOption.VERBOSITY,
                List.of("-v", "EXTRA"),
                JmhOption.FAIL_ON_ERROR,
                List.of("-foe", "true"),
                JmhOption.JVM,
                List.of("-jvm", "/usr/bin/java"),
                JmhOption.JVM_ARGS,
                List.of("-jvmArgs", "-Xint"));
        assertEquals(Set.copyOf(JmhOption.of(JmhOption.Use.OWNED)), given.keySet(), "a value for each owned option");
        return Stream.concat(
                given.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue())),
                Stream.of(Arguments.of(JmhOption.FORKS, List.of("-f=3"))));
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("ownedOptions")
    void anOptionAbSetsItselfIsRefusedNamingItBeforeAnythingIsWritten(
            JmhOption owned, List<String> given, @TempDir Path tmp) {
        FakeForks f = new FakeForks(1, 0.01);
        List<String> a = new ArrayList<>(List.of("-o", tmp.resolve("ab").toString(), "--"));
        a.addAll(given);
        assertEquals(ExitCode.BAD_INPUT, ab(f, a.toArray(String[]::new)));
        assertTrue(
                err.toString()
                        .contains("error: JMH option " + owned.flag() + " after -- is set by ab itself: "
                                + owned.reason()),
                err.toString());
        assertFalse(Files.exists(tmp.resolve("ab")), "nothing written");
        assertEquals(0, f.launches);
    }

    @Test
    void theHelpSaysWhatAbDoesWithEachJmhOption() {
        assertEquals(0, run("ab", "--help"));
        String help = out.toString().replaceAll("\\s+", " ");
        assertTrue(
                help.contains(
                        "JMH options after -- go to every fork on both sides as given: -t, -tg, -si, -gc, -wi, -w, -wbs,"
                                + " -wm, -wmb, -i, -r, -bs, -opi, -tu, -to, -prof."),
                help);
        assertTrue(help.contains("benchmark regexes, -e, -bm, -p choose the rows"), help);
        for (JmhOption owned : JmhOption.of(JmhOption.Use.OWNED)) {
            assertTrue(help.contains(" " + owned.flag() + " " + owned.reason()), owned + ": " + help);
        }
    }

    @Test
    void theSameOnBothSidesIsUnchanged(@TempDir Path tmp) throws IOException {
        assertEquals(0, ab(new FakeForks(1.0, 0.01), args(tmp.resolve("ab"))), err.toString());
        assertTrue(out.toString().contains("result: 2 unchanged"), out.toString());
    }

    @Test
    void rowsStillOpenWhenTheRoundsRunOutAreUndecidedNotClean(@TempDir Path tmp) {
        assertEquals(0, ab(new FakeForks(1.0, 0.4), args(tmp.resolve("a"), "--max-rounds", "24")), err.toString());
        assertTrue(out.toString().contains("result: 2 undecided"), out.toString());
        assertEquals(
                1, ab(new FakeForks(1.0, 0.4), args(tmp.resolve("b"), "--max-rounds", "24", "--fail-on", "undecided")));
        assertTrue(
                err.toString().contains("ab: exit 1: --fail-on undecided: 2 of 2 rows not decided: AesGcm.decrypt"),
                err.toString());
    }

    /** An ab run of a 10% slowdown killed at its 10th JVM: 4 rounds of 2 rows saved. */
    private void killAtTheTenthJvm(Path dir) {
        FakeForks killed = new FakeForks(0.9, 0.02);
        killed.failAfter = 9;
        ab(killed, args(dir));
    }

    /** Resumes the run killed by {@link #killAtTheTenthJvm}: it keeps the 8 pairs and runs only the rounds not saved. */
    private FakeForks resumeRunsOnlyTheRoundsNotSaved(Path dir) throws IOException {
        FakeForks rest = new FakeForks(0.9, 0.02);
        assertEquals(1, ab(rest, "--resume", dir.toString()), err.toString());
        assertTrue(out.toString().contains("Resuming: 8 pairs of forks already done, in 4 rounds"), out.toString());
        JsonNode json = Json.MAPPER.readTree(dir.resolve("comparison.json").toFile());
        int rounds = Math.max(
                json.path("rows").get(0).path("rounds").asInt(),
                json.path("rows").get(1).path("rounds").asInt());
        assertEquals(2 * (rounds - 4), rest.launches, "only the rounds not saved run again");
        return rest;
    }

    /** The order of every round of the decrypt row in a run folder. */
    private static Map<Integer, String> orders(Path dir) throws IOException {
        Map<Integer, String> orders = new TreeMap<>();
        new RoundStore(dir.resolve("rounds"))
                .read().stream()
                        .filter(e -> e.key().contains("AesGcm.decrypt"))
                        .forEach(e -> orders.put(e.round(), e.order()));
        return orders;
    }

    @Test
    void aKilledRunResumesFromItsSavedRounds(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("ab");
        killAtTheTenthJvm(dir);
        try (var files = Files.list(dir.resolve("rounds"))) {
            assertEquals(
                    16, files.count(), "4 rounds of 2 rows saved before the kill at the 10th JVM, one file per side");
        }
        FakeForks rest = resumeRunsOnlyTheRoundsNotSaved(dir);
        // The resumed rounds ran in the order an unbroken run with the same seed gives them.
        Path straight = tmp.resolve("straight");
        ab(new FakeForks(0.9, 0.02), args(straight));
        assertEquals(orders(straight), orders(dir));
        assertEquals(ExitCode.BAD_INPUT, ab(rest, "--resume", dir.toString(), "--budget", "1m"));
        assertTrue(err.toString().contains("give it alone"), err.toString());
    }

    @Test
    void aFolderKilledBeforeTheRoundStoreHeldBothSidesInOneFileStillResumes(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("ab");
        killAtTheTenthJvm(dir);
        // Rewrite the 8 pairs as the round files of cryptobench before the round store: rNNNN-tNN.json, both sides in
        // one.
        Path rounds = dir.resolve("rounds");
        List<RoundStore.Entry> entries = new RoundStore(rounds).read();
        try (var files = Files.list(rounds)) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        List<String> keys =
                entries.stream().map(RoundStore.Entry::key).distinct().toList();
        for (String key : keys) {
            RoundStore.Entry b = entries.stream()
                    .filter(e -> e.key().equals(key) && e.lane().equals("base"))
                    .findFirst()
                    .orElseThrow();
            RoundStore.Entry x = entries.stream()
                    .filter(e -> e.key().equals(key) && e.lane().equals("new"))
                    .findFirst()
                    .orElseThrow();
            ObjectNode old = Json.MAPPER.createObjectNode();
            int trial = key.contains("AesGcm.decrypt") ? 1 : 2;
            old.put("round", b.round())
                    .put("trial", trial)
                    .put("key", key.substring(0, key.lastIndexOf(" #")))
                    .put("order", b.order())
                    .put("seconds", b.seconds());
            old.set("base", b.results().get(0).source());
            old.set("next", x.results().get(0).source());
            old.putNull("baseFailure").putNull("newFailure").put("unsupported", false);
            Files.writeString(rounds.resolve(String.format("r%04d-t%02d.json", b.round(), trial)), old.toString());
        }
        resumeRunsOnlyTheRoundsNotSaved(dir);
        JsonNode json = Json.MAPPER.readTree(dir.resolve("comparison.json").toFile());
        assertEquals(2, json.path("counts").path("regressed").asInt());
        try (var files = Files.list(rounds)) {
            assertEquals(
                    List.of(RoundStore.PACK),
                    files.map(f -> f.getFileName().toString()).toList(),
                    "old and new rounds packed");
        }
    }

    @Test
    void unsupportedOnEveryRowIsNothingMeasuredNeverAPass(@TempDir Path tmp) throws IOException {
        FakeForks unsupported = new FakeForks(1.0, 0.01);
        unsupported.unsupportedProvider = "SunJCE";
        assertEquals(ExitCode.NOTHING_MEASURED, ab(unsupported, args(tmp.resolve("a"))), err.toString());
        assertTrue(out.toString().contains("| unsupported | AesGcm.decrypt"), out.toString());
        assertTrue(
                err.toString()
                        .contains(
                                "error: nothing measured: no row has a round with both sides measured, so there is nothing to pass:"
                                        + " AesGcm.decrypt provider=SunJCE keyBits=256 dataSize=1024 unsupported (SunJCE does not offer it); AesGcm.encrypt"),
                err.toString());
        assertEquals(
                ExitCode.NOTHING_MEASURED,
                ab(unsupported, args(tmp.resolve("b"), "--fail-on", "none")),
                "whatever --fail-on says");
    }

    @Test
    void anUnsupportedRowBesideMeasuredOnesPassesOnlyTheRegressionGate(@TempDir Path tmp) {
        FakeForks some = new FakeForks(1.0, 0.01);
        some.unsupportedProvider = "BC";
        String[] rows = {
            "--seed", "5", "--schedule", "interleaved", "--", "-p", "provider=SunJCE,BC", "-p", "dataSize=1024"
        };
        List<String> a = new ArrayList<>(List.of("-o", tmp.resolve("a").toString()));
        a.addAll(List.of(rows));
        assertEquals(0, ab(some, a.toArray(String[]::new)), err.toString());
        assertTrue(out.toString().contains("result: 2 unchanged, 2 unsupported"), out.toString());
        List<String> b = new ArrayList<>(List.of("-o", tmp.resolve("b").toString(), "--fail-on", "undecided"));
        b.addAll(List.of(rows));
        assertEquals(1, ab(some, b.toArray(String[]::new)));
        assertTrue(
                err.toString()
                        .contains(
                                "ab: exit 1: --fail-on undecided: 2 of 4 rows not decided: AesGcm.decrypt provider=BC"),
                err.toString());
    }

    @Test
    void aFailingNewSideIsAFailedRow(@TempDir Path tmp) throws IOException {
        FakeForks broken = new FakeForks(1.0, 0.01);
        broken.failOnNew = "SunJCE";
        assertEquals(ExitCode.NOTHING_MEASURED, ab(broken, args(tmp.resolve("b"))), err.toString());
        assertTrue(
                out.toString().contains("| failed | AesGcm.decrypt provider=SunJCE keyBits=256 dataSize=1024 |"),
                out.toString());
        assertTrue(out.toString().contains("new: java.lang.IllegalStateException: round trip failed"), out.toString());
        JsonNode outcomes = Json.MAPPER.readTree(
                tmp.resolve("b").resolve("new").resolve("outcomes.json").toFile());
        assertEquals(2, outcomes.path("notMeasured").size(), "the new side's failures");
        JsonNode baseOutcomes = Json.MAPPER.readTree(
                tmp.resolve("b").resolve("base").resolve("outcomes.json").toFile());
        assertEquals(0, baseOutcomes.path("notMeasured").size(), "the base side did not fail");
        FakeForks half = new FakeForks(1.0, 0.01);
        half.failOnNew = "BC";
        assertEquals(
                1,
                ab(
                        half,
                        "-o",
                        tmp.resolve("c").toString(),
                        "--seed",
                        "5",
                        "--schedule",
                        "interleaved",
                        "--",
                        "-p",
                        "provider=SunJCE,BC",
                        "-p",
                        "dataSize=1024"),
                err.toString());
        assertTrue(
                err.toString()
                        .contains(
                                "ab: exit 1: 2 of 4 rows regressed or failed: AesGcm.decrypt provider=BC keyBits=256 dataSize=1024"
                                        + " failed (new: java.lang.IllegalStateException: round trip failed)"),
                err.toString());
    }

    @Test
    void badInputIsExitCodeTwoAndWritesNothing(@TempDir Path tmp) throws IOException {
        Path dir = tmp.resolve("ab");
        FakeForks f = new FakeForks(1, 0.01);
        assertEquals(ExitCode.BAD_INPUT, ab(f, "-o", dir.toString(), "--", "-p", "provider=Typo"));
        assertTrue(err.toString().contains("unknown provider 'Typo'"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, ab(f, "-o", dir.toString(), "--", "-p", "provider=com.example.NotThere"));
        assertTrue(
                err.toString().contains("-p provider=com.example.NotThere: no such class on the base side's classpath"),
                err.toString());
        assertEquals(
                ExitCode.BAD_INPUT,
                ab(
                        f,
                        "-o",
                        dir.toString(),
                        "--new-cp",
                        tmp.resolve("missing.jar").toString()));
        assertTrue(
                err.toString().contains("--new-cp " + tmp.resolve("missing.jar") + ": no such file"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, ab(f, "-o", dir.toString(), "--new-jvm", tmp.toString()));
        assertEquals(ExitCode.BAD_INPUT, ab(f, "-o", dir.toString(), "--budget", "lots"));
        assertTrue(err.toString().contains("--budget 'lots' is not a time like 90s, 10m or 1h"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, ab(f, "-o", dir.toString(), "--", "-f", "3"));
        assertTrue(err.toString().contains("JMH option -f after -- is set by ab itself"), err.toString());
        assertEquals(ExitCode.BAD_INPUT, ab(f, "--resume", tmp.toString()));
        assertTrue(err.toString().contains("there is no ab.json in it"), err.toString());
        assertFalse(Files.exists(dir), "nothing written for bad input");
        assertEquals(0, f.launches);
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("keep.txt"), "earlier");
        assertEquals(ExitCode.BAD_INPUT, ab(f, args(dir)));
        assertTrue(err.toString().contains("already holds files"), err.toString());
    }

    @Test
    void aProviderClassOnOneSideOnlyIsCheckedOnThatSide(@TempDir Path tmp) throws Exception {
        // A jar holding a Provider subclass, on the new side only.
        Path src = Files.createDirectories(tmp.resolve("src/ex"));
        Files.writeString(
                src.resolve("OnlyNew.java"),
                "package ex; public class OnlyNew extends java.security.Provider {"
                        + " public OnlyNew() { super(\"OnlyNew\", \"1\", \"test\"); } }");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        assertEquals(
                0,
                ToolProvider.getSystemJavaCompiler()
                        .run(
                                null,
                                null,
                                null,
                                "-d",
                                classes.toString(),
                                src.resolve("OnlyNew.java").toString()));
        FakeForks f = new FakeForks(1, 0.01);
        assertEquals(
                ExitCode.BAD_INPUT,
                ab(
                        f,
                        "-o",
                        tmp.resolve("a").toString(),
                        "--new-cp",
                        classes.toString(),
                        "--",
                        "-p",
                        "provider=ex.OnlyNew"));
        assertTrue(err.toString().contains("no such class on the base side's classpath"), err.toString());
        assertEquals(
                0,
                ab(
                        f,
                        "-o",
                        tmp.resolve("b").toString(),
                        "--seed",
                        "1",
                        "--base-cp",
                        classes.toString(),
                        "--new-cp",
                        classes.toString(),
                        "--",
                        "-p",
                        "provider=ex.OnlyNew",
                        "-p",
                        "dataSize=1024"),
                err.toString());
    }
}
