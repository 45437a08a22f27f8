package cryptobench.check;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One case of a differential sweep: its input length, shape and AAD length, and the seed that
 * regenerates its key, IV, AAD, message and update pieces ({@link #random()}).
 *
 * @param length    the message length in bytes
 * @param shape     how the input is fed
 * @param aadLength the AAD length for an AEAD (ignored otherwise)
 * @param seed      the case's own seed
 */
public record SweepCase(int length, Shape shape, int aadLength, long seed) {

    /** Messages and AAD up to this length are printed as hex in a reproducer; longer ones come from the case seed. */
    public static final int HEX_LIMIT = 64;

    /** The next {@code n} bytes of {@code random}. */
    public static byte[] bytes(SplittableRandom random, int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }

    /** The first 8 bytes of SHA-256 of {@code bytes}, in hex: what forks compare a case's output by. */
    public static String digest(byte[] bytes) {
        try {
            return HexFormat.of()
                    .formatHex(
                            Arrays.copyOf(MessageDigest.getInstance("SHA-256").digest(bytes), 8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A fresh generator of this case's bytes, always the same sequence: key, IV, AAD, message, then pieces. */
    public SplittableRandom random() {
        return new SplittableRandom(seed);
    }

    /**
     * The update pieces for {@code length} bytes: about half of them 1 to 15 bytes, the rest up to a
     * third of the length; the last piece is what {@code doFinal} gets (possibly 0 bytes).
     */
    public static List<Integer> pieces(int length, SplittableRandom random) {
        List<Integer> pieces = new ArrayList<>();
        int left = length;
        while (left > 0 && pieces.size() < 4096) {
            int piece =
                    random.nextBoolean() ? 1 + random.nextInt(15) : 1 + random.nextInt(Math.max(1, length / 3) + 16);
            piece = Math.min(piece, left);
            pieces.add(piece);
            left -= piece;
        }
        if (left > 0) {
            pieces.add(left);
        }
        // The last piece goes to doFinal; an input that ends on a piece boundary gets an empty doFinal.
        if (random.nextBoolean() || pieces.isEmpty()) {
            pieces.add(0);
        }
        return pieces;
    }

    /** One line for a reproducer. */
    public String describe() {
        return length + " bytes, " + shape.description() + ", AAD " + aadLength + " bytes, case seed " + seed;
    }
}
