package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Bouncy Castle's LTS build in its own class loader: its names, the jar the build fetched, and each
 * variant checked against what the provider reports it loaded.
 */
class BcLtsTest {

    @Test
    void namesAreCaseInsensitiveAndABadVariantNamesTheValidOnes() {
        assertEquals("BC-LTS-vaes", ProviderRegistry.canonical("bc-lts-VAES"));
        assertEquals("BC-LTS", ProviderRegistry.canonical("bc-lts"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.canonical("BC-LTS-avx2"));
        assertEquals(
                "unknown Bouncy Castle LTS variant 'BC-LTS-avx2'; valid: BC-LTS, BC-LTS-java, BC-LTS-avx, BC-LTS-vaes, "
                        + "BC-LTS-vaesf, BC-LTS-neon-le",
                e.getMessage());
    }

    @Test
    void aVariantOfTheOtherMachineIsRefusedWithBothMachinesNamed() {
        assertEquals(
                "the neon-le variant is bcprov-lts8on's arm64 code, and this JVM runs on amd64",
                BcLts.machineRefusal(BcLts.variant("BC-LTS-neon-le"), "amd64"));
        assertEquals(
                "the vaesf variant is bcprov-lts8on's x86_64 code, and this JVM runs on aarch64",
                BcLts.machineRefusal(BcLts.variant("BC-LTS-vaesf"), "aarch64"));
        assertEquals(null, BcLts.machineRefusal(BcLts.variant("BC-LTS-neon-le"), "aarch64"));
        assertEquals(null, BcLts.machineRefusal(BcLts.variant("BC-LTS-avx"), "x86_64"));
        assertEquals(null, BcLts.machineRefusal(BcLts.variant("BC-LTS"), "aarch64"));
        assertEquals(null, BcLts.machineRefusal(BcLts.variant("BC-LTS-java"), "ppc64le"));
    }

    @Test
    void eachMachineGetsItsOwnNativeVariants() {
        assertEquals(List.of("BC-LTS-avx", "BC-LTS-vaes", "BC-LTS-vaesf"), BcLts.nativeVariants("amd64"));
        assertEquals(List.of("BC-LTS-neon-le"), BcLts.nativeVariants("aarch64"));
        assertEquals(List.of(), BcLts.nativeVariants("riscv64"));
    }

    @Test
    void theBuildPutsTheJarBesideTheClasses() {
        Path jar = BcLts.jar();
        assertTrue(Files.isRegularFile(jar), jar.toString());
        assertTrue(jar.getFileName().toString().matches("bcprov-lts8on-2\\.73\\.[0-9]+\\.jar"), jar.toString());
    }

    @Test
    void theNewestReleaseIsTheBuildsWhenAnOlderOneIsLeftBeside() {
        assertTrue(BcLts.compareReleases("2.73.7", "2.73.12") < 0);
        assertTrue(BcLts.compareReleases("2.74.0", "2.73.12") > 0);
        assertEquals(0, BcLts.compareReleases("2.73.12", "2.73.12"));
    }

    @Test
    void theJavaVariantRunsWithoutNativeCodeAndIsNotTheOtherBouncyCastle() {
        String before = Arrays.toString(Security.getProviders());
        Provider lts = ProviderRegistry.load("BC-LTS-java");
        assertNotSame(ProviderRegistry.load("BC").getClass(), lts.getClass());
        assertTrue(BcLts.describe(lts).startsWith("Java only"), BcLts.describe(lts));
        assertEquals(
                Implementation.PURE_JAVA,
                ProviderRegistry.describe("BC-LTS-java").implementation());
        String release = BcLts.jar()
                .getFileName()
                .toString()
                .replace("bcprov-lts8on-", "")
                .replace(".jar", "");
        assertEquals(
                release + ", Java only (native UNSUPPORTED, library java)",
                ProviderRegistry.describe("BC-LTS-java").version());
        assertEquals(before, Arrays.toString(Security.getProviders()));
    }

    @Test
    void theLibrarysOwnChoiceIsExactlyOneForcedVariant() {
        Assumptions.assumeTrue(ProviderRegistry.loadFailure("BC-LTS") == null, "BC-LTS does not load here");
        String chosen = BcLts.describe(ProviderRegistry.load("BC-LTS"));
        List<String> same =
                BcLts.names().stream().filter(BcLts::isChosenVariant).toList();
        assertEquals(1, same.size(), "BC-LTS loaded " + chosen + "; the same variant under its own name: " + same);
        assertTrue(
                chosen.startsWith(
                        same.get(0).equals("BC-LTS-java")
                                ? "Java only"
                                : "native " + same.get(0).substring(7) + " "),
                chosen + " vs " + same);
        assertTrue(!BcLts.isChosenVariant("BC-LTS") && !BcLts.isChosenVariant("BC"));
    }

    @Test
    void aForcedVariantLoadsThatLibraryOrIsUnsupportedWithTheReason() throws Exception {
        Assumptions.assumeTrue(
                System.getProperty("os.arch").equals("amd64")
                        && System.getProperty("os.name").equals("Linux"),
                "BC-LTS ships native code for Linux x86-64 and arm64 only");
        String failure = ProviderRegistry.loadFailure("BC-LTS-vaes");
        if (CpuInfo.read().flags().contains("vaes")) {
            assertEquals(null, failure);
            String report = BcLts.describe(ProviderRegistry.load("BC-LTS-vaes"));
            assertTrue(report.startsWith("native vaes (READY; AES/GCM native, AES/CTR native)"), report);
        } else {
            assertTrue(failure.contains("this CPU lacks [vaes]"), failure);
        }
    }
}
