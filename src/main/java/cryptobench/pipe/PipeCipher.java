package cryptobench.pipe;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.SecureRandom;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts (or decrypts) a stream in {@code chunk}-byte pieces through {@code Cipher.update},
 * then {@code doFinal}: the shape of the classic stdin-to-stdout program, to time against native
 * tools. The nonce is written first, fresh from SecureRandom on every encryption. A measuring
 * tool, not a file format: there is no header, version or key derivation.
 */
public final class PipeCipher {

    /** What one run did. */
    public record Stats(long bytesIn, long bytesOut, long nanos) {

        public double gibPerSecond() {
            return nanos == 0 ? Double.NaN : bytesIn / (nanos / 1e9) / (1L << 30);
        }
    }

    /** The output could not be written (a closed pipe, a full disk). */
    public static final class OutputClosedException extends IOException {
        private static final long serialVersionUID = 1L;

        OutputClosedException(long written, IOException cause) {
            super("output closed after " + written + " bytes: " + cause.getMessage(), cause);
        }
    }

    private final CipherAlgorithm algorithm;
    private final Provider provider;
    private final String providerName;
    private final byte[] key;
    private final int chunk;

    /** {@code providerName} is how messages name the provider (e.g. "ACCP"). */
    public PipeCipher(CipherAlgorithm algorithm, Provider provider, String providerName, byte[] key, int chunk) {
        if (chunk <= 0) {
            throw new IllegalArgumentException("--chunk must be a positive number of bytes, got " + chunk);
        }
        algorithm.checkKeyBits(key.length * 8);
        this.algorithm = algorithm;
        this.provider = provider;
        this.providerName = providerName;
        this.key = key.clone();
        this.chunk = chunk;
    }

    /**
     * Reads {@code in} to its end and writes the nonce (if the mode has one) and the ciphertext to {@code out}.
     *
     * @throws IllegalArgumentException if {@code in} is empty, or its length does not suit a NoPadding block mode
     */
    public Stats encrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = new byte[algorithm.ivLength()];
        new SecureRandom().nextBytes(nonce);
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        return pump(cipher, in, out, nonce, true);
    }

    /**
     * Reads a nonce and ciphertext that {@link #encrypt} wrote and writes the plaintext. For AEAD
     * modes the tag is checked at the end; SunJCE's GCM holds the whole message until then.
     */
    public Stats decrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = in.readNBytes(algorithm.ivLength());
        if (nonce.length < algorithm.ivLength()) {
            throw new IllegalArgumentException("input is " + nonce.length + " bytes, shorter than the "
                    + algorithm.ivLength() + "-byte nonce it must start with");
        }
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        try {
            return pump(cipher, in, out, new byte[0], false);
        } catch (AEADBadTagException e) {
            throw new GeneralSecurityException("the tag does not match: wrong key, or the input was changed or cut short", e);
        }
    }

    private Stats pump(Cipher cipher, InputStream in, OutputStream out, byte[] header, boolean encrypting) throws IOException, GeneralSecurityException {
        byte[] buf = new byte[chunk];
        byte[] outBuf = new byte[cipher.getOutputSize(chunk) + 32];
        long start = System.nanoTime();
        long read = 0;
        long written = 0;
        written += write(out, header, header.length, written);
        for (int n; (n = in.readNBytes(buf, 0, chunk)) > 0; ) {
            read += n;
            int needed = cipher.getOutputSize(n);
            if (needed > outBuf.length) {
                outBuf = new byte[needed];
            }
            written += write(out, outBuf, cipher.update(buf, 0, n, outBuf, 0), written);
        }
        if (read == 0 && encrypting) {
            throw new IllegalArgumentException("the input is empty: nothing to encrypt (give it a file: pipe ... < FILE)");
        }
        if (algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED && read % 16 != 0) {
            throw new IllegalArgumentException(algorithm.transformation() + " needs a multiple of 16 bytes; the input is "
                    + read + " bytes (" + CipherAlgorithm.AES_CBC_PKCS5.displayName() + " pads)");
        }
        written += write(out, cipher.doFinal(), -1, written);
        try {
            out.flush();
        } catch (IOException e) {
            throw new OutputClosedException(written, e);
        }
        return new Stats(read, written, System.nanoTime() - start);
    }

    private static int write(OutputStream out, byte[] bytes, int length, long writtenSoFar) throws OutputClosedException {
        int n = length < 0 ? bytes.length : length;
        try {
            out.write(bytes, 0, n);
        } catch (IOException e) {
            throw new OutputClosedException(writtenSoFar, e);
        }
        return n;
    }
}
