package cryptobench.tls;

import java.security.GeneralSecurityException;
import java.util.List;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;

/** What the TLS fixtures need of a stack: {@link TlsStack} for the real ones, others in tests. */
public interface Stack {

    /** The name the report shows. */
    String label();

    /**
     * A context whose server side presents {@code credentials} and whose client side trusts only that certificate.
     *
     * @param ownJvm whether this JVM is the stack's alone (a benchmark fork)
     */
    SSLContext context(ServerKey.Credentials credentials, boolean ownJvm) throws GeneralSecurityException;

    /** Readies the JVM for {@code group} before any context is made, where the stack reads its groups once per JVM. */
    default void prepare(TlsGroup group) {}

    /**
     * Asks the engine to offer (client) or accept (server) only {@code group}.
     *
     * @return how the group was set, or null if the stack offers no way to choose it here
     */
    String chooseGroup(SSLEngine engine, TlsGroup group);

    /** Enables only {@code version} and {@code suite} on the engine. */
    default void configure(SSLEngine engine, TlsVersion version, TlsSuite suite) {
        engine.setEnabledProtocols(new String[] {version.jsseName()});
        engine.setEnabledCipherSuites(new String[] {suite.name()});
    }

    /** Whether the stack resumes TLS 1.3 sessions (a client that offers its ticket as a pre-shared key). */
    default boolean resumesTls13() {
        return true;
    }

    /** Whether {@code setEnabledCipherSuites} chooses among the TLS 1.3 suites (BoringSSL, under Conscrypt, fixes them itself). */
    default boolean choosesTls13Suites() {
        return true;
    }

    /** The groups the stack says it supports, or null where it cannot say. */
    List<String> supportedGroups(SSLContext context);

    /** A client engine (for {@code host} and {@code port}, or for no peer when {@code host} is null) or a server engine. */
    default SSLEngine engine(SSLContext context, boolean client, String host, int port) {
        SSLEngine e = host == null ? context.createSSLEngine() : context.createSSLEngine(host, port);
        e.setUseClientMode(client);
        return e;
    }
}
