package cryptobench.tls;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The TLS versions measured, with their JSSE names and wire code points. */
public enum TlsVersion {
    TLS13("TLSv1.3", 0x0304),
    TLS12("TLSv1.2", 0x0303);

    private final String jsseName;
    private final int code;

    TlsVersion(String jsseName, int code) {
        this.jsseName = jsseName;
        this.code = code;
    }

    /** The name {@code SSLEngine.setEnabledProtocols} and {@code SSLSession.getProtocol} use. */
    public String jsseName() {
        return jsseName;
    }

    /**
     * The version with this wire code point.
     *
     * @throws IllegalArgumentException for a version not measured here
     */
    public static TlsVersion ofCode(int code) {
        for (TlsVersion v : values()) {
            if (v.code == code) {
                return v;
            }
        }
        throw new IllegalArgumentException(String.format(
                "TLS version 0x%04x is not one measured here (%s)",
                code, Arrays.stream(values()).map(TlsVersion::jsseName).collect(Collectors.joining(", "))));
    }
}
