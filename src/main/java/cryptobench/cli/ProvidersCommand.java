package cryptobench.cli;

import cryptobench.provider.ProviderRegistry;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.tls.StackTable;
import cryptobench.tls.TlsStack;
import cryptobench.validation.ProviderMatrix;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Prints which providers load here and which algorithm and key size each one offers and passes validation for. */
@Command(
        name = "providers",
        mixinStandardHelpOptions = true,
        description = {
            "Lists providers (version, native or Java) and the provider x algorithm x key size matrix",
            "of ciphers, then digests and MACs, then signatures (ML-DSA too), key agreement, key encapsulation",
            "(ML-KEM and the X25519MLKEM768 hybrid) and AES key wrap.",
            "Each cell is validated as a benchmark trial would be: known-answer vectors, round trip,",
            "tag check for AEAD, signatures checked both ways against another provider, and agreement",
            "with another provider. Then the TLS stacks: protocols and groups offered, each handshake group",
            "and record suite validated (group and suite read back from the server's own bytes).",
            "Exit code 1 if any cell fails validation, or a provider named by --require is not as required."
        })
public final class ProvidersCommand implements Callable<Integer> {

    @Option(
            names = {"-p", "--provider"},
            split = ",",
            paramLabel = "NAME",
            description =
                    "Providers to list: SunJCE, BC, Conscrypt, ACCP, BC-LTS (or one of its CPU variants BC-LTS-java, "
                            + "-avx, -vaes, -vaesf on x86-64, -neon-le on arm64) or a Provider class name (default: the four built-ins).")
    List<String> providers = new ArrayList<>(ProviderRegistry.builtinNames());

    @Option(
            names = {"-a", "--algorithm"},
            split = ",",
            paramLabel = "ALG",
            description = "Cipher algorithms to check, e.g. AES-GCM,ChaCha20-Poly1305 (default: all).")
    List<String> algorithms = new ArrayList<>();

    @Option(
            names = "--data-size",
            defaultValue = "1024",
            paramLabel = "BYTES",
            description = "Message size used for validation (default: ${DEFAULT-VALUE}).")
    int dataSize;

    @Option(
            names = "--rsa-bits",
            split = ",",
            paramLabel = "BITS",
            description = "RSA key sizes for the signature, RSA encryption and key generation tables (default: "
                    + "2048,3072,4096; 4096-bit key generation takes a second or more per provider).")
    List<Integer> rsaBits = new ArrayList<>(SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes());

    @Option(
            names = {"-v", "--verbose"},
            description = "Show what was validated for each supported cell.")
    boolean verbose;

    @Option(
            names = "--tls",
            split = ",",
            paramLabel = "STACK",
            description = "TLS stacks to list after the providers: SunJSSE, SunJSSE+ACCP, BCJSSE, Conscrypt, or none "
                    + "(default: all four; SunJSSE+ACCP is checked only in its own benchmark forks, as it puts ACCP first in the "
                    + "JVM's provider list).")
    List<String> tls = new ArrayList<>(List.of("SunJSSE", "SunJSSE+ACCP", "BCJSSE", "Conscrypt"));

    @Option(
            names = "--require",
            split = ",",
            paramLabel = "NAME",
            description =
                    "Exit 1, naming it, if one of these providers does not load or does not offer a headline cipher"
                            + " (AES-256-GCM, ChaCha20-Poly1305, AES-256-CBC, AES-256-CTR) that this platform's expected-skip tally"
                            + " expects of it (a provider without a tally: at least one).")
    List<String> require = new ArrayList<>();

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        ProviderMatrix.Settings settings = ProviderMatrix.Settings.of(providers, algorithms, dataSize, rsaBits);
        List<TlsStack> stacks = tls.size() == 1 && tls.get(0).equalsIgnoreCase("none")
                ? List.of()
                : tls.stream().map(TlsStack::parse).toList();
        boolean failed = ProviderMatrix.print(settings, spec.commandLine().getOut(), verbose);
        if (!stacks.isEmpty()) {
            failed |= StackTable.print(stacks, spec.commandLine().getOut(), verbose);
        }
        failed |= Requirements.failed(require, spec.commandLine().getErr());
        return failed ? 1 : 0;
    }
}
