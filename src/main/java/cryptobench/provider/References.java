package cryptobench.provider;

import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The reference provider a check compares a provider with: the first built-in, in the order of
 * {@link ProviderRegistry#builtinNames()} (SunJCE, BC, Conscrypt, ACCP), that loads here, is not the
 * provider under test and offers what is compared. SunJCE comes first because every JDK has it, so a
 * check names the same reference on every machine; the native providers, which load only where their
 * libraries do, come last.
 */
public final class References {

    /**
     * What a provider offers for one comparison: the provider object that gives it, or null (a
     * {@link GeneralSecurityException} or {@link UnsupportedCombinationException} also means it does not).
     */
    @FunctionalInterface
    public interface Offer {
        Provider of(String name) throws GeneralSecurityException;
    }

    /** A provider to compare with: its name, and the provider object that offers what is compared. */
    public record Reference(String name, Provider provider) {}

    private References() {}

    /**
     * The reference for {@code name}, or null if no other provider offers it. A candidate is the
     * provider under test if it has the same name, or if what it offers comes from the same
     * {@link Provider} class as what {@code name} offers (a built-in named by its class).
     */
    public static Reference first(String name, Offer offer) {
        return candidates(name, offer).findFirst().orElse(null);
    }

    /** Every provider that {@link #first} could name, in order, for a check that needs the next when one fails. */
    public static List<Reference> all(String name, Offer offer) {
        return candidates(name, offer).toList();
    }

    private static Stream<Reference> candidates(String name, Offer offer) {
        Provider own = offered(name, offer);
        return ProviderRegistry.builtinNames().stream()
                .filter(candidate -> !candidate.equals(name) && ProviderRegistry.loadFailure(candidate) == null)
                .map(candidate -> {
                    Provider p = offered(candidate, offer);
                    return p == null ? null : new Reference(candidate, p);
                })
                .filter(Objects::nonNull)
                .filter(r -> own == null || r.provider().getClass() != own.getClass());
    }

    private static Provider offered(String name, Offer offer) {
        try {
            return offer.of(name);
        } catch (GeneralSecurityException | UnsupportedCombinationException notOffered) {
            return null;
        }
    }
}
