package cryptobench.verify;

import java.io.ByteArrayOutputStream;

/**
 * The few DER encodings of raw keys the vectors need: X.509 SubjectPublicKeyInfo and PKCS#8
 * PrivateKeyInfo around an ML-KEM encapsulation key and 64-byte seed (the {@code seed [0]} choice of
 * the ML-KEM private key, RFC 9935), and around an X25519 u-coordinate and scalar (RFC 8410).
 */
final class Der {

    /** The AlgorithmIdentifier of X25519, 1.3.101.110 with no parameters (RFC 8410). */
    private static final byte[] X25519 = tlv(0x30, tlv(0x06, new byte[] {0x2b, 0x65, 0x6e}));

    private Der() {}

    /** The SubjectPublicKeyInfo of an ML-KEM encapsulation key; {@code set} is ML-KEM-512, -768 or -1024. */
    static byte[] mlKemPublicKey(String set, byte[] ek) {
        byte[] bits = new byte[ek.length + 1];
        System.arraycopy(ek, 0, bits, 1, ek.length);
        return tlv(0x30, concat(algorithm(set), tlv(0x03, bits)));
    }

    /** The PrivateKeyInfo of an ML-KEM private key given as its seed (d || z). */
    static byte[] mlKemSeedPrivateKey(String set, byte[] seed) {
        return tlv(0x30, concat(tlv(0x02, new byte[] {0}), algorithm(set), tlv(0x04, tlv(0x80, seed))));
    }

    /** The SubjectPublicKeyInfo of an X25519 public key, its u-coordinate as RFC 7748 encodes it. */
    static byte[] x25519PublicKey(byte[] u) {
        byte[] bits = new byte[u.length + 1];
        System.arraycopy(u, 0, bits, 1, u.length);
        return tlv(0x30, concat(X25519, tlv(0x03, bits)));
    }

    /** The PrivateKeyInfo of an X25519 private key, its scalar in a CurvePrivateKey OCTET STRING (RFC 8410). */
    static byte[] x25519PrivateKey(byte[] scalar) {
        return tlv(0x30, concat(tlv(0x02, new byte[] {0}), X25519, tlv(0x04, tlv(0x04, scalar))));
    }

    private static byte[] algorithm(String set) {
        int last = switch (set) {
            case "ML-KEM-512" -> 1;
            case "ML-KEM-768" -> 2;
            case "ML-KEM-1024" -> 3;
            default ->
                throw new IllegalArgumentException(
                        "unknown ML-KEM parameter set " + set + "; valid: ML-KEM-512, ML-KEM-768, ML-KEM-1024");
        };
        // 2.16.840.1.101.3.4.4.{1,2,3}
        byte[] oid = {0x60, (byte) 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x04, (byte) last};
        return tlv(0x30, tlv(0x06, oid));
    }

    static byte[] tlv(int tag, byte[] value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int n = value.length;
        if (n < 0x80) {
            out.write(n);
        } else if (n < 0x100) {
            out.write(0x81);
            out.write(n);
        } else if (n < 0x10000) {
            out.write(0x82);
            out.write(n >>> 8);
            out.write(n);
        } else {
            out.write(0x83);
            out.write(n >>> 16);
            out.write(n >>> 8);
            out.write(n);
        }
        out.writeBytes(value);
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }
}
