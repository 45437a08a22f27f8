package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ElfHeader;
import cryptobench.provider.NativeCode;
import cryptobench.testing.JdkServices;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** JDK discovery over a folder of stand-ins: what runs here is found and asked what it is, the rest is skipped with why. */
class JdkDiscoveryTest {

    @TempDir
    static Path dir;

    static JdkDiscovery.Found found;

    @BeforeAll
    static void scan() throws Exception {
        found = JdkDiscovery.scan(List.of(JdkFolders.make(dir)));
    }

    @Test
    void theRunningJdkIsFoundOnceUnderBothNamesAndSaysWhatItIs() {
        assertEquals(1, found.jdks().size(), found.jdks().toString());
        JdkInfo jdk = found.jdks().get(0);
        JdkInfo here = JdkInfo.current();
        assertEquals(here.build(), jdk.build());
        assertEquals(here.arch(), jdk.arch());
        assertEquals(Runtime.version().feature(), jdk.feature());
        assertEquals(System.getProperty("java.version"), jdk.version());
        assertEquals(jdk, found.named("running"));
        assertEquals(jdk, found.named("running-alias"));
        assertEquals(jdk, found.named(jdk.version()));
        assertEquals(jdk, found.named(Integer.toString(jdk.feature())));
        assertTrue(jdk.knows("UseAES"), jdk.flags().toString());
    }

    @Test
    void whatItOffersIsWhatItsProvidersSayNotItsVersion() {
        JdkInfo jdk = found.jdks().get(0);
        assertEquals(JdkServices.offers("KEM", "ML-KEM-768"), jdk.offers(JdkCapability.ML_KEM), jdk.toString());
        assertEquals(JdkServices.offers("Signature", "ML-DSA-65"), jdk.offers(JdkCapability.ML_DSA), jdk.toString());
    }

    @Test
    void eachJdkThatCannotRunHereIsSkippedWithOneReason() {
        Map<String, String> why = found.skipped().stream()
                .collect(Collectors.toMap(s -> s.home().getFileName().toString(), JdkDiscovery.Skipped::why));
        assertEquals(
                List.of("broken-home", "broken-java", "exits", "java-17-openjdk-arm64", "jdk-11"),
                why.keySet().stream().sorted().toList());
        assertEquals(
                "its java is built for AArch64 and this machine is "
                        + NativeCode.hostMachine(System.getProperty("os.arch")) + " (" + System.getProperty("os.arch")
                        + ")",
                why.get("java-17-openjdk-arm64"));
        assertTrue(why.get("broken-java").startsWith("its java is a broken link (to "), why.get("broken-java"));
        assertTrue(why.get("broken-home").startsWith("it is a broken link (to "), why.get("broken-home"));
        assertEquals("its java exited 3: Error: libjvm.so is missing", why.get("exits"));
        assertEquals(
                "it cannot load this suite's Java 17 class files (java.lang.UnsupportedClassVersionError: JdkProbe has been compiled "
                        + "by a more recent version)",
                why.get("jdk-11"));
        JdkDiscovery.Skipped arm = found.skipped().stream()
                .filter(s -> s.why().contains("AArch64"))
                .findFirst()
                .orElseThrow();
        assertEquals("skipped JDK " + arm.home() + ": " + arm.why(), arm.line());
    }

    @Test
    void aNameThatIsNotHereOrCannotRunHereIsBadInputNamingTheJdksHere() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> found.named("java-17-openjdk-arm64"));
        assertTrue(
                e.getMessage().startsWith("--jdk java-17-openjdk-arm64 cannot run here: its java is built for AArch64"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> found.named("openjdk-arm64-alias"));
        assertTrue(
                e.getMessage().startsWith("--jdk openjdk-arm64-alias cannot run here: its java is built for AArch64"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> found.named("temurin-99"));
        assertTrue(
                e.getMessage()
                        .startsWith(
                                "--jdk temurin-99 is neither a JDK home nor the name, version or feature release of a JDK here; "
                                        + "JDKs here (" + dir + "): "),
                e.getMessage());
        assertTrue(e.getMessage().contains("running (" + found.jdks().get(0).build() + ")"), e.getMessage());
        assertTrue(e.getMessage().contains("skipped: "), e.getMessage());
    }

    @Test
    void anExplicitHomeOfAnotherArchitectureIsRefusedBeforeItIsStarted() {
        IllegalArgumentException e = assertThrows(
                IllegalArgumentException.class, () -> Jdks.resolve(List.of(dir.resolve("java-17-openjdk-arm64"))));
        assertTrue(
                e.getMessage()
                        .startsWith("--jdk " + dir.resolve("java-17-openjdk-arm64/bin/java")
                                + " cannot run here: its java is built " + "for AArch64"),
                e.getMessage());
        assertTrue(e.getMessage().contains("; JDKs here ("), e.getMessage());
        e = assertThrows(
                IllegalArgumentException.class, () -> Preflight.checkJava(dir.resolve("broken-java/bin/java"), "-jvm"));
        assertTrue(
                e.getMessage()
                        .startsWith("-jvm " + dir.resolve("broken-java/bin/java")
                                + " cannot run here: its java is a broken link"),
                e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> Jdks.resolve(List.of(dir.resolve("openjdk-17"))));
        assertTrue(
                e.getMessage()
                        .startsWith("--jdk " + dir.resolve("openjdk-17")
                                + " is not a JDK: there is no executable bin/java in it"),
                e.getMessage());
    }

    @Test
    void theElfHeaderNamesTheMachine() {
        assertEquals("AArch64", NativeCode.elfMachine(ElfHeader.of(0xb7)));
        assertEquals("x86-64", NativeCode.elfMachine(ElfHeader.of(0x3e)));
        byte[] bigEndianS390 = ElfHeader.of(0);
        bigEndianS390[5] = 2;
        bigEndianS390[19] = 0x16;
        assertEquals("s390x", NativeCode.elfMachine(bigEndianS390));
        assertNull(NativeCode.elfMachine("#!/bin/sh\nexec java \"$@\"\n".getBytes()));
        assertNull(NativeCode.elfMachine(new byte[3]));
        assertEquals("x86-64", NativeCode.hostMachine("amd64"));
        assertEquals("AArch64", NativeCode.hostMachine("aarch64"));
        assertNull(NativeCode.hostMachine("sparcv9"));
    }

    @Test
    void aCapabilityIsNamedAsTheConsoleNamesIt() {
        assertEquals(JdkCapability.ML_KEM, JdkCapability.parse("ml-kem"));
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> JdkCapability.parse("ML-KEM-768"));
        assertEquals("unknown capability 'ML-KEM-768'; valid: ML-KEM, ML-DSA", e.getMessage());
    }
}
