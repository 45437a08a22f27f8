package cryptobench.tls;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.SplittableRandom;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;

/**
 * Application data of one cipher suite through a stack's records: the client wraps {@code dataSize}
 * bytes and the server unwraps them, over an in-memory {@link EnginePair} after one handshake. Checked
 * before it is measured: the server sent the suite asked for, the bytes arrive as sent, and a record
 * with one byte flipped is refused with nothing delivered.
 */
public final class TlsRecordFixture {

    private final EnginePair pair;
    private final ByteBuffer data;
    private final ByteBuffer delivered;

    private TlsRecordFixture(EnginePair pair, ByteBuffer data) {
        this.pair = pair;
        this.data = data;
        this.delivered = pair.deliveryBuffer(data.remaining());
    }

    /**
     * A validated fixture.
     *
     * @param ownJvm whether this JVM is the stack's alone (a benchmark fork)
     * @throws UnsupportedCombinationException if the stack does not offer the suite
     * @throws ValidationException             if it negotiates another suite, or its records do not round-trip or take a flipped byte
     */
    public static TlsRecordFixture create(Stack stack, TlsSuite suite, int dataSize, boolean ownJvm)
            throws GeneralSecurityException {
        String what = stack.label() + " " + suite + " " + dataSize + " bytes";
        SSLContext context = stack.context(ServerKey.EC_P256.create(), ownJvm);
        if (!Arrays.asList(stack.engine(context, true, null, 0).getSupportedCipherSuites())
                .contains(suite.name())) {
            throw new UnsupportedCombinationException(what + ": " + stack.label() + " does not support " + suite);
        }
        byte[] bytes = new byte[dataSize];
        new SplittableRandom(dataSize).nextBytes(bytes);
        ByteBuffer data = ByteBuffer.wrap(bytes);
        try {
            EnginePair checked = connect(stack, context, suite).capture();
            checked.handshake();
            TlsWire.Negotiated n = TlsWire.read(checked.serverSent());
            if (n.suiteCode() != suite.code() || n.protocol() != suite.version()) {
                if (n.protocol() == TlsVersion.TLS13
                        && suite.version() == TlsVersion.TLS13
                        && !stack.choosesTls13Suites()) {
                    throw new UnsupportedCombinationException(what + ": " + stack.label()
                            + " does not let its TLS 1.3 suites be chosen, " + "and it negotiated " + n.suite());
                }
                throw new ValidationException(what + ": asked for " + suite + ", the server sent " + n);
            }
            ByteBuffer got = checked.deliveryBuffer(dataSize);
            for (int i = 0; i < 3; i++) {
                checked.send(data, -1, got);
                if (!got.equals(data)) {
                    throw new ValidationException(what + ": record " + (i + 1) + " delivered " + got.remaining()
                            + " bytes that differ from the " + dataSize + " sent");
                }
            }
            try {
                int n2 = checked.send(data, Math.min(dataSize, 16) / 2, got);
                throw new ValidationException(
                        what + ": a record with a flipped byte was taken (" + n2 + " bytes delivered)");
            } catch (SSLException refused) {
                if (got.position() > 0) {
                    throw new ValidationException(what + ": a record with a flipped byte was refused after delivering "
                            + got.position() + " bytes");
                }
            }
        } catch (SSLException e) {
            throw new ValidationException(what + ": " + e, e);
        }
        EnginePair measured = connect(stack, context, suite);
        try {
            measured.handshake();
        } catch (SSLException e) {
            throw new ValidationException(what + ": the second handshake failed: " + e, e);
        }
        TlsRecordFixture f = new TlsRecordFixture(measured, data);
        try {
            if (f.send() != dataSize || !f.delivered.equals(data)) {
                throw new ValidationException(what + ": the measured connection delivers other bytes");
            }
        } catch (SSLException e) {
            throw new ValidationException(what + ": " + e, e);
        }
        return f;
    }

    private static EnginePair connect(Stack stack, SSLContext context, TlsSuite suite) {
        SSLEngine client = stack.engine(context, true, null, 0);
        SSLEngine server = stack.engine(context, false, null, 0);
        for (SSLEngine e : new SSLEngine[] {client, server}) {
            stack.configure(e, suite.version(), suite);
        }
        return new EnginePair(client, server);
    }

    /** One transfer: the client's wrap of every byte and the server's unwrap; returns the bytes delivered. */
    public int send() throws SSLException {
        return pair.send(data, -1, delivered);
    }
}
