package cryptobench.testing;

import cryptobench.provider.Implementation;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.security.Provider;
import java.util.Set;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * The one rule for a test cell whose set-up says the provider does not offer it: skipped only when the
 * provider loads here and still lacks the combination; a provider that does not load fails the test,
 * unless it is a named native build on a platform it ships no native code for (they all ship Linux x86-64 and
 * aarch64, and the build picks ACCP's for the machine).
 */
public final class Offered {

    /** Where the named native providers (Conscrypt, ACCP, BC-LTS) must load: the platforms they ship native code for. */
    public static final String HOME = "Linux x86-64 or aarch64";

    private static final Set<String> HOME_ARCHES = Set.of("amd64", "x86_64", "aarch64");

    /** What a cell that threw {@link UnsupportedCombinationException} is. */
    public enum Call {
        /** The provider loads and does not offer the combination: skipped. */
        NOT_OFFERED,
        /** A native build that does not load on a platform it is not built for: skipped. */
        NOT_BUILT_HERE,
        /** The provider does not load where it must: failed. */
        LOAD_FAILURE
    }

    /** A cell's set-up, which may throw anything a fixture does. */
    @FunctionalInterface
    public interface Setup<T> {
        T get() throws Exception;
    }

    /** A skip with the short reason the skip tally ({@link SkipTally}) groups it under, and what in that group. */
    public static final class Skipped extends TestAbortedException {
        private static final long serialVersionUID = 1L;
        private final String reason;
        private final String what;

        Skipped(String reason, String what, String message) {
            super(message);
            this.reason = reason;
            this.what = what;
        }

        /** "ACCP does not offer", "Conscrypt not built for this platform". */
        public String reason() {
            return reason;
        }

        /** The algorithm not offered, or empty. */
        public String what() {
            return what;
        }
    }

    private Offered() {}

    /**
     * The cell's set-up, run. If it throws {@link UnsupportedCombinationException}, the test is skipped as
     * "{@code provider} does not offer {@code what}" or fails, by {@link #classify}.
     */
    public static <T> T cell(String provider, String what, Setup<T> setup) throws Exception {
        try {
            return setup.get();
        } catch (UnsupportedCombinationException e) {
            throw notOffered(provider, what, e.getMessage());
        }
    }

    /**
     * The skip to throw for a combination the test itself found refused (a key size, say), after the same check:
     * throws {@link AssertionFailedError} instead when the provider does not load where it must.
     */
    public static TestAbortedException notOffered(String provider, String what, String reason) {
        String failure = ProviderRegistry.loadFailure(ProviderRegistry.canonical(provider));
        boolean namedNative = isNamedNative(provider);
        return switch (classify(failure, namedNative, System.getProperty("os.name"), System.getProperty("os.arch"))) {
            case NOT_OFFERED -> new Skipped(provider + " does not offer", what, reason);
            case NOT_BUILT_HERE ->
                new Skipped(
                        provider + " not built for this platform",
                        "",
                        provider + " is not built for this " + "platform (" + platform() + "; its native code is for "
                                + HOME + "): " + failure);
            case LOAD_FAILURE ->
                throw new AssertionFailedError(provider + " does not load on " + platform() + ", where it must ("
                        + (namedNative
                                ? "it ships native code for " + HOME
                                : "pure Java or named by class, it has no platform to miss")
                        + "): " + failure);
        };
    }

    /** The provider, loaded; a failure to load is judged as in {@link #cell}. */
    public static Provider load(String provider) throws Exception {
        return cell(provider, "anything", () -> ProviderRegistry.load(provider));
    }

    /**
     * The rule: no load failure is a combination not offered; a named native provider that does not load is
     * not built for this platform except on {@value #HOME}; any other load failure fails.
     */
    public static Call classify(String loadFailure, boolean namedNative, String osName, String osArch) {
        if (loadFailure == null) {
            return Call.NOT_OFFERED;
        }
        return namedNative && !isHome(osName, osArch) ? Call.NOT_BUILT_HERE : Call.LOAD_FAILURE;
    }

    static boolean isHome(String osName, String osArch) {
        return "Linux".equals(osName) && HOME_ARCHES.contains(osArch);
    }

    private static boolean isNamedNative(String provider) {
        String canonical = ProviderRegistry.canonical(provider);
        return ProviderRegistry.isNamed(canonical)
                && ProviderRegistry.describe(canonical).implementation() == Implementation.NATIVE;
    }

    private static String platform() {
        return System.getProperty("os.name") + " " + System.getProperty("os.arch");
    }
}
