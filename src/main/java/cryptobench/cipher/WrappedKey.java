package cryptobench.cipher;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.spec.PKCS8EncodedKeySpec;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/** The keys that are wrapped: AES keys, and an RSA-2048 private key as PKCS#8 (a fixed test key, so every run wraps the same bytes). */
public enum WrappedKey {
    AES_128("AES-128 key", "AES", Cipher.SECRET_KEY),
    AES_256("AES-256 key", "AES", Cipher.SECRET_KEY),
    RSA_2048("RSA-2048 private key", "RSA", Cipher.PRIVATE_KEY);

    private static final String RSA_RESOURCE = "/cryptobench/rsa2048-test-key.p8";

    private final String displayName;
    private final String algorithm;
    private final int type;

    WrappedKey(String displayName, String algorithm, int type) {
        this.displayName = displayName;
        this.algorithm = algorithm;
        this.type = type;
    }

    public String displayName() {
        return displayName;
    }

    /** The algorithm name unwrap is given. */
    public String algorithm() {
        return algorithm;
    }

    /** {@link Cipher#SECRET_KEY} or {@link Cipher#PRIVATE_KEY}. */
    public int type() {
        return type;
    }

    /** The key: random AES bytes from a fixed seed, or the fixed RSA key read by the JDK's KeyFactory. */
    public Key key() throws GeneralSecurityException {
        if (this == RSA_2048) {
            return KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(rsaPkcs8()));
        }
        byte[] bytes = new byte[this == AES_128 ? 16 : 32];
        new Random(bytes.length).nextBytes(bytes);
        return new SecretKeySpec(bytes, "AES");
    }

    private static byte[] rsaPkcs8() {
        try (InputStream in = WrappedKey.class.getResourceAsStream(RSA_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RSA_RESOURCE + " is missing from the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
