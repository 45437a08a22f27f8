package cryptobench.cipher;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;

/**
 * Everything one cipher benchmark trial needs, validated before use: provider, key, nonces, a
 * random message, its ciphertext and a preallocated output buffer.
 *
 * <p>One {@link #encrypt()} is {@code doFinal} of {@code dataSize} bytes into the output buffer;
 * for AEAD it is {@code init} with the next nonce plus {@code doFinal}, since no provider lets a
 * key and nonce be used twice, and for XTS {@code init} with the next tweak (the next data unit) plus {@code doFinal}. One {@link #decrypt()} decrypts the prepared ciphertext, and for
 * AEAD is {@code init} plus {@code doFinal} including tag verification. A fixture made by
 * {@link #createInitPerMessage} calls {@code init} with a fresh IV before every message in every mode.
 */
public final class CipherFixture {

    private final CipherSetup setup;
    private final CipherAlgorithm algorithm;
    private final boolean initEveryMessage;
    private final Cipher encryptor;
    private final Cipher decryptor;
    private final AlgorithmParameterSpec[] decryptParameters = new AlgorithmParameterSpec[2];
    private final byte[][] ciphertexts = new byte[2][];
    private int next;
    private final byte[] plaintext;
    private final byte[] output;
    private final String validation;

    private CipherFixture(CipherConfig config, boolean initPerMessage) throws GeneralSecurityException {
        this.algorithm = config.algorithm();
        this.initEveryMessage = initPerMessage || algorithm.initsPerMessage();
        setup = new CipherSetup(config.provider(), algorithm, config.keyBits());
        algorithm.checkDataSize(config.dataSize());
        plaintext = setup.randomBytes(config.dataSize());
        encryptor = setup.initEncrypt(setup.newCipher(), setup.key, algorithm.parameters(setup.nonce()));
        decryptor = setup.newCipher();
        // Asked before doFinal: BC's ChaCha20-Poly1305 refuses getOutputSize until it is initialised again.
        int encryptedSize = encryptor.getOutputSize(plaintext.length);
        validation = setup.validate(plaintext);

        // SunJCE's ChaCha20-Poly1305 (JDK 17) refuses even a decrypt init with the previous key and
        // nonce, so AEAD decrypt alternates between two ciphertexts made under different nonces.
        for (int i = 0; i < ciphertexts.length; i++) {
            decryptParameters[i] = algorithm.parameters(setup.nonce());
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, decryptParameters[i]);
            ciphertexts[i] = encryptor.doFinal(plaintext);
        }
        decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[0]);
        output = new byte[Math.max(encryptedSize, decryptor.getOutputSize(ciphertexts[0].length))];
        checkMeasuredPath(encryptedSize);
    }

    /** Runs the exact calls that are measured once each and checks their output. */
    private void checkMeasuredPath(int encryptedSize) throws GeneralSecurityException {
        String what = setup.describe("doFinal into the output buffer");
        int written = encrypt();
        if (written != encryptedSize) {
            throw new ValidationException(what + " wrote " + written + " bytes, expected " + encryptedSize);
        }
        byte[] expected = initEveryMessage
                // The nonce sequence still holds the nonce of that encryption. Encrypting the same
                // plaintext again under it, to compare, reveals nothing.
                ? setup.oneShot(
                        Cipher.ENCRYPT_MODE, Arrays.copyOf(setup.nonces.current(), algorithm.ivLength()), plaintext)
                // Without a new init the encryptor still has the second ciphertext's IV.
                : ciphertexts[1];
        if (!Arrays.equals(output, 0, written, expected, 0, expected.length)) {
            throw new ValidationException(what + " gives other bytes than a one-shot doFinal(byte[])");
        }
        for (int i = 0; i < ciphertexts.length; i++) {
            Arrays.fill(output, (byte) 0);
            written = decrypt();
            if (!Arrays.equals(output, 0, written, plaintext, 0, plaintext.length)) {
                throw new ValidationException(what + " does not decrypt back to the input");
            }
        }
        // The forged decrypt takes the turn of the next measured one: SunJCE's ChaCha20-Poly1305 (JDK 17)
        // refuses an init that repeats the previous key and nonce, even to decrypt.
        next ^= 1;
        setup.requireForgeryRejected(ciphertexts[next], "doFinal into the output buffer", forged -> {
            decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
            return decryptor.doFinal(forged, 0, forged.length, output, 0);
        });
    }

    /**
     * Builds and validates the fixture for a configuration.
     *
     * @throws UnsupportedCombinationException if the provider does not offer it
     * @throws ValidationException if the provider gives wrong results
     * @throws IllegalArgumentException for a bad provider name, key size or data size
     */
    public static CipherFixture create(CipherConfig config) {
        return create(config, false);
    }

    /** As {@link #create}, but every encrypt and decrypt starts with {@code init} and a fresh IV, whatever the mode. */
    public static CipherFixture createInitPerMessage(CipherConfig config) {
        return create(config, true);
    }

    private static CipherFixture create(CipherConfig config, boolean initPerMessage) {
        try {
            return new CipherFixture(config, initPerMessage);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(config + ": setup failed: " + e, e);
        }
    }

    /** Encrypts the message once; returns the number of bytes written. */
    public int encrypt() throws GeneralSecurityException {
        if (initEveryMessage) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        }
        return encryptor.doFinal(plaintext, 0, plaintext.length, output, 0);
    }

    /** Decrypts (and for AEAD verifies) the prepared ciphertext once; returns the number of bytes written. */
    public int decrypt() throws GeneralSecurityException {
        byte[] ciphertext = ciphertexts[0];
        if (initEveryMessage) {
            next ^= 1;
            ciphertext = ciphertexts[next];
            decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
        }
        return decryptor.doFinal(ciphertext, 0, ciphertext.length, output, 0);
    }

    /** What the validation checked, e.g. "3 known-answer vectors, round trip, same bytes as SunJCE". */
    public String validation() {
        return validation;
    }
}
