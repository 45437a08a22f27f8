package cryptobench.cli;

import static cryptobench.openssl.CapabilityMask.Constants.ARMCAP;
import static cryptobench.openssl.CapabilityMask.Constants.ARM_VALUE;
import static cryptobench.openssl.CapabilityMask.Constants.IA32CAP;
import static cryptobench.openssl.CapabilityMask.Constants.X86_VALUE;

import cryptobench.openssl.NativeBaseline;
import cryptobench.openssl.NativeOptions;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Measures the native OpenSSL limit with {@code openssl speed}, with AES-NI on and masked off. */
@Command(
        name = "native",
        mixinStandardHelpOptions = true,
        description = {
            "Runs 'openssl speed -elapsed -evp ALG' for the algorithms and sizes of the Java matrix, once as is",
            "and once with " + IA32CAP + "=" + X86_VALUE + " (AES-NI and PCLMULQDQ off; on AArch64 " + ARMCAP + "="
                    + ARM_VALUE + "), and writes",
            "the figures as JMH-shaped JSON (provider=OpenSSL; the masked run is named like the PureJava variant).",
            "The masked run is left out, with the reason, unless 'openssl info -cpusettings' shows the mask as read",
            "(LibreSSL and OpenSSL before 3.0 cannot show it); --openssl names another binary (a Homebrew OpenSSL)."
        })
public final class NativeCommand implements Callable<Integer> {

    @Option(
            names = {"-o", "--output"},
            defaultValue = RunFolder.NATIVE,
            paramLabel = "FILE",
            description = "JSON file to write (default: ${DEFAULT-VALUE}).")
    Path output;

    @Option(
            names = {"-a", "--algorithm"},
            split = ",",
            paramLabel = "ALG",
            defaultValue = NativeOptions.ALGORITHMS,
            description = "Algorithms (default: ${DEFAULT-VALUE}).")
    List<String> algorithms;

    @Option(
            names = "--key-bits",
            split = ",",
            defaultValue = NativeOptions.KEY_BITS,
            paramLabel = "BITS",
            description = "Key sizes (default: ${DEFAULT-VALUE}); ChaCha20-Poly1305 is 256 only.")
    List<Integer> keyBits;

    @Option(
            names = "--data-size",
            split = ",",
            defaultValue = NativeOptions.SIZES,
            paramLabel = "BYTES",
            description = "Message sizes (default: ${DEFAULT-VALUE}); sizes outside openssl's own set use -bytes.")
    List<Integer> sizes;

    @Option(
            names = "--seconds",
            defaultValue = "3",
            paramLabel = "N",
            description =
                    "Seconds per algorithm and size, split over its 3 runs (openssl speed -seconds, 1 at least; default: ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = "--no-masked", description = "Skip the run with AES-NI masked off.")
    boolean noMasked;

    @Option(
            names = "--openssl",
            defaultValue = NativeOptions.OPENSSL,
            paramLabel = "PATH",
            description = "The openssl binary (default: ${DEFAULT-VALUE}).")
    String openssl;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        List<Map<String, Object>> rows =
                new NativeOptions(openssl, algorithms, keyBits, sizes, seconds, !noMasked).measure(out);
        NativeBaseline.write(output, rows);
        out.printf("%d OpenSSL figures written to %s%n", rows.size(), output);
        out.flush();
        return 0;
    }
}
