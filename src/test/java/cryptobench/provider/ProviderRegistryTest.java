package cryptobench.provider;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.Security;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class ProviderRegistryTest {

    @Test
    void builtInNamesAreCaseInsensitiveAndLoadOncePerJvm() {
        assertEquals("BC", ProviderRegistry.canonical("bc"));
        assertEquals("Conscrypt", ProviderRegistry.canonical("CONSCRYPT"));
        assertSame(ProviderRegistry.load("BC"), ProviderRegistry.load("bc"));
    }

    @Test
    void loadingNeverTouchesTheGlobalProviderList() {
        String before = Arrays.toString(Security.getProviders());
        ProviderRegistry.builtinNames().forEach(ProviderRegistry::describe);
        assertEquals(before, Arrays.toString(Security.getProviders()));
        assertNull(Security.getProvider("BC"));
    }

    @Test
    void describesVersionsAndImplementation() {
        ProviderInfo bc = ProviderRegistry.describe("BC");
        assertTrue(bc.loaded());
        assertEquals(Implementation.PURE_JAVA, bc.implementation());
        assertEquals(Implementation.NATIVE, ProviderRegistry.describe("ACCP").implementation());
        assertTrue(ProviderRegistry.describe("SunJCE").version().startsWith("JDK "));
    }

    @Test
    void anyProviderClassOnTheClasspathLoadsByName() {
        assertEquals(
                "BC",
                ProviderRegistry.load("org.bouncycastle.jce.provider.BouncyCastleProvider")
                        .getName());
    }

    @Test
    void unknownNamesAreErrorsThatListTheValidOnes() {
        assertMessage(
                "unknown provider 'OpenSSL'; valid: SunJCE, BC, Conscrypt, ACCP",
                assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.load("OpenSSL")));
        assertMessage(
                "provider class 'com.example.Missing' is not on the classpath",
                assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.load("com.example.Missing")));
        assertMessage(
                "'java.lang.String' is not a java.security.Provider subclass",
                assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.load("java.lang.String")));
        assertMessage(
                "'java.security.Provider' needs to be concrete with a public no-argument constructor",
                assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.load("java.security.Provider")));
        assertMessage(
                "empty provider name", assertThrows(IllegalArgumentException.class, () -> ProviderRegistry.load(" ")));
    }

    private static void assertMessage(String expected, Exception e) {
        assertTrue(e.getMessage().contains(expected), "expected '" + expected + "' in: " + e.getMessage());
    }
}
