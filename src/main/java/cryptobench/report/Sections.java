package cryptobench.report;

import cryptobench.catalog.Family.Kind;
import cryptobench.results.ResultRow;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Every section of the report in the order it shows them, and which catalog kinds each one claims:
 * a new kind's section is added here.
 */
public final class Sections {

    private static final String BIGINT = "the JDK's big-integer and EC field intrinsics";
    private static final String SHA = "the JDK's SHA intrinsics";
    private static final String PQC = "the JDK's Kyber, Dilithium and SHA-3 intrinsics";

    private Sections() {}

    /** The sections of a report of {@code rows}, in report order; {@link OtherSection} last, taking what is left. */
    static List<ReportSection> inReportOrder(List<ResultRow> rows, boolean severalJdks, Trends trends, Ratios ratios) {
        return List.of(
                new PerSizeSection(severalJdks, trends, ratios),
                new StreamingSection(severalJdks, trends, ratios),
                new SmallMessageSection(severalJdks, trends, ratios),
                new CipherInitSection(severalJdks, trends, ratios),
                new ByteBufferSection(severalJdks, trends, ratios),
                new PublicKeySection(
                        "Signatures", Kind.SIGNATURE, BIGINT, List.of("sign", "verify"), severalJdks, trends, ratios),
                new PublicKeySection(
                        "RSA encryption",
                        Kind.PUBLIC_KEY_CIPHER,
                        BIGINT,
                        List.of("encrypt", "decrypt"),
                        severalJdks,
                        trends,
                        ratios),
                new PublicKeySection(
                        "Key agreement", Kind.KEY_AGREEMENT, BIGINT, List.of("agree"), severalJdks, trends, ratios),
                new PublicKeySection("Key derivation", Kind.KDF, SHA, List.of("derive"), severalJdks, trends, ratios),
                new PublicKeySection(
                        "Key generation",
                        Kind.KEY_GENERATION,
                        BIGINT,
                        List.of("generate"),
                        severalJdks,
                        trends,
                        ratios),
                new RandomSection(severalJdks, trends, ratios),
                new ScalingSection(severalJdks, trends, ratios),
                new ColdStartSection(severalJdks, trends, ratios),
                new PublicKeySection(
                        "Post-quantum key encapsulation",
                        Kind.KEM,
                        PQC,
                        List.of("encapsulate", "decapsulate"),
                        severalJdks,
                        trends,
                        ratios),
                new PublicKeySection(
                        "Post-quantum signatures",
                        Kind.PQ_SIGNATURE,
                        PQC,
                        List.of("sign", "verify"),
                        severalJdks,
                        trends,
                        ratios),
                new PublicKeySection(
                        "AES key wrap",
                        Kind.KEY_WRAP,
                        "the JDK's cipher intrinsics",
                        List.of("wrap", "unwrap"),
                        severalJdks,
                        trends,
                        ratios),
                new IsaSection(severalJdks, trends, ratios),
                new TlsSection(rows, severalJdks, trends, ratios),
                new MigrationSection(rows, severalJdks),
                new BcLtsSection(rows, severalJdks, ratios),
                new OtherSection(trends));
    }

    /** Each catalog kind some section claims, with the sections claiming it (class names, in report order). */
    public static Map<Kind, List<String>> byKind() {
        Map<Kind, List<String>> byKind = new EnumMap<>(Kind.class);
        for (ReportSection s : inReportOrder(List.of(), false, new Trends(List.of()), Ratios.of(List.of()))) {
            s.kinds()
                    .forEach(k -> byKind.computeIfAbsent(k, x -> new ArrayList<>())
                            .add(s.getClass().getSimpleName()));
        }
        return byKind;
    }
}
