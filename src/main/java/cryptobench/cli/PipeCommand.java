package cryptobench.cli;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.engine.ExitCode;
import cryptobench.pipe.PipeCipher;
import cryptobench.pipe.PipeKey;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Encrypts stdin to stdout in chunks and reports the speed: a timing tool, not a file format. */
@Command(
        name = "pipe",
        mixinStandardHelpOptions = true,
        description = {
            "Encrypts stdin to stdout through Cipher.update in --chunk pieces, then",
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
            "Exit code: 0 done, 1 a crypto or output failure, 2 bad input."
        })
public final class PipeCommand implements Callable<Integer> {

    @Option(
            names = {"-p", "--provider"},
            required = true,
            paramLabel = "NAME",
            description = "SunJCE, BC, Conscrypt, ACCP or a Provider class name.")
    String provider;

    @Option(
            names = {"-a", "--algorithm"},
            required = true,
            paramLabel = "ALG",
            description = "e.g. AES-GCM, AES-CTR, ChaCha20-Poly1305.")
    String algorithm;

    @Option(
            names = "--key-bits",
            paramLabel = "BITS",
            description = "Key size for a random key (default: the algorithm's largest).")
    Integer keyBits;

    @Option(names = "--key-file", paramLabel = "FILE", description = "Read the raw key from FILE (16, 24 or 32 bytes).")
    Path keyFile;

    @Option(
            names = "--chunk",
            defaultValue = "4096",
            paramLabel = "BYTES",
            description = "Bytes per Cipher.update, 1 to 64 MiB (default: ${DEFAULT-VALUE}, as the classic program).")
    int chunk;

    @Option(
            names = {"-d", "--decrypt"},
            description =
                    "Decrypt what pipe wrote (needs --key-file; AEAD only): nothing is written until the tag has verified.")
    boolean decrypt;

    @Option(
            names = "--max-input",
            defaultValue = "1073741824",
            paramLabel = "BYTES",
            description =
                    "Most plaintext -d holds in memory, and most input a NoPadding block mode holds (default: 1 GiB).")
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
        PipeCipher.checkOptions(alg, chunk, maxInput, decrypt, stdin);
        byte[] key = PipeKey.of(alg, keyFile, keyBits, decrypt);
        PrintWriter err = spec.commandLine().getErr();
        try {
            PipeCipher pipe = new PipeCipher(alg, ProviderRegistry.load(name), name, key, chunk, maxInput);
            err.println(pipe.summary(decrypt ? pipe.decrypt(in, out) : pipe.encrypt(in, out), decrypt));
            err.flush();
            return 0;
        } catch (UnsupportedCombinationException e) {
            // The provider does not load here, or does not offer the algorithm: nothing to measure.
            return fail(err, e.getMessage(), ExitCode.BAD_INPUT);
        } catch (PipeCipher.OutputClosedException e) {
            return fail(err, e.getMessage(), ExitCode.FAILED);
        } catch (GeneralSecurityException e) {
            return fail(err, alg.displayName() + " with " + name + ": " + e.getMessage(), ExitCode.FAILED);
        }
    }

    private static int fail(PrintWriter err, String message, int code) {
        err.println("error: " + message);
        err.flush();
        return code;
    }
}
