package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Native code of another platform is reported with the reason, over simulated os.name and os.arch values:
 * ACCP's library in this build's jar, and the platforms BC-LTS's jar carries native code for.
 */
class NativeCodeTest {

    @Test
    void anElfLibraryLoadsOnlyOnLinuxOfItsMachine() {
        assertNull(NativeCode.mismatch("L", ElfHeader.of(0x3e), "Linux", "amd64"));
        assertEquals(
                "L is a Linux library for x86-64, and this JVM runs on Linux aarch64",
                NativeCode.mismatch("L", ElfHeader.of(0x3e), "Linux", "aarch64"));
        assertEquals(
                "L is a Linux library for AArch64, and this JVM runs on Mac OS X aarch64",
                NativeCode.mismatch("L", ElfHeader.of(0xb7), "Mac OS X", "aarch64"));
        assertNull(NativeCode.mismatch(
                "L", new byte[] {(byte) 0xcf, (byte) 0xfa, (byte) 0xed, (byte) 0xfe}, "Mac OS X", "aarch64"));
    }

    @Test
    void accpsLibraryInThisJarIsForThisMachineAndNotForAMac() {
        String host = System.getProperty("os.arch");
        ClassLoader loader = getClass().getClassLoader();
        assertNull(ProviderRegistry.accpRefusal(loader, "Linux", host, "linux-x86_64"));
        assertEquals(
                "ACCP's native library is a Linux library for " + NativeCode.hostMachine(host)
                        + ", and this JVM runs on Mac OS X aarch64",
                ProviderRegistry.accpRefusal(loader, "Mac OS X", "aarch64", null));
    }

    /** The x86 jar copied to a Graviton machine says which jar it is and how to build the right one. */
    @Test
    void aJarOfTheOtherMachineSaysWhatItWasBuiltFor() {
        assertEquals(
                "ACCP's native library is a Linux library for x86-64, and this JVM runs on Linux aarch64 (this jar was"
                        + " built for linux-x86_64); mvn package on this machine, or -Dcryptobench.platform, builds the"
                        + " jar for it",
                ProviderRegistry.accpRefusal(getClass().getClassLoader(), "Linux", "aarch64", "linux-x86_64"));
    }

    /** A jar built on macOS has no ACCP at all (the pom's accp profile is Linux's). */
    @Test
    void aJarWithoutAccpSaysWhy() throws IOException {
        try (URLClassLoader empty = new URLClassLoader(new URL[0], null)) {
            assertEquals(
                    "ACCP is not in this jar (this jar was built for osx-aarch_64): ACCP ships native code for Linux"
                            + " x86-64 and aarch64 only",
                    ProviderRegistry.accpRefusal(empty, "Mac OS X", "aarch64", "osx-aarch_64"));
        }
    }

    /** The platform the build recorded is the one whose ACCP library it put in: both come from cryptobench.platform. */
    @Test
    void theRecordedPlatformIsTheMachineOfAccpsLibrary() throws IOException {
        String platform = JarPlatform.of(getClass().getClassLoader());
        assertNotNull(platform, "the build recorded no platform in " + JarPlatform.RESOURCE);
        String machine =
                Map.of("linux-x86_64", "x86-64", "linux-aarch_64", "AArch64").get(platform);
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(ProviderRegistry.ACCP_LIBRARY)) {
            assertEquals(machine, NativeCode.elfMachine(in.readNBytes(20)), "platform.properties says " + platform);
        }
        // mvn test runs on the machine the build detected
        assertEquals(NativeCode.hostMachine(System.getProperty("os.arch")), machine);
    }

    @Test
    void bcLtsCarriesNativeCodeForLinuxOnlySoAMacIsToldToUseItsJavaVariant() {
        Set<String> platforms = BcLts.nativePlatforms(BcLts.jar());
        assertEquals(Set.of("linux/arm64", "linux/x86_64"), platforms);
        assertNull(BcLts.platformRefusal(platforms, "Linux", "amd64"));
        assertNull(BcLts.platformRefusal(platforms, "Linux", "aarch64"));
        assertEquals(
                "bcprov-lts8on carries native code for linux/arm64, linux/x86_64 only, and this JVM runs on Mac OS X"
                        + " aarch64 (BC-LTS-java, its pure-Java variant, runs anywhere)",
                BcLts.platformRefusal(platforms, "Mac OS X", "aarch64"));
    }
}
