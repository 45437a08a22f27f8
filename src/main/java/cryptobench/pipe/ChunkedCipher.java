package cryptobench.pipe;

import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.ShortBufferException;

/**
 * A {@link Cipher} fed in chunks: {@code update} into one output array, then {@code doFinal}, a
 * provider's failure turned into a message that says whether the tag did not match.
 */
final class ChunkedCipher {

    private final Cipher cipher;
    private byte[] bytes;

    /**
     * The output array is sized once for a chunk, not by {@code getOutputSize} before every call:
     * a provider that keeps the whole message until {@code doFinal} (SunJCE and Conscrypt AEAD
     * decryption, Conscrypt AEAD encryption) counts what it keeps in that size, so a new array the
     * size of everything so far on every update made decrypting 256 MiB in 4 KiB updates take 867 s.
     * Only a ShortBufferException grows it, as the JCE asks.
     */
    ChunkedCipher(Cipher cipher, int chunk) throws GeneralSecurityException {
        this.cipher = cipher;
        try {
            bytes = new byte[cipher.getOutputSize(chunk) + 32];
        } catch (RuntimeException e) {
            throw new GeneralSecurityException(e.getMessage(), e);
        }
    }

    /** Runs update on {@code n} bytes of {@code in}; the output is in {@link #bytes()}, its length returned. */
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

    /** The output array of the last {@link #update}. */
    byte[] bytes() {
        return bytes;
    }

    byte[] doFinal(String suffix) throws GeneralSecurityException {
        try {
            return cipher.doFinal();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw failed(e, suffix);
        }
    }

    /** Overwrites the output array with zeros. */
    void wipe() {
        Arrays.fill(bytes, (byte) 0);
    }

    private static GeneralSecurityException failed(Exception e, String suffix) {
        // A provider may wrap its AEADBadTagException (in a ProviderException, say): look through the causes.
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof AEADBadTagException) {
                return new GeneralSecurityException(
                        "the tag does not match: wrong key, or the input was changed or cut short" + suffix, e);
            }
        }
        return new GeneralSecurityException("the provider failed: " + e.getMessage() + suffix, e);
    }
}
