package cryptobench.tls;

import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLEngineResult;
import javax.net.ssl.SSLException;

/** A real stack with one thing wrong, each something the TLS fixtures' validation must refuse. */
enum BrokenStack implements Stack {
    /** Says it set the group and does not: the client offers its defaults. */
    IGNORES_GROUP,
    /** Its engines ignore the suites they are given and negotiate their own preference. */
    IGNORES_SUITES,
    /** Its client engine forgets the peer, so it has no session to offer: nothing resumes. */
    NEVER_RESUMES,
    /** Its server engine delivers the plaintext with one byte changed. */
    CORRUPTS_RECORDS;

    /** The real stack underneath: Conscrypt, whose groups cannot be chosen in 2.5 and whose engine takes suite and session settings. */
    static final TlsStack BASE = TlsStack.CONSCRYPT;

    @Override
    public String label() {
        return name();
    }

    @Override
    public SSLContext context(ServerKey.Credentials credentials, boolean ownJvm) throws GeneralSecurityException {
        return BASE.context(credentials, ownJvm);
    }

    @Override
    public String chooseGroup(SSLEngine engine, TlsGroup group) {
        return this == IGNORES_GROUP ? "a setter that does nothing" : BASE.chooseGroup(engine, group);
    }

    @Override
    public void configure(SSLEngine engine, TlsVersion version, TlsSuite suite) {
        BASE.configure(engine, version, suite);
    }

    @Override
    public boolean choosesTls13Suites() {
        return BASE.choosesTls13Suites();
    }

    @Override
    public List<String> supportedGroups(SSLContext context) {
        return BASE.supportedGroups(context);
    }

    @Override
    public SSLEngine engine(SSLContext context, boolean client, String host, int port) {
        SSLEngine real = BASE.engine(context, client, this == NEVER_RESUMES ? null : host, port);
        if (this == IGNORES_SUITES) {
            return new DelegatingEngine(real) {
                @Override
                public void setEnabledCipherSuites(String[] suites) {
                    // keeps every suite it had
                }
            };
        }
        if (this == CORRUPTS_RECORDS && !client) {
            return new DelegatingEngine(real) {
                @Override
                public SSLEngineResult unwrap(ByteBuffer src, ByteBuffer[] dsts, int offset, int length)
                        throws SSLException {
                    int before = dsts[offset].position();
                    SSLEngineResult r = inner.unwrap(src, dsts, offset, length);
                    if (r.bytesProduced() > 0) {
                        dsts[offset].put(before, (byte) (dsts[offset].get(before) ^ 0x20));
                    }
                    return r;
                }
            };
        }
        return real;
    }
}
