package cryptobench.catalog;

import cryptobench.provider.ProviderRegistry;
import java.util.List;

/**
 * The names of the JMH params the benchmarks declare (the field names of their {@code @Param}s),
 * and the providers every per-provider benchmark runs on by default.
 */
public final class Params {

    public static final String PROVIDER = "provider";
    public static final String ALGORITHM = "algorithm";
    public static final String SCHEME = "scheme";
    public static final String KEY_BITS = "keyBits";
    public static final String MODULUS_BITS = "modulusBits";
    public static final String PADDING = "padding";
    public static final String API = "api";
    public static final String KEY_TYPE = "keyType";
    public static final String ITERATIONS = "iterations";
    public static final String OUTPUT_BYTES = "outputBytes";
    public static final String DATA_SIZE = "dataSize";
    public static final String BUFFER_KIND = "bufferKind";
    public static final String MESSAGE_SIZE = "messageSize";
    public static final String CHUNK_SIZE = "chunkSize";
    public static final String PRIMITIVE = "primitive";
    public static final String KEM_PARAMETER_SET = "kemParameterSet";
    public static final String DSA_PARAMETER_SET = "dsaParameterSet";
    public static final String WRAP_MODE = "wrapMode";
    public static final String WRAPPED_KEY = "wrappedKey";
    public static final String STACK = "stack";
    public static final String PROTOCOL = "protocol";
    public static final String GROUP = "group";
    public static final String CERTIFICATE = "certificate";
    public static final String SUITE = "suite";
    /** The TLS stack whose code is all native (BoringSSL): the JVM's intrinsic flags do not reach it. */
    public static final String STACK_NATIVE = "CONSCRYPT";

    /** The params that are one message's length in bytes. */
    public static final List<String> MESSAGE_LENGTHS = List.of(DATA_SIZE, MESSAGE_SIZE);

    /** The params that are a length in bytes and must be positive. */
    public static final List<String> LENGTHS = List.of(DATA_SIZE, MESSAGE_SIZE, CHUNK_SIZE);

    /** The built-in providers, in display order; the benchmarks' {@code provider} default. */
    public static final List<String> DEFAULT_PROVIDERS = List.of(ProviderRegistry.SUN_JCE, "BC", "Conscrypt", "ACCP");

    /** The reference provider of the ratio tables. */
    public static final String SUN_JCE = ProviderRegistry.SUN_JCE;

    private Params() {}

    /** The default providers as one -p value: "SunJCE,BC,Conscrypt,ACCP". */
    public static String defaultProviders() {
        return String.join(",", DEFAULT_PROVIDERS);
    }
}
