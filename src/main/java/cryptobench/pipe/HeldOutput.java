package cryptobench.pipe;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Output kept in memory, in blocks rather than one array, until it may be released; wiped with zeros afterwards. */
final class HeldOutput {

    private static final int BLOCK = 1 << 20;

    private final List<byte[]> blocks = new ArrayList<>();
    private final List<Integer> lengths = new ArrayList<>();
    private byte[] current;
    private int used;
    private long size;

    /** Copies {@code length} bytes of {@code bytes} in. */
    void append(byte[] bytes, int offset, int length) {
        while (length > 0) {
            if (current == null || used == current.length) {
                seal();
                current = new byte[BLOCK];
                used = 0;
            }
            int n = Math.min(length, current.length - used);
            System.arraycopy(bytes, offset, current, used, n);
            used += n;
            offset += n;
            length -= n;
            size += n;
        }
    }

    /** Keeps {@code bytes} itself, without a copy; it is wiped with the rest. */
    void adopt(byte[] bytes) {
        seal();
        blocks.add(bytes);
        lengths.add(bytes.length);
        size += bytes.length;
    }

    long size() {
        return size;
    }

    /** Writes everything held, in order, to {@code out}. */
    void writeTo(PipeOutput out) throws PipeCipher.OutputClosedException {
        seal();
        for (int i = 0; i < blocks.size(); i++) {
            out.write(blocks.get(i), lengths.get(i));
        }
    }

    /** Overwrites every held byte with zero and lets go of the blocks. */
    void wipe() {
        seal();
        for (byte[] b : blocks) {
            Arrays.fill(b, (byte) 0);
        }
        blocks.clear();
        lengths.clear();
        size = 0;
    }

    private void seal() {
        if (current != null && used > 0) {
            blocks.add(current);
            lengths.add(used);
        }
        current = null;
        used = 0;
    }
}
