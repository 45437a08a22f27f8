package cryptobench.tls;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLException;
import javax.net.ssl.SSLSession;

/**
 * One TLS handshake of a stack, client and server in one thread over an in-memory {@link EnginePair}:
 * a full handshake (a client engine with no peer, so that it has no session to offer), or a resumed
 * one (one client identity whose session, or TLS 1.3 ticket, the server takes back). Checked before
 * it is measured, from the server's own bytes ({@link TlsWire}) and the session: the protocol, cipher
 * suite and group are those asked for, and the handshake resumed or did not, as asked.
 */
public final class TlsHandshakeFixture {

    /** The port the client names for a resumed handshake: its session cache is keyed by host and port. */
    static final int PORT = 443;

    private final Stack stack;
    private final SSLContext context;
    private final TlsVersion version;
    private final TlsSuite suite;
    private final TlsGroup group;
    private final boolean resume;
    private final String groupHow;

    private TlsHandshakeFixture(
            Stack stack,
            SSLContext context,
            TlsVersion version,
            TlsSuite suite,
            TlsGroup group,
            boolean resume,
            String groupHow) {
        this.stack = stack;
        this.context = context;
        this.version = version;
        this.suite = suite;
        this.group = group;
        this.resume = resume;
        this.groupHow = groupHow;
    }

    /**
     * A validated fixture.
     *
     * @param ownJvm whether this JVM is the stack's alone (a benchmark fork)
     * @throws UnsupportedCombinationException if the stack does not offer the combination, with the reason
     * @throws ValidationException             if the stack negotiates something other than what was asked, or does not resume
     */
    public static TlsHandshakeFixture create(
            Stack stack, TlsVersion version, TlsGroup group, ServerKey key, boolean resume, boolean ownJvm)
            throws GeneralSecurityException {
        String what = stack.label() + " " + version.jsseName() + " " + group.ianaName() + " " + key
                + (resume ? " resumed" : " full");
        if (group == TlsGroup.X25519MLKEM768 && version != TlsVersion.TLS13) {
            throw new UnsupportedCombinationException(what + ": X25519MLKEM768 is a TLS 1.3 group");
        }
        stack.prepare(group);
        SSLContext context = stack.context(key.create(), ownJvm);
        TlsSuite suite = TlsSuite.handshakeSuite(version, key);
        List<String> groups = stack.supportedGroups(context);
        if (groups != null && !groups.contains(group.ianaName())) {
            throw new UnsupportedCombinationException(what + ": " + stack.label() + " supports the groups " + groups);
        }
        SSLEngine probe = stack.engine(context, true, null, 0);
        if (!Arrays.asList(probe.getSupportedProtocols()).contains(version.jsseName())) {
            throw new UnsupportedCombinationException(what + ": " + stack.label() + " supports the protocols "
                    + Arrays.toString(probe.getSupportedProtocols()));
        }
        if (!Arrays.asList(probe.getSupportedCipherSuites()).contains(suite.name())) {
            throw new UnsupportedCombinationException(what + ": " + stack.label() + " does not support " + suite);
        }
        String how = stack.chooseGroup(probe, group);
        TlsHandshakeFixture f = new TlsHandshakeFixture(stack, context, version, suite, group, resume, how);
        f.validate(what, groups != null);
        return f;
    }

    private EnginePair pair() {
        SSLEngine client = stack.engine(context, true, resume ? ServerKey.HOST : null, PORT);
        SSLEngine server = stack.engine(context, false, null, 0);
        for (SSLEngine e : new SSLEngine[] {client, server}) {
            stack.configure(e, version, suite);
            if (groupHow != null) {
                stack.chooseGroup(e, group);
            }
        }
        return new EnginePair(client, server);
    }

    private void validate(String what, boolean groupsListed) {
        TlsWire.Negotiated first;
        try {
            first = handshake(true);
        } catch (SSLException e) {
            // A stack that lists its groups and offers this one must complete the handshake; the others cannot say.
            if (groupsListed) {
                throw new ValidationException(what + ": the handshake failed: " + e, e);
            }
            throw new UnsupportedCombinationException(
                    what + ": the handshake failed (" + e.getMessage() + "), and " + stack.label()
                            + " cannot list the groups it offers here, so this is taken as not offered",
                    e);
        }
        check(what, first, false);
        if (resume && version == TlsVersion.TLS13 && !stack.resumesTls13()) {
            throw new UnsupportedCombinationException(
                    what + ": " + stack.label() + " does not resume TLS 1.3 sessions (a second handshake "
                            + "offers no pre-shared key and runs in full)");
        }
        if (resume) {
            try {
                check(what, handshake(true), true);
                check(what, handshake(true), true);
            } catch (SSLException e) {
                throw new ValidationException(what + ": the resumed handshake failed: " + e, e);
            }
        }
    }

    private TlsWire.Negotiated handshake(boolean capture) throws SSLException {
        EnginePair pair = capture ? pair().capture() : pair();
        pair.handshake();
        SSLSession session = pair.client.getSession();
        TlsWire.Negotiated n = TlsWire.read(pair.serverSent());
        if (!session.getProtocol().equals(n.protocol().jsseName())
                || !session.getCipherSuite().equals(n.suite())) {
            throw new ValidationException(stack.label() + ": the client's session says " + session.getProtocol() + " "
                    + session.getCipherSuite() + ", the server sent " + n);
        }
        pair.close();
        return n;
    }

    private void check(String what, TlsWire.Negotiated n, boolean shouldResume) {
        if (n.protocol() == version
                && n.suiteCode() != suite.code()
                && version == TlsVersion.TLS13
                && !stack.choosesTls13Suites()) {
            throw new UnsupportedCombinationException(what + ": " + stack.label()
                    + " does not let its TLS 1.3 suites be chosen, and it negotiated " + n.suite());
        }
        if (n.protocol() != version || n.suiteCode() != suite.code()) {
            throw new ValidationException(
                    what + ": asked for " + version.jsseName() + " " + suite + ", the server sent " + n);
        }
        if (n.resumed() != shouldResume) {
            throw new ValidationException(what + ": "
                    + (shouldResume ? "the handshake that should resume did not: " : "a full handshake resumed: ") + n);
        }
        // A resumed TLS 1.2 handshake exchanges no keys; TLS 1.3 resumes with a fresh (EC)DHE share.
        boolean namesGroup = !(n.resumed() && version == TlsVersion.TLS12);
        if (namesGroup && n.groupCode() != group.code()) {
            if (groupHow == null) {
                throw new UnsupportedCombinationException(what + ": " + stack.label()
                        + " has no way to choose its group here, and it negotiated " + n.group());
            }
            if (group != TlsGroup.SECP256R1 && n.groupCode() == TlsGroup.SECP256R1.code()) {
                // secp256r1 follows the group asked for (TlsStack.groupsFor): a stack that does not know the group
                // falls back to it
                throw new UnsupportedCombinationException(what + ": " + stack.label() + " does not offer "
                        + group.ianaName() + " here: given it and then secp256r1 (through " + groupHow
                        + "), it negotiated secp256r1");
            }
            throw new ValidationException(
                    what + ": asked for " + group.ianaName() + " (through " + groupHow + "), the server sent " + n);
        }
    }

    /** How the group was set ("SSLParameters.setNamedGroups", "jdk.tls.namedGroups"), for the report. */
    public String groupHow() {
        return groupHow;
    }

    /** One handshake: two new engines, every message of both sides, and the server's first byte of data with its session ticket. */
    public int handshake() throws SSLException {
        EnginePair pair = pair();
        pair.handshake();
        int id = pair.client.getSession().getId().length;
        pair.close();
        return id;
    }
}
