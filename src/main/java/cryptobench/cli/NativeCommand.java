package cryptobench.cli;

import cryptobench.results.RunFolder;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.nat.NativeBaseline;
import cryptobench.nat.OpensslSpeed;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Measures the native OpenSSL limit with {@code openssl speed}, with AES-NI on and masked off. */
@Command(name = "native", mixinStandardHelpOptions = true,
        description = {"Runs 'openssl speed -elapsed -evp ALG' for the algorithms and sizes of the Java matrix, once as is",
                "and once with OPENSSL_ia32cap=" + OpensslSpeed.MASK_AESNI + " (AES-NI and PCLMULQDQ off), and writes",
                "the figures as JMH-shaped JSON (provider=OpenSSL; the masked run is named like the PureJava variant)."})
public final class NativeCommand implements Callable<Integer> {

    @Option(names = {"-o", "--output"}, defaultValue = RunFolder.NATIVE, paramLabel = "FILE",
            description = "JSON file to write (default: ${DEFAULT-VALUE}).")
    Path output;

    @Option(names = {"-a", "--algorithm"}, split = ",", paramLabel = "ALG", defaultValue = "AES-GCM,AES-CBC,AES-CTR,ChaCha20-Poly1305",
            description = "Algorithms (default: ${DEFAULT-VALUE}).")
    List<String> algorithms;

    @Option(names = "--key-bits", split = ",", defaultValue = "128,256", paramLabel = "BITS",
            description = "Key sizes (default: ${DEFAULT-VALUE}); ChaCha20-Poly1305 is 256 only.")
    List<Integer> keyBits;

    @Option(names = "--data-size", split = ",", defaultValue = "1024,16384", paramLabel = "BYTES",
            description = "Message sizes (default: ${DEFAULT-VALUE}); sizes outside openssl's own set use -bytes.")
    List<Integer> sizes;

    @Option(names = "--seconds", defaultValue = "3", paramLabel = "N",
            description = "Seconds per algorithm and size (openssl speed -seconds; default: ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--no-masked", description = "Skip the run with AES-NI masked off.")
    boolean noMasked;

    @Option(names = "--openssl", defaultValue = "openssl", paramLabel = "PATH", description = "The openssl binary (default: ${DEFAULT-VALUE}).")
    String openssl;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        List<Map<String, Object>> rows = measure(out);
        NativeBaseline.write(output, rows);
        out.printf("%d OpenSSL figures written to %s%n", rows.size(), output);
        out.flush();
        return 0;
    }

    /** Checks the options and measures; shared with {@code run}. */
    List<Map<String, Object>> measure(PrintWriter log) throws IOException {
        if (seconds <= 0) {
            throw new IllegalArgumentException("--seconds must be positive, got " + seconds);
        }
        sizes.forEach(s -> {
            if (s <= 0) {
                throw new IllegalArgumentException("--data-size must be positive, got " + s);
            }
        });
        keyBits.forEach(CipherAlgorithm::checkKnownKeyBits);
        List<CipherAlgorithm> selected = new ArrayList<>();
        for (String name : algorithms) {
            CipherAlgorithm a = CipherAlgorithm.parse(name);
            if (a.opensslName(a.keySizes().get(0)) == null) {
                throw new IllegalArgumentException(a.displayName() + " has no 'openssl speed' counterpart; valid: AES-GCM, AES-CBC, "
                        + "AES-CTR, AES-ECB, AES-OFB, AES-CFB128, ChaCha20-Poly1305");
            }
            selected.add(a);
        }
        OpensslSpeed speed = new OpensslSpeed(openssl);
        try {
            speed.version();
        } catch (IOException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        return NativeBaseline.measure(speed, selected, keyBits, sizes, seconds, !noMasked, log);
    }
}
