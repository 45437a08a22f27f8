package cryptobench.run;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.engine.Trial;
import cryptobench.jvm.Variant;
import cryptobench.provider.BcLts;
import cryptobench.provider.Implementation;
import cryptobench.provider.ProviderRegistry;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** Named selections of the benchmark matrix with their JMH settings: the one place profiles are defined. */
public enum Profile {
    /**
     * The CI regression subset: several short forks per trial, so that compare can test fork
     * means against each other (fork-to-fork noise here is larger than the spread within a fork).
     */
    QUICK(
            "AES-256-GCM and ChaCha20-Poly1305 encrypt; SunJCE, BC, Conscrypt, ACCP; 1 KiB and 16 KiB; both fork variants; "
                    + "3 forks, each settled, then 4x300 ms warm-up + 3x300 ms measurement",
            Family.regex(List.of(Family.AES_GCM, Family.CHACHA20_POLY1305), "encrypt(PureJava)?$"),
            map(Params.PROVIDER, Params.defaultProviders(), Params.KEY_BITS, "256", Params.DATA_SIZE, "1024,16384"),
            Timing.forks(3).warmup(4, 300).measure(3, 300),
            false),

    /**
     * What {@code ab} runs by default: few rows, so that many short paired rounds fit in its budget.
     */
    GATE(
            "AES-256-GCM encrypt and decrypt; ACCP; 1 KiB and 16 KiB; JDK defaults; per fork 3x200 ms warm-up + 4x200 ms measurement",
            Family.regex(List.of(Family.AES_GCM), "(encrypt|decrypt)$"),
            map(Params.PROVIDER, "ACCP", Params.KEY_BITS, "256", Params.DATA_SIZE, "1024,16384"),
            Timing.forks(1).warmup(3, 200).measure(4, 200),
            false),

    /**
     * The no-argument run: the comparison most readers want, in {@value Budget#HEADLINE_MINUTES} minutes of
     * measuring. Forks differ far more than iterations do (log sd 0.07-0.26 between forks, 0.03-0.06
     * within), so iterations are short and the time goes to forks: 2 per trial, then more for the
     * rows whose intervals are widest until the budget is spent. The native providers' pure-Java
     * forks are left out: their own code ignores the JVM's intrinsic flags (the full profile has them).
     */
    HEADLINE(
            "AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC, AES-256-CTR; SunJCE, BC, Conscrypt, ACCP; "
                    + "1 KiB and 16 KiB; encrypt and decrypt; JDK defaults, and intrinsics off for SunJCE and BC; 2 forks, each settled, "
                    + "then 1x200 ms warm-up + 5x100 ms measurement, then more forks for the widest rows until its budget is spent ("
                    + Budget.HEADLINE_MINUTES + " minutes unless --budget gives another)",
            Family.regex(List.of(Family.AES_GCM, Family.CHACHA20_POLY1305, Family.AES_CBC, Family.AES_CTR), ""),
            map(Params.PROVIDER, Params.defaultProviders(), Params.KEY_BITS, "256", Params.DATA_SIZE, "1024,16384"),
            Timing.forks(2).measure(5, 100),
            true),

    /** The digest and MAC family: every algorithm and provider, 1 KiB and 16 KiB, both fork variants. */
    DIGESTS(
            "MD5, SHA-1, SHA-256, SHA-512, SHA3-256, RIPEMD160, HmacSHA256, HmacSHA512; SunJCE (the JDK's own), BC, "
                    + "Conscrypt, ACCP; 1 KiB and 16 KiB; both fork variants; 1 fork, settled, then 1x200 ms warm-up + 5x200 ms measurement",
            Family.regex(Family.of(Kind.DIGEST), ""),
            map(Params.PROVIDER, Params.defaultProviders(), Params.DATA_SIZE, "1024,16384"),
            Timing.OWN,
            false),

    /**
     * The API shapes and the public-key family, one fork each so that both JDKs fit in an hour here:
     * streaming, small messages, init costs, ByteBuffers, signatures and key agreement.
     */
    BREADTH(
            "Streaming (1 MiB in 4 KiB updates), SmallMessage (init + doFinal), CipherInit, ByteBufferCipher (heap/direct, "
                    + "separate/in place), Rsa, RsaEncryption, EcdsaP256, EcdsaP384, Ed25519, X25519, EcdhP256, EcdhP384, AesKeyWrap; SunJCE, BC, Conscrypt, ACCP; dataSize "
                    + "38 B and 16 KiB; every variant; 1 fork (public-key and key-wrap forks settled) of 3x250 ms warm-up + 5x250 ms measurement",
            Family.regex(
                    Family.of(
                            Kind.STREAMING,
                            Kind.SMALL_MESSAGE,
                            Kind.CIPHER_INIT,
                            Kind.BYTE_BUFFER,
                            Kind.SIGNATURE,
                            Kind.PUBLIC_KEY_CIPHER,
                            Kind.KEY_AGREEMENT,
                            Kind.KEY_WRAP),
                    ""),
            map(Params.PROVIDER, Params.defaultProviders(), Params.DATA_SIZE, "38,16384"),
            Timing.forks(1).warmup(3, 250).measure(5, 250),
            false),

    /**
     * Post-quantum beside classical: ML-KEM, ML-DSA and the TLS hybrid in both fork variants, with the
     * classical schemes the migration-cost table compares them with. The JDK's cells are measured where its providers
     * offer ML-KEM and ML-DSA ({@code jdks} lists which do) and unsupported, naming the build, elsewhere.
     */
    PQ(
            "ML-KEM-512/768/1024, ML-DSA-44/65/87 (both fork variants), X25519MLKEM768; X25519, ECDH P-256, RSA-2048/3072 "
                    + "PKCS#1, ECDSA P-256, Ed25519 (JDK defaults); SunJCE and BC; 2 forks, each settled, then 3x300 ms warm-up + "
                    + "5x300 ms measurement",
            Family.regex(Family.of(Kind.KEM, Kind.PQ_SIGNATURE), "") + "|"
                    + Family.regex(
                            List.of(Family.X25519, Family.ECDH_P256, Family.RSA, Family.ECDSA_P256, Family.ED25519),
                            "(sign|verify|agree)$"),
            map(Params.PROVIDER, "SunJCE,BC", Params.MODULUS_BITS, "2048,3072", Params.SCHEME, "PKCS1_SHA256"),
            Timing.forks(2).warmup(3, 300).measure(5, 300),
            false),

    /**
     * What a service spends its crypto time on besides ciphers (issue 44's families): password hashing and key
     * derivation, SecureRandom, key generation, one fork each, settled.
     */
    SERVICES(
            "Pbkdf2 (PBKDF2-HMAC-SHA256 at 1,000 and 600,000 iterations), Hkdf (HKDF-SHA256 through javax.crypto.KDF and "
                    + "the provider's SecretKeyFactory, 32 and 64 bytes), SecureRandomBytes (DEFAULT, DRBG, SHA1PRNG, "
                    + "NativePRNGNonBlocking; 16 B, 32 B, 1 KiB; one thread, all threads, a new thread per call), KeyGeneration "
                    + "(RSA-2048/3072/4096, EC P-256 and P-384, Ed25519, X25519); SunJCE, BC, "
                    + "Conscrypt, ACCP; both fork variants; "
                    + "1 fork, settled, then 3x250 ms warm-up + 5x250 ms measurement",
            Family.regex(Family.of(Kind.KDF, Kind.RANDOM, Kind.KEY_GENERATION), ""),
            map(Params.PROVIDER, Params.defaultProviders()),
            Timing.forks(1).warmup(3, 250).measure(5, 250),
            false),

    /**
     * How each provider's headline primitives scale from one thread to all the machine's: the same operation on
     * {@code @Threads(1)} and {@code @Threads(MAX)}, each thread with objects of its own.
     */
    SCALING(
            "Scaling: AES-256-GCM encrypt 1 KiB, SHA-256 and HmacSHA256 of 1 KiB, ECDSA P-256 sign, SecureRandom "
                    + "DEFAULT 32 B, on one thread and on all; SunJCE, BC, Conscrypt, ACCP; JDK defaults; 1 fork, settled, "
                    + "then 3x250 ms warm-up + 5x250 ms measurement",
            Family.regex(List.of(Family.SCALING), ""),
            map(Params.PROVIDER, Params.defaultProviders()),
            Timing.forks(1).warmup(3, 250).measure(5, 250),
            false),

    /** What a serverless function pays: a fresh JVM's first AES-GCM encryption per provider, over many forks. */
    STARTUP(
            "ColdStart: a fresh JVM's first AES-256-GCM encryption of 1 KiB, with the provider loaded in the call and "
                    + "before it; SunJCE, BC, Conscrypt, ACCP; 10 forks of one call each (no pre-touched heap, no settling)",
            Family.regex(List.of(Family.COLD_START), ""),
            map(Params.PROVIDER, Params.defaultProviders()),
            Timing.forks(10),
            false),

    /** What a CPU with less than this one gets: SunJCE at each UseAVX level and in pure Java. */
    ISA(
            "AES-256-GCM, AES-256-CTR, ChaCha20-Poly1305 encrypt, AES-256-CBC decrypt, SHA-256; SunJCE; 1 KiB and 16 KiB; "
                    + "UseAVX 3, 2, 1, 0 and pure Java; 2 forks, each settled, then 1x200 ms warm-up + 5x200 ms measurement",
            Family.regex(List.of(Family.ISA_LEVELS), ""),
            map(Params.PROVIDER, Params.SUN_JCE, Params.DATA_SIZE, "1024,16384"),
            Timing.forks(2),
            false),

    /** How much of the gap between Bouncy Castle and the JDK its LTS build's native code closes, per CPU variant. */
    BC_LTS(
            "AES-256-GCM and AES-256-CTR encrypt and decrypt; BC, BC-LTS-java, the machine's native BC-LTS variants ("
                    + String.join(", ", BcLts.nativeVariants(System.getProperty("os.arch")))
                    + "), SunJCE, "
                    + "ACCP; 1 KiB and 16 KiB; JDK defaults; 2 forks, each settled, then 1x200 ms warm-up + 5x200 ms measurement",
            Family.regex(List.of(Family.AES_GCM, Family.AES_CTR), "(encrypt|decrypt)$"),
            map(
                    Params.PROVIDER,
                    Stream.of(
                                    List.of("SunJCE", "BC", "BC-LTS-java"),
                                    BcLts.nativeVariants(System.getProperty("os.arch")),
                                    List.of("ACCP"))
                            .flatMap(List::stream)
                            .collect(Collectors.joining(",")),
                    Params.KEY_BITS,
                    "256",
                    Params.DATA_SIZE,
                    "1024,16384"),
            Timing.forks(2),
            false),

    /**
     * TLS per stack beside the raw AEADs its records are made of: handshakes (TLS 1.3 and 1.2, x25519,
     * secp256r1 and the hybrid, an ECDSA P-256 certificate, full and resumed) and 16 KiB records.
     */
    TLS(
            "TlsHandshake (TLS 1.3: x25519, secp256r1, X25519MLKEM768; TLS 1.2: x25519, secp256r1; ECDSA P-256 certificate; "
                    + "full and resumed), TlsRecords (five suites, 16 KiB); SunJSSE, SunJSSE+ACCP, BCJSSE, Conscrypt; both fork variants "
                    + "(not Conscrypt's pure-Java forks); beside AES-GCM-128/256 and ChaCha20-Poly1305 encrypt and decrypt of SunJCE, BC, "
                    + "Conscrypt, ACCP at 16 KiB; 1 fork, settled, then 2x200 ms warm-up + 5x200 ms measurement",
            Family.regex(List.of(Family.TLS_HANDSHAKE, Family.TLS_RECORDS), "") + "|"
                    + Family.regex(List.of(Family.AES_GCM, Family.CHACHA20_POLY1305), "(encrypt|decrypt)$"),
            map(
                    Params.PROVIDER,
                    Params.defaultProviders(),
                    Params.KEY_BITS,
                    "128,256",
                    Params.DATA_SIZE,
                    "16384",
                    Params.CERTIFICATE,
                    "EC_P256"),
            Timing.forks(1).warmup(2, 200).measure(5, 200),
            false),

    /** Everything: every benchmark, provider and key size, at openssl speed's six sizes. */
    FULL(
            "every benchmark, provider and key size; 16, 64, 256, 1024, 8192 and 16384 bytes; both fork variants; "
                    + "the benchmarks' own iteration settings",
            Family.PACKAGE.replace(".", "\\.") + "\\.",
            map(Params.PROVIDER, Params.defaultProviders(), Params.DATA_SIZE, "16,64,256,1024,8192,16384"),
            Timing.OWN,
            true);

    /** The profiles' time budgets (a holder, as enum constants cannot read the enum's own constants). */
    public static final class Budget {

        /** The headline run's budget for measuring, in minutes. */
        public static final int HEADLINE_MINUTES = 12;

        /** The half-width a budget aims every row at: 5% (of the geometric mean, at 95%); it ends when all are within. */
        public static final double TARGET = 0.05;

        private Budget() {}
    }

    /**
     * The forks and iterations a profile sets, each null where the benchmark's own annotations (or JMH's defaults)
     * decide; times in milliseconds.
     */
    record Timing(
            Integer forks,
            Integer warmupIterations,
            Integer warmupMillis,
            Integer measurementIterations,
            Integer measurementMillis) {

        /** Nothing set: the benchmarks' own settings. */
        static final Timing OWN = new Timing(null, null, null, null, null);

        static Timing forks(int forks) {
            return new Timing(forks, null, null, null, null);
        }

        Timing warmup(int iterations, int millis) {
            return new Timing(forks, iterations, millis, measurementIterations, measurementMillis);
        }

        Timing measure(int iterations, int millis) {
            return new Timing(forks, warmupIterations, warmupMillis, iterations, millis);
        }

        /** Sets on {@code layer} each of these that {@code given} does not set itself. */
        void under(Options given, ChainedOptionsBuilder layer) {
            if (forks != null && !given.getForkCount().hasValue()) {
                layer.forks(forks);
            }
            if (warmupIterations != null && !given.getWarmupIterations().hasValue()) {
                layer.warmupIterations(warmupIterations);
            }
            if (warmupMillis != null && !given.getWarmupTime().hasValue()) {
                layer.warmupTime(TimeValue.milliseconds(warmupMillis));
            }
            if (measurementIterations != null
                    && !given.getMeasurementIterations().hasValue()) {
                layer.measurementIterations(measurementIterations);
            }
            if (measurementMillis != null && !given.getMeasurementTime().hasValue()) {
                layer.measurementTime(TimeValue.milliseconds(measurementMillis));
            }
        }
    }

    private final String description;
    private final String include;
    private final Map<String, String> params;
    private final Timing timing;
    private final boolean nativeBaseline;

    Profile(String description, String include, Map<String, String> params, Timing timing, boolean nativeBaseline) {
        this.description = description;
        this.include = include;
        this.params = params;
        this.timing = timing;
        this.nativeBaseline = nativeBaseline;
    }

    public String description() {
        return description;
    }

    /** The lower-case name used on the command line. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Whether {@code run} adds the OpenSSL baseline by default (not for CI gating, where it only costs time). */
    public boolean nativeBaseline() {
        return nativeBaseline;
    }

    /**
     * Whether the profile runs {@code t}: every trial its JMH options select, except, in the headline
     * and tls profiles, the pure-Java forks of native providers and of Conscrypt's TLS stack (their own
     * code whatever the JVM's intrinsic flags say).
     */
    public boolean keeps(Trial t) {
        if (this != HEADLINE && this != TLS
                || !Variant.ofBenchmark(t.benchmark()).equals(Variant.PURE_JAVA)) {
            return true;
        }
        if (Params.STACK_NATIVE.equals(t.params().get(Params.STACK))) {
            return false;
        }
        String provider = t.params().get(Params.PROVIDER);
        return provider == null || ProviderRegistry.implementation(provider) != Implementation.NATIVE;
    }

    /** The time budget of a run of this profile in seconds (0: none; the run takes what its forks take). */
    public double budgetSeconds() {
        return this == HEADLINE ? Budget.HEADLINE_MINUTES * 60 : 0;
    }

    /** The regex of the benchmarks the profile selects. */
    public String include() {
        return include;
    }

    /** The JMH options of this profile alone. */
    public Options options() {
        return options(new OptionsBuilder().build());
    }

    /**
     * The profile's JMH options under the JMH command line {@code extra}, as {@link #options(Options)} layers them.
     *
     * @throws IllegalArgumentException if {@code extra} is not a JMH command line
     */
    public Options options(List<String> extra) {
        try {
            return options(new CommandLineOptions(extra.toArray(String[]::new)));
        } catch (CommandLineOptionException e) {
            throw new IllegalArgumentException("JMH options after --: " + e.getMessage(), e);
        }
    }

    /**
     * The profile's JMH options as a layer over {@code given}: what {@code given} sets stays, and the profile
     * adds only what it leaves unset. A benchmark pattern in {@code given} replaces the profile's selection, a
     * {@code -p name=...} the profile's values of that param, and an option such as {@code -f} the profile's
     * (JMH joins a layer's includes to its parent's, so the profile's pattern is added only when none is given).
     */
    public Options options(Options given) {
        ChainedOptionsBuilder layer = new OptionsBuilder().parent(given);
        if (given.getIncludes().isEmpty()) {
            layer.include(include);
        }
        params.forEach((name, values) -> {
            if (!given.getParameter(name).hasValue()) {
                layer.param(name, values.split(","));
            }
        });
        timing.under(given, layer);
        return layer.build();
    }

    /**
     * The profile that shows each catalog kind (besides full, which runs every benchmark): a new
     * kind gets its profile here.
     */
    private static final Map<Kind, Profile> BY_KIND = Map.ofEntries(
            Map.entry(Kind.CIPHER, HEADLINE),
            Map.entry(Kind.DIGEST, DIGESTS),
            Map.entry(Kind.STREAMING, BREADTH),
            Map.entry(Kind.SMALL_MESSAGE, BREADTH),
            Map.entry(Kind.CIPHER_INIT, BREADTH),
            Map.entry(Kind.BYTE_BUFFER, BREADTH),
            Map.entry(Kind.SIGNATURE, BREADTH),
            Map.entry(Kind.PUBLIC_KEY_CIPHER, BREADTH),
            Map.entry(Kind.KEY_AGREEMENT, BREADTH),
            Map.entry(Kind.KDF, SERVICES),
            Map.entry(Kind.RANDOM, SERVICES),
            Map.entry(Kind.KEY_GENERATION, SERVICES),
            Map.entry(Kind.SCALING, SCALING),
            Map.entry(Kind.STARTUP, STARTUP),
            Map.entry(Kind.KEM, PQ),
            Map.entry(Kind.PQ_SIGNATURE, PQ),
            Map.entry(Kind.ISA, ISA),
            Map.entry(Kind.KEY_WRAP, BREADTH),
            Map.entry(Kind.TLS_HANDSHAKE, TLS),
            Map.entry(Kind.TLS_RECORD, TLS));

    /** The profile that shows {@code kind}'s families, if one besides full does. */
    public static Optional<Profile> of(Kind kind) {
        return Optional.ofNullable(BY_KIND.get(kind));
    }

    /** The profile named {@code name} (any case), or an error listing the valid ones. */
    public static Profile parse(String name) {
        for (Profile p : values()) {
            if (p.label().equalsIgnoreCase(name.trim())) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown profile '" + name + "'; valid: "
                + String.join(", ", Arrays.stream(values()).map(Profile::label).toList()));
    }

    private static Map<String, String> map(String... keyValues) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < keyValues.length; i += 2) {
            map.put(keyValues[i], keyValues[i + 1]);
        }
        return map;
    }
}
