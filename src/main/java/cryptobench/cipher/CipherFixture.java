package cryptobench.cipher;

import cryptobench.provider.ProviderRegistry;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * Everything one cipher benchmark trial needs, validated before use: provider, key, nonces, a
 * random message, its ciphertext and a preallocated output buffer.
 *
 * <p>One {@link #encrypt()} is {@code doFinal} of {@code dataSize} bytes into the output buffer;
 * for AEAD it is {@code init} with the next nonce plus {@code doFinal}, since no provider lets a
 * key and nonce be used twice. One {@link #decrypt()} decrypts the prepared ciphertext, and for
 * AEAD is {@code init} plus {@code doFinal} including tag verification.
 */
public final class CipherFixture {

    private final CipherAlgorithm algorithm;
    private final Cipher encryptor;
    private final Cipher decryptor;
    private final SecretKey key;
    private final NonceSequence nonces;
    private final AlgorithmParameterSpec[] decryptParameters = new AlgorithmParameterSpec[2];
    private final byte[][] ciphertexts = new byte[2][];
    private int next;
    private final byte[] plaintext;
    private final byte[] output;
    private final String validation;

    private CipherFixture(CipherConfig config) throws GeneralSecurityException {
        this.algorithm = config.algorithm();
        algorithm.checkKeyBits(config.keyBits());
        algorithm.checkDataSize(config.dataSize());
        String name = ProviderRegistry.canonical(config.provider());
        Provider provider = ProviderRegistry.load(name);
        SecureRandom random = new SecureRandom();
        byte[] keyBytes = new byte[config.keyBits() / 8];
        random.nextBytes(keyBytes);
        key = new SecretKeySpec(keyBytes, algorithm.keyAlgorithm());
        nonces = new NonceSequence(Math.max(algorithm.ivLength(), 12), random);
        plaintext = new byte[config.dataSize()];
        random.nextBytes(plaintext);

        encryptor = algorithm.newCipher(provider, name);
        decryptor = algorithm.newCipher(provider, name);
        try {
            encryptor.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(nonce()));
        } catch (InvalidKeyException e) {
            throw new UnsupportedCombinationException(name + " refuses " + config.keyBits() + "-bit keys for "
                    + algorithm.transformation() + ": " + e.getMessage(), e);
        }
        // Asked before doFinal: BC's ChaCha20-Poly1305 refuses getOutputSize until it is initialised again.
        int encryptedSize = encryptor.getOutputSize(plaintext.length);
        validation = CipherValidator.validate(name, provider, algorithm, key, nonce(), plaintext);

        // SunJCE's ChaCha20-Poly1305 (JDK 17) refuses even a decrypt init with the previous key and
        // nonce, so AEAD decrypt alternates between two ciphertexts made under different nonces.
        for (int i = 0; i < ciphertexts.length; i++) {
            decryptParameters[i] = algorithm.parameters(nonce());
            encryptor.init(Cipher.ENCRYPT_MODE, key, decryptParameters[i]);
            ciphertexts[i] = encryptor.doFinal(plaintext);
        }
        decryptor.init(Cipher.DECRYPT_MODE, key, decryptParameters[0]);
        output = new byte[Math.max(encryptedSize, decryptor.getOutputSize(ciphertexts[0].length))];
        checkMeasuredPath(name, encryptedSize);
    }

    /** Runs the exact calls that are measured once each and checks their output. */
    private void checkMeasuredPath(String name, int encryptedSize) throws GeneralSecurityException {
        String what = name + " " + algorithm.transformation() + " doFinal into the output buffer";
        int written = encrypt();
        if (written != encryptedSize) {
            throw new ValidationException(what + " wrote " + written + " bytes, expected " + encryptedSize);
        }
        // Without AEAD the encryptor was last initialised with the second ciphertext's IV.
        if (!algorithm.isAead() && !Arrays.equals(output, 0, written, ciphertexts[1], 0, ciphertexts[1].length)) {
            throw new ValidationException(what + " gives other bytes than doFinal(byte[])");
        }
        for (int i = 0; i < ciphertexts.length; i++) {
            Arrays.fill(output, (byte) 0);
            written = decrypt();
            if (!Arrays.equals(output, 0, written, plaintext, 0, plaintext.length)) {
                throw new ValidationException(what + " does not decrypt back to the input");
            }
        }
    }

    /**
     * Builds and validates the fixture for a configuration.
     *
     * @throws UnsupportedCombinationException if the provider does not offer it
     * @throws ValidationException if the provider gives wrong results
     * @throws IllegalArgumentException for a bad provider name, key size or data size
     */
    public static CipherFixture create(CipherConfig config) {
        try {
            return new CipherFixture(config);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(config + ": setup failed: " + e, e);
        }
    }

    private byte[] nonce() {
        return algorithm.ivLength() == 0 ? null : Arrays.copyOf(nonces.next(), algorithm.ivLength());
    }

    /** Encrypts the message once; returns the number of bytes written. */
    public int encrypt() throws GeneralSecurityException {
        if (algorithm.isAead()) {
            encryptor.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(nonces.next()));
        }
        return encryptor.doFinal(plaintext, 0, plaintext.length, output, 0);
    }

    /** Decrypts (and for AEAD verifies) the prepared ciphertext once; returns the number of bytes written. */
    public int decrypt() throws GeneralSecurityException {
        byte[] ciphertext = ciphertexts[0];
        if (algorithm.isAead()) {
            next ^= 1;
            ciphertext = ciphertexts[next];
            decryptor.init(Cipher.DECRYPT_MODE, key, decryptParameters[next]);
        }
        return decryptor.doFinal(ciphertext, 0, ciphertext.length, output, 0);
    }

    /** What the validation checked, e.g. "3 known-answer vectors, round trip, same bytes as SunJCE". */
    public String validation() {
        return validation;
    }
}
