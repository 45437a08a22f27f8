package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.results.ResultRow;
import java.util.List;

/**
 * Cipher set-up: nanoseconds per {@code getInstance} and per {@code init} with the same or a new key.
 */
final class CipherInitSection extends FamilySection {

    CipherInitSection(boolean severalJdks, Trends trends, Ratios ratios) {
        super(severalJdks, trends, ratios, Kind.CIPHER_INIT);
    }

    @Override
    void write(StringBuilder md, List<ResultRow> rows, Charts charts) {
        md.append(
                "## Cipher set-up\n\nNanoseconds per call (with its error bar): `Cipher.getInstance`, and `init` with a fresh IV "
                        + "under the same key (`initSameKey`) or a different key each time (`initNewKey`, a new key schedule).\n\n");
        pivot(
                md,
                rows,
                r -> label(r.param(Params.ALGORITHM)) + "-" + r.param(Params.KEY_BITS) + " " + method(r),
                marked(Markdown::nanos));
    }
}
