package cryptobench.openssl;

import cryptobench.jvm.ChildProcess;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs {@code openssl speed -elapsed -evp ALG} and parses its table. OpenSSL prints throughput in
 * 1000s of bytes per second per block size, e.g. {@code AES-256-GCM  39289.84k  154959.17k ...}.
 */
public final class OpensslSpeed {

    /** How long one {@code openssl speed} may run before it is killed. */
    private static final Duration LIMIT = Duration.ofMinutes(10);

    /** OpenSSL's own block sizes when no {@code -bytes} is given. */
    public static final List<Integer> DEFAULT_SIZES = List.of(16, 64, 256, 1024, 8192, 16384);

    private final String openssl;

    public OpensslSpeed(String openssl) {
        this.openssl = openssl;
    }

    /** The version line of the binary, e.g. "OpenSSL 3.0.19 27 Jan 2026 (Library: ...)". */
    public String version() throws IOException {
        return run(List.of(openssl, "version"), null).trim();
    }

    /**
     * Bytes per second for each size, measured with the given capability mask (null: none).
     *
     * @param evp the EVP name, e.g. aes-256-gcm
     */
    public Map<Integer, Double> measure(String evp, List<Integer> sizes, int seconds, CapabilityMask mask)
            throws IOException {
        // One run per size with -bytes: without it openssl speed spends the seconds on each of its six sizes.
        Map<Integer, Double> result = new LinkedHashMap<>();
        for (int size : sizes) {
            result.putAll(parse(run(command(evp, seconds, size), mask)));
        }
        return result;
    }

    private List<String> command(String evp, int seconds, Integer bytes) {
        List<String> command =
                new ArrayList<>(List.of(openssl, "speed", "-elapsed", "-seconds", String.valueOf(seconds)));
        if (bytes != null) {
            command.addAll(List.of("-bytes", String.valueOf(bytes)));
        }
        command.addAll(List.of("-evp", evp));
        return command;
    }

    /**
     * Parses the table {@code openssl speed} prints: a {@code type 16 bytes 64 bytes ...} header
     * and one row of {@code NNN.NNk} values (1000s of bytes per second). Returns bytes per second
     * by block size.
     *
     * @throws IllegalArgumentException if there is no such table
     */
    public static Map<Integer, Double> parse(String output) {
        List<Integer> sizes = null;
        for (String line : (Iterable<String>) output.lines()::iterator) {
            String[] words = line.trim().split("\\s+");
            if (words.length > 2 && words[0].equals("type") && line.contains("bytes")) {
                sizes = new ArrayList<>();
                for (int i = 1; i + 1 < words.length; i += 2) {
                    sizes.add(Integer.parseInt(words[i]));
                }
            } else if (sizes != null && words.length == sizes.size() + 1 && words[words.length - 1].endsWith("k")) {
                Map<Integer, Double> result = new LinkedHashMap<>();
                for (int i = 0; i < sizes.size(); i++) {
                    String value = words[i + 1];
                    result.put(sizes.get(i), Double.parseDouble(value.substring(0, value.length() - 1)) * 1000);
                }
                return result;
            }
        }
        throw new IllegalArgumentException("no 'openssl speed' result table in the output:\n" + output);
    }

    /**
     * Why the mask cannot be used with this binary, or null if it can: {@code openssl info -cpusettings}
     * (OpenSSL 3.0 and later) must show the variable as read from the environment. LibreSSL and OpenSSL
     * before 3.0 have no such command, so a mask they might ignore is not used.
     */
    public String maskRefusal(CapabilityMask mask) {
        String out;
        try {
            out = run(List.of(openssl, "info", "-cpusettings"), mask);
        } catch (IOException e) {
            return "'" + openssl + " info -cpusettings' cannot confirm that it honours " + mask.variable()
                    + " (LibreSSL and OpenSSL before 3.0 lack it): "
                    + e.getMessage()
                            .lines()
                            .filter(l -> !l.isBlank())
                            .reduce((a, b) -> b)
                            .orElse("");
        }
        return out.contains(mask.variable() + "=") && out.contains("env:" + mask.value())
                ? null
                : "'" + openssl + " info -cpusettings' does not show " + mask.env() + " as read: " + out.strip();
    }

    private String run(List<String> command, CapabilityMask mask) throws IOException {
        ChildProcess.Result r;
        try {
            r = ChildProcess.run(command, mask == null ? Map.of() : Map.of(mask.variable(), mask.value()), LIMIT);
        } catch (IOException e) {
            throw new IOException(
                    "cannot run '" + openssl + "': " + e.getMessage()
                            + ". Install OpenSSL or name its binary with --openssl PATH",
                    e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted: " + String.join(" ", command), e);
        }
        if (r.timedOut()) {
            throw new IOException(String.join(" ", command) + " did not end within " + LIMIT.toMinutes() + " minutes");
        }
        if (r.exitCode() != 0) {
            throw new IOException(String.join(" ", command) + " failed:\n" + r.out() + r.err());
        }
        // openssl speed prints its table on stdout and its progress on stderr.
        return r.out() + "\n" + r.err();
    }
}
