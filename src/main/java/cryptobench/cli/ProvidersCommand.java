package cryptobench.cli;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.cipher.UnsupportedCombinationException;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Prints which providers load here and which algorithm and key size each one offers and passes validation for. */
@Command(name = "providers", mixinStandardHelpOptions = true,
        description = {"Lists providers (version, native or Java) and the provider x algorithm x key size matrix.",
                "Each cell is validated as a benchmark trial would be: known-answer vectors, round trip,",
                "tag check for AEAD and agreement with another provider. Exit code 1 if any cell fails validation."})
public final class ProvidersCommand implements Callable<Integer> {

    @Option(names = {"-p", "--provider"}, split = ",", paramLabel = "NAME",
            description = "Providers to list: SunJCE, BC, Conscrypt, ACCP or a Provider class name (default: the four built-ins).")
    List<String> providers = new ArrayList<>(ProviderRegistry.builtinNames());

    @Option(names = {"-a", "--algorithm"}, split = ",", paramLabel = "ALG",
            description = "Algorithms to check, e.g. AES-GCM,ChaCha20-Poly1305 (default: all).")
    List<String> algorithms = new ArrayList<>();

    @Option(names = "--data-size", defaultValue = "1024", paramLabel = "BYTES",
            description = "Message size used for validation (default: ${DEFAULT-VALUE}).")
    int dataSize;

    @Option(names = {"-v", "--verbose"}, description = "Show what was validated for each supported cell.")
    boolean verbose;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        if (dataSize <= 0) {
            throw new IllegalArgumentException("--data-size must be a positive number of bytes, got " + dataSize);
        }
        List<String> names = providers.stream().map(ProviderRegistry::canonical).distinct().toList();
        List<CipherAlgorithm> selected = algorithms.isEmpty() ? List.of(CipherAlgorithm.values())
                : algorithms.stream().map(CipherAlgorithm::parse).distinct().toList();

        out.printf("Providers (JDK %s, %s):%n", System.getProperty("java.version"), System.getProperty("java.vm.name"));
        Table table = new Table("provider", "version", "implementation", "class", "status");
        for (String name : names) {
            ProviderInfo info = ProviderRegistry.describe(name);
            table.row(name, info.loaded() ? info.version() : "-", info.implementation().label(),
                    info.loaded() ? info.className() : "-", info.loaded() ? "loaded" : "cannot load: " + info.loadError());
        }
        table.print(out);

        out.printf("%nCiphers (ok = validated at %d bytes; no = not offered, see notes; FAIL = wrong results):%n", dataSize);
        List<String> header = new ArrayList<>(List.of("algorithm", "keyBits"));
        header.addAll(names);
        Table matrix = new Table(header.toArray(String[]::new));
        Map<String, Integer> notes = new LinkedHashMap<>();
        List<String> details = new ArrayList<>();
        boolean failed = false;
        for (CipherAlgorithm algorithm : selected) {
            for (int keyBits : algorithm.keySizes()) {
                List<String> row = new ArrayList<>(List.of(algorithm.displayName(), String.valueOf(keyBits)));
                for (String name : names) {
                    CipherConfig config = new CipherConfig(name, algorithm, keyBits, dataSize);
                    try {
                        CipherFixture fixture = CipherFixture.create(config);
                        row.add("ok");
                        details.add(config + ": " + fixture.validation());
                    } catch (UnsupportedCombinationException e) {
                        row.add("no [" + notes.computeIfAbsent(e.getMessage(), k -> notes.size() + 1) + "]");
                    } catch (RuntimeException e) { // ValidationException, or a provider that throws where it should not
                        failed = true;
                        row.add("FAIL [" + notes.computeIfAbsent(String.valueOf(e.getMessage()), k -> notes.size() + 1) + "]");
                    }
                }
                matrix.row(row.toArray(String[]::new));
            }
        }
        matrix.print(out);
        if (!notes.isEmpty()) {
            out.println();
            notes.forEach((message, n) -> out.printf("[%d] %s%n", n, message));
        }
        if (verbose) {
            out.println();
            details.forEach(out::println);
        }
        out.flush();
        return failed ? 1 : 0;
    }
}
