package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CipherAlgorithmTest {

    @Test
    void parsesEnumDisplayAndTransformationNames() {
        assertEquals(CipherAlgorithm.AES_GCM, CipherAlgorithm.parse("aes_gcm"));
        assertEquals(CipherAlgorithm.AES_GCM, CipherAlgorithm.parse("AES-GCM"));
        assertEquals(CipherAlgorithm.AES_GCM, CipherAlgorithm.parse("AES/GCM/NoPadding"));
        assertEquals(CipherAlgorithm.CHACHA20_POLY1305, CipherAlgorithm.parse("ChaCha20/Poly1305/NoPadding"));
        assertEquals(CipherAlgorithm.AES_XTS, CipherAlgorithm.parse("AES/XTS/NoPadding"));
    }

    @Test
    void opensslNamesXtsByOneOfItsTwoKeys() {
        assertEquals("aes-128-xts", CipherAlgorithm.AES_XTS.opensslName(256));
        assertEquals("aes-256-xts", CipherAlgorithm.AES_XTS.opensslName(512));
        assertEquals("aes-256-gcm", CipherAlgorithm.AES_GCM.opensslName(256));
    }

    @Test
    void xtsTakesOneBlockTo16MiB() {
        CipherAlgorithm xts = CipherAlgorithm.AES_XTS;
        assertTrue(xts.takesLength(16) && xts.takesLength(17) && xts.takesLength(1 << 24));
        assertTrue(!xts.takesLength(15) && !xts.takesLength(0) && !xts.takesLength((1 << 24) + 1));
        assertTrue(xts.initsPerMessage() && !xts.isAead());
    }

    @Test
    void unknownAlgorithmNamesTheValidOnes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CipherAlgorithm.parse("AES-SIV"));
        assertTrue(e.getMessage().contains("unknown algorithm 'AES-SIV'"), e.getMessage());
        assertTrue(e.getMessage().contains("AES-GCM, AES-CBC"), e.getMessage());
    }
}
