package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NonceSequenceTest {

    @Test
    void neverRepeatsWithinASequence() {
        NonceSequence nonces = new NonceSequence(12, new SecureRandom());
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < 200_000; i++) {
            byte[] n = nonces.next();
            assertEquals(12, n.length);
            assertTrue(seen.add(HexFormat.of().formatHex(n)), "repeated nonce after " + i);
        }
    }

    @Test
    void sequencesStartFromDifferentRandomPrefixes() {
        byte[] a = new NonceSequence(12, new SecureRandom()).next().clone();
        byte[] b = new NonceSequence(12, new SecureRandom()).next().clone();
        assertFalse(Arrays.equals(a, b));
    }

    @Test
    void refusesToWrapInsteadOfRepeating() {
        NonceSequence nonces = new NonceSequence(12, new SecureRandom(), -2L);
        byte[] last = nonces.next();
        assertEquals("ffffffffffffffff", HexFormat.of().formatHex(last, 4, 12));
        assertThrows(IllegalStateException.class, nonces::next);
    }

    @Test
    void tooShortForAPrefixAndCounterIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new NonceSequence(8, new SecureRandom()));
    }
}
