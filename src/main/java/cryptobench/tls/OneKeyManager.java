package cryptobench.tls;

import java.net.Socket;
import java.security.Principal;
import java.security.PrivateKey;
import java.security.cert.X509Certificate;
import java.util.Locale;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedKeyManager;

/**
 * A server's one key and certificate, offered for every key type that names its algorithm. The same
 * for every stack: the JDK's PKIX manager finds no key for Conscrypt's engine (it reads the handshake
 * session's peer signature schemes, which Conscrypt's does not fill in), and this leaves no stack
 * anything to choose.
 */
final class OneKeyManager extends X509ExtendedKeyManager {

    static final String ALIAS = "server";

    private final ServerKey.Credentials credentials;

    OneKeyManager(ServerKey.Credentials credentials) {
        this.credentials = credentials;
    }

    /** Whether a stack's key type ("EC", "RSA", "EC_EC", "EdDSA", "Ed25519", "RSASSA-PSS") is this key's. */
    boolean fits(String keyType) {
        String key = credentials.pair().getPrivate().getAlgorithm().toUpperCase(Locale.ROOT);
        String type = keyType == null ? "" : keyType.toUpperCase(Locale.ROOT);
        return switch (key) {
            case "EC" -> type.startsWith("EC");
            case "RSA" ->
                type.equals("RSA") || type.startsWith("RSA_") || type.equals("DHE_RSA") || type.equals("ECDHE_RSA");
            default -> type.equals(key) || type.equals("ED25519") && key.equals("EDDSA");
        };
    }

    private String alias(String... keyTypes) {
        for (String t : keyTypes) {
            if (fits(t)) {
                return ALIAS;
            }
        }
        return null;
    }

    @Override
    public String chooseServerAlias(String keyType, Principal[] issuers, Socket socket) {
        return alias(keyType);
    }

    @Override
    public String chooseEngineServerAlias(String keyType, Principal[] issuers, SSLEngine engine) {
        return alias(keyType);
    }

    @Override
    public String[] getServerAliases(String keyType, Principal[] issuers) {
        return fits(keyType) ? new String[] {ALIAS} : null;
    }

    @Override
    public String chooseClientAlias(String[] keyTypes, Principal[] issuers, Socket socket) {
        return null;
    }

    @Override
    public String chooseEngineClientAlias(String[] keyTypes, Principal[] issuers, SSLEngine engine) {
        return null;
    }

    @Override
    public String[] getClientAliases(String keyType, Principal[] issuers) {
        return null;
    }

    @Override
    public X509Certificate[] getCertificateChain(String alias) {
        return ALIAS.equals(alias) ? new X509Certificate[] {credentials.certificate()} : null;
    }

    @Override
    public PrivateKey getPrivateKey(String alias) {
        return ALIAS.equals(alias) ? credentials.pair().getPrivate() : null;
    }
}
