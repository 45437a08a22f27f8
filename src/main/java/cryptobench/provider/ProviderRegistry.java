package cryptobench.provider;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/**
 * Resolves provider names to {@link Provider} objects without touching the global provider list.
 * Names are the built-ins below (case-insensitive) or the fully-qualified class name of any
 * {@code java.security.Provider} subclass on the classpath.
 */
public final class ProviderRegistry {

    /** The JDK's own provider, and the name under which the suite measures the JDK's providers. */
    public static final String SUN_JCE = "SunJCE";

    /** The providers cryptobench knows by short name. */
    public enum Builtin {
        SunJCE(Implementation.JAVA_WITH_INTRINSICS, () -> {
            Provider p = Security.getProvider(SUN_JCE);
            if (p == null) {
                throw new IllegalStateException("this JDK has no SunJCE provider");
            }
            return p;
        }),
        BC(Implementation.PURE_JAVA, BouncyCastleProvider::new),
        Conscrypt(Implementation.NATIVE, () -> {
            // Conscrypt loads BoringSSL through JNI; checkAvailability rethrows the load error.
            org.conscrypt.Conscrypt.checkAvailability();
            return org.conscrypt.Conscrypt.newProvider();
        }),
        ACCP(Implementation.NATIVE, ProviderRegistry::loadAccp);

        private final Implementation implementation;
        private final Supplier<Provider> loader;

        Builtin(Implementation implementation, Supplier<Provider> loader) {
            this.implementation = implementation;
            this.loader = loader;
        }
    }

    /** Where ACCP's jar carries its native library (AWS-LC and ACCP's JNI code). */
    static final String ACCP_LIBRARY = "com/amazon/corretto/crypto/provider/libamazonCorrettoCryptoProvider.so";

    /** ACCP's provider class, looked up by name: a jar built for macOS has no ACCP (it ships Linux code only). */
    static final String ACCP_CLASS = "com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider";

    /**
     * ACCP's provider once it is known to be healthy. It is reached by name, not linked, because the build leaves
     * ACCP out where it has no native code (macOS); it loads even when AWS-LC is missing or fails its self-tests.
     */
    private static Provider loadAccp() {
        String refusal = accpRefusal(
                ProviderRegistry.class.getClassLoader(),
                System.getProperty("os.name"),
                System.getProperty("os.arch"),
                JarPlatform.of(ProviderRegistry.class.getClassLoader()));
        if (refusal != null) {
            throw new IllegalStateException(refusal);
        }
        try {
            Class<?> type = Class.forName(ACCP_CLASS);
            Provider accp = (Provider) type.getField("INSTANCE").get(null);
            Throwable loadingError =
                    (Throwable) type.getMethod("getLoadingError").invoke(accp);
            if (loadingError != null) {
                throw new IllegalStateException(loadingError.toString(), loadingError);
            }
            type.getMethod("assertHealthy").invoke(accp);
            return accp;
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException unhealthy) {
                throw unhealthy;
            }
            throw new IllegalStateException(e.getCause().toString(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("ACCP's provider class cannot be used: " + e, e);
        }
    }

    /**
     * Why ACCP cannot load on {@code osName} and {@code osArch} from {@code loader}, or null if it may: it is not
     * in the jar (built for {@code jarPlatform}, which has no ACCP), its library is missing, or the library is
     * built for another platform (the build chose ACCP's jar by classifier).
     */
    static String accpRefusal(ClassLoader loader, String osName, String osArch, String jarPlatform) {
        String builtFor = jarPlatform == null ? "" : " (this jar was built for " + jarPlatform + ")";
        if (loader.getResource(ACCP_CLASS.replace('.', '/') + ".class") == null) {
            return "ACCP is not in this jar" + builtFor + ": ACCP ships native code for Linux x86-64 and aarch64 only";
        }
        try (InputStream in = loader.getResourceAsStream(ACCP_LIBRARY)) {
            if (in == null) {
                return "ACCP's native library " + ACCP_LIBRARY + " is not on the class path";
            }
            String mismatch = NativeCode.mismatch("ACCP's native library", in.readNBytes(20), osName, osArch);
            if (mismatch == null || !osName.startsWith("Linux")) {
                return mismatch;
            }
            return mismatch + builtFor
                    + "; mvn package on this machine, or -Dcryptobench.platform, builds the jar for it";
        } catch (IOException e) {
            return "ACCP's native library " + ACCP_LIBRARY + " cannot be read: " + e;
        }
    }

    private static final Map<String, Object> CACHE = new ConcurrentHashMap<>();

    private ProviderRegistry() {}

    /** This JVM's build as a reason names it: "JDK 17.0.21.1+2-1-deb12u1-Debian". */
    public static String jdkBuild() {
        return "JDK " + System.getProperty("java.runtime.version");
    }

    /** " in JDK 17.0.15+6-Debian-1deb12u1" after what SunJCE lacks, so that the reason names the build; else nothing. */
    public static String inJdkBuild(String canonical) {
        return canonical.equals(SUN_JCE) ? " in " + jdkBuild() : "";
    }

    /**
     * Whether cryptobench knows the provider by name: a built-in or a Bouncy Castle LTS variant
     * ({@link BcLts}), as against a class name. A named provider that cannot load here is unsupported.
     */
    public static boolean isNamed(String canonical) {
        return builtin(canonical) != null || BcLts.matches(canonical);
    }

    /** Built-in names, in display order; also the order in which a reference provider is chosen ({@link References}). */
    public static List<String> builtinNames() {
        return Arrays.stream(Builtin.values()).map(Enum::name).toList();
    }

    /**
     * The provider with this name.
     *
     * @throws IllegalArgumentException if the name is neither a built-in nor a Provider class on the classpath
     * @throws UnsupportedCombinationException if the provider is known but cannot load here
     */
    public static Provider load(String name) {
        Object cached = CACHE.computeIfAbsent(canonical(name), ProviderRegistry::tryLoad);
        if (cached instanceof Provider p) {
            return p;
        }
        throw new UnsupportedCombinationException("provider " + name + " cannot load here: " + cached);
    }

    /**
     * The JDK providers that "SunJCE" stands for outside ciphers and MACs, searched in this order for
     * a service: RSA in SunRsaSign, EC, EdDSA and XDH in SunEC, digests, ML-DSA and DSA in SUN.
     */
    public static final List<String> JDK_PROVIDERS = List.of("SunRsaSign", "SunEC", SUN_JCE, "SUN");

    /**
     * The provider object that gives {@code name}'s {@code type.algorithm} service, or null if it has
     * none; "SunJCE" searches {@link #JDK_PROVIDERS}.
     *
     * @throws UnsupportedCombinationException if the provider cannot load here
     */
    public static Provider offering(String name, String type, String algorithm) {
        if (name.equals(SUN_JCE)) {
            for (String jdk : JDK_PROVIDERS) {
                Provider p = Security.getProvider(jdk);
                if (p != null && p.getService(type, algorithm) != null) {
                    return p;
                }
            }
            return null;
        }
        Provider p = load(name);
        return p.getService(type, algorithm) != null ? p : null;
    }

    /** Why the provider with this canonical name cannot load here, or null if it loads. */
    public static String loadFailure(String canonical) {
        Object cached = CACHE.computeIfAbsent(canonical, ProviderRegistry::tryLoad);
        return cached instanceof Provider ? null : String.valueOf(cached);
    }

    /** What kind of code a provider runs, without loading it: UNKNOWN for a class given by name. */
    public static Implementation implementation(String name) {
        String canonical = canonical(name);
        Builtin builtin = builtin(canonical);
        return builtin != null
                ? builtin.implementation
                : BcLts.matches(canonical) ? BcLts.variant(canonical).implementation() : Implementation.UNKNOWN;
    }

    /** Describes a provider, loading it if needed; never throws for a provider that fails to load. */
    public static ProviderInfo describe(String name) {
        String canonical = canonical(name);
        Implementation impl = implementation(canonical);
        try {
            Provider p = load(canonical);
            return new ProviderInfo(
                    canonical, p.getName(), p.getClass().getName(), versionOf(canonical, p), impl, null);
        } catch (UnsupportedCombinationException e) {
            return new ProviderInfo(canonical, null, null, null, impl, String.valueOf(CACHE.get(canonical)));
        }
    }

    /**
     * The canonical form of a provider name: the built-in's spelling, or the class name unchanged.
     *
     * @throws IllegalArgumentException for an unknown name, naming the valid ones
     */
    public static String canonical(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("empty provider name; " + validNames());
        }
        name = name.trim();
        if (BcLts.matches(name)) {
            return BcLts.variant(name).providerName();
        }
        for (Builtin b : Builtin.values()) {
            if (b.name().equalsIgnoreCase(name)) {
                return b.name();
            }
        }
        if (!name.contains(".")) {
            throw new IllegalArgumentException("unknown provider '" + name + "'; " + validNames());
        }
        Class<?> type;
        try {
            type = Class.forName(name, false, ProviderRegistry.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException(
                    "provider class '" + name + "' is not on the classpath; " + validNames());
        }
        if (!Provider.class.isAssignableFrom(type)) {
            throw new IllegalArgumentException(
                    "'" + name + "' is not a java.security.Provider subclass; " + validNames());
        }
        try {
            if (Modifier.isAbstract(type.getModifiers())
                    || !Modifier.isPublic(type.getConstructor().getModifiers())) {
                throw new NoSuchMethodException();
            }
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException(
                    "provider class '" + name + "' needs to be concrete with a public no-argument constructor");
        }
        return name;
    }

    private static String validNames() {
        return "valid: " + String.join(", ", builtinNames()) + ", " + String.join(", ", BcLts.names())
                + ", or the fully-qualified class name of a java.security.Provider on the classpath";
    }

    private static Builtin builtin(String canonical) {
        for (Builtin b : Builtin.values()) {
            if (b.name().equals(canonical)) {
                return b;
            }
        }
        return null;
    }

    /** Returns the Provider, or a String saying why it could not load. */
    private static Object tryLoad(String canonical) {
        try {
            Builtin b = builtin(canonical);
            if (b != null) {
                return b.loader.get();
            }
            if (BcLts.matches(canonical)) {
                return BcLts.load(BcLts.variant(canonical));
            }
            return Class.forName(canonical)
                    .asSubclass(Provider.class)
                    .getConstructor()
                    .newInstance();
        } catch (InvocationTargetException e) {
            return describeFailure(e.getCause());
        } catch (Throwable t) { // LinkageError from a missing native library is the usual case
            return describeFailure(t);
        }
    }

    private static String describeFailure(Throwable t) {
        String message = t.getMessage() == null
                ? ""
                : ": " + t.getMessage().lines().findFirst().orElse("");
        return t.getClass().getSimpleName() + message;
    }

    private static String versionOf(String canonical, Provider p) {
        return switch (canonical) {
            case SUN_JCE -> "JDK " + System.getProperty("java.version");
            case "Conscrypt" -> {
                var v = org.conscrypt.Conscrypt.version();
                yield v == null ? p.getVersionStr() : v.major() + "." + v.minor() + "." + v.patch();
            }
            default -> BcLts.matches(canonical) ? BcLts.version(p) + ", " + BcLts.describe(p) : p.getVersionStr();
        };
    }
}
