package cryptobench.pipe;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts (or decrypts) a stream in {@code chunk}-byte pieces through {@code Cipher.update},
 * then {@code doFinal}: the shape of the classic stdin-to-stdout program, to time against native
 * tools. Decryption takes AEAD modes only and holds all plaintext in memory until the tag has
 * verified; a measuring tool, not a file format: there is no header, version or key derivation.
 */
public final class PipeCipher {

    private static final int TAG_BYTES = CipherAlgorithm.TAG_BITS / 8;
    private static final String NOTHING_WRITTEN = "; nothing was written";

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
    private final long maxInput;

    /**
     * {@code providerName} is how messages name the provider (e.g. "ACCP"); {@code maxInput} bounds what is held
     * in memory: the plaintext of a decryption, the input of a NoPadding block-mode encryption.
     */
    public PipeCipher(
            CipherAlgorithm algorithm, Provider provider, String providerName, byte[] key, int chunk, long maxInput) {
        PipeOptions.checkChunk(chunk);
        PipeOptions.checkMaxInput(maxInput);
        algorithm.checkKeyBits(key.length * 8);
        this.algorithm = algorithm;
        this.provider = provider;
        this.providerName = providerName;
        this.key = key.clone();
        this.chunk = chunk;
        this.maxInput = maxInput;
    }

    /** Checks {@code pipe}'s options before any key is read: chunk, most input, decryption of {@code algorithm}, the input file. */
    public static void checkOptions(CipherAlgorithm algorithm, int chunk, long maxInput, boolean decrypt, Path input) {
        PipeOptions.check(algorithm, chunk, maxInput, decrypt, input);
    }

    /** What {@code pipe} prints on stderr when done: what, how fast, and how much was held in memory. */
    public String summary(PipeStats stats, boolean decrypted) {
        return stats.summary(algorithm.displayName() + " on " + providerName, key.length * 8, chunk, decrypted);
    }

    /**
     * Reads {@code in} to its end and writes the nonce (if the mode has one) and the ciphertext to {@code out}.
     * A NoPadding block mode's output is held until the input length is known to be whole blocks.
     *
     * @throws IllegalArgumentException if {@code in} is empty or unreadable, or its length does not suit a NoPadding
     *     block mode, or a held output would pass {@code maxInput}
     */
    public PipeStats encrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = new byte[algorithm.ivLength()];
        new SecureRandom().nextBytes(nonce);
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        if (algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED) {
            return held(cipher, in, out, nonce, false);
        }
        byte[] buf = new byte[chunk];
        ChunkedCipher chunked = new ChunkedCipher(cipher, chunk);
        PipeOutput output = new PipeOutput(out);
        long start = System.nanoTime();
        long read = 0;
        for (int n; (n = read(in, buf)) > 0; ) {
            if (read == 0) {
                output.write(nonce, nonce.length);
            }
            read += n;
            int produced = chunked.update(buf, n, "");
            output.write(chunked.bytes(), produced);
        }
        checkEncryptedLength(read);
        byte[] last = chunked.doFinal("");
        output.write(last, last.length);
        output.flush();
        return new PipeStats(read, output.written(), System.nanoTime() - start, -1);
    }

    /**
     * Reads a nonce and ciphertext that {@link #encrypt} wrote and, once {@code doFinal} has verified the tag,
     * writes the plaintext. Until then every plaintext byte is held in memory; on any failure it is wiped and
     * nothing is written.
     *
     * @throws IllegalArgumentException if the algorithm has no tag, or the plaintext would pass {@code maxInput}
     * @throws GeneralSecurityException if the input is too short, the tag does not match, or the memory runs out
     */
    public PipeStats decrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        PipeOptions.checkDecryptable(algorithm);
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = new byte[algorithm.ivLength()];
        int n = read(in, nonce);
        if (n < nonce.length) {
            throw tooShort(n);
        }
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        return held(cipher, in, out, new byte[0], true);
    }

    private PipeStats held(Cipher cipher, InputStream in, OutputStream out, byte[] header, boolean decrypting)
            throws IOException, GeneralSecurityException {
        HeldOutput held = new HeldOutput();
        long limit = decrypting ? Math.min(maxInput, Long.MAX_VALUE - TAG_BYTES) + TAG_BYTES : maxInput;
        long read = 0;
        ChunkedCipher chunked = null;
        try {
            byte[] buf = new byte[chunk];
            chunked = new ChunkedCipher(cipher, chunk);
            long start = System.nanoTime();
            held.append(header, 0, header.length);
            for (int n; (n = read(in, buf)) > 0; ) {
                read += n;
                if (read > limit) {
                    throw new IllegalArgumentException(String.format(
                            Locale.ROOT,
                            "the input is over the --max-input limit of %d"
                                    + " bytes that pipe holds in memory until it can release them%s; raise it with --max-input BYTES"
                                    + " (and the heap with java -Xmx)",
                            maxInput,
                            NOTHING_WRITTEN));
                }
                int produced = chunked.update(buf, n, NOTHING_WRITTEN);
                held.append(chunked.bytes(), 0, produced);
            }
            if (decrypting && read < TAG_BYTES) {
                throw tooShort(algorithm.ivLength() + read);
            }
            if (!decrypting) {
                checkEncryptedLength(read);
            }
            held.adopt(chunked.doFinal(NOTHING_WRITTEN));
            long peak = held.size();
            PipeOutput output = new PipeOutput(out);
            held.writeTo(output);
            output.flush();
            return new PipeStats(read, output.written(), System.nanoTime() - start, peak);
        } catch (OutOfMemoryError e) {
            held.wipe();
            throw new GeneralSecurityException(
                    "out of memory after reading " + read + " bytes, all held (by pipe or inside "
                            + providerName + ") until " + (decrypting ? "the tag is verified" : "the length is checked")
                            + NOTHING_WRITTEN
                            + "; give java more heap, 2 to 3 times the input (java -Xmx3g -jar ... for 1 GiB), or a smaller input");
        } finally {
            held.wipe();
            if (chunked != null) {
                chunked.wipe();
            }
        }
    }

    private void checkEncryptedLength(long read) {
        if (read == 0) {
            throw new IllegalArgumentException(
                    "the input is empty: nothing to encrypt (give it a file: pipe ... < FILE)");
        }
        if (algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED && read % 16 != 0) {
            throw new IllegalArgumentException(
                    algorithm.transformation() + " needs a multiple of 16 bytes; the input is " + read + " bytes ("
                            + CipherAlgorithm.AES_CBC_PKCS5.displayName() + " pads)" + NOTHING_WRITTEN);
        }
    }

    private GeneralSecurityException tooShort(long length) {
        return new GeneralSecurityException("the input is " + length + " bytes, shorter than a " + algorithm.ivLength()
                + "-byte nonce and a " + TAG_BYTES + "-byte tag" + NOTHING_WRITTEN);
    }

    private static int read(InputStream in, byte[] buf) {
        try {
            return in.readNBytes(buf, 0, buf.length);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the input: " + e.getMessage(), e);
        }
    }
}
