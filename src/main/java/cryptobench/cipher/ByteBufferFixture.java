package cryptobench.cipher;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;

/**
 * {@code Cipher.doFinal(ByteBuffer, ByteBuffer)} on heap or direct buffers: input and output in
 * separate buffers, or in place (two views of one buffer, output over input). Validated before use:
 * the usual cipher checks, then each measured path must give the bytes of a one-shot
 * {@code doFinal(byte[])} and decrypt back to the message.
 *
 * <p>In-place encryption encrypts the buffer's previous output again: the bytes differ each time but
 * the work does not. There is no in-place decrypt: each would need the ciphertext copied back first,
 * a copy as large as the work measured.
 */
public final class ByteBufferFixture {

    private final CipherSetup setup;
    private final CipherAlgorithm algorithm;
    private final Cipher encryptor;
    private final Cipher decryptor;
    private final int dataSize;
    private final ByteBuffer plaintext;
    private final ByteBuffer[] ciphertexts = new ByteBuffer[2];
    private final AlgorithmParameterSpec[] decryptParameters = new AlgorithmParameterSpec[2];
    private final ByteBuffer output;
    private final ByteBuffer shared;
    // Cipher refuses the same ByteBuffer object as input and output, so in place reads through a second view.
    private final ByteBuffer sharedInput;
    private int next;
    private final String validation;

    private ByteBufferFixture(CipherConfig config, BufferKind kind) throws GeneralSecurityException {
        algorithm = config.algorithm();
        dataSize = config.dataSize();
        setup = new CipherSetup(config.provider(), algorithm, config.keyBits());
        algorithm.checkDataSize(dataSize);
        byte[] message = setup.randomBytes(dataSize);
        encryptor = setup.initEncrypt(setup.newCipher(), setup.key, algorithm.parameters(setup.nonce()));
        decryptor = setup.newCipher();
        validation = setup.validate(message);
        plaintext = kind.allocate(dataSize).put(message).flip();
        for (int i = 0; i < ciphertexts.length; i++) {
            byte[] iv = setup.nonce();
            decryptParameters[i] = algorithm.parameters(iv);
            byte[] c = setup.oneShot(Cipher.ENCRYPT_MODE, iv, message);
            ciphertexts[i] = kind.allocate(c.length).put(c).flip();
        }
        int capacity = ciphertexts[0].capacity() + 16;
        output = kind.allocate(capacity);
        shared = kind.allocate(capacity);
        sharedInput = shared.duplicate();
        checkMeasuredPaths(message);
    }

    private void checkMeasuredPaths(byte[] message) throws GeneralSecurityException {
        String what = setup.describe(plaintext.isDirect() ? "direct ByteBuffer" : "heap ByteBuffer");
        for (boolean inPlace : new boolean[] {false, true}) {
            if (!algorithm.initsPerMessage()) {
                encryptor.init(Cipher.ENCRYPT_MODE, setup.key, decryptParameters[1]);
            }
            shared.clear().put(message);
            ByteBuffer out = inPlace ? shared : output;
            int written = inPlace ? encryptInPlace() : encrypt();
            byte[] expected = algorithm.initsPerMessage()
                    ? setup.oneShot(
                            Cipher.ENCRYPT_MODE, Arrays.copyOf(setup.nonces.current(), algorithm.ivLength()), message)
                    : bytes(ciphertexts[1], ciphertexts[1].limit());
            if (!Arrays.equals(bytes(out, written), expected)) {
                throw new ValidationException(
                        what + (inPlace ? " in place" : "") + " gives other bytes than doFinal(byte[])");
            }
        }
        for (int i = 0; i < ciphertexts.length; i++) {
            int written = decrypt();
            if (!Arrays.equals(bytes(output, written), message)) {
                throw new ValidationException(what + " does not decrypt back to the message");
            }
        }
        // The forged decrypt takes the turn of the next measured one: SunJCE's ChaCha20-Poly1305 (JDK 17)
        // refuses an init that repeats the previous key and nonce, even to decrypt.
        next ^= 1;
        setup.requireForgeryRejected(
                bytes(ciphertexts[next], ciphertexts[next].limit()),
                plaintext.isDirect() ? "direct ByteBuffer decrypt" : "heap ByteBuffer decrypt",
                forged -> {
                    decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
                    ByteBuffer in = (plaintext.isDirect()
                                    ? ByteBuffer.allocateDirect(forged.length)
                                    : ByteBuffer.allocate(forged.length))
                            .put(forged)
                            .flip();
                    return decryptor.doFinal(in, output.clear());
                });
    }

    private static byte[] bytes(ByteBuffer buffer, int length) {
        byte[] b = new byte[length];
        buffer.duplicate().position(0).get(b);
        return b;
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider does not offer it
     * @throws ValidationException if the provider gives wrong results
     */
    public static ByteBufferFixture create(CipherConfig config, BufferKind kind) {
        try {
            return new ByteBufferFixture(config, kind);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(config + " " + kind + " ByteBuffer setup failed: " + e, e);
        }
    }

    /** Encrypts the message buffer into the separate output buffer; returns the bytes written. */
    public int encrypt() throws GeneralSecurityException {
        if (algorithm.initsPerMessage()) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        }
        plaintext.rewind();
        output.clear();
        return encryptor.doFinal(plaintext, output);
    }

    /** Encrypts the first {@code dataSize} bytes of one buffer over themselves; returns the bytes written. */
    public int encryptInPlace() throws GeneralSecurityException {
        if (algorithm.initsPerMessage()) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        }
        sharedInput.limit(dataSize).position(0);
        return encryptor.doFinal(sharedInput, shared.clear());
    }

    /** Decrypts (and for AEAD verifies) a prepared ciphertext buffer into the output buffer; returns the bytes written. */
    public int decrypt() throws GeneralSecurityException {
        next ^= 1;
        decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
        ByteBuffer in = ciphertexts[next].rewind();
        output.clear();
        return decryptor.doFinal(in, output);
    }

    public String validation() {
        return validation;
    }
}
