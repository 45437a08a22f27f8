package cryptobench.report;

import cryptobench.results.ResultRow;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Signatures or key agreement: operations per second by scheme and key, with bar charts of sign
 * (and verify) or agree.
 */
final class PublicKeySection extends FamilySection {

    private final String title;

    /** The section of {@code kind}'s families under the heading {@code title}. */
    PublicKeySection(String title, Kind kind, boolean severalJdks, Trends trends) {
        super(severalJdks, trends, kind);
        this.title = title;
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        md.append("## ").append(title).append("\n\nOperations per second (with its error bar); 1,000,000 / ops/s is µs per operation. "
                + "`PureJava` forks run with the JDK's big-integer and EC field intrinsics off.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, PublicKeySection::publicKeyLabel);
        tables.forEach((name, t) -> {
            md.append("### ").append(name).append("\n\n");
            pivot(md, t, FamilySection::method, marked(Markdown::opsPerSecond));
        });
        String op = title.equals("Signatures") ? "sign" : "agree";
        charts.bars(md, title.toLowerCase(Locale.ROOT).replace(' ', '-'), title + ": " + op + ", JDK defaults (log scale)",
                op + " ops/s", true, only(rows, op), PublicKeySection::publicKeyLabel, ResultRow::opsPerSecond, severalJdks);
        if (op.equals("sign")) {
            charts.bars(md, "signatures-verify", "Signatures: verify, JDK defaults (log scale)", "verify ops/s", true,
                    only(rows, "verify"), PublicKeySection::publicKeyLabel, ResultRow::opsPerSecond, severalJdks);
        }
    }

    /** "RSA PSS_SHA256 2048", "ECDSA P-256", "Ed25519", "X25519", "ECDH P-256". */
    private static String publicKeyLabel(ResultRow r) {
        return switch (r.family()) {
            case "Rsa" -> "RSA " + r.param(Params.SCHEME) + " " + r.param(Params.MODULUS_BITS);
            case "EcdsaP256" -> "ECDSA P-256";
            case "EcdhP256" -> "ECDH P-256";
            default -> r.family();
        };
    }
}
