package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The report sections of the families whose natural unit is not GiB/s per dataSize: streaming
 * (GiB/s of whole messages), small messages and init costs (ns per operation), ByteBuffers (GiB/s
 * by buffer kind and layout), signatures and key agreement (operations per second). Providers (and
 * JDKs) are rows; what the family varies is the columns.
 */
final class FamilySections {

    static final List<String> FAMILIES = Family.classNames(Family.of(Kind.STREAMING, Kind.SMALL_MESSAGE, Kind.CIPHER_INIT,
            Kind.BYTE_BUFFER, Kind.SIGNATURE, Kind.KEY_AGREEMENT));
    private static final Set<String> SIGNATURES = Set.copyOf(Family.classNames(Family.of(Kind.SIGNATURE)));
    private static final Set<String> AGREEMENTS = Set.copyOf(Family.classNames(Family.of(Kind.KEY_AGREEMENT)));

    private final Map<String, List<ResultRow>> byFamily = new LinkedHashMap<>();
    private final boolean severalJdks;

    FamilySections(boolean severalJdks) {
        this.severalJdks = severalJdks;
        FAMILIES.forEach(f -> byFamily.put(f, new ArrayList<>()));
    }

    /** Takes the row if one of these sections shows it. */
    boolean claim(ResultRow r) {
        List<ResultRow> family = byFamily.get(r.family());
        if (family == null || !r.benchmark().startsWith("cryptobench.bench.") || r.param(Params.PROVIDER) == null || !Double.isFinite(r.opsPerSecond())) {
            return false;
        }
        family.add(r);
        return true;
    }

    /** Appends the sections with their charts. */
    void markdown(StringBuilder md, Charts charts) throws IOException {
        streaming(md, byFamily.get(Family.STREAMING.className()), charts);
        smallMessages(md, byFamily.get(Family.SMALL_MESSAGE.className()), charts);
        init(md, byFamily.get(Family.CIPHER_INIT.className()));
        byteBuffers(md, byFamily.get(Family.BYTE_BUFFER_CIPHER.className()));
        publicKey(md, "Signatures", byFamily.entrySet().stream().filter(e -> SIGNATURES.contains(e.getKey()))
                .flatMap(e -> e.getValue().stream()).toList(), charts);
        publicKey(md, "Key agreement", byFamily.entrySet().stream().filter(e -> AGREEMENTS.contains(e.getKey()))
                .flatMap(e -> e.getValue().stream()).toList(), charts);
    }

    private void streaming(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Streaming\n\nOne message through `update` in `chunkSize` pieces, then `doFinal`: GiB/s of the whole "
                + "message (ops/s x messageSize, ± error). SunJCE's GCM decrypt returns nothing from `update`: it keeps the "
                + "ciphertext until `doFinal` has checked the tag, so its decrypt column measures that buffering too.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, r -> label(r.param(Params.ALGORITHM)) + ", " + r.param(Params.KEY_BITS)
                + "-bit keys, " + Markdown.bytes(size(r, Params.MESSAGE_SIZE)) + " messages in "
                + Markdown.bytes(size(r, Params.CHUNK_SIZE)) + " updates");
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(md, t, FamilySections::method, r -> Markdown.gib(r, size(r, Params.MESSAGE_SIZE)));
        });
        charts.bars(md, "streaming-encrypt", "Streaming encrypt, JDK defaults", "GiB/s", false,
                only(rows, "encrypt"), r -> label(r.param(Params.ALGORITHM)) + "-" + r.param(Params.KEY_BITS) + ", "
                        + Markdown.bytes(size(r, Params.MESSAGE_SIZE)) + " / " + Markdown.bytes(size(r, Params.CHUNK_SIZE)),
                r -> r.opsPerSecond() * size(r, Params.MESSAGE_SIZE) / Markdown.GIB, severalJdks);
    }

    private void smallMessages(StringBuilder md, List<ResultRow> rows, Charts charts) throws IOException {
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Small messages\n\nNanoseconds per message (± error): `init` with a fresh IV plus `doFinal`, in every "
                + "mode. Lower is faster.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, r -> label(r.param(Params.ALGORITHM)) + " " + method(r) + ", "
                + r.param(Params.KEY_BITS) + "-bit keys");
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(md, t, r -> Markdown.bytes(size(r, Params.DATA_SIZE)), Markdown::nanos);
            relativeToSunJce(md, t, r -> Markdown.bytes(size(r, Params.DATA_SIZE)));
        });
        for (Map.Entry<String, List<ResultRow>> e : split(only(rows, "encrypt"),
                r -> r.param(Params.ALGORITHM) + "-" + r.param(Params.KEY_BITS)).entrySet()) {
            charts.lines(md, "small-messages-" + e.getKey(), "Small messages, " + label(e.getKey())
                    + " encrypt (init + doFinal), JDK defaults", e.getValue(), r -> size(r, Params.DATA_SIZE), severalJdks);
        }
    }

    private void init(StringBuilder md, List<ResultRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        md.append("## Cipher set-up\n\nNanoseconds per call (± error): `Cipher.getInstance`, and `init` with a fresh IV "
                + "under the same key (`initSameKey`) or a different key each time (`initNewKey`, a new key schedule).\n\n");
        pivot(md, rows, r -> label(r.param(Params.ALGORITHM)) + "-" + r.param(Params.KEY_BITS) + " " + method(r), Markdown::nanos);
    }

    private void byteBuffers(StringBuilder md, List<ResultRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        md.append("## ByteBuffers\n\n`doFinal(ByteBuffer, ByteBuffer)` in GiB/s (± error), heap or direct buffers, into a "
                + "separate buffer or in place.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, r -> label(r.param(Params.ALGORITHM)) + ", " + r.param(Params.KEY_BITS)
                + "-bit keys, " + Markdown.bytes(size(r, Params.DATA_SIZE)));
        tables.forEach((title, t) -> {
            md.append("### ").append(title).append("\n\n");
            pivot(md, t, r -> method(r) + " " + r.param(Params.BUFFER_KIND).toLowerCase(Locale.ROOT), r -> Markdown.gib(r, size(r, Params.DATA_SIZE)));
        });
    }

    private void publicKey(StringBuilder md, String title, List<ResultRow> rows, Charts charts) throws IOException {
        if (rows.isEmpty()) {
            return;
        }
        md.append("## ").append(title).append("\n\nOperations per second (± error); 1,000,000 / ops/s is µs per operation. "
                + "`PureJava` forks run with the JDK's big-integer and EC field intrinsics off.\n\n");
        Map<String, List<ResultRow>> tables = split(rows, FamilySections::publicKeyLabel);
        tables.forEach((name, t) -> {
            md.append("### ").append(name).append("\n\n");
            pivot(md, t, FamilySections::method, r -> Markdown.withError(r.opsPerSecond(), r.opsPerSecondError()));
        });
        String op = title.equals("Signatures") ? "sign" : "agree";
        charts.bars(md, title.toLowerCase(Locale.ROOT).replace(' ', '-'), title + ": " + op + ", JDK defaults (log scale)",
                op + " ops/s", true, only(rows, op), FamilySections::publicKeyLabel, ResultRow::opsPerSecond, severalJdks);
        if (op.equals("sign")) {
            charts.bars(md, "signatures-verify", "Signatures: verify, JDK defaults (log scale)", "verify ops/s", true,
                    only(rows, "verify"), FamilySections::publicKeyLabel, ResultRow::opsPerSecond, severalJdks);
        }
    }

    /** "RSA PSS_SHA256 2048", "ECDSA P-256", "Ed25519", "X25519", "ECDH P-256". */
    static String publicKeyLabel(ResultRow r) {
        return switch (r.family()) {
            case "Rsa" -> "RSA " + r.param(Params.SCHEME) + " " + r.param(Params.MODULUS_BITS);
            case "EcdsaP256" -> "ECDSA P-256";
            case "EcdhP256" -> "ECDH P-256";
            default -> r.family();
        };
    }

    /**
     * Providers (and JDKs) down, {@code column} across, in the fixed {@link #COLUMNS} order. If the
     * inputs hold a cell twice, the last one wins, as in the other sections.
     */
    private void pivot(StringBuilder md, List<ResultRow> rows, Function<ResultRow, String> column, Function<ResultRow, String> cell) {
        Set<String> columns = new LinkedHashSet<>();
        Map<Series, Map<String, String>> table = new TreeMap<>(Series.ORDER);
        for (ResultRow r : rows.stream().sorted(COLUMNS).toList()) {
            columns.add(column.apply(r));
            table.computeIfAbsent(line(r), k -> new LinkedHashMap<>()).put(column.apply(r), cell.apply(r));
        }
        List<String> header = new ArrayList<>(List.of(Params.PROVIDER));
        header.addAll(columns);
        Markdown.table(md, header);
        table.forEach((series, cells) -> {
            List<String> cellsInOrder = new ArrayList<>(List.of(series.label(severalJdks)));
            columns.forEach(c -> cellsInOrder.add(cells.getOrDefault(c, "")));
            Markdown.row(md, cellsInOrder);
        });
        md.append('\n');
    }

    /** Time relative to SunJCE on the same JDK (above 1 is slower), where both exist. */
    private void relativeToSunJce(StringBuilder md, List<ResultRow> rows, Function<ResultRow, String> column) {
        Map<String, ResultRow> sunJce = new LinkedHashMap<>();
        rows.stream().filter(r -> r.param(Params.PROVIDER).equals("SunJCE")).forEach(r -> sunJce.put(r.jdk() + "|" + column.apply(r), r));
        List<ResultRow> others = rows.stream().filter(r -> !r.param(Params.PROVIDER).equals("SunJCE")
                && sunJce.containsKey(r.jdk() + "|" + column.apply(r))).toList();
        if (others.isEmpty()) {
            return;
        }
        md.append("Time relative to SunJCE on the same JDK (above 1 is slower):\n\n");
        pivot(md, others, column, r -> Markdown.ratio(
                sunJce.get(r.jdk() + "|" + column.apply(r)).opsPerSecond() / r.opsPerSecond()));
    }

    private static final List<String> OPERATIONS = List.of("getInstance", "initSameKey", "initNewKey", "encrypt",
            "encryptInPlace", "decrypt", "sign", "verify", "agree");
    private static final List<String> BUFFER_KINDS = List.of("HEAP", "DIRECT");

    /** The column order: algorithm, size ascending, operation, default before PureJava, heap before direct. */
    static final Comparator<ResultRow> COLUMNS = Comparator
            .comparing((ResultRow r) -> String.valueOf(r.param(Params.ALGORITHM)))
            .thenComparingInt(r -> Objects.requireNonNullElse(sizeOrNull(r.param(Params.DATA_SIZE)), 0))
            .thenComparingInt(r -> rank(OPERATIONS, r.operation()))
            .thenComparing(ResultRow::variant)
            .thenComparingInt(r -> rank(BUFFER_KINDS, r.param(Params.BUFFER_KIND)));

    private static int rank(List<String> order, String value) {
        int i = value == null ? -1 : order.indexOf(value);
        return i < 0 ? order.size() : i;
    }

    private static Integer sizeOrNull(String value) {
        return value != null && value.matches("[0-9]{1,9}") ? Integer.valueOf(value) : null;
    }

    private static Series line(ResultRow r) {
        return new Series(r.param(Params.PROVIDER), Variant.INTRINSIC, r.jdk());
    }

    /** The operation with its variant, e.g. "encrypt" or "encrypt PureJava". */
    static String method(ResultRow r) {
        return r.operation() + (r.variant() == Variant.PURE_JAVA ? " PureJava" : "");
    }

    private static List<ResultRow> only(List<ResultRow> rows, String method) {
        return rows.stream().filter(r -> method(r).equals(method)).toList();
    }

    private static Map<String, List<ResultRow>> split(List<ResultRow> rows, Function<ResultRow, String> key) {
        return rows.stream().sorted(COLUMNS).collect(Collectors.groupingBy(key, LinkedHashMap::new, Collectors.toList()));
    }

    private static int size(ResultRow r, String param) {
        String v = r.param(param);
        Integer size = sizeOrNull(v);
        if (size == null) {
            throw new IllegalArgumentException(r.benchmark() + " in " + r.file() + ": param " + param + " is '" + v
                    + "', expected a number of bytes");
        }
        return size;
    }

    /** "AES_GCM" as "AES-GCM"; other values as they are. */
    private static String label(String algorithm) {
        return algorithm == null ? "?" : algorithm.replace("CHACHA20_POLY1305", "ChaCha20-Poly1305").replace('_', '-');
    }
}
