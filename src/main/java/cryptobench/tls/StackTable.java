package cryptobench.tls;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;

/**
 * The TLS stacks table of {@code providers}: per stack its release, the protocols and groups it
 * offers, and each measured handshake group and record suite validated as a trial would be (a full
 * handshake with an ECDSA P-256 certificate, or 1 KiB of records).
 */
public final class StackTable {

    private StackTable() {}

    /** One cell: "ok", "no" (not offered) or "FAIL", with what was checked or why not. */
    record Cell(String mark, String detail) {}

    /**
     * Prints the table; returns true if a cell failed validation.
     *
     * @param stacks the stacks to list, in order
     */
    public static boolean print(List<TlsStack> stacks, PrintWriter out, boolean verbose) {
        out.println();
        out.println(
                "TLS stacks (ok = a validated handshake or record round trip; no = not offered, see notes; FAIL = validation failed):");
        Map<String, Map<TlsStack, Cell>> rows = new LinkedHashMap<>();
        for (TlsStack stack : stacks) {
            for (TlsVersion v : TlsVersion.values()) {
                for (TlsGroup g : TlsGroup.values()) {
                    if (g == TlsGroup.X25519MLKEM768 && v == TlsVersion.TLS12) {
                        continue;
                    }
                    rows.computeIfAbsent("handshake " + v.jsseName() + " " + g.ianaName(), k -> new LinkedHashMap<>())
                            .put(stack, check(() -> {
                                TlsHandshakeFixture f =
                                        TlsHandshakeFixture.create(stack, v, g, ServerKey.EC_P256, false, false);
                                return "full handshake, group set through " + f.groupHow()
                                        + ", read back from ServerHello";
                            }));
                }
            }
            for (TlsSuite s : TlsSuite.recordSuites()) {
                rows.computeIfAbsent("records " + s.name(), k -> new LinkedHashMap<>())
                        .put(stack, check(() -> {
                            TlsRecordFixture.create(stack, s, 1024, false);
                            return "1 KiB round trip, flipped byte refused";
                        }));
            }
        }
        int width = rows.keySet().stream().mapToInt(String::length).max().orElse(10) + 2;
        StringBuilder header = new StringBuilder(String.format("%-" + width + "s", ""));
        stacks.forEach(s -> header.append(String.format("%-14s", s.label())));
        out.println(header);
        List<String> notes = new ArrayList<>();
        boolean failed = false;
        for (Map.Entry<String, Map<TlsStack, Cell>> row : rows.entrySet()) {
            StringBuilder line = new StringBuilder(String.format("%-" + width + "s", row.getKey()));
            for (TlsStack s : stacks) {
                Cell c = row.getValue().get(s);
                line.append(String.format("%-14s", c.mark()));
                failed |= c.mark().equals("FAIL");
                if (!c.mark().equals("ok") || verbose) {
                    notes.add(s.label() + " " + row.getKey() + ": " + c.detail());
                }
            }
            out.println(line);
        }
        out.println();
        for (TlsStack s : stacks) {
            out.println(s.label() + ": " + s.description() + "; " + release(s) + "; " + offers(s));
        }
        if (!notes.isEmpty()) {
            out.println();
            notes.forEach(n -> out.println("  " + n));
        }
        out.flush();
        return failed;
    }

    private interface Check {
        String run() throws Exception;
    }

    private static Cell check(Check c) {
        try {
            return new Cell("ok", c.run());
        } catch (UnsupportedCombinationException e) {
            return new Cell("no", e.getMessage());
        } catch (ValidationException e) {
            return new Cell("FAIL", e.getMessage());
        } catch (Exception | LinkageError e) {
            return new Cell("FAIL", e.toString());
        }
    }

    private static String release(TlsStack s) {
        try {
            return s.version();
        } catch (RuntimeException e) {
            return "release unknown: " + e.getMessage();
        }
    }

    /** The protocols and (where the stack can say) groups it offers. */
    static String offers(TlsStack s) {
        try {
            SSLContext context = s.context(ServerKey.EC_P256.create(), false);
            SSLEngine e = context.createSSLEngine();
            List<String> protocols = Arrays.stream(e.getSupportedProtocols())
                    .filter(p -> p.startsWith("TLS"))
                    .toList();
            List<String> groups = s.supportedGroups(context);
            long suites = Arrays.stream(e.getSupportedCipherSuites())
                    .filter(n -> n.startsWith("TLS_") && !n.contains("SCSV"))
                    .count();
            return "protocols " + protocols + "; groups "
                    + (groups == null ? "(the stack cannot list them here)" : groups) + "; " + suites
                    + " cipher suites";
        } catch (UnsupportedCombinationException ex) {
            return ex.getMessage();
        } catch (Exception | LinkageError ex) {
            return "cannot load: " + ex;
        }
    }
}
