package cryptobench.provider;

/** Stand-in native binaries for tests: the start of an ELF executable for a given machine. */
public final class ElfHeader {

    private ElfHeader() {}

    /** The first 64 bytes of a little-endian 64-bit ELF executable for this e_machine. */
    public static byte[] of(int machine) {
        byte[] h = new byte[64];
        h[0] = 0x7f;
        h[1] = 'E';
        h[2] = 'L';
        h[3] = 'F';
        h[4] = 2;
        h[5] = 1;
        h[6] = 1;
        h[16] = 2;
        h[18] = (byte) machine;
        h[19] = (byte) (machine >> 8);
        return h;
    }
}
