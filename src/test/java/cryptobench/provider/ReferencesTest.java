package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import org.bouncycastle.jce.provider.BouncyCastleProvider;
import org.junit.jupiter.api.Test;

/** The one reference-provider search: its order, whom it leaves out, and what it asks. */
class ReferencesTest {

    private static final References.Offer EVERY_PROVIDER = ProviderRegistry::load;

    private static List<String> names(List<References.Reference> references) {
        return references.stream().map(References.Reference::name).toList();
    }

    @Test
    void theOrderIsTheBuiltInOrderSunJceFirst() {
        assertEquals(List.of("SunJCE", "BC", "Conscrypt", "ACCP"), ProviderRegistry.builtinNames());
        assertEquals(List.of("SunJCE", "BC", "Conscrypt"), names(References.all("ACCP", EVERY_PROVIDER)));
        assertEquals("BC", References.first("SunJCE", EVERY_PROVIDER).name());
        assertEquals("SunJCE", References.first("BC", EVERY_PROVIDER).name());
        assertEquals("SunJCE", References.first("Conscrypt", EVERY_PROVIDER).name());
        assertEquals(
                "SunJCE",
                References.first("BC-LTS", EVERY_PROVIDER).name(),
                "BC-LTS is never a reference, nor left out of one");
    }

    @Test
    void theReferenceComesWithTheProviderObjectThatOffers() {
        References.Reference r = References.first("ACCP", EVERY_PROVIDER);
        assertSame(ProviderRegistry.load("SunJCE"), r.provider());
    }

    @Test
    void aBuiltInNamedByItsClassIsNeverItsOwnReference() {
        String bc = BouncyCastleProvider.class.getName();
        References.Offer notSunJce = name -> name.equals(ProviderRegistry.SUN_JCE) ? null : ProviderRegistry.load(name);
        assertEquals(List.of("Conscrypt", "ACCP"), names(References.all(bc, notSunJce)));
        assertEquals(List.of("SunJCE", "Conscrypt", "ACCP"), names(References.all(bc, EVERY_PROVIDER)));
    }

    @Test
    void aCandidateThatRefusesOrCannotOfferIsPassedOver() {
        References.Offer offer = name -> switch (name) {
            case "SunJCE" -> throw new NoSuchAlgorithmException("no such thing");
            case "BC" -> throw new UnsupportedCombinationException("BC cannot here");
            case "Conscrypt" -> null;
            default -> ProviderRegistry.load(name);
        };
        assertEquals("ACCP", References.first("BC-LTS", offer).name());
        assertNull(References.first("ACCP", offer));
    }

    @Test
    void theFirstAsksNoCandidateAfterTheOneItNames() {
        List<String> asked = new ArrayList<>();
        References.Offer recording = name -> {
            asked.add(name);
            return ProviderRegistry.load(name);
        };
        assertEquals("SunJCE", References.first("Conscrypt", recording).name());
        assertEquals(List.of("Conscrypt", "SunJCE"), asked, "the provider under test, then SunJCE only");
    }
}
