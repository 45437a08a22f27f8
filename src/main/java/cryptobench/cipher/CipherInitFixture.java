package cryptobench.cipher;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;

/**
 * The set-up costs of a cipher: {@code Cipher.getInstance}, and {@code init} with the same key as
 * last time or a different one (a ring of {@value #KEYS} random keys, so every init expands a new
 * key schedule). Every init takes a fresh IV or nonce. Validated before use: the usual cipher checks,
 * then a message encrypted after an init with each key of the ring decrypts back with a one-shot cipher.
 */
public final class CipherInitFixture {

    static final int KEYS = 8;

    private final CipherSetup setup;
    private final Cipher cipher;
    private final SecretKey[] keys = new SecretKey[KEYS];
    private int nextKey;
    private final String validation;

    private CipherInitFixture(String provider, CipherAlgorithm algorithm, int keyBits) throws GeneralSecurityException {
        setup = new CipherSetup(provider, algorithm, keyBits);
        cipher = setup.initEncrypt(setup.newCipher(), setup.key, algorithm.parameters(setup.nonce()));
        byte[] message = setup.randomBytes(64);
        validation = setup.validate(message);
        for (int i = 0; i < KEYS; i++) {
            keys[i] = setup.newKey();
        }
        for (int i = 0; i <= KEYS; i++) {
            boolean same = i == KEYS;
            if (same) {
                initSameKey();
            } else {
                initNewKey();
            }
            byte[] iv = Arrays.copyOf(setup.nonces.current(), algorithm.ivLength());
            byte[] ciphertext = cipher.doFinal(message);
            byte[] back = CipherValidator.run(
                    setup.newCipher(),
                    Cipher.DECRYPT_MODE,
                    algorithm,
                    same ? setup.key : keys[nextKey],
                    iv,
                    ciphertext);
            if (!Arrays.equals(back, message)) {
                throw new ValidationException(setup.describe("encrypts wrongly after "
                        + (same ? "initSameKey" : "init with key " + nextKey + " of the ring")));
            }
        }
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider does not offer it
     * @throws ValidationException if the provider gives wrong results
     */
    public static CipherInitFixture create(String provider, CipherAlgorithm algorithm, int keyBits) {
        try {
            return new CipherInitFixture(provider, algorithm, keyBits);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(provider + " " + algorithm.displayName() + " init setup failed: " + e, e);
        }
    }

    /** {@code init} for encryption with the same key as the last call and a fresh IV. */
    public Cipher initSameKey() throws GeneralSecurityException {
        cipher.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        return cipher;
    }

    /** {@code init} for encryption with the next key of the ring and a fresh IV. */
    public Cipher initNewKey() throws GeneralSecurityException {
        nextKey = (nextKey + 1) & (KEYS - 1);
        cipher.init(Cipher.ENCRYPT_MODE, keys[nextKey], setup.nextParameters());
        return cipher;
    }

    /** A new {@code Cipher} object from {@code Cipher.getInstance(transformation, provider)}. */
    public Cipher getInstance() {
        return setup.newCipher();
    }

    public String validation() {
        return validation;
    }
}
