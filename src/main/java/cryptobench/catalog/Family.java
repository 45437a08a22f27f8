package cryptobench.catalog;

import cryptobench.jvm.IntrinsicGroup;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every benchmark class, with what the rest of the suite needs to know about it: its kind (which
 * report section shows it), the intrinsics its pure-Java fork switches off, and its params. Adding
 * a family of a known kind is its fixture, its thin class in {@code src/jmh/java} and one entry here;
 * a new kind also needs its report section, {@code providers} table and profile (docs/architecture.md).
 */
public enum Family {
    AES_GCM("AesGcm", Kind.CIPHER),
    AES_CBC("AesCbc", Kind.CIPHER),
    AES_CBC_PKCS5("AesCbcPkcs5", Kind.CIPHER),
    AES_CTR("AesCtr", Kind.CIPHER),
    AES_ECB("AesEcb", Kind.CIPHER),
    AES_OFB("AesOfb", Kind.CIPHER),
    AES_CFB("AesCfb", Kind.CIPHER),
    AES_EAX("AesEax", Kind.CIPHER),
    AES_GCM_SIV("AesGcmSiv", Kind.CIPHER),
    AES_XTS("AesXts", Kind.CIPHER),
    CHACHA20_POLY1305("ChaCha20Poly1305", Kind.CIPHER),
    MD5("Md5", Kind.DIGEST),
    SHA1("Sha1", Kind.DIGEST),
    SHA256("Sha256", Kind.DIGEST),
    SHA512("Sha512", Kind.DIGEST),
    SHA3_256("Sha3_256", Kind.DIGEST),
    RIPEMD160("Ripemd160", Kind.DIGEST),
    HMAC_SHA256("HmacSha256", Kind.DIGEST),
    HMAC_SHA512("HmacSha512", Kind.DIGEST),
    STREAMING("Streaming", Kind.STREAMING),
    SMALL_MESSAGE("SmallMessage", Kind.SMALL_MESSAGE),
    CIPHER_INIT("CipherInit", Kind.CIPHER_INIT),
    BYTE_BUFFER_CIPHER("ByteBufferCipher", Kind.BYTE_BUFFER),
    RSA("Rsa", Kind.SIGNATURE),
    RSA_ENCRYPTION("RsaEncryption", Kind.PUBLIC_KEY_CIPHER),
    ECDSA_P256("EcdsaP256", Kind.SIGNATURE),
    ECDSA_P384("EcdsaP384", Kind.SIGNATURE),
    ED25519("Ed25519", Kind.SIGNATURE),
    X25519("X25519", Kind.KEY_AGREEMENT),
    ECDH_P256("EcdhP256", Kind.KEY_AGREEMENT),
    ECDH_P384("EcdhP384", Kind.KEY_AGREEMENT),
    PBKDF2("Pbkdf2", Kind.KDF),
    HKDF("Hkdf", Kind.KDF),
    SECURE_RANDOM_BYTES("SecureRandomBytes", Kind.RANDOM),
    KEY_GENERATION("KeyGeneration", Kind.KEY_GENERATION),
    SCALING("Scaling", Kind.SCALING),
    COLD_START("ColdStart", Kind.STARTUP),
    ML_KEM("MlKem", Kind.KEM),
    X25519_ML_KEM_768("X25519MlKem768", Kind.KEM),
    ML_DSA("MlDsa", Kind.PQ_SIGNATURE),
    ISA_LEVELS("IsaLevels", Kind.ISA),
    AES_KEY_WRAP("AesKeyWrap", Kind.KEY_WRAP),
    TLS_HANDSHAKE("TlsHandshake", Kind.TLS_HANDSHAKE),
    TLS_RECORDS("TlsRecords", Kind.TLS_RECORD);

    /** The package of every benchmark class. */
    public static final String PACKAGE = "cryptobench.bench";

    /** What a family measures, which decides its params, unit and report section. */
    public enum Kind {
        /** One-shot doFinal per dataSize; GiB/s, per-size sections. */
        CIPHER(IntrinsicGroup.CIPHER, Params.PROVIDER, Params.KEY_BITS, Params.DATA_SIZE),
        /** One-shot digest or MAC per dataSize; GiB/s, per-size sections. */
        DIGEST(IntrinsicGroup.DIGEST, Params.PROVIDER, Params.DATA_SIZE),
        /** update in chunkSize pieces and doFinal; GiB/s of whole messages. */
        STREAMING(
                IntrinsicGroup.CIPHER,
                Params.PROVIDER,
                Params.ALGORITHM,
                Params.KEY_BITS,
                Params.MESSAGE_SIZE,
                Params.CHUNK_SIZE),
        /** init and doFinal per message; ns per message. */
        SMALL_MESSAGE(IntrinsicGroup.CIPHER, Params.PROVIDER, Params.ALGORITHM, Params.KEY_BITS, Params.DATA_SIZE),
        /** getInstance and init costs; ns per operation. */
        CIPHER_INIT(IntrinsicGroup.CIPHER, Params.PROVIDER, Params.ALGORITHM, Params.KEY_BITS),
        /** doFinal on ByteBuffers; GiB/s by buffer kind. */
        BYTE_BUFFER(
                IntrinsicGroup.CIPHER,
                Params.PROVIDER,
                Params.ALGORITHM,
                Params.KEY_BITS,
                Params.DATA_SIZE,
                Params.BUFFER_KIND),
        /** sign and verify; operations per second. */
        SIGNATURE(IntrinsicGroup.BIGINT, Params.PROVIDER),
        /** RSA encryption and decryption of a short message; time per operation. */
        PUBLIC_KEY_CIPHER(IntrinsicGroup.BIGINT, Params.PROVIDER),
        /** key agreement; operations per second. */
        KEY_AGREEMENT(IntrinsicGroup.BIGINT, Params.PROVIDER),
        /** PBKDF2 and HKDF derivations; time per derivation. */
        KDF(IntrinsicGroup.DIGEST, Params.PROVIDER),
        /** Key pairs from a provider's KeyPairGenerator; time per pair. */
        KEY_GENERATION(IntrinsicGroup.BIGINT, Params.PROVIDER),
        /** Headline primitives on one thread and on all, each thread with its own objects; ops/s and their ratio. */
        SCALING(IntrinsicGroup.CIPHER_AND_DIGEST, Params.PROVIDER, Params.PRIMITIVE),
        /** A fresh JVM's first AES-GCM encryption, one call a fork over many forks; milliseconds. */
        STARTUP(IntrinsicGroup.CIPHER, Params.PROVIDER),
        /** SecureRandom output on one thread, all threads and a new thread per call; MB/s by size. */
        RANDOM(IntrinsicGroup.DIGEST, Params.PROVIDER, Params.ALGORITHM, Params.DATA_SIZE),
        /** ML-KEM key generation, encapsulation and decapsulation, and the TLS hybrid; operations per second. */
        KEM(IntrinsicGroup.PQC, Params.PROVIDER),
        /** ML-DSA key generation, sign and verify; operations per second. */
        PQ_SIGNATURE(IntrinsicGroup.PQC, Params.PROVIDER),
        /** One primitive per UseAVX level and pure Java; GiB/s by level. */
        ISA(IntrinsicGroup.CIPHER_AND_DIGEST, Params.PROVIDER, Params.PRIMITIVE, Params.DATA_SIZE),
        /** AES-KW and AES-KWP wrap and unwrap of keys; operations per second. */
        KEY_WRAP(IntrinsicGroup.CIPHER, Params.PROVIDER, Params.WRAP_MODE, Params.WRAPPED_KEY),
        /** Full and resumed TLS handshakes per stack, both sides in one thread; handshakes per second. */
        TLS_HANDSHAKE(IntrinsicGroup.TLS, Params.STACK, Params.PROTOCOL, Params.GROUP, Params.CERTIFICATE),
        /** Application data through a stack's record wrap and unwrap per cipher suite; GiB/s. */
        TLS_RECORD(IntrinsicGroup.TLS, Params.STACK, Params.SUITE, Params.DATA_SIZE);

        private final IntrinsicGroup intrinsics;
        private final List<String> params;

        Kind(IntrinsicGroup intrinsics, String... params) {
            this.intrinsics = intrinsics;
            this.params = List.of(params);
        }

        /** The intrinsics its pure-Java fork switches off. */
        public IntrinsicGroup intrinsics() {
            return intrinsics;
        }

        /** Whether its benchmarks settle in their trial set-up ({@code Settler}) before JMH's warm-up. */
        public boolean settles() {
            return this == CIPHER
                    || this == DIGEST
                    || this == ISA
                    || this == SIGNATURE
                    || this == PUBLIC_KEY_CIPHER
                    || this == KEY_AGREEMENT
                    || this == KDF
                    || this == RANDOM
                    || this == KEY_GENERATION
                    || this == SCALING
                    || this == KEM
                    || this == PQ_SIGNATURE
                    || this == KEY_WRAP
                    || this == TLS_HANDSHAKE
                    || this == TLS_RECORD;
        }

        /** The params every family of this kind declares (a family may declare more, such as RSA's). */
        public List<String> params() {
            return params;
        }
    }

    private final String className;
    private final Kind kind;

    Family(String className, Kind kind) {
        this.className = className;
        this.kind = kind;
    }

    /**
     * Whether one call with these params (a param's value by name, or null) does a random amount of work, so that
     * its iterations scatter by nature and no fork of it is judged for holding: RSA key generation, whose prime
     * search tries a random number of candidates (one 250 ms iteration may finish one 3072-bit key or four).
     */
    public boolean randomWork(Function<String, String> param) {
        String keyType = param.apply(Params.KEY_TYPE);
        return this == KEY_GENERATION && keyType != null && keyType.startsWith("RSA");
    }

    /** The simple name of the benchmark class, e.g. {@code AesGcm}. */
    public String className() {
        return className;
    }

    public Kind kind() {
        return kind;
    }

    /** The family of a benchmark class's simple name, or null for a class that is not one (another suite's). */
    public static Family ofClassName(String simpleName) {
        return Arrays.stream(values())
                .filter(f -> f.className.equals(simpleName))
                .findFirst()
                .orElse(null);
    }

    /** The family of a benchmark method's full name ({@code cryptobench.bench.AesGcm.encrypt}), or null. */
    public static Family ofBenchmark(String benchmark) {
        int method = benchmark.lastIndexOf('.');
        if (method < 0 || !benchmark.startsWith(PACKAGE + ".")) {
            return null;
        }
        return ofClassName(benchmark.substring(PACKAGE.length() + 1, method));
    }

    /** The families of these kinds, in catalog order. */
    public static List<Family> of(Kind... kinds) {
        List<Kind> wanted = List.of(kinds);
        return Arrays.stream(values()).filter(f -> wanted.contains(f.kind)).toList();
    }

    /** The simple class names of these families. */
    public static List<String> classNames(List<Family> families) {
        return families.stream().map(Family::className).toList();
    }

    /**
     * A JMH include regex for these families' benchmarks, e.g.
     * {@code cryptobench\.bench\.(AesGcm|AesCtr)\.encrypt(PureJava)?$} for {@code methods}
     * {@code encrypt(PureJava)?$}, or every method when {@code methods} is empty.
     */
    public static String regex(List<Family> families, String methods) {
        return PACKAGE.replace(".", "\\.") + "\\."
                + families.stream().map(Family::className).collect(Collectors.joining("|", "(", ")")) + "\\." + methods;
    }
}
