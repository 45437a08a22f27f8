package cryptobench.ab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ForksTest {

    @Test
    void anUnsupportedCombinationKeepsItsReason() {
        Forks.Result r = Forks.failure(List.of("# Fork: 1 of 1", "<failure>", "",
                "cryptobench.provider.UnsupportedCombinationException: ACCP does not offer AES/GCM-SIV/NoPadding",
                "\tat cryptobench.cipher.CipherAlgorithm.newCipher(CipherAlgorithm.java:113)"), 1);
        assertTrue(r.unsupported());
        assertEquals("ACCP does not offer AES/GCM-SIV/NoPadding", r.failure());
    }

    @Test
    void aJvmThatDoesNotStartSaysWhy() {
        Forks.Result r = Forks.failure(List.of("Unrecognized VM option 'UseFoo'", "Error: Could not create the Java Virtual Machine.",
                "Error: A fatal exception has occurred. Program will exit."), 1);
        assertFalse(r.unsupported());
        assertTrue(r.failure().contains("Unrecognized VM option 'UseFoo'"), r.failure());
    }

    @Test
    void anyOtherExceptionIsAFailure() {
        Forks.Result r = Forks.failure(List.of("java.lang.IllegalStateException: round trip failed"), 1);
        assertFalse(r.unsupported());
        assertEquals("java.lang.IllegalStateException: round trip failed", r.failure());
    }
}
