package cryptobench.report;

import cryptobench.catalog.Family;
import cryptobench.catalog.Family.Kind;
import cryptobench.catalog.Params;
import cryptobench.jvm.Variant;
import cryptobench.results.ResultRow;
import cryptobench.tls.TlsStack;
import cryptobench.tls.TlsSuite;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * TLS: handshakes per second by stack, protocol, group and certificate; records in GiB/s by stack,
 * suite and size, with each stack's share of the raw AEAD speed of the provider beneath it where the
 * same run measured that cipher; and the intrinsics speed-up of both.
 */
final class TlsSection implements ReportSection {

    private final List<ResultRow> handshakes = new ArrayList<>();
    private final List<ResultRow> records = new ArrayList<>();
    private final List<ResultRow> ciphers = new ArrayList<>();
    private final boolean severalJdks;
    private final Trends trends;
    private final Ratios ratios;

    TlsSection(List<ResultRow> rows, boolean severalJdks, Trends trends, Ratios ratios) {
        this.severalJdks = severalJdks;
        this.trends = trends;
        this.ratios = ratios;
        // The raw AEAD rows stay with their own section; this one only reads them.
        rows.stream()
                .filter(r -> (Family.AES_GCM.className().equals(r.family())
                                || Family.CHACHA20_POLY1305.className().equals(r.family()))
                        && r.variant() == Variant.INTRINSIC
                        && Double.isFinite(r.opsPerSecond()))
                .forEach(ciphers::add);
    }

    @Override
    public Set<Kind> kinds() {
        return Set.of(Kind.TLS_HANDSHAKE, Kind.TLS_RECORD);
    }

    @Override
    public boolean claim(ResultRow r) {
        if (!r.benchmark().startsWith(Family.PACKAGE + ".")
                || r.param(Params.STACK) == null
                || !Double.isFinite(r.opsPerSecond())) {
            return false;
        }
        if (Family.TLS_HANDSHAKE.className().equals(r.family())) {
            return handshakes.add(r);
        }
        if (Family.TLS_RECORDS.className().equals(r.family())) {
            return records.add(r);
        }
        return false;
    }

    @Override
    public void markdown(StringBuilder md, Charts charts) {
        if (handshakes.isEmpty() && records.isEmpty()) {
            return;
        }
        md.append(
                "## TLS\n\nClient and server `SSLEngine`s of one stack joined in memory, in one thread: no sockets, so the network "
                        + "is not in the figure. Stacks: ");
        md.append(String.join(
                "; ",
                Arrays.stream(TlsStack.values())
                        .map(s -> "`" + s.label() + "` " + s.description())
                        .toList()));
        md.append(
                ". `SunJSSE+ACCP` changes its own fork's provider list (ACCP first), the only family that does. "
                        + "`PureJava` forks run with the JDK's cipher, digest and big-integer intrinsics off; Conscrypt keeps its own code.\n\n");
        if (!handshakes.isEmpty()) {
            md.append(
                    "### Handshakes per second\n\nOne handshake per operation, both sides' work (with its error bar). A full handshake's "
                            + "client has no session to offer; a resumed one offers the session (TLS 1.2) or ticket (TLS 1.3) of the one before. "
                            + "Checked before measuring from the server's own bytes: protocol, suite, group, resumed or not.\n\n");
            Map<String, List<ResultRow>> tables = split(
                    handshakes,
                    r -> r.param(Params.PROTOCOL).replace("TLS1", "TLS 1.") + ", " + r.operation()
                            + (r.variant() == Variant.INTRINSIC
                                    ? ""
                                    : " " + r.variant().suffix()));
            tables.forEach((title, t) -> {
                md.append("#### ").append(title).append("\n\n");
                pivot(
                        md,
                        t,
                        r -> r.param(Params.GROUP) + " " + r.param(Params.CERTIFICATE),
                        cell(Markdown::opsPerSecond));
            });
        }
        if (!records.isEmpty()) {
            md.append(
                    "### Records, GiB/s\n\n`dataSize` bytes of application data per operation: the client's `wrap` and the server's "
                            + "`unwrap` (with its error bar). Checked before measuring: the suite asked for, the bytes round-trip, a flipped byte is "
                            + "refused with nothing delivered.\n\n");
            Map<String, List<ResultRow>> tables = split(
                    records,
                    r -> Markdown.bytes(Integer.parseInt(r.param(Params.DATA_SIZE)))
                            + (r.variant() == Variant.INTRINSIC
                                    ? ""
                                    : ", " + r.variant().suffix()));
            tables.forEach((title, t) -> {
                md.append("#### ").append(title).append("\n\n");
                pivot(md, t, r -> r.param(Params.SUITE), cell(Markdown::gib));
            });
            share(md);
        }
        speedUp(md);
    }

    /** Each record row over the same run's raw AEAD of its provider beneath: one encrypt and one decrypt of the same size. */
    private void share(StringBuilder md) {
        List<String[]> lines = new ArrayList<>();
        for (ResultRow r : sorted(records)) {
            if (r.variant() != Variant.INTRINSIC) {
                continue;
            }
            TlsStack stack = TlsStack.parse(r.param(Params.STACK));
            TlsSuite suite = TlsSuite.valueOf(r.param(Params.SUITE));
            String provider = beneath(stack);
            ResultRow enc = raw(provider, suite, r, "encrypt");
            ResultRow dec = raw(provider, suite, r, "decrypt");
            if (provider == null || enc == null || dec == null) {
                continue;
            }
            double rawOps = 1 / (1 / enc.opsPerSecond() + 1 / dec.opsPerSecond());
            lines.add(new String[] {
                stack.label() + (severalJdks ? " JDK " + r.jdk() : ""),
                suite.name(),
                Markdown.bytes(Integer.parseInt(r.param(Params.DATA_SIZE))),
                provider,
                Markdown.number(rawOps * Integer.parseInt(r.param(Params.DATA_SIZE)) / Markdown.GIB),
                String.format(Locale.ROOT, "%.0f%%", 100 * r.opsPerSecond() / rawOps)
            });
        }
        if (lines.isEmpty()) {
            return;
        }
        md.append(
                "Share of the raw AEAD: the record rate over the rate of one `doFinal` encrypt plus one decrypt of the same size by "
                        + "the provider beneath (same run, JDK defaults; BCJSSE's Bouncy Castle is its own release, so BC's rows are only near it):\n\n");
        Markdown.table(
                md,
                List.of("stack", "suite", "size", "provider beneath", "raw encrypt+decrypt GiB/s", "records / raw"));
        lines.forEach(l -> Markdown.row(md, List.of(l)));
        md.append('\n');
    }

    private static String beneath(TlsStack stack) {
        return switch (stack) {
            case SUN_JSSE -> Params.SUN_JCE;
            case SUN_JSSE_ACCP -> "ACCP";
            case BCJSSE -> "BC";
            case CONSCRYPT -> "Conscrypt";
        };
    }

    private ResultRow raw(String provider, TlsSuite suite, ResultRow record, String operation) {
        String family = suite.isChaCha() ? Family.CHACHA20_POLY1305.className() : Family.AES_GCM.className();
        for (ResultRow c : ciphers) {
            if (c.family().equals(family)
                    && c.operation().equals(operation)
                    && provider.equals(c.param(Params.PROVIDER))
                    && c.jdk().equals(record.jdk())
                    && record.param(Params.DATA_SIZE).equals(c.param(Params.DATA_SIZE))
                    && (suite.isChaCha() || String.valueOf(suite.keyBits()).equals(c.param(Params.KEY_BITS)))) {
                return c;
            }
        }
        return null;
    }

    /** JDK defaults over PureJava of the same stack, params and JDK, with the paired interval over forks. */
    private void speedUp(StringBuilder md) {
        List<ResultRow> all = new ArrayList<>(handshakes);
        all.addAll(records);
        Map<String, ResultRow> pure = new LinkedHashMap<>();
        all.stream().filter(r -> r.variant() == Variant.PURE_JAVA).forEach(r -> pure.put(twin(r), r));
        List<ResultRow> paired = all.stream()
                .filter(r -> r.variant() == Variant.INTRINSIC && pure.containsKey(twin(r)))
                .toList();
        if (paired.isEmpty()) {
            return;
        }
        md.append(
                "### Intrinsics speed-up\n\nJDK defaults / `PureJava` (above 1 is faster with them; 95% paired interval over forks):\n\n");
        pivot(
                md,
                paired,
                r -> r.family().equals(Family.TLS_HANDSHAKE.className())
                        ? r.param(Params.PROTOCOL) + " " + r.param(Params.GROUP) + " " + r.param(Params.CERTIFICATE)
                                + " " + r.operation()
                        : r.param(Params.SUITE) + " " + Markdown.bytes(Integer.parseInt(r.param(Params.DATA_SIZE))),
                r -> ratios.cell(r, pure.get(twin(r))));
    }

    private static String twin(ResultRow r) {
        return r.family() + "|" + r.operation() + "|" + r.params() + "|" + r.jdk();
    }

    private Function<ResultRow, String> cell(Function<ResultRow, String> value) {
        return r -> value.apply(r) + trends.mark(r);
    }

    private static List<ResultRow> sorted(List<ResultRow> rows) {
        return rows.stream()
                .sorted(Comparator.comparingInt((ResultRow r) ->
                                TlsStack.parse(r.param(Params.STACK)).ordinal())
                        .thenComparing(r -> String.valueOf(r.param(Params.PROTOCOL)))
                        .thenComparing(r -> String.valueOf(r.param(Params.SUITE)))
                        .thenComparingInt(r ->
                                r.param(Params.DATA_SIZE) == null ? 0 : Integer.parseInt(r.param(Params.DATA_SIZE)))
                        .thenComparing(ResultRow::variant)
                        .thenComparing(ResultRow::jdk))
                .toList();
    }

    private static Map<String, List<ResultRow>> split(List<ResultRow> rows, Function<ResultRow, String> key) {
        Map<String, List<ResultRow>> tables = new LinkedHashMap<>();
        sorted(rows)
                .forEach(r -> tables.computeIfAbsent(key.apply(r), k -> new ArrayList<>())
                        .add(r));
        return tables;
    }

    /** Stacks (and JDKs) down, {@code column} across in first-seen order. */
    private void pivot(
            StringBuilder md,
            List<ResultRow> rows,
            Function<ResultRow, String> column,
            Function<ResultRow, String> cell) {
        Set<String> columns = new LinkedHashSet<>();
        Map<String, Map<String, String>> table =
                new TreeMap<>(Comparator.comparingInt(TlsSection::stackRank).thenComparing(s -> s));
        for (ResultRow r : sorted(rows)) {
            columns.add(column.apply(r));
            String line = TlsStack.parse(r.param(Params.STACK)).label() + (severalJdks ? " JDK " + r.jdk() : "");
            table.computeIfAbsent(line, k -> new LinkedHashMap<>()).put(column.apply(r), cell.apply(r));
        }
        List<String> header = new ArrayList<>(List.of(Params.STACK));
        header.addAll(columns);
        Markdown.table(md, header);
        table.forEach((line, cells) -> {
            List<String> inOrder = new ArrayList<>(List.of(line));
            columns.forEach(c -> inOrder.add(cells.getOrDefault(c, "")));
            Markdown.row(md, inOrder);
        });
        md.append('\n');
    }

    private static int stackRank(String line) {
        for (TlsStack s : TlsStack.values()) {
            if (line.equals(s.label()) || line.startsWith(s.label() + " JDK")) {
                return s.ordinal();
            }
        }
        return TlsStack.values().length;
    }
}
