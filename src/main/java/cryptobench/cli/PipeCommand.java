package cryptobench.cli;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.pipe.PipeCipher;
import cryptobench.provider.ProviderRegistry;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Encrypts stdin to stdout in chunks and reports the speed: a timing tool, not a file format. */
@Command(name = "pipe", mixinStandardHelpOptions = true,
        description = {"Encrypts stdin to stdout through Cipher.update in --chunk pieces, then",
                "doFinal, writing the nonce first (fresh on every run), and prints bytes,",
                "seconds and GiB/s to stderr. Time it against native tools:",
                "  time java -jar target/benchmarks.jar pipe -p SunJCE -a AES-GCM < 1GiB.bin",
                "-d decrypts AEAD algorithms only (AES-GCM, AES-EAX, AES-GCM-SIV,",
                "ChaCha20-Poly1305). It holds all the plaintext in memory until doFinal has",
                "verified the tag, then writes it; on a bad tag, a wrong key or a cut input",
                "it writes nothing (exit 1). It holds at most --max-input bytes (default 1",
                "GiB; give java an -Xmx to match). Modes with no tag (AES-CTR, AES-CBC ...)",
                "could never be authenticated, so -d refuses them; the benchmarks still",
                "measure their decryption. NoPadding block modes (AES-CBC, AES-ECB) hold",
                "their ciphertext until the input is known to be whole blocks, within the",
                "same limit.",
                "A measuring tool, NOT a file-encryption format: no header, no key",
                "derivation; the key is random unless --key-file names one (raw key bytes).",
                "Exit code: 0 done, 1 a crypto or output failure, 2 bad input."})
public final class PipeCommand implements Callable<Integer> {

    @Option(names = {"-p", "--provider"}, required = true, paramLabel = "NAME",
            description = "SunJCE, BC, Conscrypt, ACCP or a Provider class name.")
    String provider;

    @Option(names = {"-a", "--algorithm"}, required = true, paramLabel = "ALG", description = "e.g. AES-GCM, AES-CTR, ChaCha20-Poly1305.")
    String algorithm;

    @Option(names = "--key-bits", paramLabel = "BITS", description = "Key size for a random key (default: the algorithm's largest).")
    Integer keyBits;

    @Option(names = "--key-file", paramLabel = "FILE", description = "Read the raw key from FILE (16, 24 or 32 bytes).")
    Path keyFile;

    @Option(names = "--chunk", defaultValue = "4096", paramLabel = "BYTES",
            description = "Bytes per Cipher.update, 1 to 64 MiB (default: ${DEFAULT-VALUE}, as the classic program).")
    int chunk;

    @Option(names = {"-d", "--decrypt"},
            description = "Decrypt what pipe wrote (needs --key-file; AEAD only): nothing is written until the tag has verified.")
    boolean decrypt;

    @Option(names = "--max-input", defaultValue = "1073741824", paramLabel = "BYTES",
            description = "Most plaintext -d holds in memory, and most input a NoPadding block mode holds (default: 1 GiB).")
    long maxInput;

    @Spec
    CommandSpec spec;

    /** Standard input and output, unbuffered by PrintStream so that a closed pipe is an error, not silence. */
    InputStream in = new BufferedInputStream(new FileInputStream(FileDescriptor.in), 1 << 16);
    OutputStream out = new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 1 << 16);
    /** Where stdin can be looked at, to refuse a directory before reading; null to skip the check. */
    Path stdin = Path.of("/dev/stdin");

    @Override
    public Integer call() throws IOException {
        CipherAlgorithm alg = CipherAlgorithm.parse(algorithm);
        String name = ProviderRegistry.canonical(provider);
        PipeCipher.checkChunk(chunk);
        PipeCipher.checkMaxInput(maxInput);
        if (decrypt) {
            PipeCipher.checkDecryptable(alg);
        }
        checkStdin();
        byte[] key = key(alg);
        PrintWriter err = spec.commandLine().getErr();
        PipeCipher.Stats stats;
        try {
            PipeCipher pipe = new PipeCipher(alg, ProviderRegistry.load(name), name, key, chunk, maxInput);
            stats = decrypt ? pipe.decrypt(in, out) : pipe.encrypt(in, out);
        } catch (UnsupportedCombinationException e) {
            // The provider does not load here, or does not offer the algorithm: nothing to measure.
            err.println("error: " + e.getMessage());
            err.flush();
            return Cli.BAD_INPUT;
        } catch (PipeCipher.OutputClosedException e) {
            err.println("error: " + e.getMessage());
            err.flush();
            return 1;
        } catch (GeneralSecurityException e) {
            err.println("error: " + alg.displayName() + " with " + name + ": " + e.getMessage());
            err.flush();
            return 1;
        }
        String held = stats.peakHeld() < 0 ? ""
                : String.format(Locale.ROOT, ", held until the %s: peak %d bytes held",
                        decrypt ? "tag was verified" : "length was checked", stats.peakHeld());
        err.printf(Locale.ROOT, "pipe: %s %s, %d-bit key, %d-byte chunks: %d bytes in %.3f s = %.3f GiB/s (%d bytes out%s)%n",
                decrypt ? "decrypted" : "encrypted", alg.displayName() + " on " + name, key.length * 8, chunk,
                stats.bytesIn(), stats.nanos() / 1e9, stats.gibPerSecond(), stats.bytesOut(), held);
        err.flush();
        return 0;
    }

    private void checkStdin() {
        if (stdin != null && Files.isDirectory(stdin)) {
            throw new IllegalArgumentException("the input " + realPath(stdin)
                    + " is a directory, not a file (give it a file: pipe ... < FILE)");
        }
    }

    private static Path realPath(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException e) {
            return path;
        }
    }

    private byte[] key(CipherAlgorithm alg) throws IOException {
        if (keyFile != null) {
            if (!Files.isRegularFile(keyFile)) {
                throw new IllegalArgumentException("--key-file " + keyFile + ": no such file");
            }
            byte[] key = Files.readAllBytes(keyFile);
            if (keyBits != null && keyBits != key.length * 8) {
                throw new IllegalArgumentException("--key-bits " + keyBits + " disagrees with --key-file " + keyFile
                        + ", which holds a " + key.length * 8 + "-bit key (" + key.length + " bytes); give one or make them agree");
            }
            if (!alg.keySizes().contains(key.length * 8)) {
                throw new IllegalArgumentException("--key-file " + keyFile + " holds " + key.length + " bytes; " + alg.displayName()
                        + " takes " + String.join(", ", alg.keySizes().stream().map(b -> b / 8 + "").toList()) + " bytes");
            }
            return key;
        }
        if (decrypt) {
            throw new IllegalArgumentException("--decrypt needs the key: give --key-file");
        }
        int bits = keyBits != null ? keyBits : alg.keySizes().get(alg.keySizes().size() - 1);
        if (!alg.keySizes().contains(bits)) {
            throw new IllegalArgumentException("--key-bits " + bits + " is not a key size of " + alg.displayName() + "; valid: "
                    + String.join(", ", alg.keySizes().stream().map(String::valueOf).toList()));
        }
        byte[] key = new byte[bits / 8];
        new SecureRandom().nextBytes(key);
        return key;
    }
}
