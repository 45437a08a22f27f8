package cryptobench.tls;

/** The key exchange groups measured, with their IANA names (as JSSE's named groups use them) and code points. */
public enum TlsGroup {
    X25519("x25519", 0x001d),
    SECP256R1("secp256r1", 0x0017),
    // draft-ietf-tls-ecdhe-mlkem; TLS 1.3 only
    X25519MLKEM768("X25519MLKEM768", 0x11ec);

    private final String ianaName;
    private final int code;

    TlsGroup(String ianaName, int code) {
        this.ianaName = ianaName;
        this.code = code;
    }

    /** The name {@code SSLParameters.setNamedGroups} and {@code jdk.tls.namedGroups} take. */
    public String ianaName() {
        return ianaName;
    }

    public int code() {
        return code;
    }

    /** The name of a code point: one of these groups, else its hex. */
    public static String nameOf(int code) {
        for (TlsGroup g : values()) {
            if (g.code == code) {
                return g.ianaName;
            }
        }
        return String.format("group 0x%04x", code);
    }
}
