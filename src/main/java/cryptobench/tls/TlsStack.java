package cryptobench.tls;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.io.IOException;
import java.lang.reflect.Method;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.SSLParameters;
import javax.net.ssl.SSLSocket;
import javax.net.ssl.TrustManagerFactory;
import org.conscrypt.Conscrypt;

/**
 * A TLS implementation as services meet it: the {@link SSLContext} provider and, beneath it, the
 * providers that do its cryptography. {@link #SUN_JSSE_ACCP} is the one configuration that changes
 * the JVM's provider list (ACCP first, as ACCP's README tells users to do), so it runs only where
 * the caller says the JVM is its own (a benchmark fork).
 */
public enum TlsStack implements Stack {
    SUN_JSSE("SunJSSE", "SunJSSE over the JDK's own providers"),
    SUN_JSSE_ACCP("SunJSSE+ACCP", "SunJSSE with ACCP installed first in its fork's provider list"),
    BCJSSE("BCJSSE", "Bouncy Castle's JSSE (bctls) over Bouncy Castle, both from a class loader of their own"),
    CONSCRYPT("Conscrypt", "Conscrypt's engine (BoringSSL), cryptography included");

    /** The system property a JDK before 20 reads its named groups from, once per JVM. */
    static final String NAMED_GROUPS_PROPERTY = "jdk.tls.namedGroups";

    private final String label;
    private final String description;

    TlsStack(String label, String description) {
        this.label = label;
        this.description = description;
    }

    @Override
    public String label() {
        return label;
    }

    /** What the stack is made of, for the report. */
    public String description() {
        return description;
    }

    /** The stack with this label or enum name, any case. */
    public static TlsStack parse(String s) {
        for (TlsStack t : values()) {
            if (t.label.equalsIgnoreCase(s.trim()) || t.name().equalsIgnoreCase(s.trim())) {
                return t;
            }
        }
        throw new IllegalArgumentException("unknown TLS stack '" + s + "'; valid: "
                + String.join(", ", Arrays.stream(values()).map(TlsStack::label).toList()));
    }

    /**
     * The provider of this stack's {@code SSLContext}, loaded.
     *
     * @param ownJvm whether this JVM is the stack's alone, so that {@link #SUN_JSSE_ACCP} may put ACCP first in its provider list
     * @throws UnsupportedCombinationException if the stack cannot load here
     */
    public Provider load(boolean ownJvm) {
        switch (this) {
            case SUN_JSSE -> {
                return Security.getProvider("SunJSSE");
            }
            case SUN_JSSE_ACCP -> {
                Provider accp = ProviderRegistry.load("ACCP");
                if (Security.getProviders()[0] != accp) {
                    if (!ownJvm) {
                        throw new UnsupportedCombinationException(
                                label + " installs ACCP first in the JVM's provider list, "
                                        + "which only a JVM of its own (a benchmark fork) may do");
                    }
                    Security.insertProviderAt(accp, 1);
                }
                return Security.getProvider("SunJSSE");
            }
            case BCJSSE -> {
                return BcTls.jsse();
            }
            default -> {
                return ProviderRegistry.load("Conscrypt");
            }
        }
    }

    /** The stack's release: the JDK's version for SunJSSE, else the library's. */
    public String version() {
        return switch (this) {
            case SUN_JSSE -> "JDK " + System.getProperty("java.version");
            case SUN_JSSE_ACCP ->
                "JDK " + System.getProperty("java.version") + ", ACCP "
                        + ProviderRegistry.describe("ACCP").version();
            case BCJSSE -> BcTls.version();
            case CONSCRYPT -> ProviderRegistry.describe("Conscrypt").version();
        };
    }

    @Override
    public SSLContext context(ServerKey.Credentials credentials, boolean ownJvm) throws GeneralSecurityException {
        Provider jsse = load(ownJvm);
        KeyStore trusted = KeyStore.getInstance("PKCS12");
        try {
            trusted.load(null, null);
        } catch (IOException e) {
            throw new GeneralSecurityException(e);
        }
        trusted.setCertificateEntry("server", credentials.certificate());
        TrustManagerFactory tmf = this == BCJSSE
                ? TrustManagerFactory.getInstance("PKIX", jsse)
                : TrustManagerFactory.getInstance("PKIX");
        tmf.init(trusted);
        SSLContext context = SSLContext.getInstance("TLS", jsse);
        context.init(new KeyManager[] {new OneKeyManager(credentials)}, tmf.getTrustManagers(), new SecureRandom());
        return context;
    }

    /**
     * The groups an engine is given for {@code group}: that group first, then secp256r1 (TLS 1.2 takes
     * an ECDSA certificate only on a curve among the groups; the key exchange is still the first,
     * which {@link TlsWire} checks).
     */
    static String[] groupsFor(TlsGroup group) {
        return group == TlsGroup.SECP256R1
                ? new String[] {group.ianaName()}
                : new String[] {group.ianaName(), TlsGroup.SECP256R1.ianaName()};
    }

    @Override
    public String chooseGroup(SSLEngine engine, TlsGroup group) {
        if (this == BCJSSE) {
            return BcTls.setNamedGroups(engine, groupsFor(group)) ? "BCSSLParameters.setNamedGroups" : null;
        }
        if (this == CONSCRYPT) {
            return conscryptGroups(engine, group);
        }
        Method setter = namedGroupsSetter();
        if (setter != null) {
            SSLParameters p = engine.getSSLParameters();
            try {
                setter.invoke(p, (Object) groupsFor(group));
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
            engine.setSSLParameters(p);
            return "SSLParameters.setNamedGroups";
        }
        return NAMED_GROUPS_PROPERTY; // set by prepare
    }

    /**
     * Before JDK 20, SunJSSE reads its groups from {@value #NAMED_GROUPS_PROPERTY} once, when it first
     * needs them, and Conscrypt 2.6 reads them from it too: the property is set here, before any context is made.
     *
     * @throws UnsupportedCombinationException if this JVM already has other groups
     */
    @Override
    public void prepare(TlsGroup group) {
        if (this == BCJSSE || (this == CONSCRYPT ? !conscryptReadsGroupsProperty() : namedGroupsSetter() != null)) {
            return;
        }
        String wanted = String.join(",", groupsFor(group));
        String fixed = System.getProperty(NAMED_GROUPS_PROPERTY);
        if (fixed == null) {
            System.setProperty(NAMED_GROUPS_PROPERTY, wanted);
        } else if (!fixed.equals(wanted)) {
            throw new UnsupportedCombinationException(
                    (this == CONSCRYPT ? "Conscrypt" : "on JDK " + System.getProperty("java.version") + " SunJSSE")
                            + " takes its groups from " + NAMED_GROUPS_PROPERTY
                            + ", one value per JVM, and this JVM has " + fixed
                            + ", not " + wanted);
        }
    }

    /** Conscrypt's engines with session tickets on: off by default, and TLS 1.3 resumes only with them. */
    @Override
    public SSLEngine engine(SSLContext context, boolean client, String host, int port) {
        SSLEngine e = Stack.super.engine(context, client, host, port);
        if (this == CONSCRYPT) {
            Conscrypt.setUseSessionTickets(e, true);
        }
        return e;
    }

    /**
     * As every stack does, except Conscrypt under TLS 1.3: BoringSSL chooses its TLS 1.3 suite itself,
     * and Conscrypt picks the server's key by the TLS 1.2 suites enabled, so none may be taken away.
     */
    @Override
    public void configure(SSLEngine engine, TlsVersion version, TlsSuite suite) {
        engine.setEnabledProtocols(new String[] {version.jsseName()});
        if (this != CONSCRYPT || version != TlsVersion.TLS13) {
            engine.setEnabledCipherSuites(new String[] {suite.name()});
        }
    }

    /** Bouncy Castle's JSSE 1.83 completes a second TLS 1.3 handshake in full (its client offers no pre_shared_key; TLS 1.2 resumes). */
    @Override
    public boolean resumesTls13() {
        return this != BCJSSE;
    }

    @Override
    public boolean choosesTls13Suites() {
        return this != CONSCRYPT;
    }

    /**
     * Conscrypt 2.6 reads its groups from {@value #NAMED_GROUPS_PROPERTY} (set by {@link #prepare});
     * 2.5 has no way to choose them. Its setter takes sockets, not engines.
     */
    private static String conscryptGroups(SSLEngine engine, TlsGroup group) {
        return conscryptReadsGroupsProperty()
                        && String.join(",", groupsFor(group)).equals(System.getProperty(NAMED_GROUPS_PROPERTY))
                ? NAMED_GROUPS_PROPERTY
                : null;
    }

    /** Whether this Conscrypt release takes its groups from {@value #NAMED_GROUPS_PROPERTY} (2.6 on). */
    static boolean conscryptReadsGroupsProperty() {
        return Lookups.CONSCRYPT_READS_GROUPS;
    }

    private static boolean findConscryptGroupsSetter() {
        try {
            Class.forName("org.conscrypt.Conscrypt").getMethod("setNamedGroups", SSLSocket.class, String[].class);
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** {@code SSLParameters.setNamedGroups(String[])}, JDK 20 on; null before. */
    static Method namedGroupsSetter() {
        return Lookups.NAMED_GROUPS_SETTER;
    }

    /** The reflective look-ups, made once per JVM rather than for each engine of a measured handshake. */
    private static final class Lookups {
        static final Method NAMED_GROUPS_SETTER = findNamedGroupsSetter();
        static final boolean CONSCRYPT_READS_GROUPS = findConscryptGroupsSetter();
    }

    private static Method findNamedGroupsSetter() {
        try {
            return SSLParameters.class.getMethod("setNamedGroups", String[].class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    /** Where the stack can say: JDK 20 on, {@code SSLParameters.getNamedGroups} of SunJSSE's supported parameters. */
    @Override
    public List<String> supportedGroups(SSLContext context) {
        if (this == BCJSSE || this == CONSCRYPT) {
            return null; // their supported parameters leave the groups unset
        }
        try {
            Method getter = SSLParameters.class.getMethod("getNamedGroups");
            String[] groups = (String[]) getter.invoke(context.getSupportedSSLParameters());
            return groups == null ? null : List.of(groups);
        } catch (ReflectiveOperationException | UnsupportedOperationException e) {
            return null;
        }
    }
}
