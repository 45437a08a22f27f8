package cryptobench.verify.broken;

import java.security.Key;
import java.security.KeyFactorySpi;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import javax.crypto.KeyAgreementSpi;
import javax.crypto.SecretKey;

/** X25519 whose KeyFactory decodes no key, in no spec or encoding: its vectors cannot be checked. */
public final class X25519KeysRefused extends Provider {

    private static final long serialVersionUID = 1L;

    public X25519KeysRefused() {
        super("X25519KeysRefused", "1", "test provider: an X25519 KeyFactory that refuses every key");
        put("KeyAgreement.X25519", Agreement.class.getName());
        put("KeyFactory.X25519", Keys.class.getName());
    }

    public static final class Keys extends KeyFactorySpi {
        @Override
        protected PublicKey engineGeneratePublic(KeySpec keySpec) throws InvalidKeySpecException {
            throw new InvalidKeySpecException(
                    "no key decoded: " + keySpec.getClass().getSimpleName());
        }

        @Override
        protected PrivateKey engineGeneratePrivate(KeySpec keySpec) throws InvalidKeySpecException {
            throw new InvalidKeySpecException(
                    "no key decoded: " + keySpec.getClass().getSimpleName());
        }

        @Override
        protected <T extends KeySpec> T engineGetKeySpec(Key key, Class<T> keySpec) throws InvalidKeySpecException {
            throw new InvalidKeySpecException("no key spec");
        }

        @Override
        protected Key engineTranslateKey(Key key) {
            throw new UnsupportedOperationException("no key translated");
        }
    }

    public static final class Agreement extends KeyAgreementSpi {
        @Override
        protected void engineInit(Key key, SecureRandom random) {
            throw new UnsupportedOperationException("no key agreed");
        }

        @Override
        protected void engineInit(Key key, AlgorithmParameterSpec params, SecureRandom random) {
            throw new UnsupportedOperationException("no key agreed");
        }

        @Override
        protected Key engineDoPhase(Key key, boolean lastPhase) {
            throw new UnsupportedOperationException("no key agreed");
        }

        @Override
        protected byte[] engineGenerateSecret() {
            throw new UnsupportedOperationException("no key agreed");
        }

        @Override
        protected int engineGenerateSecret(byte[] sharedSecret, int offset) {
            throw new UnsupportedOperationException("no key agreed");
        }

        @Override
        protected SecretKey engineGenerateSecret(String algorithm) {
            throw new UnsupportedOperationException("no key agreed");
        }
    }
}
