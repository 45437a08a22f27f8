package cryptobench.cipher;

import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.ForkRecord;
import cryptobench.jvm.ValidationMarks;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/** What every cipher fixture starts from: the provider, a random key, never-repeating nonces and random messages. */
final class CipherSetup {

    final String name;
    final Provider provider;
    final CipherAlgorithm algorithm;
    final int keyBits;
    final SecretKey key;
    final NonceSequence nonces;
    private final SecureRandom random = new SecureRandom();

    CipherSetup(String providerName, CipherAlgorithm algorithm, int keyBits) {
        algorithm.checkKeyBits(keyBits);
        this.name = ProviderRegistry.canonical(providerName);
        this.provider = ProviderRegistry.load(name);
        this.algorithm = algorithm;
        this.keyBits = keyBits;
        this.key = newKey();
        this.nonces = new NonceSequence(Math.max(algorithm.ivLength(), 12), random);
    }

    /** Another random key of the same size. */
    SecretKey newKey() {
        byte[] bytes = new byte[keyBits / 8];
        random.nextBytes(bytes);
        return new SecretKeySpec(bytes, algorithm.keyAlgorithm());
    }

    byte[] randomBytes(int size) {
        byte[] bytes = new byte[size];
        random.nextBytes(bytes);
        return bytes;
    }

    /** A copy of the next nonce at the algorithm's IV length; null for ECB. */
    byte[] nonce() {
        return algorithm.ivLength() == 0 ? null : Arrays.copyOf(nonces.next(), algorithm.ivLength());
    }

    /** The init parameters with the next nonce; null for ECB. Made on every call, as real callers do. */
    AlgorithmParameterSpec nextParameters() {
        return algorithm.parameters(nonces.next());
    }

    Cipher newCipher() {
        return algorithm.newCipher(provider, name);
    }

    /** Initialises for encryption; a refused key size is an unsupported combination, not a failure. */
    Cipher initEncrypt(Cipher cipher, SecretKey k, AlgorithmParameterSpec parameters) throws GeneralSecurityException {
        try {
            cipher.init(Cipher.ENCRYPT_MODE, k, parameters);
            return cipher;
        } catch (InvalidKeyException e) {
            throw new UnsupportedCombinationException(
                    name + " refuses " + keyBits + "-bit keys for " + algorithm.transformation() + ": "
                            + e.getMessage(),
                    e);
        }
    }

    /**
     * Known answers, round trip, tag check, agreement with another provider and the quick sweep, for this
     * key and message; skipped where an earlier fork of the run passed them in the same JDK with the same
     * JVM arguments ({@link ValidationMarks}). Each fork still checks its own measured calls (the fixtures'
     * round trip, same bytes as a one-shot call, forged tag refused).
     */
    String validate(byte[] message) {
        Path mark = ValidationMarks.of(String.join(
                "\n",
                name,
                provider.getClass().getName(),
                provider.getVersionStr(),
                algorithm.name(),
                String.valueOf(keyBits),
                String.valueOf(message.length)));
        if (ValidationMarks.present(mark)) {
            ForkRecord.add(ForkMetric.VALIDATION, 0);
            return "validated in full by an earlier fork of this run";
        }
        String account = ForkRecord.time(
                ForkMetric.VALIDATION,
                () -> CipherValidator.validate(name, provider, algorithm, key, nonce(), message));
        ValidationMarks.leave(mark, account);
        return account;
    }

    /** A measured decrypt call run on a forged ciphertext; returns the bytes written. */
    interface ForgedDecrypt {
        int run(byte[] forged) throws GeneralSecurityException;
    }

    /**
     * For AEAD, runs the measured decrypt call on {@code ciphertext} with its last tag byte flipped and
     * requires it to fail the tag check: the one-shot check in validation does not cover this call.
     */
    void requireForgeryRejected(byte[] ciphertext, String what, ForgedDecrypt decrypt) {
        if (!algorithm.isAead()) {
            return;
        }
        byte[] forged = ciphertext.clone();
        forged[forged.length - 1] ^= 1;
        try {
            decrypt.run(forged);
        } catch (BadPaddingException expected) { // AEADBadTagException is one
            return;
        } catch (GeneralSecurityException e) {
            throw new ValidationException(
                    describe(what) + " fails a forged tag with " + e + " instead of AEADBadTagException", e);
        }
        throw new ValidationException(describe(what) + " accepted a ciphertext with a forged tag");
    }

    /** {@code input} through a new cipher of this provider: the reference the measured path is compared with. */
    byte[] oneShot(int mode, byte[] iv, byte[] input) {
        return CipherValidator.run(newCipher(), mode, algorithm, key, iv, input);
    }

    String describe(String what) {
        return name + " " + algorithm.transformation() + "-" + keyBits + " " + what;
    }
}
