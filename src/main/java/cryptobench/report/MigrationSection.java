package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The cost of moving to post-quantum key exchange and signatures: each classical and post-quantum
 * scheme side by side, operations per second by provider (JDK defaults) and the bytes each puts on
 * the wire. It takes no rows: it reads those the public-key and post-quantum sections show, and
 * writes nothing unless the input has ML-KEM or ML-DSA rows.
 */
final class MigrationSection implements ReportSection {

    /**
     * One scheme: where its rows are, and its sizes from the standards (RFC 7748, SEC 1 uncompressed
     * points, RFC 8017, RFC 8032, FIPS 203 table 3, FIPS 204 table 2, draft-ietf-tls-ecdhe-mlkem).
     * {@code sent} is what one side sends besides its public key: the ciphertext, the server's share or the signature.
     */
    record Scheme(String label, String family, String param, String value, int publicKeyBytes, String sent) {}

    static final List<Scheme> KEY_EXCHANGE = List.of(
            new Scheme("X25519", "X25519", null, null, 32, "32 (share)"),
            new Scheme("ECDH P-256", "EcdhP256", null, null, 65, "65 (share)"),
            new Scheme("ML-KEM-512", "MlKem", Params.KEM_PARAMETER_SET, "ML_KEM_512", 800, "768 (ciphertext)"),
            new Scheme("ML-KEM-768", "MlKem", Params.KEM_PARAMETER_SET, "ML_KEM_768", 1184, "1088 (ciphertext)"),
            new Scheme("ML-KEM-1024", "MlKem", Params.KEM_PARAMETER_SET, "ML_KEM_1024", 1568, "1568 (ciphertext)"),
            new Scheme("X25519MLKEM768 (hybrid)", "X25519MlKem768", null, null, 1216, "1120 (server share)"));
    static final List<Scheme> SIGNATURES = List.of(
            new Scheme("RSA-2048 PKCS#1 v1.5", "Rsa", Params.MODULUS_BITS, "2048", 256, "256 (signature)"),
            new Scheme("RSA-3072 PKCS#1 v1.5", "Rsa", Params.MODULUS_BITS, "3072", 384, "384 (signature)"),
            new Scheme("ECDSA P-256", "EcdsaP256", null, null, 65, "<= 72 (signature, DER)"),
            new Scheme("Ed25519", "Ed25519", null, null, 32, "64 (signature)"),
            new Scheme("ML-DSA-44", "MlDsa", Params.DSA_PARAMETER_SET, "ML_DSA_44", 1312, "2420 (signature)"),
            new Scheme("ML-DSA-65", "MlDsa", Params.DSA_PARAMETER_SET, "ML_DSA_65", 1952, "3309 (signature)"),
            new Scheme("ML-DSA-87", "MlDsa", Params.DSA_PARAMETER_SET, "ML_DSA_87", 2592, "4627 (signature)"));
    private static final List<String> OPERATIONS =
            List.of("keyGen", "agree", "encapsulate", "decapsulate", "sign", "verify");

    private final List<ResultRow> rows;
    private final boolean severalJdks;

    MigrationSection(List<ResultRow> rows, boolean severalJdks) {
        this.rows = rows.stream()
                .filter(r -> r.variant() == Variant.INTRINSIC
                        && r.param(Params.PROVIDER) != null
                        && Double.isFinite(r.opsPerSecond())
                        && r.benchmark().startsWith(Family.PACKAGE + "."))
                .toList();
        this.severalJdks = severalJdks;
    }

    @Override
    public Set<Kind> kinds() {
        return Set.of();
    }

    @Override
    public boolean claim(ResultRow r) {
        return false;
    }

    @Override
    public void markdown(StringBuilder md, Charts charts) throws IOException {
        if (rows.stream()
                .noneMatch(r -> r.family().equals("MlKem") || r.family().equals("MlDsa"))) {
            return;
        }
        md.append("## Migration cost: classical and post-quantum side by side\n\n"
                + "Operations per second with the JDK's defaults (the sections above have the error bars and the `PureJava` forks), "
                + "and the bytes on the wire from the standards. X25519MLKEM768 is the TLS hybrid, each side as one operation: "
                + "`keyGen` is the client's share, `encapsulate` the server's response (ML-KEM encapsulation plus an X25519 key pair "
                + "and agreement), `decapsulate` the client's finish. Each hybrid operation also pays what a handshake with fresh keys "
                + "pays: `KEM.getInstance`, a new encapsulator or decapsulator (which checks the key, as FIPS 203 asks) and "
                + "`KeyAgreement.getInstance`; the ML-KEM rows reuse one encapsulator and decapsulator for a fixed key pair. "
                + "RSA signs with PKCS#1 v1.5 and SHA-256. An empty cell was not measured or is unsupported there (a JDK build "
                + "whose providers lack ML-KEM or ML-DSA, say): the run's outcomes say which, with the build.\n\n");
        table(md, "Key exchange", KEY_EXCHANGE);
        table(md, "Signatures", SIGNATURES);
    }

    /** One line of a table: a scheme's operation. */
    private record Line(Scheme scheme, String operation) {}

    private void table(StringBuilder md, String title, List<Scheme> schemes) {
        Map<String, ResultRow> cells = new LinkedHashMap<>();
        TreeSet<Series> columns = new TreeSet<>(Series.ORDER);
        List<Line> lines = new ArrayList<>();
        for (Scheme scheme : schemes) {
            for (String op : OPERATIONS) {
                List<ResultRow> found = rows.stream()
                        .filter(r -> r.family().equals(scheme.family())
                                && r.operation().equals(op)
                                && (scheme.param() == null || Objects.equals(r.param(scheme.param()), scheme.value()))
                                && (!scheme.family().equals("Rsa") || "PKCS1_SHA256".equals(r.param(Params.SCHEME))))
                        .toList();
                if (found.isEmpty()) {
                    continue;
                }
                found.forEach(r -> {
                    Series s = new Series(r.param(Params.PROVIDER), Variant.INTRINSIC, r.jdk());
                    columns.add(s);
                    cells.put(scheme.label() + "|" + op + "|" + s, r);
                });
                lines.add(new Line(scheme, op));
            }
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append("### ").append(title).append("\n\n");
        List<String> header = new ArrayList<>(List.of("scheme", "operation", "public key (B)", "sent (B)"));
        columns.forEach(s -> header.add(s.label(severalJdks) + " ops/s"));
        Markdown.table(md, header);
        for (Line line : lines) {
            Scheme scheme = line.scheme();
            String op = line.operation();
            List<String> cellsInOrder = new ArrayList<>(
                    List.of(scheme.label(), op, String.valueOf(scheme.publicKeyBytes()), scheme.sent()));
            columns.forEach(s -> {
                ResultRow r = cells.get(scheme.label() + "|" + op + "|" + s);
                cellsInOrder.add(r == null ? "" : Markdown.number(r.opsPerSecond()));
            });
            Markdown.row(md, cellsInOrder);
        }
        md.append('\n');
    }
}
