package cryptobench.sign;

import cryptobench.cipher.FakeProviders.DelegatingSpi;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;

/** Test providers whose RSA encryption is broken in one way each, for the fixture and for {@code verify}. */
public final class BrokenRsaProviders {

    private BrokenRsaProviders() {}

    /** RSA/ECB/OAEPPadding that ignores its parameters and runs SunJCE's OAEPWithSHA-256AndMGF1Padding. */
    public static final class Mgf1Sha1 extends Provider {
        private static final long serialVersionUID = 1L;

        public Mgf1Sha1() {
            super("Mgf1Sha1", "1", "OAEP with the parameters ignored");
            put("Cipher.RSA/ECB/OAEPPadding", Mgf1Sha1Spi.class.getName());
        }
    }

    /** RSA/ECB/OAEPPadding that gives 32 zero bytes where it should refuse a ciphertext. */
    public static final class ReleasesOnBadPadding extends Provider {
        private static final long serialVersionUID = 1L;

        public ReleasesOnBadPadding() {
            super("ReleasesOnBadPadding", "1", "OAEP that releases bytes on a bad padding");
            put("Cipher.RSA/ECB/OAEPPadding", ReleasesOnBadPaddingSpi.class.getName());
        }
    }

    /** RSA/ECB/PKCS1Padding with the same padding bytes every time. */
    public static final class NoRandomness extends Provider {
        private static final long serialVersionUID = 1L;

        public NoRandomness() {
            super("NoRandomness", "1", "PKCS#1 v1.5 encryption with a fixed padding");
            put("Cipher.RSA/ECB/PKCS1Padding", NoRandomnessSpi.class.getName());
        }
    }

    public static final class Mgf1Sha1Spi extends DelegatingSpi {
        @Override
        protected String transformation() {
            return "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException {
            mode = opmode;
            delegate().init(opmode, key, random);
        }
    }

    public static final class ReleasesOnBadPaddingSpi extends DelegatingSpi {
        @Override
        protected String transformation() {
            return "RSA/ECB/OAEPPadding";
        }

        @Override
        protected byte[] onBadTag(int length, BadPaddingException e) {
            return new byte[RsaCipherFixture.MESSAGE_BYTES];
        }
    }

    public static final class NoRandomnessSpi extends DelegatingSpi {
        @Override
        protected String transformation() {
            return "RSA/ECB/PKCS1Padding";
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            mode = opmode;
            delegate().init(opmode, key, new FixedRandom());
        }
    }

    /** A SecureRandom that gives the same bytes every time it is asked. */
    static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;

        @Override
        public void nextBytes(byte[] bytes) {
            Arrays.fill(bytes, (byte) 7);
        }
    }
}
