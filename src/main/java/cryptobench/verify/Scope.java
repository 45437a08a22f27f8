package cryptobench.verify;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.digest.DigestAlgorithm;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** How much {@code verify} checks. */
public enum Scope {
    /** The headline's algorithms: AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC and AES-256-CTR, and their Wycheproof files. */
    HEADLINE,
    /** Every cipher at its smallest and largest key, every digest and MAC, and every vendored Wycheproof file. */
    ALL;

    /** The ciphers swept, each with its key sizes. */
    public List<CipherAlgorithm> ciphers() {
        return this == HEADLINE
                ? List.of(
                        CipherAlgorithm.AES_GCM,
                        CipherAlgorithm.CHACHA20_POLY1305,
                        CipherAlgorithm.AES_CBC,
                        CipherAlgorithm.AES_CTR)
                : List.of(CipherAlgorithm.values());
    }

    public List<Integer> keySizes(CipherAlgorithm algorithm) {
        List<Integer> sizes = algorithm.keySizes();
        int largest = sizes.get(sizes.size() - 1);
        return this == HEADLINE || sizes.size() == 1 ? List.of(largest) : List.of(sizes.get(0), largest);
    }

    public List<DigestAlgorithm> digests() {
        return this == HEADLINE ? List.of() : List.of(DigestAlgorithm.values());
    }

    public List<VectorFile> vectorFiles() {
        return this == HEADLINE ? VectorFile.headlineFiles() : List.of(VectorFile.values());
    }

    /**
     * The scope by name, case-insensitively.
     *
     * @throws IllegalArgumentException naming the valid ones
     */
    public static Scope parse(String name) {
        for (Scope s : values()) {
            if (s.name().equalsIgnoreCase(name)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown scope '" + name + "'; valid: "
                + Arrays.stream(values())
                        .map(s -> s.name().toLowerCase(Locale.ROOT))
                        .collect(Collectors.joining(", ")));
    }
}
