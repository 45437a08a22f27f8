package cryptobench.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.cipher.FakeProviders;
import cryptobench.provider.ProviderRegistry;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.opentest4j.AssertionFailedError;

/** The rule that sorts a refused cell into skipped or failed, and the skip tally's line. */
class OfferedTest {

    @Test
    void aProviderThatLoadsAndLacksTheCombinationIsSkippedEverywhere() {
        assertEquals(Offered.Call.NOT_OFFERED, Offered.classify(null, true, "Linux", "amd64"));
        assertEquals(Offered.Call.NOT_OFFERED, Offered.classify(null, false, "Mac OS X", "aarch64"));
    }

    @Test
    void aLoadFailureFailsWhereTheProviderIsBuiltAndIsSkippedOnlyForANativeBuildElsewhere() {
        String failure =
                "IllegalStateException: java.lang.UnsatisfiedLinkError: no amazonCorrettoCryptoProvider in java.library.path";
        assertEquals(Offered.Call.LOAD_FAILURE, Offered.classify(failure, true, "Linux", "amd64"));
        assertEquals(Offered.Call.LOAD_FAILURE, Offered.classify(failure, true, "Linux", "x86_64"));
        // The build picks ACCP's library for the machine, and Conscrypt's and BC-LTS's jars carry aarch64 code.
        assertEquals(Offered.Call.LOAD_FAILURE, Offered.classify(failure, true, "Linux", "aarch64"));
        assertEquals(Offered.Call.NOT_BUILT_HERE, Offered.classify(failure, true, "Linux", "riscv64"));
        assertEquals(Offered.Call.NOT_BUILT_HERE, Offered.classify(failure, true, "Mac OS X", "x86_64"));
        // Pure Java (SunJCE, BC, BC-LTS-java) and providers named by class have no platform to blame.
        assertEquals(Offered.Call.LOAD_FAILURE, Offered.classify(failure, false, "Mac OS X", "aarch64"));
        assertEquals(Offered.Call.LOAD_FAILURE, Offered.classify(failure, false, "Linux", "amd64"));
    }

    @Test
    void aCellNotOfferedIsSkippedUnderItsProviderAndAlgorithm() {
        Offered.Skipped skip = assertThrows(
                Offered.Skipped.class,
                () -> Offered.cell(
                        "SunJCE",
                        "AES-EAX",
                        () -> CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_EAX, 128, 1024))));
        assertEquals("SunJCE does not offer", skip.reason());
        assertEquals("AES-EAX", skip.what());
        assertEquals("SunJCE does not offer AES/EAX/NoPadding", skip.getMessage());
    }

    @Test
    void aCellWhoseProviderDoesNotLoadFails() {
        String missing = FakeProviders.NativeLibraryMissing.class.getName();
        AssertionFailedError e = assertThrows(
                AssertionFailedError.class,
                () -> Offered.cell(
                        missing,
                        "AES-GCM",
                        () -> CipherFixture.create(new CipherConfig(missing, CipherAlgorithm.AES_GCM, 128, 1024))));
        assertTrue(e.getMessage().startsWith(missing + " does not load on "), e.getMessage());
        assertTrue(
                e.getMessage()
                        .endsWith("(pure Java or named by class, it has no platform to miss): "
                                + "UnsatisfiedLinkError: no fakecrypto in java.library.path"),
                e.getMessage());
    }

    static Stream<String> namedProviders() {
        return Stream.concat(ProviderRegistry.builtinNames().stream(), Stream.of("BC-LTS", "BC-LTS-java"));
    }

    /** No cell test asks for BC-LTS, so its load is checked here with the built-ins'. */
    @ParameterizedTest
    @MethodSource("namedProviders")
    void everyNamedProviderLoadsWhereItIsBuilt(String provider) throws Exception {
        assertNotNull(Offered.load(provider));
    }

    @Test
    void theTallyCountsByReasonAndAlgorithmOneRowEach() {
        Map<String, Map<String, Integer>> counts = new TreeMap<>();
        assertEquals(List.of(), SkipTally.rows(counts));
        counts.put("ACCP does not offer", new TreeMap<>(Map.of("AES-CTR", 5, "AES-EAX", 11)));
        counts.put("SunJCE does not offer", new TreeMap<>(Map.of("AES-EAX", 11)));
        counts.put(
                SkipTally.shorten("needs a CPU with SHA instructions: {UseSHA=false}"), new TreeMap<>(Map.of("", 2)));
        assertEquals(
                List.of(
                        "5\tACCP does not offer\tAES-CTR",
                        "11\tACCP does not offer\tAES-EAX",
                        "11\tSunJCE does not offer\tAES-EAX",
                        "2\tneeds a CPU with SHA instructions\t"),
                SkipTally.rows(counts));
    }
}
