package cryptobench.sign;

import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.KeyPairGeneratorSpi;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.ECGenParameterSpec;
import org.bouncycastle.jce.provider.BouncyCastleProvider;

/** Test providers whose key generation is broken in one way each. */
public final class BrokenKeyGenProviders {

    private BrokenKeyGenProviders() {}

    /** An EC generator whose public key is another pair's: its keys fail to verify each other's signatures. */
    public static final class MismatchedPair extends Provider {
        private static final long serialVersionUID = 1L;

        public MismatchedPair() {
            super("MismatchedPair", "1", "EC key pairs whose halves do not belong together");
            put("KeyPairGenerator.EC", MismatchedPairSpi.class.getName());
        }
    }

    /** An RSA generator that makes 1024-bit keys whatever it is asked. */
    public static final class ShortRsa extends Provider {
        private static final long serialVersionUID = 1L;

        public ShortRsa() {
            super("ShortRsa", "1", "RSA keys of 1024 bits whatever the size asked");
            put("KeyPairGenerator.RSA", ShortRsaSpi.class.getName());
        }
    }

    /** An EC generator that makes secp256k1 keys whatever curve it is asked for. */
    public static final class WrongCurve extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongCurve() {
            super("WrongCurve", "1", "EC keys on secp256k1 whatever the curve asked");
            put("KeyPairGenerator.EC", WrongCurveSpi.class.getName());
        }
    }

    public static final class WrongCurveSpi extends KeyPairGeneratorSpi {
        private final KeyPairGenerator bc;

        public WrongCurveSpi() throws GeneralSecurityException {
            bc = KeyPairGenerator.getInstance("EC", new BouncyCastleProvider());
            bc.initialize(new ECGenParameterSpec("secp256k1"));
        }

        @Override
        public void initialize(int keysize, SecureRandom random) {}

        @Override
        public void initialize(AlgorithmParameterSpec params, SecureRandom random) {}

        @Override
        public KeyPair generateKeyPair() {
            return bc.generateKeyPair();
        }
    }

    public static final class MismatchedPairSpi extends KeyPairGeneratorSpi {
        private final KeyPairGenerator sunEc;

        public MismatchedPairSpi() throws GeneralSecurityException {
            sunEc = KeyPairGenerator.getInstance("EC", "SunEC");
        }

        @Override
        public void initialize(int keysize, SecureRandom random) {
            sunEc.initialize(keysize, random);
        }

        @Override
        public void initialize(AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidAlgorithmParameterException {
            sunEc.initialize(params, random);
        }

        @Override
        public KeyPair generateKeyPair() {
            return new KeyPair(
                    sunEc.generateKeyPair().getPublic(), sunEc.generateKeyPair().getPrivate());
        }
    }

    public static final class ShortRsaSpi extends KeyPairGeneratorSpi {
        private final KeyPairGenerator sunRsa;

        public ShortRsaSpi() throws GeneralSecurityException {
            sunRsa = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
            sunRsa.initialize(1024);
        }

        @Override
        public void initialize(int keysize, SecureRandom random) {}

        @Override
        public void initialize(AlgorithmParameterSpec params, SecureRandom random) {}

        @Override
        public KeyPair generateKeyPair() {
            return sunRsa.generateKeyPair();
        }
    }
}
