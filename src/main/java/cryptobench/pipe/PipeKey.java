package cryptobench.pipe;

import cryptobench.cipher.CipherAlgorithm;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;

/** The key of {@code pipe}: raw bytes from a file, or random at the given or largest size; never derived. */
public final class PipeKey {

    private PipeKey() {}

    /**
     * The key in {@code keyFile} (which {@code keyBits}, if given, must agree with), or a random one of
     * {@code keyBits} (default: the algorithm's largest); decryption needs the file.
     */
    public static byte[] of(CipherAlgorithm alg, Path keyFile, Integer keyBits, boolean decrypt) throws IOException {
        if (keyFile != null) {
            if (!Files.isRegularFile(keyFile)) {
                throw new IllegalArgumentException("--key-file " + keyFile + ": no such file");
            }
            byte[] key = Files.readAllBytes(keyFile);
            if (keyBits != null && keyBits != key.length * 8) {
                throw new IllegalArgumentException(
                        "--key-bits " + keyBits + " disagrees with --key-file " + keyFile + ", which holds a "
                                + key.length * 8 + "-bit key (" + key.length + " bytes); give one or make them agree");
            }
            if (!alg.keySizes().contains(key.length * 8)) {
                throw new IllegalArgumentException("--key-file " + keyFile + " holds " + key.length + " bytes; "
                        + alg.displayName() + " takes "
                        + String.join(
                                ", ",
                                alg.keySizes().stream().map(b -> b / 8 + "").toList()) + " bytes");
            }
            return key;
        }
        if (decrypt) {
            throw new IllegalArgumentException("--decrypt needs the key: give --key-file");
        }
        int bits = keyBits != null ? keyBits : alg.keySizes().get(alg.keySizes().size() - 1);
        if (!alg.keySizes().contains(bits)) {
            throw new IllegalArgumentException("--key-bits " + bits + " is not a key size of " + alg.displayName()
                    + "; valid: "
                    + String.join(
                            ", ", alg.keySizes().stream().map(String::valueOf).toList()));
        }
        byte[] key = new byte[bits / 8];
        new SecureRandom().nextBytes(key);
        return key;
    }
}
