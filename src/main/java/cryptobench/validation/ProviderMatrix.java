package cryptobench.validation;

import cryptobench.catalog.Params;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderInfo;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.sign.SignatureAlgorithm;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What {@code providers} prints: the providers that load here, then every {@link ProviderTable}
 * with each cell validated as a benchmark trial would be (ok, no [n] or FAIL [n]), the notes
 * numbered across all tables and printed under the table where each first appears.
 */
public final class ProviderMatrix {

    /** The providers (canonical names), cipher algorithms, message size and RSA key sizes to check. */
    public record Settings(List<String> providers, List<CipherAlgorithm> ciphers, int dataSize, List<Integer> rsaBits) {

        /** Checks the options in the order given and resolves the names; every error is an IllegalArgumentException. */
        public static Settings of(
                List<String> providers, List<String> algorithms, int dataSize, List<Integer> rsaBits) {
            if (dataSize <= 0) {
                throw new IllegalArgumentException("--data-size must be a positive number of bytes, got " + dataSize);
            }
            for (int bits : rsaBits) {
                if (!SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes().contains(bits)) {
                    throw new IllegalArgumentException("--rsa-bits " + bits + " is not measured; valid: "
                            + SignatureAlgorithm.RSA_PKCS1_SHA256.keySizes());
                }
            }
            List<String> names = providers.stream()
                    .map(ProviderRegistry::canonical)
                    .distinct()
                    .toList();
            List<CipherAlgorithm> selected = algorithms.isEmpty()
                    ? List.of(CipherAlgorithm.values())
                    : algorithms.stream().map(CipherAlgorithm::parse).distinct().toList();
            return new Settings(names, selected, dataSize, rsaBits);
        }
    }

    private final Map<String, Integer> notes = new LinkedHashMap<>();
    private final List<String> details = new ArrayList<>();
    private boolean failed;
    private int printed;

    private ProviderMatrix() {}

    /** A cell's mark: validated, not offered by the provider, or wrong results. */
    public enum Mark {
        OK,
        NO,
        FAIL
    }

    /**
     * One provider's cell of a table: its row's labels (algorithm, key size, ...), its mark, and
     * what was validated (OK) or why not (NO, FAIL).
     */
    public record CellResult(ProviderTable table, List<String> row, String provider, Mark mark, String detail) {

        /** The cell's name, as the expected-skip tally spells it: table, row and provider. */
        public String cell() {
            return table.name().toLowerCase(Locale.ROOT) + " | " + String.join(" ", row) + " | " + provider;
        }
    }

    /** Validates every cell of {@code table} for the settings' providers, row by row. */
    public static List<CellResult> cellResults(Settings s, ProviderTable table) {
        List<CellResult> all = new ArrayList<>();
        for (ProviderTable.Row row : table.rows(s)) {
            for (String name : s.providers()) {
                all.add(check(table, row, name));
            }
        }
        return all;
    }

    /** Validates one provider's cell of a row. */
    static CellResult check(ProviderTable table, ProviderTable.Row row, String provider) {
        ProviderTable.Cell cell = row.cell().apply(provider);
        try {
            return new CellResult(
                    table,
                    row.labels(),
                    provider,
                    Mark.OK,
                    cell.label() + ": " + cell.validation().get());
        } catch (UnsupportedCombinationException e) {
            return new CellResult(table, row.labels(), provider, Mark.NO, e.getMessage());
        } catch (RuntimeException e) { // ValidationException, or a provider that throws where it should not
            return new CellResult(table, row.labels(), provider, Mark.FAIL, String.valueOf(e.getMessage()));
        }
    }

    /**
     * Prints the providers and every table (and, if {@code verbose}, what was validated in each
     * supported cell); returns whether any cell failed validation.
     */
    public static boolean print(Settings s, PrintWriter out, boolean verbose) {
        out.printf("Providers (JDK %s, %s):%n", System.getProperty("java.version"), System.getProperty("java.vm.name"));
        Table table = new Table(Params.PROVIDER, "version", "implementation", "class", "status");
        for (String name : s.providers()) {
            ProviderInfo info = ProviderRegistry.describe(name);
            table.row(
                    name,
                    info.loaded() ? info.version() : "-",
                    info.implementation().label(),
                    info.loaded() ? info.className() : "-",
                    info.loaded() ? "loaded" : "cannot load: " + info.loadError());
        }
        table.print(out);
        ProviderMatrix matrix = new ProviderMatrix();
        for (ProviderTable t : ProviderTable.values()) {
            out.printf("%n%s%n", t.heading(s));
            List<List<String>> rows = new ArrayList<>();
            for (ProviderTable.Row row : t.rows(s)) {
                List<String> cells = new ArrayList<>(row.labels());
                s.providers().forEach(name -> cells.add(matrix.cell(check(t, row, name))));
                rows.add(cells);
            }
            matrix.print(out, rows, s.providers(), t.columns());
        }
        if (verbose) {
            out.println();
            matrix.details.forEach(out::println);
        }
        out.flush();
        return matrix.failed;
    }

    /** A cell's text in the table. */
    private String cell(CellResult v) {
        return switch (v.mark()) {
            case OK -> {
                details.add(v.detail());
                yield "ok";
            }
            case NO -> "no [" + note(v.detail()) + "]";
            case FAIL -> {
                failed = true;
                yield "FAIL [" + note(v.detail()) + "]";
            }
        };
    }

    private int note(String message) {
        return notes.computeIfAbsent(message, k -> notes.size() + 1);
    }

    /** Prints the rows under a header of these columns then the providers, and the notes new since the last table. */
    private void print(PrintWriter out, List<List<String>> rows, List<String> providers, List<String> columns) {
        List<String> header = new ArrayList<>(columns);
        header.addAll(providers);
        Table table = new Table(header.toArray(String[]::new));
        rows.forEach(row -> table.row(row.toArray(String[]::new)));
        table.print(out);
        List<Map.Entry<String, Integer>> fresh =
                notes.entrySet().stream().filter(e -> e.getValue() > printed).toList();
        if (!fresh.isEmpty()) {
            out.println();
            fresh.forEach(e -> out.printf("[%d] %s%n", e.getValue(), e.getKey()));
            printed = notes.size();
        }
    }
}
