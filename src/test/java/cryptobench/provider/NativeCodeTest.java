package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

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
        assertNull(ProviderRegistry.accpLibraryMismatch("Linux", host));
        assertEquals(
                "ACCP's native library is a Linux library for " + NativeCode.hostMachine(host)
                        + ", and this JVM runs on Mac OS X aarch64",
                ProviderRegistry.accpLibraryMismatch("Mac OS X", "aarch64"));
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
