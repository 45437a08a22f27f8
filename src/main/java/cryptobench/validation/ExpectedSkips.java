package cryptobench.validation;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The cells of {@code providers} that the built-in providers are known not to offer on one platform,
 * each with its reason, committed as {@code cryptobench/expected-skips/PLATFORM.txt}: a cell that
 * skips and is not listed is a regression, not a provider's choice.
 */
public final class ExpectedSkips {

    /** The resource folder of the tallies. */
    public static final String FOLDER = "cryptobench/expected-skips/";

    /** The line that names the JDK build a tally was made on. */
    static final String JDK_LINE = "# jdk: ";

    private final String platform;
    private final String jdk;
    private final Map<String, String> reasons;

    private ExpectedSkips(String platform, String jdk, Map<String, String> reasons) {
        this.platform = platform;
        this.jdk = jdk;
        this.reasons = reasons;
    }

    /** This JVM's platform as the tallies name it: {@code linux-x86_64}, {@code linux-aarch_64}, {@code osx-aarch_64}. */
    public static String platform() {
        return platform(System.getProperty("os.name"), System.getProperty("os.arch"));
    }

    static String platform(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String name = os.startsWith("linux")
                ? "linux"
                : os.startsWith("mac") ? "osx" : os.startsWith("windows") ? "windows" : os;
        String arch = osArch.toLowerCase(Locale.ROOT);
        String cpu = switch (arch) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "aarch_64";
            default -> arch;
        };
        return name + "-" + cpu;
    }

    /** The committed tally of {@code platform}, if there is one. */
    public static Optional<ExpectedSkips> of(String platform) {
        try (InputStream in = ExpectedSkips.class.getClassLoader().getResourceAsStream(FOLDER + platform + ".txt")) {
            return in == null ? Optional.empty() : Optional.of(read(platform, in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A tally read from {@code in}, named {@code platform}. */
    static ExpectedSkips read(String platform, InputStream in) throws IOException {
        Map<String, String> reasons = new LinkedHashMap<>();
        String jdk = null;
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int n = 0;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            n++;
            if (line.startsWith(JDK_LINE)) {
                jdk = line.substring(JDK_LINE.length()).trim();
            }
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(" \\| ", 4);
            if (f.length != 4) {
                throw new IllegalArgumentException(
                        "expected-skips line " + n + " is not 'table | row | provider | reason': " + line);
            }
            reasons.put(f[0] + " | " + f[1] + " | " + f[2], f[3]);
        }
        return new ExpectedSkips(platform, jdk, reasons);
    }

    public String platformName() {
        return platform;
    }

    /**
     * The JDK build ({@code java.runtime.version}) the tally was made on, or null: on another build a
     * listed cell may be offered (a later JDK has ML-KEM, and then Bouncy Castle's ML-KEM has a
     * reference to be checked against).
     */
    public String jdk() {
        return jdk;
    }

    /** Whether the tally lists this cell ({@link ProviderMatrix.CellResult#cell()}) as not offered. */
    public boolean lists(String cell) {
        return reasons.containsKey(cell);
    }

    /** The listed cells and their reasons, in the file's order. */
    public Map<String, String> cells() {
        return reasons;
    }
}
