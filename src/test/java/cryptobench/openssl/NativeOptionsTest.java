package cryptobench.openssl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.Trial;
import cryptobench.run.Profile;
import cryptobench.run.TrialPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What {@code run}'s OpenSSL baseline measures: the cipher cells of the run's own plan; nothing is run. */
class NativeOptionsTest {

    private static Optional<NativeOptions> of(Profile profile, String... extra) {
        List<Trial> plan = TrialPlan.checked(profile.options(List.of(extra)));
        return NativeOptions.forRun(plan, 3);
    }

    @Test
    void theHeadlineRunGetsItsFourCiphersAtItsKeyAndSizesWithAesNiMaskedToo() {
        NativeOptions n = of(Profile.HEADLINE).orElseThrow();
        assertEquals(List.of("AES-GCM", "AES-CBC", "AES-CTR", "ChaCha20-Poly1305"), n.algorithms());
        assertEquals(List.of(256), n.keyBits());
        assertEquals(List.of(1024, 16384), n.sizes());
        assertTrue(n.masked());
        assertEquals(4 * 2 * 2 * NativeBaseline.REPEATS * 1.05, n.estimatedSeconds(), 1e-9);
    }

    @Test
    void anXtsRunIsComparedWithOpensslsXtsAtItsOwnKeyAndSizes() {
        NativeOptions n = of(
                        Profile.FULL,
                        "AesXts.encrypt$",
                        "-p",
                        "provider=ACCP",
                        "-p",
                        "keyBits=512",
                        "-p",
                        "dataSize=512,4096,16384")
                .orElseThrow();
        assertEquals(List.of("AES-XTS"), n.algorithms());
        assertEquals(List.of(512), n.keyBits());
        assertEquals(List.of(512, 4096, 16384), n.sizes());
        assertEquals(false, n.masked(), "no pure-Java fork in the plan: nothing to mask AES-NI for");
    }

    @Test
    void keySizesAnAlgorithmDoesNotTakeAreNotCounted() {
        List<Trial> plan = new ArrayList<>(TrialPlan.checked(Profile.FULL.options(
                List.of("AesXts.encrypt$|ChaCha20Poly1305.encrypt$", "-p", "provider=ACCP", "-p", "dataSize=1024"))));
        NativeOptions n = NativeOptions.forRun(plan, 3).orElseThrow();
        assertEquals(List.of(256, 512), n.keyBits());
        // ChaCha20-Poly1305 at 256 bits, AES-XTS at 256 and 512: three cells, not four.
        assertEquals(3 * NativeBaseline.REPEATS * 1.05, n.estimatedSeconds(), 1e-9);
    }

    @Test
    void aRunWithoutACipherThatOpensslSpeedHasGetsNoBaseline() {
        assertEquals(Optional.empty(), of(Profile.FULL, "EcdsaP384"));
        assertEquals(Optional.empty(), of(Profile.FULL, "AesEax.encrypt$"));
        assertEquals(Optional.empty(), of(Profile.HEADLINE, "AesGcm.decrypt$"));
    }
}
