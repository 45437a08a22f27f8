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
    }

    @Test
    void unknownAlgorithmNamesTheValidOnes() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> CipherAlgorithm.parse("AES-XTS"));
        assertTrue(e.getMessage().contains("unknown algorithm 'AES-XTS'"), e.getMessage());
        assertTrue(e.getMessage().contains("AES-GCM, AES-CBC"), e.getMessage());
    }
}
