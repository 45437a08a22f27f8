package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Signatures, key agreement, post-quantum key encapsulation or key wrap: operations per second by
 * scheme and key, with a bar chart per charted operation.
 */
final class PublicKeySection extends FamilySection {

    private final String title;
    private final String pureJava;
    private final List<String> charted;

    /**
     * The section of {@code kind}'s families under the heading {@code title}.
     *
     * @param pureJava what the {@code PureJava} forks switch off, for the heading's text
     * @param charted  the operations drawn as bar charts
     */
    PublicKeySection(
            String title,
            Kind kind,
            String pureJava,
            List<String> charted,
            boolean severalJdks,
            Trends trends,
            Ratios ratios) {
        super(severalJdks, trends, ratios, kind);
        this.title = title;
        this.pureJava = pureJava;
        this.charted = charted;
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        md.append("## ")
                .append(title)
                .append("\n\nOperations per second (with its error bar); 1,000,000 / ops/s is µs per operation. "
                        + "`PureJava` forks run with ")
                .append(pureJava)
                .append(" off.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, PublicKeySection::publicKeyLabel);
        tables.forEach((name, t) -> {
            md.append("### ").append(name).append("\n\n");
            pivot(md, t, FamilySection::method, marked(Markdown::opsPerSecond));
        });
        intrinsicsSpeedUp(md, rows);
        String slug = title.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
        for (String op : charted) {
            List<ResultRow> shown = only(rows, op);
            if (!shown.isEmpty()) {
                // The first chart keeps the section's name (signatures.png, key-agreement.png), the others add their
                // operation.
                charts.bars(
                        md,
                        op.equals(charted.get(0)) ? slug : slug + "-" + op.toLowerCase(Locale.ROOT),
                        title + ": " + op + ", JDK defaults (log scale)",
                        op + " ops/s",
                        true,
                        shown,
                        PublicKeySection::publicKeyLabel,
                        ResultRow::opsPerSecond,
                        severalJdks);
            }
        }
    }

    /** Each default row over its PureJava twin (same provider, JDK, params and operation), with the paired interval over forks. */
    private void intrinsicsSpeedUp(StringBuilder md, List<ResultRow> rows) {
        Map<String, ResultRow> pure = new HashMap<>();
        rows.stream().filter(r -> r.variant() == Variant.PURE_JAVA).forEach(r -> pure.put(twin(r), r));
        List<ResultRow> paired = rows.stream()
                .filter(r -> r.variant() == Variant.INTRINSIC && pure.containsKey(twin(r)))
                .toList();
        if (paired.isEmpty()) {
            return;
        }
        md.append(
                "Intrinsics speed-up (JDK defaults / `PureJava`, above 1 is faster with them; 95% paired interval over forks):\n\n");
        pivot(md, paired, r -> publicKeyLabel(r) + " " + r.operation(), r -> ratios.cell(r, pure.get(twin(r))));
    }

    private static String twin(ResultRow r) {
        return r.family() + "|" + r.operation() + "|" + r.params() + "|" + r.jdk();
    }

    /** "RSA PSS_SHA256 2048", "RSA OAEP_SHA256 3072", "ECDSA P-256", "ML-KEM-768", "AES-KWP of RSA-2048", "Ed25519", "X25519". */
    static String publicKeyLabel(ResultRow r) {
        return switch (r.family()) {
            case "Rsa" -> "RSA " + r.param(Params.SCHEME) + " " + r.param(Params.MODULUS_BITS);
            case "RsaEncryption" -> "RSA " + r.param(Params.PADDING) + " " + r.param(Params.MODULUS_BITS);
            case "KeyGeneration" -> label(r.param(Params.KEY_TYPE)) + " key pairs";
            case "Pbkdf2" -> "PBKDF2-HMAC-SHA256 " + r.param(Params.ITERATIONS) + " iterations";
            case "Hkdf" -> "HKDF-SHA256 " + r.param(Params.API) + " " + r.param(Params.OUTPUT_BYTES) + " bytes";
            case "EcdsaP256" -> "ECDSA P-256";
            case "EcdhP256" -> "ECDH P-256";
            case "EcdsaP384" -> "ECDSA P-384";
            case "EcdhP384" -> "ECDH P-384";
            case "MlKem" -> label(r.param(Params.KEM_PARAMETER_SET));
            case "MlDsa" -> label(r.param(Params.DSA_PARAMETER_SET));
            case "X25519MlKem768" -> "X25519MLKEM768";
            case "AesKeyWrap" -> "AES-" + r.param(Params.WRAP_MODE) + " of " + label(r.param(Params.WRAPPED_KEY));
            default -> r.family();
        };
    }
}
