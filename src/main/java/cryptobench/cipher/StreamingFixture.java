package cryptobench.cipher;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.CipherInputStream;
import javax.crypto.CipherOutputStream;

/**
 * One {@code messageSize}-byte message encrypted or decrypted through {@code Cipher.update} in
 * {@code chunkSize} pieces and then {@code doFinal}, as a program streaming a file does. Validated
 * before use: the usual cipher checks on the whole message, then the streamed ciphertext must equal a
 * one-shot {@code doFinal} of it and stream-decrypt back, and a forged tag must fail the streamed decrypt; the same
 * through a {@code CipherOutputStream} and a {@code CipherInputStream}, whose forged tag must end in an IOException
 * carrying the tag's refusal.
 *
 * <p>AEAD and XTS encrypt start with {@code init} and a fresh nonce or tweak; decrypt alternates between two
 * prepared ciphertexts and verifies the tag at {@code doFinal}. SunJCE's GCM decrypt returns nothing
 * from {@code update}: it keeps the whole ciphertext until the tag is checked.
 */
public final class StreamingFixture {

    /** The largest message the streaming fork's 1 GiB heap is sized for; a larger heap takes 1/16 of itself. */
    public static final int MAX_MESSAGE_SIZE = 64 << 20;

    private final CipherSetup setup;
    private final CipherAlgorithm algorithm;
    private final int chunkSize;
    private final Cipher encryptor;
    private final Cipher decryptor;
    private final byte[] plaintext;
    private final byte[][] ciphertexts = new byte[2][];
    private final AlgorithmParameterSpec[] decryptParameters = new AlgorithmParameterSpec[2];
    private final byte[] output;
    private final Sink sink = new Sink();
    private int next;
    private final String validation;

    private StreamingFixture(String provider, CipherAlgorithm algorithm, int keyBits, int messageSize, int chunkSize)
            throws GeneralSecurityException {
        if (chunkSize <= 0) {
            throw new IllegalArgumentException("chunkSize must be a positive number of bytes, got " + chunkSize);
        }
        this.algorithm = algorithm;
        this.chunkSize = chunkSize;
        setup = new CipherSetup(provider, algorithm, keyBits);
        algorithm.checkDataSize(messageSize);
        long limit = Math.max(MAX_MESSAGE_SIZE, Runtime.getRuntime().maxMemory() / 16);
        if (messageSize > limit) {
            throw new IllegalArgumentException("messageSize " + messageSize + " is above " + limit
                    + " bytes, the most this fork's heap is sized for (1/16 of it)");
        }
        plaintext = setup.randomBytes(messageSize);
        encryptor = setup.initEncrypt(setup.newCipher(), setup.key, algorithm.parameters(setup.nonce()));
        decryptor = setup.newCipher();
        validation = setup.validate(plaintext);
        for (int i = 0; i < ciphertexts.length; i++) {
            byte[] iv = setup.nonce();
            decryptParameters[i] = algorithm.parameters(iv);
            ciphertexts[i] = setup.oneShot(Cipher.ENCRYPT_MODE, iv, plaintext);
        }
        output = new byte[ciphertexts[0].length + 2 * 16];
        try {
            checkMeasuredPaths();
        } catch (UnsupportedOperationException e) {
            throw new UnsupportedCombinationException(
                    setup.describe("has no update (multi-part) form to stream through: " + e.getMessage()), e);
        }
    }

    /** One pass of the message through a measured path, returning the bytes written. */
    @FunctionalInterface
    private interface Pass {
        int run() throws GeneralSecurityException;
    }

    /** The update path, then the {@code javax.crypto} streams, each checked as {@link #checkPath} says. */
    private void checkMeasuredPaths() throws GeneralSecurityException {
        String what = setup.describe("in " + chunkSize + "-byte updates of a " + plaintext.length + "-byte message");
        checkPath(
                what + " gives other bytes than one doFinal of the whole message",
                what + " does not decrypt back to the message",
                "streamed decrypt",
                this::encrypt,
                this::decrypt,
                forged -> stream(decryptor, forged));
        checkPath(
                what + ": a CipherOutputStream gives other bytes than one doFinal",
                what + ": a CipherInputStream does not decrypt back to the message",
                "CipherInputStream decrypt",
                this::encryptToStream,
                this::decryptFromStream,
                forged -> {
                    try {
                        return readAll(new CipherInputStream(new ByteArrayInputStream(forged), decryptor));
                    } catch (IOException e) {
                        if (e.getCause() instanceof GeneralSecurityException refused) {
                            throw refused;
                        }
                        throw new GeneralSecurityException("an IOException that does not say why: " + e, e);
                    }
                });
    }

    /**
     * A measured path must encrypt to the ciphertext of one doFinal, decrypt both prepared ciphertexts back to the
     * message, and refuse a forged tag ({@code forged} decrypts with the decryptor initialised for it).
     */
    private void checkPath(
            String wrongCiphertext,
            String wrongPlaintext,
            String forgedWhat,
            Pass encrypt,
            Pass decrypt,
            CipherSetup.ForgedDecrypt forged)
            throws GeneralSecurityException {
        if (!algorithm.initsPerMessage()) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, decryptParameters[1]);
        }
        int written = encrypt.run();
        byte[] expected = algorithm.initsPerMessage()
                ? setup.oneShot(
                        Cipher.ENCRYPT_MODE, Arrays.copyOf(setup.nonces.current(), algorithm.ivLength()), plaintext)
                : ciphertexts[1];
        if (!Arrays.equals(output, 0, written, expected, 0, expected.length)) {
            throw new ValidationException(wrongCiphertext);
        }
        for (int i = 0; i < ciphertexts.length; i++) {
            Arrays.fill(output, (byte) 0);
            written = decrypt.run();
            if (!Arrays.equals(output, 0, written, plaintext, 0, plaintext.length)) {
                throw new ValidationException(wrongPlaintext);
            }
        }
        // The forged decrypt takes the turn of the next measured one: SunJCE's ChaCha20-Poly1305 (JDK 17)
        // refuses an init that repeats the previous key and nonce, even to decrypt.
        next ^= 1;
        setup.requireForgeryRejected(ciphertexts[next], forgedWhat, f -> {
            decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
            return forged.run(f);
        });
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider does not offer it
     * @throws ValidationException if the provider gives wrong results
     * @throws IllegalArgumentException for a bad provider name, key size, message or chunk size
     */
    public static StreamingFixture create(
            String provider, CipherAlgorithm algorithm, int keyBits, int messageSize, int chunkSize) {
        try {
            return new StreamingFixture(provider, algorithm, keyBits, messageSize, chunkSize);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(
                    provider + " " + algorithm.displayName() + " streaming setup failed: " + e, e);
        }
    }

    /** Encrypts the whole message in chunks; returns the bytes written. */
    public int encrypt() throws GeneralSecurityException {
        if (algorithm.initsPerMessage()) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        }
        return stream(encryptor, plaintext);
    }

    /** Decrypts (and for AEAD verifies) a prepared ciphertext in chunks; returns the bytes written. */
    public int decrypt() throws GeneralSecurityException {
        next ^= 1;
        decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
        return stream(decryptor, ciphertexts[next]);
    }

    /** Encrypts the whole message through a CipherOutputStream in chunkSize writes; returns the bytes written. */
    public int encryptToStream() throws GeneralSecurityException {
        if (algorithm.initsPerMessage()) {
            encryptor.init(Cipher.ENCRYPT_MODE, setup.key, setup.nextParameters());
        }
        sink.reset();
        try (CipherOutputStream out = new CipherOutputStream(sink, encryptor)) {
            int offset = 0;
            for (; offset + chunkSize < plaintext.length; offset += chunkSize) {
                out.write(plaintext, offset, chunkSize);
            }
            out.write(plaintext, offset, plaintext.length - offset);
        } catch (IOException e) {
            throw new GeneralSecurityException("CipherOutputStream failed: " + e, e);
        }
        return sink.written;
    }

    /** Decrypts (and for AEAD verifies) a prepared ciphertext through a CipherInputStream in chunkSize reads. */
    public int decryptFromStream() throws GeneralSecurityException {
        next ^= 1;
        decryptor.init(Cipher.DECRYPT_MODE, setup.key, decryptParameters[next]);
        try {
            return readAll(new CipherInputStream(new ByteArrayInputStream(ciphertexts[next]), decryptor));
        } catch (IOException e) {
            throw new GeneralSecurityException("CipherInputStream failed: " + e, e);
        }
    }

    private int readAll(CipherInputStream in) throws IOException {
        try (in) {
            int read = 0;
            while (true) {
                if (read == output.length) {
                    // A read of 0 bytes into a full array never ends the stream: a provider that gives more than
                    // the ciphertext's length would spin here.
                    if (in.read() >= 0) {
                        throw new IOException("more plaintext than " + output.length + " bytes");
                    }
                    return read;
                }
                int n = in.read(output, read, Math.min(chunkSize, output.length - read));
                if (n < 0) {
                    return read;
                }
                read += n;
            }
        }
    }

    /** An OutputStream into the fixture's output array, reused for every encryption ({@link #sink}). */
    private final class Sink extends OutputStream {
        private int written;

        void reset() {
            written = 0;
        }

        @Override
        public void write(int b) {
            output[written++] = (byte) b;
        }

        @Override
        public void write(byte[] b, int off, int len) {
            System.arraycopy(b, off, output, written, len);
            written += len;
        }
    }

    private int stream(Cipher cipher, byte[] input) throws GeneralSecurityException {
        int written = 0;
        int offset = 0;
        for (; offset + chunkSize < input.length; offset += chunkSize) {
            written += cipher.update(input, offset, chunkSize, output, written);
        }
        return written + cipher.doFinal(input, offset, input.length - offset, output, written);
    }

    public String validation() {
        return validation;
    }
}
