package cryptobench.cli;

import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestFixture;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import cryptobench.cipher.KeyWrapFixture;
import cryptobench.cipher.WrapMode;
import cryptobench.cipher.WrappedKey;
import cryptobench.sign.HybridKemFixture;
import cryptobench.sign.KemAlgorithm;
import cryptobench.sign.KemFixture;
import cryptobench.sign.KeyAgreementAlgorithm;
import cryptobench.sign.KeyAgreementFixture;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Prints which providers load here and which algorithm and key size each one offers and passes validation for. */
@Command(name = "providers", mixinStandardHelpOptions = true,
        description = {"Lists providers (version, native or Java) and the provider x algorithm x key size matrix",
                "of ciphers, then digests and MACs, then signatures (ML-DSA too), key agreement, key encapsulation",
                "(ML-KEM and the X25519MLKEM768 hybrid) and AES key wrap.",
                "Each cell is validated as a benchmark trial would be: known-answer vectors, round trip,",
                "tag check for AEAD, signatures checked both ways against another provider, and agreement",
                "with another provider. Exit code 1 if any cell fails validation."})
public final class ProvidersCommand implements Callable<Integer> {

    @Option(names = {"-p", "--provider"}, split = ",", paramLabel = "NAME",
            description = "Providers to list: SunJCE, BC, Conscrypt, ACCP, BC-LTS (or one of its CPU variants BC-LTS-java, "
                    + "-avx, -vaes, -vaesf) or a Provider class name (default: the four built-ins).")
    List<String> providers = new ArrayList<>(ProviderRegistry.builtinNames());

    @Option(names = {"-a", "--algorithm"}, split = ",", paramLabel = "ALG",
            description = "Cipher algorithms to check, e.g. AES-GCM,ChaCha20-Poly1305 (default: all).")
    List<String> algorithms = new ArrayList<>();

    @Option(names = "--data-size", defaultValue = "1024", paramLabel = "BYTES",
            description = "Message size used for validation (default: ${DEFAULT-VALUE}).")
    int dataSize;

    @Option(names = "--rsa-bits", split = ",", paramLabel = "BITS",
            description = "RSA key sizes for the signature table (default: 2048,3072,4096; 4096-bit key generation "
                    + "takes a second or more per provider).")
    List<Integer> rsaBits = new ArrayList<>(SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes());

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
        for (int bits : rsaBits) {
            if (!SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes().contains(bits)) {
                throw new IllegalArgumentException("--rsa-bits " + bits + " is not measured; valid: "
                        + SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes());
            }
        }
        List<String> names = providers.stream().map(ProviderRegistry::canonical).distinct().toList();
        List<CipherAlgorithm> selected = algorithms.isEmpty() ? List.of(CipherAlgorithm.values())
                : algorithms.stream().map(CipherAlgorithm::parse).distinct().toList();

        out.printf("Providers (JDK %s, %s):%n", System.getProperty("java.version"), System.getProperty("java.vm.name"));
        Table table = new Table(Params.PROVIDER, "version", "implementation", "class", "status");
        for (String name : names) {
            ProviderInfo info = ProviderRegistry.describe(name);
            table.row(name, info.loaded() ? info.version() : "-", info.implementation().label(),
                    info.loaded() ? info.className() : "-", info.loaded() ? "loaded" : "cannot load: " + info.loadError());
        }
        table.print(out);

        Matrix cells = new Matrix();

        out.printf("%nCiphers (ok = validated at %d bytes; no = not offered, see notes; FAIL = wrong results):%n", dataSize);
        List<List<String>> rows = new ArrayList<>();
        for (CipherAlgorithm algorithm : selected) {
            for (int keyBits : algorithm.keySizes()) {
                List<String> row = new ArrayList<>(List.of(algorithm.displayName(), String.valueOf(keyBits)));
                for (String name : names) {
                    CipherConfig config = new CipherConfig(name, algorithm, keyBits, dataSize);
                    row.add(cells.cell(config.toString(), () -> CipherFixture.create(config).validation()));
                }
                rows.add(row);
            }
        }
        cells.print(out, rows, names, Params.ALGORITHM, Params.KEY_BITS);

        out.printf("%nDigests and MACs (ok = published known answer and another provider's output at %d bytes):%n", dataSize);
        rows = new ArrayList<>();
        for (DigestAlgorithm algorithm : DigestAlgorithm.values()) {
            List<String> row = new ArrayList<>(List.of(algorithm.jcaName()));
            for (String name : names) {
                row.add(cells.cell(name + " " + algorithm.jcaName(), () -> {
                    DigestFixture.create(name, algorithm, dataSize);
                    return "known answer; same output as another provider";
                }));
            }
            rows.add(row);
        }
        cells.print(out, rows, names, Params.ALGORITHM);

        out.printf("%nSignatures (ok = %d-byte message signed and verified both ways against another provider, "
                + "tampering rejected):%n", SignatureFixture.MESSAGE_BYTES);
        rows = new ArrayList<>();
        for (SignatureAlgorithm algorithm : SignatureAlgorithm.values()) {
            for (int keyBits : algorithm.isRsa() ? rsaBits : algorithm.keySizes()) {
                List<String> row = new ArrayList<>(List.of(algorithm.displayName(), String.valueOf(keyBits)));
                for (String name : names) {
                    row.add(cells.cell(name + " " + algorithm.displayName() + " " + keyBits,
                            () -> SignatureFixture.create(name, algorithm, keyBits).validation()));
                }
                rows.add(row);
            }
        }
        cells.print(out, rows, names, Params.ALGORITHM, Params.KEY_BITS);

        out.printf("%nKey agreement (ok = both sides and another provider reach the same secret):%n");
        rows = new ArrayList<>();
        for (KeyAgreementAlgorithm algorithm : KeyAgreementAlgorithm.values()) {
            List<String> row = new ArrayList<>(List.of(algorithm.displayName()));
            for (String name : names) {
                row.add(cells.cell(name + " " + algorithm.displayName(),
                        () -> KeyAgreementFixture.create(name, algorithm).validation()));
            }
            rows.add(row);
        }
        cells.print(out, rows, names, Params.ALGORITHM);

        out.printf("%nKey encapsulation (ok = round trip, another provider decapsulates it and it decapsulates the other's, "
                + "implicit rejection as in the other provider, FIPS 203 known answers):%n");
        rows = new ArrayList<>();
        for (KemAlgorithm algorithm : KemAlgorithm.values()) {
            List<String> row = new ArrayList<>(List.of(algorithm.jcaName()));
            for (String name : names) {
                row.add(cells.cell(name + " " + algorithm.jcaName(), () -> KemFixture.create(name, algorithm).validation()));
            }
            rows.add(row);
        }
        List<String> hybrid = new ArrayList<>(List.of("X25519MLKEM768"));
        for (String name : names) {
            hybrid.add(cells.cell(name + " X25519MLKEM768", () -> HybridKemFixture.create(name).validation()));
        }
        rows.add(hybrid);
        cells.print(out, rows, names, Params.ALGORITHM);

        out.printf("%nAES key wrap (ok = RFC 3394/5649 vectors, the same bytes as another provider, tampering refused):%n");
        rows = new ArrayList<>();
        for (WrapMode mode : WrapMode.values()) {
            for (WrappedKey key : WrappedKey.values()) {
                List<String> row = new ArrayList<>(List.of(mode.displayName(), key.displayName()));
                for (String name : names) {
                    row.add(cells.cell(name + " " + mode.displayName() + " " + key.displayName(),
                            () -> KeyWrapFixture.create(name, mode, key).validation()));
                }
                rows.add(row);
            }
        }
        cells.print(out, rows, names, Params.WRAP_MODE, Params.WRAPPED_KEY);

        if (verbose) {
            out.println();
            cells.details.forEach(out::println);
        }
        out.flush();
        return cells.failed ? 1 : 0;
    }

    /**
     * The cells of the tables: ok, no [n] or FAIL [n], with the notes numbered across all tables and
     * printed under the table where each first appears.
     */
    private static final class Matrix {
        final Map<String, Integer> notes = new LinkedHashMap<>();
        final List<String> details = new ArrayList<>();
        boolean failed;
        private int printed;

        /** Validates one cell; {@code validation} returns what was checked. */
        String cell(String label, Supplier<String> validation) {
            try {
                details.add(label + ": " + validation.get());
                return "ok";
            } catch (UnsupportedCombinationException e) {
                return "no [" + note(e.getMessage()) + "]";
            } catch (RuntimeException e) { // ValidationException, or a provider that throws where it should not
                failed = true;
                return "FAIL [" + note(String.valueOf(e.getMessage())) + "]";
            }
        }

        private int note(String message) {
            return notes.computeIfAbsent(message, k -> notes.size() + 1);
        }

        /** Prints the rows under a header of these columns then the providers, and the notes new since the last table. */
        void print(PrintWriter out, List<List<String>> rows, List<String> providers, String... columns) {
            List<String> header = new ArrayList<>(List.of(columns));
            header.addAll(providers);
            Table table = new Table(header.toArray(String[]::new));
            rows.forEach(row -> table.row(row.toArray(String[]::new)));
            table.print(out);
            List<Map.Entry<String, Integer>> fresh = notes.entrySet().stream().filter(e -> e.getValue() > printed).toList();
            if (!fresh.isEmpty()) {
                out.println();
                fresh.forEach(e -> out.printf("[%d] %s%n", e.getValue(), e.getKey()));
                printed = notes.size();
            }
        }
    }
}
