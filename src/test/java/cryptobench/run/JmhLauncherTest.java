package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cryptobench.catalog.Params;
import cryptobench.cipher.FakeProviders;
import cryptobench.engine.ExitCode;
import cryptobench.engine.JmhOption;
import cryptobench.engine.RoundStoreTest;
import cryptobench.engine.Trial;
import cryptobench.engine.TrialOptions;
import cryptobench.engine.WorkUnit;
import cryptobench.jvm.ForkArgs;
import cryptobench.results.Json;
import cryptobench.results.RunFolder;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/** The JMH command line as the jar exposes it; listing only, nothing is measured. */
class JmhLauncherTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final JmhLauncher launcher = new JmhLauncher(
            new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    @Test
    void listsBothForkVariantsOfEveryCipherBenchmark() {
        assertEquals(0, launcher.run("-l"));
        String listing = out.toString(StandardCharsets.UTF_8);
        for (String family : List.of(
                "AesGcm",
                "AesCbc",
                "AesCbcPkcs5",
                "AesCtr",
                "AesEcb",
                "AesOfb",
                "AesCfb",
                "AesEax",
                "AesGcmSiv",
                "AesXts",
                "ChaCha20Poly1305")) {
            for (String method : List.of("encrypt", "decrypt", "encryptPureJava", "decryptPureJava")) {
                assertTrue(
                        listing.contains("cryptobench.bench." + family + "." + method + "\n"), family + "." + method);
            }
        }
    }

    @Test
    void theHeadlineSelectsItsFourAlgorithmsInBothVariants() {
        List<String> args = new ArrayList<>(JmhOption.commandLine(
                Profile.HEADLINE.options(), List.of(Params.PROVIDER, Params.KEY_BITS, Params.DATA_SIZE)));
        args.add("-lp");
        assertEquals(0, launcher.run(args.toArray(String[]::new)));
        String listing = out.toString(StandardCharsets.UTF_8);
        long benchmarks =
                listing.lines().filter(l -> l.startsWith("cryptobench.bench.")).count();
        assertEquals(16, benchmarks, listing);
        assertTrue(listing.contains("ChaCha20Poly1305.decryptPureJava"), listing);
        assertFalse(listing.contains("AesGcmSiv"), listing);
        assertFalse(listing.contains("AesCbcPkcs5"), listing);
        assertTrue(listing.contains("param \"keyBits\" = {256}"), listing);
        assertTrue(listing.contains("param \"dataSize\" = {1024, 16384}"), listing);
    }

    @Test
    void badParamValuesFailOnceBeforeAnyForkStarts() {
        assertEquals(ExitCode.BAD_INPUT, launcher.run("AesGcm", "-p", "provider=SunJCE,OpenSSL"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("AesGcm", "-p", "keyBits=1024"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("AesGcm", "-p", "dataSize=-5"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("AesGcm", "-p", "dataSize=1k"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("-p unknown provider 'OpenSSL'; valid: SunJCE, BC, Conscrypt, ACCP"), errors);
        assertTrue(
                errors.contains("-p keyBits 1024 is not a key size of any algorithm here; valid: 128, 192, 256, 512"),
                errors);
        assertTrue(errors.contains("-p dataSize must be a positive number of bytes, got -5"), errors);
        assertTrue(errors.contains("-p dataSize '1k' is not a whole number"), errors);
    }

    @Test
    void theBreadthFamiliesParamsAreCheckedToo() {
        assertEquals(ExitCode.BAD_INPUT, launcher.run("Rsa", "-p", "modulusBits=1024"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("Streaming", "-p", "messageSize=134217728"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("Streaming", "-p", "chunkSize=0"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("-p modulusBits 1024 is not an RSA size here; valid: 2048, 3072, 4096"), errors);
        assertTrue(errors.contains("messageSize 134217728 does not fit the 1024 MiB heap of Streaming."), errors);
        assertTrue(errors.contains("-p chunkSize must be a positive number of bytes, got 0"), errors);
        // RSA sizes have their own name, so a keyBits for the AES benchmarks never reaches RSA.
        assertTrue(TrialPlan.checked(List.of("cryptobench\\.bench\\.(Rsa|AesGcm)\\.", "-p", "keyBits=128")).stream()
                .filter(t -> t.benchmark().contains(".Rsa."))
                .allMatch(t ->
                        t.params().containsKey("modulusBits") && !t.params().containsKey("keyBits")));
    }

    @Test
    void aMessageLargerThanTheForkHeapHoldsIsRefusedUpFrontWithTheHeapItNeeds() {
        assertEquals(
                ExitCode.BAD_INPUT, launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-p", "dataSize=67108864"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                errors.contains("dataSize 67108864 does not fit the 256 MiB heap of AesGcm.encrypt's forks, which hold"
                        + " messages up to 16777216 bytes (1/16 of the heap); give the forks at least 1024 MiB:"
                        + " -jvmArgsAppend \"-Xms1024m -Xmx1024m\""),
                errors);
        // 16 MiB fits 256 MiB (measured for every provider); with the heap the message names, 64 MiB is accepted.
        assertEquals(
                12,
                TrialPlan.checked(List.of("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-p", "dataSize=16777216"))
                        .size());
        assertEquals(
                12,
                TrialPlan.checked(List.of(
                                "cryptobench\\.bench\\.AesGcm\\.encrypt$",
                                "-p",
                                "dataSize=67108864",
                                "-jvmArgsAppend",
                                "-Xms1024m -Xmx1024m"))
                        .size());
        // The streaming forks have 1 GiB: 64 MiB fits, 128 MiB does not.
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.run("cryptobench\\.bench\\.Streaming\\.encrypt$", "-p", "messageSize=134217728"));
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("messageSize 134217728 does not fit the 1024 MiB heap"));
        assertTrue(
                TrialPlan.checked(List.of("cryptobench\\.bench\\.Streaming\\.encrypt$", "-p", "messageSize=67108864"))
                                .size()
                        > 0);
    }

    @Test
    void theForkHeapIsTheLastMaxHeapArgument() {
        assertEquals(
                256L << 20, ForkHeap.maxHeap(List.of("--enable-native-access=ALL-UNNAMED", "-Xms256m", "-Xmx256m")));
        assertEquals(2L << 30, ForkHeap.maxHeap(List.of("-Xmx256m", "-Xms2g -Xmx2g")));
        assertEquals(1L << 30, ForkHeap.maxHeap(List.of("-Xmx2g", "-XX:MaxHeapSize=1073741824")));
        assertEquals(-1, ForkHeap.maxHeap(List.of("-XX:+AlwaysPreTouch")));
    }

    @Test
    void aProviderClassWhoseConstructorThrowsIsABrokenInstallationNotUnsupported() {
        String broken = FakeProviders.NativeLibraryMissing.class.getName();
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.run(
                        "cryptobench\\.bench\\.AesGcm\\.encrypt$",
                        "-p",
                        "provider=" + broken,
                        "-rf",
                        "json",
                        "-rff",
                        "target/never-written.json"));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(
                errors.contains("provider class " + broken
                        + " cannot be constructed: UnsatisfiedLinkError: no fakecrypto in" + " java.library.path"),
                errors);
        assertFalse(Files.exists(Path.of("target/never-written.json")));
    }

    @Test
    void aJvmThatIsMissingOrTooOldIsRefusedOnceBeforeAnyTrial(@TempDir Path dir) throws IOException {
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-jvm", "/nonexistent/java"));
        assertTrue(err.toString(StandardCharsets.UTF_8)
                .contains("-jvm /nonexistent/java is not an executable java binary"));
        Path java8 = FakeJava.write(dir, "openjdk version \"1.8.0_322\"");
        assertEquals(
                ExitCode.BAD_INPUT, launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-jvm", java8.toString()));
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("-jvm " + java8 + " is Java 8; the benchmarks need JDK 17 or newer"), errors);
        assertEquals(1, errors.lines().filter(l -> l.contains("is Java 8")).count(), "said once: " + errors);
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("# cryptobench 1 of"), "no trial started");
    }

    @Test
    void javaVersionsAreReadTheWayEachJavaPrintsThem() {
        assertEquals(8, Preflight.majorVersion("openjdk version \"1.8.0_322\"\nOpenJDK Runtime Environment"));
        assertEquals(17, Preflight.majorVersion("openjdk version \"17.0.15\" 2025-04-15"));
        assertEquals(25, Preflight.majorVersion("openjdk version \"25\" 2025-09-16"));
        assertEquals(-1, Preflight.majorVersion("no version here"));
    }

    @Test
    void anotherJmhRunHoldingTheLockIsSaidOnceAndNothingIsWritten(@TempDir Path dir) throws IOException {
        Path result = dir.resolve("jmh.json");
        // mvn test sets jmh.ignoreLock so that a benchmark running beside the tests does not fail them; not here.
        String ignore = System.clearProperty("jmh.ignoreLock");
        try (var channel = FileChannel.open(Preflight.JMH_LOCK, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                var lock = channel.tryLock()) {
            assumeTrue(lock != null, "a real JMH run holds the lock now");
            assertTrue(Preflight.jmhLockTaken());
            assertEquals(
                    ExitCode.BAD_INPUT,
                    launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-rf", "json", "-rff", result.toString()));
        } finally {
            if (ignore != null) {
                System.setProperty("jmh.ignoreLock", ignore);
            }
        }
        String errors = err.toString(StandardCharsets.UTF_8);
        assertTrue(errors.contains("another JMH run holds " + Preflight.JMH_LOCK), errors);
        assertEquals(1, errors.lines().count(), errors);
        try (var files = Files.list(dir)) {
            assertEquals(0, files.count(), "nothing written");
        }
    }

    @Test
    void aForksJvmArgumentsNameOneHeapTheRunSizedInPlaceOfTheBenchmarks(@TempDir Path dir) throws IOException {
        Path result = dir.resolve("jmh.json");
        assertEquals(
                0,
                launcher.run(
                        "cryptobench\\.bench\\.AesGcm\\.encrypt$",
                        "-p",
                        "provider=SunJCE",
                        "-p",
                        "keyBits=128",
                        "-p",
                        "dataSize=1024",
                        "-f",
                        "1",
                        "-wi",
                        "0",
                        "-i",
                        "1",
                        "-w",
                        "100ms",
                        "-r",
                        "100ms",
                        "-rf",
                        "json",
                        "-rff",
                        result.toString()),
                err.toString(StandardCharsets.UTF_8));
        List<String> args = new ArrayList<>();
        Json.MAPPER.readTree(result.toFile()).get(0).path("jvmArgs").forEach(a -> args.add(a.asText()));
        // Before, "-Xms256m -Xmx256m" of @Fork and then the run's "-Xms64m -Xmx64m" after its bookkeeping.
        assertEquals(
                List.of("-Xms64m"),
                args.stream().filter(a -> a.startsWith("-Xms")).toList(),
                args.toString());
        assertEquals(
                List.of("-Xmx64m"),
                args.stream().filter(a -> a.startsWith("-Xmx")).toList(),
                args.toString());
        assertEquals(ForkArgs.DEFAULT, ForkArgs.settings(args), "compared as the benchmark's own 256 MiB heap");
    }

    @Test
    void aResultFileOrTrialsOfAnEarlierRunAreNeverOverwritten(@TempDir Path dir) throws IOException {
        Path result = Files.writeString(dir.resolve("jmh.json"), "[]");
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-rf", "json", "-rff", result.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains(result + " already exists"));
        assertEquals("[]", Files.readString(result));
        Path other = dir.resolve("other.json");
        Path trials = Files.createDirectories(dir.resolve("trials-other"));
        Files.writeString(trials.resolve("0000-r1-x.json"), "{}");
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.run("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-rf", "json", "-rff", other.toString()));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("holds 1 trial files of an earlier run"));
        assertTrue(Files.exists(trials.resolve("0000-r1-x.json")));
    }

    @Test
    void everyRoundsJmhRunFailsOnErrorWhateverTheUsersFoe() {
        Trial t = TrialPlan.checked(RoundStoreTest.ARGS).get(0);
        for (boolean foe : new boolean[] {true, false}) {
            Options given = new OptionsBuilder().shouldFailOnError(foe).build();
            assertTrue(new TrialOptions(given, t, 1).shouldFailOnError().get());
        }
    }

    @Test
    void runsInTheSameSecondGetTheirOwnFolder(@TempDir Path parent) throws IOException {
        Path first = RunFolder.newUnder(parent, "2026-01-01T00-00-00Z");
        Path second = RunFolder.newUnder(parent, "2026-01-01T00-00-00Z");
        assertEquals("2026-01-01T00-00-00Z", first.getFileName().toString());
        assertEquals("2026-01-01T00-00-00Z-2", second.getFileName().toString());
    }

    @Test
    void environmentFilesAreNamedAfterTheirResultFile() {
        assertEquals(
                "env.json",
                RunFolder.companion(Path.of("r/jmh.json"), "env").getFileName().toString());
        assertEquals(
                "env-jdk17.json",
                RunFolder.companion(Path.of("r/jmh-jdk17.json"), "env")
                        .getFileName()
                        .toString());
        assertEquals(
                "outcomes-smoke.json",
                RunFolder.companion(Path.of("smoke.json"), "outcomes")
                        .getFileName()
                        .toString());
        assertEquals(
                "env.json",
                RunFolder.companion(Path.of("r/jmh.json.gz"), "env")
                        .getFileName()
                        .toString());
    }

    @Test
    void badCommandLinesAndRegexesAreClearErrors() {
        assertEquals(ExitCode.BAD_INPUT, launcher.run("-f", "notANumber"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Error parsing command line"));
        assertEquals(ExitCode.BAD_INPUT, launcher.run("NoSuchBenchmark", "-rf", "json", "-rff", "target/none.json"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("No matching benchmarks"));
    }

    private static WorkUnit round(int index, int round) {
        return new WorkUnit(new Trial("b.C.m" + index, Mode.Throughput, Map.of(), 2, 1), index, round, "");
    }

    /** "lane:trial:round" for each step. */
    private static List<String> order(List<List<WorkUnit>> todos) {
        return RunPolicy.interleave(todos).stream()
                .map(s -> s.lane() + ":" + todos.get(s.lane()).get(s.pos()).index() + ":"
                        + todos.get(s.lane()).get(s.pos()).round())
                .toList();
    }

    @Test
    void severalJdksRunEachTrialsForkOneAfterTheOtherInTurns() {
        List<WorkUnit> jdk = List.of(round(0, 1), round(1, 1), round(0, 2), round(1, 2));
        // each trial's forks alternate which JDK goes first, also with an even number of trials
        assertEquals(
                List.of("0:0:1", "1:0:1", "1:1:1", "0:1:1", "1:0:2", "0:0:2", "0:1:2", "1:1:2"),
                order(List.of(jdk, jdk)));
        // a resumed run, the second JDK having finished round 1 of trial 0: the order of the rest is kept
        assertEquals(
                List.of("0:0:1", "1:1:1", "0:1:1", "1:0:2", "0:0:2"),
                order(List.of(List.of(round(0, 1), round(1, 1), round(0, 2)), List.of(round(1, 1), round(0, 2)))));
    }

    @Test
    void aBadSecondJdkStopsAnInterleavedRunBeforeAnythingIsWritten(@TempDir Path dir) {
        List<String> good = List.of(
                "cryptobench\\.bench\\.AesGcm\\.encrypt$",
                "-p",
                "provider=SunJCE",
                "-rf",
                "json",
                "-rff",
                dir.resolve("jmh-jdk17.json").toString());
        List<String> bad = List.of(
                "cryptobench\\.bench\\.AesGcm\\.encrypt$",
                "-p",
                "provider=SunJCE",
                "-jvm",
                "/nonexistent/java",
                "-rf",
                "json",
                "-rff",
                dir.resolve("jmh-jdk99.json").toString());
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.runLanes(
                        List.of(
                                new JmhLauncher.Command("JDK 17", options(good), null),
                                new JmhLauncher.Command("JDK 99", options(bad), null)),
                        Shard.ALL,
                        null));
        assertTrue(
                err.toString(StandardCharsets.UTF_8)
                        .contains("error: JDK 99: -jvm /nonexistent/java is not an executable java binary"),
                err.toString(StandardCharsets.UTF_8));
        assertFalse(Files.exists(dir.resolve("jmh-jdk17.json")), "nothing written");
        assertFalse(out.toString(StandardCharsets.UTF_8).contains("# cryptobench 1 of"), "no trial started");
    }

    @Test
    void theRunFolderIsAskedForOnlyOnceEveryCommandLineIsAccepted(@TempDir Path dir) {
        List<String> good = List.of("cryptobench\\.bench\\.AesGcm\\.encrypt$", "-p", "provider=SunJCE");
        List<String> bad = List.of(
                "cryptobench\\.bench\\.AesGcm\\.encrypt$", "-p", "provider=SunJCE", "-jvm", "/nonexistent/java");
        List<String> asked = new ArrayList<>();
        JmhLauncher launcher = new JmhLauncher(
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8))
                .into((mine, resume) -> {
                    asked.add("asked");
                    return dir;
                });
        assertEquals(
                ExitCode.BAD_INPUT,
                launcher.runLanes(
                        List.of(
                                new JmhLauncher.Command("JDK 17", options(good), "jmh-jdk17.json"),
                                new JmhLauncher.Command("JDK 99", options(bad), "jmh-jdk99.json")),
                        Shard.ALL,
                        null));
        assertEquals(List.of(), asked, "a refused command line makes no folder");
        assertTrue(launcher.runFolder().isEmpty());
    }

    private static Options options(List<String> args) {
        try {
            return new CommandLineOptions(args.toArray(String[]::new));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException(e);
        }
    }
}
