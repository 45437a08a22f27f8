package cryptobench.cli;

import cryptobench.catalog.Params;
import cryptobench.provider.BcLts;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.RunFolder;
import cryptobench.run.Jdks;
import cryptobench.verify.KnownFailures;
import cryptobench.verify.Scope;
import cryptobench.verify.VerifyRun;
import cryptobench.verify.VerifyWorker;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Checks providers against Wycheproof and against each other, in forks per JDK and fork variant. */
@Command(
        name = "verify",
        mixinStandardHelpOptions = true,
        description = {
            "Checks every provider that loads (or those given) against the vendored Wycheproof vectors and by a",
            "differential sweep (every length 0 to 1,100 bytes, powers of two +-1..17 up to 32 KiB and +-0, 1, 15..17 up",
            "to 1 MiB, seeded random lengths;",
            "doFinal, split updates with 1-15-byte pieces, in place, heap and direct buffers, AAD of several lengths;",
            "against another provider, tampered tags refused with no plaintext released), in one JVM per --jdk and fork",
            "variant (default, PureJava: every intrinsic off, UseAVX=2/1/0), and compares the forks' outputs case by case.",
            "Writes report.md (the conformance table), verify.json and reproducers/ to a new folder (-o, or",
            "results/verify/<UTC time>) and prints each failure once with its reproducer.",
            "Exit code: 0 all passed (or failed only as --known says), 1 any other failure, 2 bad input."
        })
public final class VerifyCommand implements Callable<Integer> {

    @Option(
            names = {"-p", "--provider"},
            split = ",",
            paramLabel = "NAME",
            description = {
                "Providers to check: built-in names, BC-LTS variants or Provider class names on the classpath;",
                "'provider=A,B' as in run's -p also works (default: every provider that loads)."
            })
    List<String> providers = new ArrayList<>();

    @Option(
            names = "--jdk",
            paramLabel = "JDK",
            description = {
                "A JDK home to verify on, or the folder name, version or feature release",
                "of one that 'jdks' lists; repeat for several (default: the running JDK)."
            })
    List<Path> jdks = new ArrayList<>();

    @Option(
            names = "--scope",
            paramLabel = "SCOPE",
            description = {
                "headline (AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC, AES-256-CTR and",
                "their Wycheproof files) or all (every cipher and key size end, digests, MACs, every vendored file) (default: ${DEFAULT-VALUE})."
            })
    String scope = "all";

    @Option(
            names = "--variants",
            split = ",",
            paramLabel = "VARIANT",
            description =
                    "Fork variants: default, PureJava, UseAVX=2, UseAVX=1, UseAVX=0 (default: all of them; a UseAVX level the CPU lacks is reported, not run, and beside default, the JDK's own level is its default fork's).")
    List<String> variants = new ArrayList<>(List.of("default", "PureJava", "UseAVX=2", "UseAVX=1", "UseAVX=0"));

    @Option(
            names = "--seed",
            paramLabel = "N",
            description = "The sweep's seed; a reproducer names it (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(
            names = "--parallel",
            paramLabel = "N",
            description = "Forks at once (default: ${DEFAULT-VALUE}; verify measures no time).")
    int parallel = 2;

    @Option(
            names = "--known",
            paramLabel = "FILE",
            description = {
                "Failures known upstream, one a line: 'provider | algorithm | words",
                "of the failure | why' (* in provider and algorithm matches anything): still reported, marked known, and left",
                "out of the exit code (.ci/verify-known.txt is CI's)."
            })
    Path knownFile;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "DIR",
            description = "A new or empty folder for the results (default: results/verify/<UTC time>).")
    Path output;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, InterruptedException {
        Scope s = Scope.parse(scope);
        List<VerifyWorker.ForkVariant> vs = variants.stream()
                .map(VerifyWorker.ForkVariant::parse)
                .distinct()
                .toList();
        if (parallel < 1) {
            throw new IllegalArgumentException("--parallel must be 1 or more, got " + parallel);
        }
        List<String> names = names();
        KnownFailures known = knownFile == null ? KnownFailures.none() : KnownFailures.read(knownFile);
        var javas = Jdks.resolve(jdks);
        Path folder = output == null
                ? RunFolder.newUnder(Path.of("results", "verify"))
                : Outputs.emptyFolder(output, "-o", "");
        return new VerifyRun(javas, names, vs, s, seed, parallel, folder)
                .knowing(known)
                .run(spec.commandLine().getOut());
    }

    private List<String> names() {
        if (providers.isEmpty()) {
            List<String> all = new ArrayList<>(ProviderRegistry.builtinNames());
            all.addAll(BcLts.names());
            return loadable(
                    all, ProviderRegistry::loadFailure, spec.commandLine().getOut());
        }
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (String p : providers) {
            String n = p.trim();
            if (n.contains("=")) {
                String key = n.substring(0, n.indexOf('='));
                if (!key.equals(Params.PROVIDER)) {
                    throw new IllegalArgumentException("-p " + p + ": verify takes provider=NAME,... or NAME,...; '"
                            + key + "' is not a verify parameter");
                }
                n = n.substring(n.indexOf('=') + 1);
            }
            if (!n.isEmpty()) {
                names.add(ProviderRegistry.canonical(n));
            }
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("-p names no provider");
        }
        return List.copyOf(names);
    }

    /** The providers of {@code all} that load; each that does not is named on {@code out} with the reason. */
    static List<String> loadable(List<String> all, Function<String, String> loadFailure, PrintWriter out) {
        List<String> loaded = new ArrayList<>();
        for (String n : all) {
            String why = loadFailure.apply(n);
            if (why == null) {
                loaded.add(n);
            } else {
                out.println("verify: " + n + " is not checked: it cannot load: " + why);
            }
        }
        return loaded;
    }
}
