package cryptobench.cipher;

import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestFixture;
import cryptobench.jvm.Settler;

/**
 * The operations the ISA-level table measures: one per primitive, the one whose JDK intrinsic uses
 * the widest vectors (CBC encryption is serial, so CBC is measured decrypting).
 */
public enum IsaPrimitive {
    AES_GCM_ENCRYPT("AES-256-GCM encrypt", CipherAlgorithm.AES_GCM, false),
    AES_CTR_ENCRYPT("AES-256-CTR encrypt", CipherAlgorithm.AES_CTR, false),
    AES_CBC_DECRYPT("AES-256-CBC decrypt", CipherAlgorithm.AES_CBC, true),
    CHACHA20_POLY1305_ENCRYPT("ChaCha20-Poly1305 encrypt", CipherAlgorithm.CHACHA20_POLY1305, false),
    SHA_256("SHA-256", null, false);

    private final String displayName;
    private final CipherAlgorithm cipher;
    private final boolean decrypts;

    IsaPrimitive(String displayName, CipherAlgorithm cipher, boolean decrypts) {
        this.displayName = displayName;
        this.cipher = cipher;
        this.decrypts = decrypts;
    }

    public String displayName() {
        return displayName;
    }

    /**
     * The validated operation of {@code provider} on {@code dataSize} bytes (256-bit keys), made by
     * the same fixtures as the cipher and digest families, so it is checked the same way before it is measured.
     */
    public Settler.Op create(String provider, int dataSize) {
        if (cipher == null) {
            return DigestFixture.create(provider, DigestAlgorithm.SHA256, dataSize)::compute;
        }
        CipherFixture fixture = CipherFixture.create(new CipherConfig(provider, cipher, 256, dataSize));
        return decrypts ? fixture::decrypt : fixture::encrypt;
    }
}
