package cryptobench.tls;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * What a handshake negotiated, read from the bytes the two engines sent each other rather than
 * from either stack's API: the protocol, cipher suite and key exchange group from the server's
 * plaintext ServerHello (and, in TLS 1.2, its ServerKeyExchange), and whether the server resumed
 * (TLS 1.3: a {@code pre_shared_key} in ServerHello; TLS 1.2: no Certificate in its flight).
 * Every stack is checked the same way, including those that cannot report the group.
 */
public final class TlsWire {

    private static final int HANDSHAKE = 22;
    private static final int CHANGE_CIPHER_SPEC = 20;
    private static final int SERVER_HELLO = 2;
    private static final int CERTIFICATE = 11;
    private static final int SERVER_KEY_EXCHANGE = 12;
    private static final int EXT_PRE_SHARED_KEY = 41;
    private static final int EXT_SUPPORTED_VERSIONS = 43;
    private static final int EXT_KEY_SHARE = 51;
    // SHA-256("HelloRetryRequest"), RFC 8446 4.1.3: a ServerHello with this random asks the client for another key
    // share.
    private static final byte[] HELLO_RETRY =
            HexFormat.of().parseHex("cf21ad74e59a6111be1d8c021e65b891c2a211167abb8c5e079e09e2c8a8339c");

    private TlsWire() {}

    /**
     * What the server's side of a handshake says.
     *
     * @param protocol    the negotiated version
     * @param suiteCode   the cipher suite's code point
     * @param groupCode   the key exchange group's code point, or -1 when the flight names none
     * @param resumed     whether the server resumed a session
     * @param helloRetry  whether the server first asked for another key share (HelloRetryRequest)
     */
    public record Negotiated(TlsVersion protocol, int suiteCode, int groupCode, boolean resumed, boolean helloRetry) {

        /** The suite's standard name, or its code point in hex. */
        public String suite() {
            return TlsSuite.nameOf(suiteCode);
        }

        /** The group's standard name, "none" when the flight names none, or its code point in hex. */
        public String group() {
            return groupCode < 0 ? "none" : TlsGroup.nameOf(groupCode);
        }

        @Override
        public String toString() {
            return protocol.jsseName() + " " + suite() + " " + group() + (resumed ? " resumed" : " full")
                    + (helloRetry ? " after HelloRetryRequest" : "");
        }
    }

    /**
     * Reads the server's flight.
     *
     * @param serverToClient every byte the server sent, from its first record on
     * @throws IllegalArgumentException if the bytes hold no ServerHello or are not TLS records
     */
    public static Negotiated read(byte[] serverToClient) {
        List<byte[]> messages = plaintextHandshake(serverToClient);
        TlsVersion protocol = null;
        int suite = -1;
        int group = -1;
        boolean psk = false;
        boolean retry = false;
        boolean certificate = false;
        for (byte[] m : messages) {
            ByteBuffer b = ByteBuffer.wrap(m);
            int type = b.get() & 0xff;
            int length = u24(b);
            ByteBuffer body = b.slice(b.position(), length);
            if (type == SERVER_HELLO) {
                Hello hello = serverHello(m);
                protocol = hello.protocol();
                suite = hello.suite();
                retry |= hello.retry();
                psk |= hello.psk();
                if (hello.group() >= 0) {
                    group = hello.group();
                }
            } else if (type == CERTIFICATE) {
                certificate = true;
            } else if (type == SERVER_KEY_EXCHANGE && protocol == TlsVersion.TLS12) {
                // ECParameters: curve_type 3 (named_curve) then the group; RFC 8422 5.4
                if ((body.get() & 0xff) == 3) {
                    group = u16(body);
                }
            }
        }
        if (protocol == null) {
            throw new IllegalArgumentException(
                    "no ServerHello in the " + serverToClient.length + " bytes the server sent");
        }
        // TLS 1.3 encrypts the Certificate, so its absence says nothing there; pre_shared_key does.
        boolean resumed = protocol == TlsVersion.TLS13 ? psk : !certificate;
        return new Negotiated(protocol, suite, group, resumed, retry);
    }

    private record Hello(TlsVersion protocol, int suite, int group, boolean psk, boolean retry) {}

    private static Hello serverHello(byte[] message) {
        ByteBuffer body = ByteBuffer.wrap(message, 4, message.length - 4).slice();
        int version = u16(body);
        byte[] random = new byte[32];
        body.get(random);
        skip(body, body.get() & 0xff); // legacy_session_id_echo
        int suite = u16(body);
        body.get(); // legacy_compression_method
        int group = -1;
        boolean psk = false;
        if (body.remaining() >= 2) {
            ByteBuffer extensions = body.slice(body.position() + 2, u16(body));
            while (extensions.hasRemaining()) {
                int extType = u16(extensions);
                ByteBuffer ext = extensions.slice(extensions.position() + 2, u16(extensions));
                skip(extensions, ext.remaining());
                switch (extType) {
                    case EXT_SUPPORTED_VERSIONS -> version = u16(ext);
                    case EXT_KEY_SHARE -> group = u16(ext); // the server's share, or HelloRetryRequest's selected_group
                    case EXT_PRE_SHARED_KEY -> psk = true;
                    default -> {}
                }
            }
        }
        return new Hello(TlsVersion.ofCode(version), suite, group, psk, Arrays.equals(random, HELLO_RETRY));
    }

    /**
     * The handshake messages sent in the clear, reassembled across records: up to the first encrypted
     * record, or in TLS 1.2 up to ChangeCipherSpec (TLS 1.3's is a dummy for middleboxes, RFC 8446 D.4,
     * and may come between a HelloRetryRequest and the ServerHello).
     */
    static List<byte[]> plaintextHandshake(byte[] stream) {
        ByteArrayOutputStream handshake = new ByteArrayOutputStream();
        ByteBuffer b = ByteBuffer.wrap(stream);
        while (b.remaining() >= 5) {
            int type = b.get() & 0xff;
            u16(b); // record version
            int length = u16(b);
            if (length > b.remaining()) {
                throw new IllegalArgumentException(
                        "a TLS record of " + length + " bytes with " + b.remaining() + " left");
            }
            if (type == CHANGE_CIPHER_SPEC) {
                if (!saysTls13(messages(handshake.toByteArray()))) {
                    break;
                }
            } else if (type == HANDSHAKE) {
                handshake.write(stream, b.position(), length);
            } else if (handshake.size() > 0) {
                break;
            } else {
                throw new IllegalArgumentException(
                        "record type " + type + " before any handshake record: not a TLS server flight");
            }
            skip(b, length);
        }
        return messages(handshake.toByteArray());
    }

    private static List<byte[]> messages(byte[] handshake) {
        List<byte[]> messages = new ArrayList<>();
        ByteBuffer h = ByteBuffer.wrap(handshake);
        while (h.remaining() >= 4) {
            int start = h.position();
            h.get();
            int length = u24(h);
            if (length > h.remaining()) {
                break;
            }
            skip(h, length);
            messages.add(Arrays.copyOfRange(handshake, start, h.position()));
        }
        return messages;
    }

    private static boolean saysTls13(List<byte[]> messages) {
        for (byte[] m : messages) {
            if ((m[0] & 0xff) == SERVER_HELLO && serverHello(m).protocol() == TlsVersion.TLS13) {
                return true;
            }
        }
        return false;
    }

    private static int u16(ByteBuffer b) {
        return b.getShort() & 0xffff;
    }

    private static int u24(ByteBuffer b) {
        return ((b.get() & 0xff) << 16) | u16(b);
    }

    private static void skip(ByteBuffer b, int n) {
        b.position(b.position() + n);
    }
}
