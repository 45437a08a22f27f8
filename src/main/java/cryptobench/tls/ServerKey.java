package cryptobench.tls;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.ECGenParameterSpec;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import org.bouncycastle.asn1.x500.X500Name;
import org.bouncycastle.cert.jcajce.JcaX509v3CertificateBuilder;
import org.bouncycastle.operator.ContentSigner;
import org.bouncycastle.operator.OperatorCreationException;
import org.bouncycastle.operator.jcajce.JcaContentSignerBuilder;

/**
 * The server certificate's key: made fresh with the JDK's own providers at trial set-up, with a
 * self-signed certificate for it (Bouncy Castle's PKIX builder) that the client trusts directly.
 * Nothing private is committed.
 */
public enum ServerKey {
    RSA_2048("RSA", "SHA256withRSA"),
    EC_P256("EC", "SHA256withECDSA"),
    ED25519("Ed25519", "Ed25519");

    /** The host name the certificate and the client's engine use. */
    public static final String HOST = "server.cryptobench.test";

    private final String keyAlgorithm;
    private final String signatureAlgorithm;

    ServerKey(String keyAlgorithm, String signatureAlgorithm) {
        this.keyAlgorithm = keyAlgorithm;
        this.signatureAlgorithm = signatureAlgorithm;
    }

    /** A key pair and its self-signed certificate, valid from an hour ago for a day. */
    public Credentials create() throws GeneralSecurityException {
        KeyPairGenerator generator = KeyPairGenerator.getInstance(keyAlgorithm);
        if (this == RSA_2048) {
            generator.initialize(2048);
        } else if (this == EC_P256) {
            generator.initialize(new ECGenParameterSpec("secp256r1"));
        }
        KeyPair pair = generator.generateKeyPair();
        Instant now = Instant.now();
        X500Name name = new X500Name("CN=" + HOST);
        try {
            ContentSigner signer = new JcaContentSignerBuilder(signatureAlgorithm).build(pair.getPrivate());
            byte[] der = new JcaX509v3CertificateBuilder(
                            name,
                            BigInteger.valueOf(now.toEpochMilli()),
                            Date.from(now.minus(Duration.ofHours(1))),
                            Date.from(now.plus(Duration.ofDays(1))),
                            name,
                            pair.getPublic())
                    .build(signer)
                    .getEncoded();
            X509Certificate certificate = (X509Certificate)
                    CertificateFactory.getInstance("X.509").generateCertificate(new ByteArrayInputStream(der));
            return new Credentials(this, pair, certificate);
        } catch (OperatorCreationException | IOException e) {
            throw new GeneralSecurityException("cannot make a " + this + " certificate: " + e.getMessage(), e);
        }
    }

    /** A server's key pair and certificate. */
    public record Credentials(ServerKey key, KeyPair pair, X509Certificate certificate) {}
}
