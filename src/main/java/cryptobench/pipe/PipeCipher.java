package cryptobench.pipe;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.SecretKeySpec;

/**
 * Encrypts (or decrypts) a stream in {@code chunk}-byte pieces through {@code Cipher.update},
 * then {@code doFinal}: the shape of the classic stdin-to-stdout program, to time against native
 * tools. Decryption takes AEAD modes only and holds all plaintext in memory until the tag has
 * verified; a measuring tool, not a file format: there is no header, version or key derivation.
 */
public final class PipeCipher {

    /** The largest {@code --chunk}: 64 MiB. */
    public static final int MAX_CHUNK = 64 << 20;
    /** The default most bytes held in memory before release: 1 GiB. */
    public static final long DEFAULT_MAX_INPUT = 1L << 30;

    private static final int TAG_BYTES = CipherAlgorithm.TAG_BITS / 8;
    private static final String NOTHING_WRITTEN = "; nothing was written";

    /** What one run did; {@code peakHeld} is the most bytes held before release, or -1 if the output streamed. */
    public record Stats(long bytesIn, long bytesOut, long nanos, long peakHeld) {

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
    private final long maxInput;

    /**
     * {@code providerName} is how messages name the provider (e.g. "ACCP"); {@code maxInput} bounds what is held
     * in memory: the plaintext of a decryption, the input of a NoPadding block-mode encryption.
     */
    public PipeCipher(CipherAlgorithm algorithm, Provider provider, String providerName, byte[] key, int chunk, long maxInput) {
        checkChunk(chunk);
        checkMaxInput(maxInput);
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
        checkChunk(chunk);
        checkMaxInput(maxInput);
        if (decrypt) {
            checkDecryptable(algorithm);
        }
        checkInput(input);
    }

    /** @throws IllegalArgumentException naming the valid range */
    public static void checkChunk(int chunk) {
        if (chunk <= 0 || chunk > MAX_CHUNK) {
            throw new IllegalArgumentException("--chunk must be 1 to " + MAX_CHUNK + " bytes (64 MiB), got " + chunk);
        }
    }

    /** @throws IllegalArgumentException if not positive */
    public static void checkMaxInput(long maxInput) {
        if (maxInput <= 0) {
            throw new IllegalArgumentException("--max-input must be a positive number of bytes, got " + maxInput);
        }
    }

    /** What {@code pipe} prints on stderr when done: what, how fast, and how much was held in memory. */
    public String summary(Stats stats, boolean decrypted) {
        String held = stats.peakHeld() < 0 ? ""
                : String.format(Locale.ROOT, ", held until the %s: peak %d bytes held",
                        decrypted ? "tag was verified" : "length was checked", stats.peakHeld());
        return String.format(Locale.ROOT, "pipe: %s %s, %d-bit key, %d-byte chunks: %d bytes in %.3f s = %.3f GiB/s (%d bytes out%s)",
                decrypted ? "decrypted" : "encrypted", algorithm.displayName() + " on " + providerName, key.length * 8, chunk,
                stats.bytesIn(), stats.nanos() / 1e9, stats.gibPerSecond(), stats.bytesOut(), held);
    }

    /** @throws IllegalArgumentException if {@code input} (the file on stdin, if it can be looked at) is a directory */
    public static void checkInput(Path input) {
        if (input != null && Files.isDirectory(input)) {
            Path real;
            try {
                real = input.toRealPath();
            } catch (IOException e) {
                real = input;
            }
            throw new IllegalArgumentException("the input " + real + " is a directory, not a file (give it a file: pipe ... < FILE)");
        }
    }

    /** @throws IllegalArgumentException if the algorithm has no tag, so that what it decrypts can never be authenticated */
    public static void checkDecryptable(CipherAlgorithm algorithm) {
        if (!algorithm.isAead()) {
            throw new IllegalArgumentException("-d decrypts only AEAD algorithms (" + Arrays.stream(CipherAlgorithm.values())
                    .filter(CipherAlgorithm::isAead).map(CipherAlgorithm::displayName).collect(Collectors.joining(", "))
                    + "): " + algorithm.displayName() + " has no tag, so nothing it decrypts could be authenticated before"
                    + " release (the benchmarks still measure its decryption)");
        }
    }

    /**
     * Reads {@code in} to its end and writes the nonce (if the mode has one) and the ciphertext to {@code out}.
     * A NoPadding block mode's output is held until the input length is known to be whole blocks.
     *
     * @throws IllegalArgumentException if {@code in} is empty or unreadable, or its length does not suit a NoPadding
     *     block mode, or a held output would pass {@code maxInput}
     */
    public Stats encrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = new byte[algorithm.ivLength()];
        new SecureRandom().nextBytes(nonce);
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        if (algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED) {
            return held(cipher, in, out, nonce, false);
        }
        byte[] buf = new byte[chunk];
        UpdateBuffer outBuf = new UpdateBuffer(cipher, chunk);
        long start = System.nanoTime();
        long read = 0;
        long written = 0;
        for (int n; (n = read(in, buf)) > 0; ) {
            if (read == 0) {
                written += write(out, nonce, nonce.length, 0);
            }
            read += n;
            int produced = outBuf.update(buf, n, "");
            written += write(out, outBuf.bytes, produced, written);
        }
        checkEncryptedLength(read);
        byte[] last = doFinal(cipher, "");
        written += write(out, last, last.length, written);
        flush(out, written);
        return new Stats(read, written, System.nanoTime() - start, -1);
    }

    /**
     * Reads a nonce and ciphertext that {@link #encrypt} wrote and, once {@code doFinal} has verified the tag,
     * writes the plaintext. Until then every plaintext byte is held in memory; on any failure it is wiped and
     * nothing is written.
     *
     * @throws IllegalArgumentException if the algorithm has no tag, or the plaintext would pass {@code maxInput}
     * @throws GeneralSecurityException if the input is too short, the tag does not match, or the memory runs out
     */
    public Stats decrypt(InputStream in, OutputStream out) throws IOException, GeneralSecurityException {
        checkDecryptable(algorithm);
        Cipher cipher = algorithm.newCipher(provider, providerName);
        byte[] nonce = new byte[algorithm.ivLength()];
        int n = read(in, nonce);
        if (n < nonce.length) {
            throw tooShort(n);
        }
        cipher.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, algorithm.keyAlgorithm()), algorithm.parameters(nonce));
        return held(cipher, in, out, new byte[0], true);
    }

    private Stats held(Cipher cipher, InputStream in, OutputStream out, byte[] header, boolean decrypting)
            throws IOException, GeneralSecurityException {
        HeldOutput held = new HeldOutput();
        long limit = decrypting ? Math.min(maxInput, Long.MAX_VALUE - TAG_BYTES) + TAG_BYTES : maxInput;
        long read = 0;
        UpdateBuffer outBuf = null;
        try {
            byte[] buf = new byte[chunk];
            outBuf = new UpdateBuffer(cipher, chunk);
            long start = System.nanoTime();
            held.append(header, 0, header.length);
            for (int n; (n = read(in, buf)) > 0; ) {
                read += n;
                if (read > limit) {
                    throw new IllegalArgumentException(String.format(Locale.ROOT, "the input is over the --max-input limit of %d"
                            + " bytes that pipe holds in memory until it can release them%s; raise it with --max-input BYTES"
                            + " (and the heap with java -Xmx)", maxInput, NOTHING_WRITTEN));
                }
                int produced = outBuf.update(buf, n, NOTHING_WRITTEN);
                held.append(outBuf.bytes, 0, produced);
            }
            if (decrypting && read < TAG_BYTES) {
                throw tooShort(algorithm.ivLength() + read);
            }
            if (!decrypting) {
                checkEncryptedLength(read);
            }
            held.adopt(doFinal(cipher, NOTHING_WRITTEN));
            long peak = held.size();
            long written = held.writeTo(out, 0);
            flush(out, written);
            return new Stats(read, written, System.nanoTime() - start, peak);
        } catch (OutOfMemoryError e) {
            held.wipe();
            throw new GeneralSecurityException("out of memory after reading " + read + " bytes, all held (by pipe or inside "
                    + providerName + ") until " + (decrypting ? "the tag is verified" : "the length is checked") + NOTHING_WRITTEN
                    + "; give java more heap, 2 to 3 times the input (java -Xmx3g -jar ... for 1 GiB), or a smaller input");
        } finally {
            held.wipe();
            if (outBuf != null) {
                Arrays.fill(outBuf.bytes, (byte) 0);
            }
        }
    }

    private void checkEncryptedLength(long read) {
        if (read == 0) {
            throw new IllegalArgumentException("the input is empty: nothing to encrypt (give it a file: pipe ... < FILE)");
        }
        if (algorithm.kind() == CipherAlgorithm.Kind.BLOCK_ALIGNED && read % 16 != 0) {
            throw new IllegalArgumentException(algorithm.transformation() + " needs a multiple of 16 bytes; the input is "
                    + read + " bytes (" + CipherAlgorithm.AES_CBC_PKCS5.displayName() + " pads)" + NOTHING_WRITTEN);
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

    /**
     * The output array of {@code Cipher.update}, sized once for a chunk. It is not sized by
     * {@code getOutputSize} before every call: a provider that keeps the whole message until
     * {@code doFinal} (SunJCE and Conscrypt AEAD decryption, Conscrypt AEAD encryption) counts what it
     * keeps in that size, so a new array the size of everything so far on every update made decrypting
     * 256 MiB in 4 KiB updates take 867 s. Only a ShortBufferException grows it, as the JCE asks.
     */
    private static final class UpdateBuffer {
        private final Cipher cipher;
        byte[] bytes;

        UpdateBuffer(Cipher cipher, int chunk) throws GeneralSecurityException {
            this.cipher = cipher;
            try {
                bytes = new byte[cipher.getOutputSize(chunk) + 32];
            } catch (RuntimeException e) {
                throw new GeneralSecurityException(e.getMessage(), e);
            }
        }

        /** Runs update on {@code n} bytes of {@code in}; the output is in {@link #bytes}, its length returned. */
        int update(byte[] in, int n, String suffix) throws GeneralSecurityException {
            try {
                try {
                    return cipher.update(in, 0, n, bytes, 0);
                } catch (ShortBufferException e) {
                    Arrays.fill(bytes, (byte) 0);
                    bytes = new byte[cipher.getOutputSize(n)];
                    return cipher.update(in, 0, n, bytes, 0);
                }
            } catch (GeneralSecurityException | RuntimeException e) {
                throw failed(e, suffix);
            }
        }
    }

    private static byte[] doFinal(Cipher cipher, String suffix) throws GeneralSecurityException {
        try {
            return cipher.doFinal();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw failed(e, suffix);
        }
    }

    private static GeneralSecurityException failed(Exception e, String suffix) {
        // A provider may wrap its AEADBadTagException (in a ProviderException, say): look through the causes.
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof AEADBadTagException) {
                return new GeneralSecurityException("the tag does not match: wrong key, or the input was changed or cut short"
                        + suffix, e);
            }
        }
        return new GeneralSecurityException("the provider failed: " + e.getMessage() + suffix, e);
    }

    private static long write(OutputStream out, byte[] bytes, int length, long writtenSoFar) throws OutputClosedException {
        try {
            out.write(bytes, 0, length);
        } catch (IOException e) {
            throw new OutputClosedException(writtenSoFar, e);
        }
        return length;
    }

    private static void flush(OutputStream out, long written) throws OutputClosedException {
        try {
            out.flush();
        } catch (IOException e) {
            throw new OutputClosedException(written, e);
        }
    }
}
