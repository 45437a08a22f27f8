package cryptobench.tls;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/** {@link TlsWire} on server flights built byte by byte (RFC 8446 and 5246 layouts). */
class TlsWireTest {

    private static final byte[] RANDOM = new byte[32];
    private static final byte[] HRR =
            HexFormat.of().parseHex("cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c");

    private static byte[] record(int type, byte[]... bodies) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int length = 0;
        for (byte[] body : bodies) {
            length += body.length;
        }
        b.write(type);
        b.write(3);
        b.write(3);
        b.write(length >> 8);
        b.write(length);
        for (byte[] body : bodies) {
            b.writeBytes(body);
        }
        return b.toByteArray();
    }

    private static byte[] message(int type, byte[] body) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(type);
        b.write(body.length >> 16);
        b.write(body.length >> 8);
        b.write(body.length);
        b.writeBytes(body);
        return b.toByteArray();
    }

    private static byte[] extension(int type, int... u16s) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(type >> 8);
        b.write(type);
        b.write(0);
        b.write(u16s.length * 2);
        for (int v : u16s) {
            b.write(v >> 8);
            b.write(v);
        }
        return b.toByteArray();
    }

    private static byte[] serverHello(byte[] random, int suite, byte[]... extensions) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(3);
        b.write(3);
        b.writeBytes(random);
        b.write(0); // empty session id
        b.write(suite >> 8);
        b.write(suite);
        b.write(0);
        ByteArrayOutputStream ext = new ByteArrayOutputStream();
        for (byte[] e : extensions) {
            ext.writeBytes(e);
        }
        b.write(ext.size() >> 8);
        b.write(ext.size());
        b.writeBytes(ext.toByteArray());
        return message(2, b.toByteArray());
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            b.writeBytes(p);
        }
        return b.toByteArray();
    }

    private static final byte[] ENCRYPTED = record(23, new byte[40]);
    private static final byte[] CCS = record(20, new byte[] {1});

    @Test
    void tls13FullHandshake() {
        byte[] flight = concat(
                record(22, serverHello(RANDOM, 0x1302, extension(43, 0x0304), extension(51, 0x0017, 0))),
                CCS,
                ENCRYPTED);
        TlsWire.Negotiated n = TlsWire.read(flight);
        assertEquals(TlsVersion.TLS13, n.protocol());
        assertEquals("TLS_AES_256_GCM_SHA384", n.suite());
        assertEquals("secp256r1", n.group());
        assertFalse(n.resumed());
        assertFalse(n.helloRetry());
    }

    @Test
    void tls13ResumptionIsThePreSharedKeyExtension() {
        byte[] flight = concat(
                record(
                        22,
                        serverHello(RANDOM, 0x1301, extension(43, 0x0304), extension(51, 0x001d, 0), extension(41, 0))),
                ENCRYPTED);
        TlsWire.Negotiated n = TlsWire.read(flight);
        assertTrue(n.resumed());
        assertEquals("x25519", n.group());
    }

    @Test
    void helloRetryThenServerHelloAcrossTheMiddleboxChangeCipherSpec() {
        // RFC 8446 D.4: a dummy ChangeCipherSpec may follow the HelloRetryRequest; the real ServerHello comes after it.
        byte[] flight = concat(
                record(22, serverHello(HRR, 0x1301, extension(43, 0x0304), extension(51, 0x11ec))),
                CCS,
                record(22, serverHello(RANDOM, 0x1301, extension(43, 0x0304), extension(51, 0x11ec, 0))),
                ENCRYPTED);
        TlsWire.Negotiated n = TlsWire.read(flight);
        assertTrue(n.helloRetry());
        assertEquals("X25519MLKEM768", n.group());
        assertEquals(TlsVersion.TLS13, n.protocol());
    }

    @Test
    void tls12GroupIsInServerKeyExchangeAndAFullHandshakeSendsACertificate() {
        byte[] ske = message(12, new byte[] {3, 0, 0x1d, 32});
        byte[] flight = concat(
                record(22, serverHello(RANDOM, 0xc02b), message(11, new byte[3])),
                record(22, ske, message(14, new byte[0])));
        TlsWire.Negotiated n = TlsWire.read(flight);
        assertEquals(TlsVersion.TLS12, n.protocol());
        assertEquals("TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256", n.suite());
        assertEquals("x25519", n.group());
        assertFalse(n.resumed());
    }

    @Test
    void tls12ResumptionSendsNoCertificateAndStopsReadingAtChangeCipherSpec() {
        // After TLS 1.2's ChangeCipherSpec the Finished is encrypted: its bytes must not be read as a Certificate.
        byte[] flight = concat(record(22, serverHello(RANDOM, 0xc02f)), CCS, record(22, message(11, new byte[12])));
        TlsWire.Negotiated n = TlsWire.read(flight);
        assertTrue(n.resumed());
        assertEquals("none", n.group());
    }

    @Test
    void aMessageSplitAcrossRecordsIsReassembled() {
        byte[] hello = serverHello(RANDOM, 0x1303, extension(43, 0x0304), extension(51, 0x001d, 0));
        byte[] first = Arrays.copyOfRange(hello, 0, 10);
        byte[] rest = Arrays.copyOfRange(hello, 10, hello.length);
        TlsWire.Negotiated n = TlsWire.read(concat(record(22, first), record(22, rest), ENCRYPTED));
        assertEquals("TLS_CHACHA20_POLY1305_SHA256", n.suite());
    }

    @Test
    void notTlsIsRefusedWithWhatWasSeen() {
        IllegalArgumentException e =
                assertThrows(IllegalArgumentException.class, () -> TlsWire.read(record(23, new byte[8])));
        assertTrue(e.getMessage().contains("record type 23"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> TlsWire.read(new byte[0]));
    }
}
