package cryptobench.kdf;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.SecretKeyFactorySpi;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;
import org.bouncycastle.jcajce.spec.HKDFParameterSpec;

/** Test providers whose key derivation is broken in one way each, for the fixtures and for {@code verify}. */
public final class BrokenKdfProviders {

    private BrokenKdfProviders() {}

    /** PBKDF2WithHmacSHA256 that stops at 4,096 iterations whatever it is asked: fast, and wrong above it. */
    public static final class CapsIterations extends Provider {
        private static final long serialVersionUID = 1L;

        public CapsIterations() {
            super("CapsIterations", "1", "PBKDF2 that stops at 4,096 iterations");
            put("SecretKeyFactory.PBKDF2WithHmacSHA256", CapsIterationsSpi.class.getName());
        }
    }

    /** HKDF-SHA256 (Bouncy Castle's SecretKeyFactory name and spec) whose expand counts its blocks from 0, not 1. */
    public static final class WrongExpand extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongExpand() {
            super("WrongExpand", "1", "HKDF whose expand counts from 0");
            put("SecretKeyFactory.HKDF-SHA256", WrongExpandSpi.class.getName());
        }
    }

    public static final class CapsIterationsSpi extends ReadOnlyFactorySpi {
        @Override
        protected SecretKey engineGenerateSecret(KeySpec keySpec) throws InvalidKeySpecException {
            PBEKeySpec spec = (PBEKeySpec) keySpec;
            try {
                return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256", "SunJCE")
                        .generateSecret(new PBEKeySpec(
                                spec.getPassword(),
                                spec.getSalt(),
                                Math.min(spec.getIterationCount(), 4096),
                                spec.getKeyLength()));
            } catch (GeneralSecurityException e) {
                throw new InvalidKeySpecException(e);
            }
        }
    }

    public static final class WrongExpandSpi extends ReadOnlyFactorySpi {
        @Override
        protected SecretKey engineGenerateSecret(KeySpec keySpec) throws InvalidKeySpecException {
            HKDFParameterSpec spec = (HKDFParameterSpec) keySpec;
            try {
                Mac mac = Mac.getInstance("HmacSHA256", "SunJCE");
                byte[] salt = spec.getSalt() == null || spec.getSalt().length == 0 ? new byte[32] : spec.getSalt();
                mac.init(new SecretKeySpec(salt, "HmacSHA256"));
                mac.init(new SecretKeySpec(mac.doFinal(spec.getIKM()), "HmacSHA256"));
                byte[] okm = new byte[spec.getOutputLength()];
                byte[] t = new byte[0];
                for (int i = 0, done = 0; done < okm.length; i++) {
                    mac.update(t);
                    mac.update(spec.getInfo());
                    mac.update((byte) i);
                    t = mac.doFinal();
                    int n = Math.min(t.length, okm.length - done);
                    System.arraycopy(t, 0, okm, done, n);
                    done += n;
                }
                return new SecretKeySpec(okm, "HKDF");
            } catch (GeneralSecurityException e) {
                throw new InvalidKeySpecException(e);
            }
        }
    }

    /** A SecretKeyFactory that only derives. */
    abstract static class ReadOnlyFactorySpi extends SecretKeyFactorySpi {
        @Override
        protected KeySpec engineGetKeySpec(SecretKey key, Class<?> keySpec) throws InvalidKeySpecException {
            throw new InvalidKeySpecException("not offered");
        }

        @Override
        protected SecretKey engineTranslateKey(SecretKey key) throws InvalidKeyException {
            throw new InvalidKeyException("not offered");
        }
    }
}
