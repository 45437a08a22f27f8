package cryptobench.cipher;

import java.security.SecureRandom;

/**
 * Never-repeating nonces: a random prefix followed by a 64-bit big-endian counter. {@link #next()}
 * returns one shared array, overwritten by the following call; JCE parameter specs copy it.
 */
public final class NonceSequence {

    static final int COUNTER_BYTES = Long.BYTES;

    private final byte[] nonce;
    private long counter;

    public NonceSequence(int length, SecureRandom random) {
        this(length, random, 0);
    }

    /** A sequence whose first counter value is {@code start + 1}: for tests of exhaustion. */
    NonceSequence(int length, SecureRandom random, long start) {
        counter = start;
        if (length < COUNTER_BYTES + 4) {
            throw new IllegalArgumentException("nonce length " + length + " leaves no room for a 4-byte random prefix");
        }
        nonce = new byte[length];
        random.nextBytes(nonce);
    }

    /** The nonce {@link #next()} returned last (the same shared array). */
    byte[] current() {
        return nonce;
    }

    /** The next nonce; fails rather than wrap after 2^64 - 1 of them. */
    public byte[] next() {
        if (++counter == 0) {
            throw new IllegalStateException("nonce counter exhausted");
        }
        long c = counter;
        for (int i = nonce.length - 1; i >= nonce.length - COUNTER_BYTES; i--) {
            nonce[i] = (byte) c;
            c >>>= 8;
        }
        return nonce;
    }
}
