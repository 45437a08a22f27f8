package cryptobench.pipe;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;

/** The checks of {@code pipe}'s options, each refusing a bad value with a message that names the valid ones. */
final class PipeOptions {

    /** The largest {@code --chunk}: 64 MiB. */
    static final int MAX_CHUNK = 64 << 20;

    private PipeOptions() {}

    /** Checks {@code pipe}'s options before any key is read: chunk, most input, decryption of {@code algorithm}, the input file. */
    static void check(CipherAlgorithm algorithm, int chunk, long maxInput, boolean decrypt, Path input) {
        checkChunk(chunk);
        checkMaxInput(maxInput);
        if (decrypt) {
            checkDecryptable(algorithm);
        }
        checkInput(input);
    }

    /** @throws IllegalArgumentException naming the valid range */
    static void checkChunk(int chunk) {
        if (chunk <= 0 || chunk > MAX_CHUNK) {
            throw new IllegalArgumentException("--chunk must be 1 to " + MAX_CHUNK + " bytes (64 MiB), got " + chunk);
        }
    }

    /** @throws IllegalArgumentException if not positive */
    static void checkMaxInput(long maxInput) {
        if (maxInput <= 0) {
            throw new IllegalArgumentException("--max-input must be a positive number of bytes, got " + maxInput);
        }
    }

    /** @throws IllegalArgumentException if {@code input} (the file on stdin, if it can be looked at) is a directory */
    static void checkInput(Path input) {
        if (input != null && Files.isDirectory(input)) {
            Path real;
            try {
                real = input.toRealPath();
            } catch (IOException e) {
                real = input;
            }
            throw new IllegalArgumentException(
                    "the input " + real + " is a directory, not a file (give it a file: pipe ... < FILE)");
        }
    }

    /** @throws IllegalArgumentException if the algorithm has no tag, so that what it decrypts can never be authenticated */
    static void checkDecryptable(CipherAlgorithm algorithm) {
        if (!algorithm.isAead()) {
            throw new IllegalArgumentException("-d decrypts only AEAD algorithms ("
                    + Arrays.stream(CipherAlgorithm.values())
                            .filter(CipherAlgorithm::isAead)
                            .map(CipherAlgorithm::displayName)
                            .collect(Collectors.joining(", "))
                    + "): " + algorithm.displayName()
                    + " has no tag, so nothing it decrypts could be authenticated before"
                    + " release (the benchmarks still measure its decryption)");
        }
    }
}
