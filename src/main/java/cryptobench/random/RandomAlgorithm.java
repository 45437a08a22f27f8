package cryptobench.random;

import cryptobench.provider.ProviderRegistry;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/** The SecureRandom algorithms of the {@code SecureRandomBytes} benchmark's {@code algorithm} param. */
public enum RandomAlgorithm {
    /**
     * The provider's default generator, asked for by its own name: for the JDK, the one {@code new SecureRandom()}
     * takes (NativePRNG on Linux); else the service the provider registers as "DEFAULT" (BC's DEFAULT; ACCP's
     * LibCryptoRng, whose alias "DEFAULT" JDK 17 would synchronise, as it ignores an alias's ThreadSafe attribute,
     * JDK-8329754); else its only SecureRandom (Conscrypt's SHA1PRNG, BoringSSL's generator).
     */
    DEFAULT(null),
    /** SUN's NIST SP 800-90A DRBG (Hash_DRBG SHA-256 unless {@code securerandom.drbg.config} says otherwise). */
    DRBG("DRBG"),
    /** SUN's {@code /dev/urandom} reader mixed with SHA1PRNG; Conscrypt's BoringSSL generator has this name too. */
    SHA1PRNG("SHA1PRNG"),
    /** SUN's generator that reads {@code /dev/urandom} alone. */
    NATIVE_PRNG_NON_BLOCKING("NativePRNGNonBlocking");

    private final String jcaName;

    RandomAlgorithm(String jcaName) {
        this.jcaName = jcaName;
    }

    /**
     * The SecureRandom service name asked of {@code provider}, or null where it has none ({@link #DEFAULT}: see
     * there).
     */
    public String serviceName(Provider provider) {
        // An alias resolves to the service's own name (Bouncy Castle's "DRBG" is its DEFAULT).
        if (this != DEFAULT) {
            Provider.Service named = provider.getService("SecureRandom", jcaName);
            return named == null ? null : named.getAlgorithm();
        }
        SecureRandom jdkDefault = new SecureRandom();
        if (jdkDefault.getProvider() == provider) {
            return jdkDefault.getAlgorithm();
        }
        Provider.Service named = provider.getService("SecureRandom", "DEFAULT");
        if (named != null) {
            return named.getAlgorithm();
        }
        List<String> all = provider.getServices().stream()
                .filter(s -> s.getType().equals("SecureRandom"))
                .map(Provider.Service::getAlgorithm)
                .toList();
        return all.size() == 1 ? all.get(0) : null;
    }

    /** The JCA name asked for, or "DEFAULT". */
    public String jcaName() {
        return jcaName == null ? name() : jcaName;
    }

    /** The provider object whose SecureRandom services {@code name} means: SUN for "SunJCE". */
    static Provider provider(String name) {
        return name.equals(ProviderRegistry.SUN_JCE) ? Security.getProvider("SUN") : ProviderRegistry.load(name);
    }

    /** The algorithm by enum name or JCA name, case-insensitively, or an error listing the valid ones. */
    public static RandomAlgorithm parse(String name) {
        for (RandomAlgorithm a : values()) {
            if (a.name().equalsIgnoreCase(name) || name.equalsIgnoreCase(a.jcaName)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown SecureRandom algorithm '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
