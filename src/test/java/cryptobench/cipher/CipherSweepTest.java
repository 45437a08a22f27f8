package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class CipherSweepTest {

    @Test
    void releasedCountsPlaintextLetOutNotChanceMatches() {
        byte[] plain = {1, 2, 3, 4, 5, 6, 7, 8};
        assertEquals(8, CipherSweep.released(plain.clone(), plain));
        assertEquals(
                0,
                CipherSweep.released(new byte[] {1, 0, 3, 0, 5, 0, 7, 0}, plain),
                "scattered single matches are chance");
        assertEquals(4, CipherSweep.released(new byte[] {9, 9, 3, 4, 5, 6, 9, 9}, plain), "a run of 4");
        assertEquals(0, CipherSweep.released(new byte[0], plain));
        assertEquals(
                2,
                CipherSweep.released(new byte[] {1, 2}, new byte[] {1, 2}),
                "a plaintext under 4 bytes, all let out");
        assertEquals(
                0, CipherSweep.released(new byte[] {0, 0}, new byte[] {0, 0}), "zeros are what a zeroed buffer holds");
    }
}
