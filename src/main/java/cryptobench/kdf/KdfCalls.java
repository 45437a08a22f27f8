package cryptobench.kdf;

import cryptobench.provider.UnsupportedCombinationException;
import java.lang.reflect.InvocationTargetException;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.spec.KeySpec;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** The key-derivation calls the fixtures measure and check, and HKDF composed from a provider's HMAC as the reference. */
final class KdfCalls {

    /** Bouncy Castle's HKDF SecretKeyFactory (1.83 and later), with {@code org.bouncycastle.jcajce.spec.HKDFParameterSpec}. */
    static final String BC_HKDF = "HKDF-SHA256";

    /** ACCP's HKDF SecretKeyFactory, with {@code com.amazon.corretto.crypto.provider.HkdfSpec}. */
    static final String ACCP_HKDF = "HkdfWithHmacSHA256";

    private static final int SHA256_BYTES = 32;

    /** One derivation, returning the derived bytes. */
    @FunctionalInterface
    interface Call {
        byte[] derive() throws GeneralSecurityException;
    }

    private KdfCalls() {}

    /**
     * The key spec an HKDF SecretKeyFactory of this name reads, made from the provider's own class loader (Bouncy
     * Castle's LTS build has its own copy of the spec class).
     */
    static KeySpec hkdfSpec(Provider p, String factory, byte[] ikm, byte[] salt, byte[] info, int length) {
        ClassLoader loader = p.getClass().getClassLoader();
        try {
            if (factory.equals(BC_HKDF)) {
                return (KeySpec) Class.forName("org.bouncycastle.jcajce.spec.HKDFParameterSpec", true, loader)
                        .getConstructor(byte[].class, byte[].class, byte[].class, int.class)
                        .newInstance(ikm, salt, info, length);
            }
            return (KeySpec) Class.forName("com.amazon.corretto.crypto.provider.HkdfSpec", true, loader)
                    .getMethod("hkdfSpec", byte[].class, byte[].class, byte[].class, int.class, String.class)
                    .invoke(null, ikm, salt, info, length, null);
        } catch (InvocationTargetException e) {
            throw new UnsupportedCombinationException(
                    p.getName() + " refuses an HKDF spec for " + factory + ": " + e.getCause(), e.getCause());
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new UnsupportedCombinationException(
                    p.getName() + " offers " + factory + " but not the spec class it reads: " + e, e);
        }
    }

    /** RFC 5869 HKDF-SHA256, extract then expand, composed from {@code macProvider}'s HmacSHA256. */
    static byte[] rfc5869(Provider macProvider, byte[] ikm, byte[] salt, byte[] info, int length)
            throws GeneralSecurityException {
        if (length > 255 * SHA256_BYTES) {
            throw new InvalidKeyException("HKDF-SHA256 gives at most " + 255 * SHA256_BYTES + " bytes, not " + length);
        }
        Mac mac = Mac.getInstance("HmacSHA256", macProvider);
        // RFC 5869 2.2: an absent salt is HashLen zero bytes.
        mac.init(new SecretKeySpec(salt.length == 0 ? new byte[SHA256_BYTES] : salt, "HmacSHA256"));
        byte[] prk = mac.doFinal(ikm);
        mac.init(new SecretKeySpec(prk, "HmacSHA256"));
        byte[] okm = new byte[length];
        byte[] t = new byte[0];
        for (int i = 1, done = 0; done < length; i++) {
            mac.update(t);
            mac.update(info);
            mac.update((byte) i);
            t = mac.doFinal();
            int n = Math.min(t.length, length - done);
            System.arraycopy(t, 0, okm, done, n);
            done += n;
        }
        return okm;
    }
}
