package cryptobench.verify;

import cryptobench.check.*;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherReference;
import cryptobench.cipher.CipherSweep;
import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestSweep;
import cryptobench.provider.BcLts;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.random.RandomAlgorithm;
import cryptobench.random.RandomChecks;
import cryptobench.random.RandomFixture;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The checks of one JVM: every vendored Wycheproof file of the scope, the SecureRandom checks (scope all), then the
 * differential sweep of every cipher (and digest and MAC) of the scope, for each provider given. A provider that
 * cannot load, or does not offer an algorithm, gets a "not offered" row with the reason.
 */
public final class Verification {

    /** The output each SecureRandom check reads. */
    static final int RANDOM_SAMPLE_BYTES = 1 << 20;

    private final List<String> providers;
    private final Scope scope;
    private final long seed;
    private final Map<String, String> fork;
    private final Consumer<String> log;
    private CipherAlgorithm only;

    /**
     * @param fork the fork's fields (JDK, variant, UseAVX, ...) put first in every reproducer
     * @param log  where progress lines go
     */
    public Verification(
            List<String> providers, Scope scope, long seed, Map<String, String> fork, Consumer<String> log) {
        this.providers = List.copyOf(providers);
        this.scope = scope;
        this.seed = seed;
        this.fork = new LinkedHashMap<>(fork);
        this.fork.put("sweep seed", String.valueOf(seed));
        this.log = log;
    }

    /** The same checks narrowed to one cipher: its sweep and its Wycheproof file, no digests. */
    public Verification only(CipherAlgorithm algorithm) {
        Verification v = new Verification(providers, scope, seed, fork, log);
        v.only = algorithm;
        return v;
    }

    private List<VectorFile> files() {
        return only == null
                ? scope.vectorFiles()
                : scope.vectorFiles().stream()
                        .filter(f -> f.label().equals(only.displayName()))
                        .toList();
    }

    private List<CipherAlgorithm> ciphers() {
        return only == null ? scope.ciphers() : List.of(only);
    }

    private List<DigestAlgorithm> digests() {
        return only == null ? scope.digests() : List.of();
    }

    public ForkReport run() {
        long start = System.nanoTime();
        List<Tally> tallies = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        int omitted = 0;
        List<FailureKind> kinds = new ArrayList<>();
        Map<String, Map<Integer, String>> digests = new LinkedHashMap<>();
        List<SweepCase> cases = SweepPlan.full(seed);
        for (String name : providers) {
            String loadFailure = ProviderRegistry.loadFailure(name);
            if (loadFailure != null) {
                tallies.add(new Tally(name, "vectors", "(all)", 0, 0, 0, 0, "cannot load: " + loadFailure));
                continue;
            }
            if (providers.contains(BcLts.NAME) && BcLts.isChosenVariant(name)) {
                tallies.add(new Tally(
                        name,
                        "vectors",
                        "(all)",
                        0,
                        0,
                        0,
                        0,
                        "the variant " + BcLts.NAME + " chose here: checked as " + BcLts.NAME));
                log.accept(name + ": the variant " + BcLts.NAME + " chose here, checked as " + BcLts.NAME);
                continue;
            }
            long started = System.nanoTime();
            for (VectorFile file : files()) {
                VectorRunner.Result r = new VectorRunner(name, file).run();
                tallies.add(r.tally());
                r.failures().forEach(f -> failures.add(f.inFork(fork)));
                omitted += r.omitted();
                kinds.addAll(r.kinds());
            }
            log.accept(name + ": " + files().size() + " Wycheproof files in " + seconds(started));
            if (only == null && scope == Scope.ALL) {
                started = System.nanoTime();
                for (RandomAlgorithm algorithm : RandomAlgorithm.values()) {
                    randomChecks(name, algorithm, tallies, failures);
                }
                log.accept(name + ": SecureRandom checks in " + seconds(started));
            }
            for (CipherAlgorithm algorithm : ciphers()) {
                for (int keyBits : scope.keySizes(algorithm)) {
                    started = System.nanoTime();
                    SweepResult r = sweep(name, algorithm, keyBits, cases);
                    tallies.add(r.tally());
                    r.failures().forEach(f -> failures.add(f.inFork(fork)));
                    if (!r.digests().isEmpty()) {
                        digests.put(name + "|" + r.tally().algorithm(), r.digests());
                    }
                    log.accept(name + " " + r.tally().algorithm() + ": "
                            + r.tally().passed() + " passed, " + r.tally().failed() + " failed"
                            + (r.tally().note().isEmpty()
                                    ? ""
                                    : " (" + r.tally().note() + ")") + " in " + seconds(started));
                }
            }
            started = System.nanoTime();
            for (DigestAlgorithm algorithm : digests()) {
                SweepResult r = digestSweep(name, algorithm, cases);
                tallies.add(r.tally());
                r.failures().forEach(f -> failures.add(f.inFork(fork)));
                if (!r.digests().isEmpty()) {
                    digests.put(name + "|" + r.tally().algorithm(), r.digests());
                }
            }
            if (!digests().isEmpty()) {
                log.accept(name + ": " + digests().size() + " digests and MACs in " + seconds(started));
            }
        }
        return new ForkReport(
                fork,
                providers,
                tallies,
                failures,
                omitted,
                kinds,
                digests,
                Map.of(),
                (System.nanoTime() - start) / 1e9);
    }

    /** {@link RandomChecks} on 1 MiB of each generator the provider offers: a check is a test, passed or failed. */
    private void randomChecks(String name, RandomAlgorithm algorithm, List<Tally> tallies, List<Failure> failures) {
        String label = "SecureRandom " + algorithm.jcaName();
        List<RandomChecks.Result> outcomes;
        try {
            outcomes = RandomFixture.check(name, algorithm, RANDOM_SAMPLE_BYTES);
        } catch (UnsupportedCombinationException e) {
            tallies.add(new Tally(name, "random", label, 0, 0, 0, 0, e.getMessage()));
            return;
        }
        int passed = 0;
        for (RandomChecks.Result o : outcomes) {
            if (o.passed()) {
                passed++;
            } else {
                failures.add(new Failure(
                                name,
                                label,
                                "random " + o.check(),
                                o.failure(),
                                Map.of("check", o.check(), "sample", RANDOM_SAMPLE_BYTES + " bytes"))
                        .inFork(fork));
            }
        }
        tallies.add(new Tally(name, "random", label, passed, outcomes.size() - passed, 0, 0, ""));
    }

    private static String seconds(long startedNanos) {
        return String.format(Locale.ROOT, "%.1f s", (System.nanoTime() - startedNanos) / 1e9);
    }

    private SweepResult sweep(String name, CipherAlgorithm algorithm, int keyBits, List<SweepCase> cases) {
        String label = algorithm.displayName() + "-" + keyBits;
        Provider provider = ProviderRegistry.load(name);
        try {
            probe(provider, name, algorithm, keyBits);
        } catch (UnsupportedCombinationException e) {
            return notOffered(name, label, e.getMessage());
        } catch (GeneralSecurityException e) {
            return notOffered(name, label, name + " refuses " + label + ": " + e.getMessage());
        }
        CipherReference reference = CipherReference.find(name, provider, algorithm, keyBits);
        String note = CipherSweep.warmUp(name, provider, algorithm, keyBits)
                + (reference == null
                        ? "; no other provider offers it: round trips and tags only"
                        : "; against " + reference.name());
        return new CipherSweep(name, provider, reference, algorithm, keyBits).run(cases, note);
    }

    private SweepResult digestSweep(String name, DigestAlgorithm algorithm, List<SweepCase> cases) {
        String type = algorithm.isMac() ? "Mac" : "MessageDigest";
        Provider provider;
        try {
            provider = ProviderRegistry.offering(name, type, algorithm.jcaName());
        } catch (UnsupportedCombinationException e) {
            return notOffered(name, algorithm.jcaName(), e.getMessage());
        }
        if (provider == null) {
            return notOffered(name, algorithm.jcaName(), name + " offers no " + type + " " + algorithm.jcaName());
        }
        Reference ref =
                References.first(name, candidate -> ProviderRegistry.offering(candidate, type, algorithm.jcaName()));
        String referenceName = ref == null ? null : ref.name();
        Provider reference = ref == null ? null : ref.provider();
        return new DigestSweep(name, provider, referenceName, reference, algorithm)
                .run(cases, reference == null ? "no other provider offers it" : "against " + referenceName);
    }

    /** Initialises the cipher once for encryption with a zero key and IV: throws if the provider does not offer it. */
    private static void probe(Provider p, String name, CipherAlgorithm algorithm, int keyBits)
            throws GeneralSecurityException {
        algorithm
                .newCipher(p, name)
                .init(
                        Cipher.ENCRYPT_MODE,
                        new SecretKeySpec(new byte[keyBits / 8], algorithm.keyAlgorithm()),
                        algorithm.parameters(new byte[algorithm.ivLength()]));
    }

    private static SweepResult notOffered(String name, String label, String why) {
        return SweepResult.notOffered(name, label, why);
    }
}
