package cryptobench.sign;

/**
 * The ML-KEM parameter sets (FIPS 203), with the sizes FIPS 203 gives them (section 8, table 3):
 * encapsulation key and ciphertext, in bytes; the shared secret is 32 bytes.
 */
public enum KemAlgorithm {
    ML_KEM_512("ML-KEM-512", 800, 768),
    ML_KEM_768("ML-KEM-768", 1184, 1088),
    ML_KEM_1024("ML-KEM-1024", 1568, 1568);

    /** Every parameter set's shared secret length in bytes. */
    public static final int SECRET_BYTES = 32;

    private final String jcaName;
    private final int publicKeyBytes;
    private final int ciphertextBytes;

    KemAlgorithm(String jcaName, int publicKeyBytes, int ciphertextBytes) {
        this.jcaName = jcaName;
        this.publicKeyBytes = publicKeyBytes;
        this.ciphertextBytes = ciphertextBytes;
    }

    /** The JCA KEM, KeyPairGenerator and KeyFactory name, also the display name: {@code ML-KEM-768}. */
    public String jcaName() {
        return jcaName;
    }

    /** The raw encapsulation key, without its X.509 wrapping. */
    public int publicKeyBytes() {
        return publicKeyBytes;
    }

    public int ciphertextBytes() {
        return ciphertextBytes;
    }
}
