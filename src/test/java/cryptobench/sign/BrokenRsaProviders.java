package cryptobench.sign;

import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;

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

    /** A CipherSpi that hands every call to a real Cipher of SunJCE; subclasses change one thing. */
    public abstract static class DelegatingSpi extends CipherSpi {
        protected final Cipher real;

        DelegatingSpi(String transformation) throws Exception {
            this.real = Cipher.getInstance(transformation, Security.getProvider("SunJCE"));
        }

        @Override
        protected void engineSetMode(String mode) {}

        @Override
        protected void engineSetPadding(String padding) {}

        @Override
        protected int engineGetBlockSize() {
            return 0;
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return real.getOutputSize(inputLen);
        }

        @Override
        protected byte[] engineGetIV() {
            return null;
        }

        @Override
        protected AlgorithmParameters engineGetParameters() {
            return real.getParameters();
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            real.init(opmode, key, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            real.init(opmode, key, params, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            real.init(opmode, key, params, random);
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            return real.update(input, offset, len);
        }

        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outputOffset)
                throws ShortBufferException {
            return real.update(input, offset, len, output, outputOffset);
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            return real.doFinal(input, offset, len);
        }

        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outputOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            return real.doFinal(input, offset, len, output, outputOffset);
        }
    }

    public static final class Mgf1Sha1Spi extends DelegatingSpi {
        public Mgf1Sha1Spi() throws Exception {
            super("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException {
            real.init(opmode, key, random);
        }
    }

    public static final class ReleasesOnBadPaddingSpi extends DelegatingSpi {
        public ReleasesOnBadPaddingSpi() throws Exception {
            super("RSA/ECB/OAEPPadding");
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len) throws IllegalBlockSizeException {
            try {
                return real.doFinal(input, offset, len);
            } catch (BadPaddingException e) {
                return new byte[RsaCipherFixture.MESSAGE_BYTES];
            }
        }
    }

    public static final class NoRandomnessSpi extends DelegatingSpi {
        public NoRandomnessSpi() throws Exception {
            super("RSA/ECB/PKCS1Padding");
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            real.init(opmode, key, new FixedRandom());
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
