package cryptobench.tls;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;
import org.conscrypt.Conscrypt;

/**
 * A client and a server {@link SSLEngine} joined in memory: what one wraps the other unwraps, in one
 * thread, with no sockets. Delegated tasks run inline, so a handshake's cost is both sides' work.
 */
final class EnginePair {

    private static final ByteBuffer EMPTY = ByteBuffer.allocate(0);
    private static final int ROUNDS = 64;
    private static final byte[] ONE_BYTE = {42};

    final SSLEngine client;
    final SSLEngine server;
    private ByteBuffer toServer;
    private ByteBuffer toClient;
    private ByteBuffer clientApp;
    private ByteBuffer serverApp;
    private ByteArrayOutputStream serverSent;

    EnginePair(SSLEngine client, SSLEngine server) {
        this.client = client;
        this.server = server;
        int packet = Math.max(
                client.getSession().getPacketBufferSize(), server.getSession().getPacketBufferSize());
        int app = Math.max(
                client.getSession().getApplicationBufferSize(),
                server.getSession().getApplicationBufferSize());
        toServer = ByteBuffer.allocate(4 * packet);
        toClient = ByteBuffer.allocate(4 * packet);
        clientApp = ByteBuffer.allocate(2 * app);
        serverApp = ByteBuffer.allocate(2 * app);
    }

    /** Keeps a copy of every byte the server sends from now on, for {@link TlsWire#read}. */
    EnginePair capture() {
        serverSent = new ByteArrayOutputStream();
        return this;
    }

    /** Every byte the server sent since {@link #capture()}. */
    byte[] serverSent() {
        return serverSent.toByteArray();
    }

    /**
     * Runs the handshake until both engines are done and nothing is in flight, then sends the server's
     * first byte of data to the client (so a TLS 1.3 client has also read the server's NewSessionTicket).
     *
     * @throws SSLException if either side fails it, or it does not finish in {@value #ROUNDS} rounds
     */
    void handshake() throws SSLException {
        client.beginHandshake();
        server.beginHandshake();
        for (int round = 0; round < ROUNDS; round++) {
            boolean progress = wrap(client, toServer, false);
            progress |= wrap(server, toClient, true);
            progress |= unwrap(client, toClient, clientApp);
            progress |= unwrap(server, toServer, serverApp);
            if (!progress && done(client) && done(server) && toServer.position() == 0 && toClient.position() == 0) {
                firstByte();
                return;
            }
        }
        throw new SSLException("the handshake did not finish in " + ROUNDS + " rounds: client "
                + client.getHandshakeStatus() + ", server " + server.getHandshakeStatus());
    }

    /**
     * The server's first byte of application data, read by the client: Conscrypt sends its TLS 1.3
     * NewSessionTicket only with the server's first data, so every stack's handshake ends this way.
     */
    private void firstByte() throws SSLException {
        int before = toClient.position();
        SSLEngineResult r = server.wrap(ByteBuffer.wrap(ONE_BYTE), toClient);
        if (r.getStatus() != SSLEngineResult.Status.OK || r.bytesConsumed() != 1) {
            throw new SSLException("the server's first byte: " + r);
        }
        if (serverSent != null) {
            serverSent.write(toClient.array(), before, toClient.position() - before);
        }
        toClient.flip();
        int got = 0;
        try {
            while (toClient.hasRemaining()) {
                r = client.unwrap(toClient, clientApp);
                runTasks(client);
                got += r.bytesProduced();
                if (r.bytesConsumed() == 0) {
                    break;
                }
            }
        } finally {
            toClient.compact();
            clientApp.clear();
        }
        if (got != 1 || toClient.position() != 0) {
            throw new SSLException("the client read " + got + " bytes of the server's first byte, "
                    + toClient.position() + " bytes left");
        }
    }

    private static boolean done(SSLEngine e) {
        SSLEngineResult.HandshakeStatus s = e.getHandshakeStatus();
        return s == SSLEngineResult.HandshakeStatus.NOT_HANDSHAKING || s == SSLEngineResult.HandshakeStatus.FINISHED;
    }

    /** Wraps what the engine has to send (nothing from the application); true if it produced bytes. */
    private boolean wrap(SSLEngine engine, ByteBuffer out, boolean isServer) throws SSLException {
        boolean progress = false;
        while (true) {
            int before = out.position();
            SSLEngineResult r = engine.wrap(EMPTY, out);
            runTasks(engine);
            if (r.getStatus() == SSLEngineResult.Status.BUFFER_OVERFLOW) {
                throw new SSLException(
                        "a " + (isServer ? "server" : "client") + " flight larger than " + out.capacity() + " bytes");
            }
            if (isServer && serverSent != null) {
                serverSent.write(out.array(), before, out.position() - before);
            }
            if (r.bytesProduced() == 0) {
                return progress || r.getHandshakeStatus() == SSLEngineResult.HandshakeStatus.NEED_TASK;
            }
            progress = true;
            if (r.getStatus() == SSLEngineResult.Status.CLOSED) {
                return true;
            }
        }
    }

    /** Unwraps every whole record waiting in {@code in}; true if it consumed bytes or ran tasks. */
    private static boolean unwrap(SSLEngine engine, ByteBuffer in, ByteBuffer app) throws SSLException {
        in.flip();
        boolean progress = false;
        try {
            while (in.hasRemaining()) {
                SSLEngineResult r = engine.unwrap(in, app);
                boolean ranTasks = runTasks(engine);
                app.clear();
                if (r.getStatus() == SSLEngineResult.Status.BUFFER_OVERFLOW) {
                    throw new SSLException(
                            "a record larger than the application buffer of " + app.capacity() + " bytes");
                }
                if (r.bytesConsumed() == 0 && !ranTasks) {
                    break; // BUFFER_UNDERFLOW, or the engine wants to wrap first
                }
                progress = true;
                if (r.getStatus() == SSLEngineResult.Status.CLOSED) {
                    break;
                }
            }
        } finally {
            in.compact();
        }
        return progress;
    }

    private static boolean runTasks(SSLEngine engine) {
        boolean ran = false;
        Runnable task;
        while ((task = engine.getDelegatedTask()) != null) {
            task.run();
            ran = true;
        }
        return ran;
    }

    /**
     * Sends {@code data} from client to server as records and returns what the server's engine
     * delivered. {@code data} is read from its position to its limit and left there.
     *
     * @param tamper     if not negative, the byte at this offset of the first record's ciphertext is flipped in flight
     * @param delivered  where the plaintext goes, cleared first
     * @return the number of plaintext bytes the server's engine delivered
     */
    int send(ByteBuffer data, int tamper, ByteBuffer delivered) throws SSLException {
        int start = data.position();
        toServer.clear();
        while (data.hasRemaining()) {
            SSLEngineResult r = client.wrap(data, toServer);
            if (r.getStatus() != SSLEngineResult.Status.OK) {
                throw new SSLException("client wrap: " + r);
            }
        }
        data.position(start);
        toServer.flip();
        if (tamper >= 0) {
            int at = 5 + tamper; // past the record header
            toServer.put(at, (byte) (toServer.get(at) ^ 1));
        }
        delivered.clear();
        try {
            while (toServer.hasRemaining()) {
                SSLEngineResult r = server.unwrap(toServer, delivered);
                if (r.getStatus() != SSLEngineResult.Status.OK) {
                    throw new SSLException("server unwrap: " + r);
                }
            }
        } finally {
            toServer.clear();
        }
        delivered.flip();
        return delivered.remaining();
    }

    /** A buffer large enough for what {@link #send} delivers of {@code size} bytes. */
    ByteBuffer deliveryBuffer(int size) {
        return ByteBuffer.allocate(size + server.getSession().getApplicationBufferSize());
    }

    /**
     * Closes both engines without a close_notify exchange (engines are not reused). Conscrypt's are
     * also closed inbound, which frees their native state at once rather than at garbage collection.
     */
    void close() {
        for (SSLEngine e : new SSLEngine[] {client, server}) {
            e.closeOutbound();
            if (Conscrypt.isConscrypt(e)) {
                try {
                    e.closeInbound();
                } catch (SSLException ignored) {
                    // no close_notify came: expected, the peer is not told
                }
            }
        }
    }
}
