package cryptobench.tls;

import java.util.Arrays;
import java.util.List;

/** The cipher suites whose records are measured, with their code points and the version they belong to. */
public enum TlsSuite {
    TLS_AES_128_GCM_SHA256(0x1301, TlsVersion.TLS13, 128),
    TLS_AES_256_GCM_SHA384(0x1302, TlsVersion.TLS13, 256),
    TLS_CHACHA20_POLY1305_SHA256(0x1303, TlsVersion.TLS13, 256),
    TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256(0xc02b, TlsVersion.TLS12, 128),
    TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384(0xc02c, TlsVersion.TLS12, 256),
    // handshakes only: the TLS 1.2 suite of an RSA certificate
    TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256(0xc02f, TlsVersion.TLS12, 128);

    private final int code;
    private final TlsVersion version;
    private final int keyBits;

    TlsSuite(int code, TlsVersion version, int keyBits) {
        this.code = code;
        this.version = version;
        this.keyBits = keyBits;
    }

    public int code() {
        return code;
    }

    /** The only version this suite runs under. */
    public TlsVersion version() {
        return version;
    }

    /** The AEAD's key size, to set the record rows beside the cipher rows of the same key size. */
    public int keyBits() {
        return keyBits;
    }

    /** Whether the suite's AEAD is ChaCha20-Poly1305 rather than AES-GCM. */
    public boolean isChaCha() {
        return this == TLS_CHACHA20_POLY1305_SHA256;
    }

    /** The standard name of a code point: one of these suites, else its hex. */
    public static String nameOf(int code) {
        for (TlsSuite s : values()) {
            if (s.code == code) {
                return s.name();
            }
        }
        return String.format("suite 0x%04x", code);
    }

    /** The suite a handshake with {@code version} and a {@code key} certificate asks for (EdDSA certificates take the ECDSA suites, RFC 8422). */
    public static TlsSuite handshakeSuite(TlsVersion version, ServerKey key) {
        if (version == TlsVersion.TLS13) {
            return TLS_AES_128_GCM_SHA256;
        }
        return key == ServerKey.RSA_2048
                ? TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256
                : TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256;
    }

    /** The suites whose records are measured (not the handshake-only RSA one). */
    public static List<TlsSuite> recordSuites() {
        return Arrays.stream(values())
                .filter(s -> s != TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256)
                .toList();
    }
}
