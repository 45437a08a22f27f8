package cryptobench.validation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.FakeProviders;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@code --require}: a provider that cannot load, lacks a headline cipher it should offer, or offers none, is named. */
class ProviderRequirementTest {

    private static final String ACCP_SKIPS = "ciphers | AES-CTR 256 | ACCP | ACCP does not offer AES/CTR/NoPadding\n"
            + "ciphers | ChaCha20-Poly1305 256 | ACCP | ACCP does not offer ChaCha20-Poly1305\n";

    @Test
    void theBuiltInsAreAsRequiredWhereTheTallyListsTheirSkips() throws IOException {
        assertEquals(
                List.of(),
                ProviderRequirement.problems(
                        List.of("SunJCE", "ACCP"), Optional.of(ExpectedSkipsTest.tally(ACCP_SKIPS))));
    }

    @Test
    void aHeadlineCipherTheTallyDoesNotExcuseIsNamed() throws IOException {
        List<String> problems = ProviderRequirement.problems(
                List.of("ACCP"),
                Optional.of(ExpectedSkipsTest.tally(
                        "ciphers | ChaCha20-Poly1305 256 | ACCP | ACCP does not offer ChaCha20-Poly1305\n")));
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(
                problems.get(0)
                        .startsWith(
                                "ACCP is required but does not offer AES-CTR 256: ACCP does not offer AES/CTR/NoPadding"),
                problems.get(0));
    }

    @Test
    void aProviderThatCannotLoadIsNamedWithTheReason() {
        List<String> problems = ProviderRequirement.problems(
                List.of(FakeProviders.NativeLibraryMissing.class.getName()), Optional.empty());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("NativeLibraryMissing is required but cannot load: "), problems.get(0));
        assertTrue(problems.get(0).contains("no fakecrypto in java.library.path"), problems.get(0));
    }

    @Test
    void aProviderWithoutATallyMustOfferOneHeadlineCipherAndPassIt() {
        List<String> none =
                ProviderRequirement.problems(List.of(FakeProviders.OffersNothing.class.getName()), Optional.empty());
        assertEquals(1, none.size(), none.toString());
        assertTrue(
                none.get(0).contains("OffersNothing is required but offers none of the headline ciphers"), none.get(0));
        List<String> wrong =
                ProviderRequirement.problems(List.of(FakeProviders.WrongBytes.class.getName()), Optional.empty());
        assertTrue(
                wrong.stream().anyMatch(p -> p.contains("WrongBytes is required but fails AES-GCM 256")),
                wrong.toString());
    }
}
