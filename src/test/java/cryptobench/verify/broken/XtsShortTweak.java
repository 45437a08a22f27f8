package cryptobench.verify.broken;

import cryptobench.cipher.XtsReference;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
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
import javax.crypto.spec.IvParameterSpec;

/**
 * AES-XTS that reads only the low 8 bytes of the tweak, as if the data unit's number were a 64-bit sector
 * number: right on IEEE 1619's vectors (their tweaks are below 2^40) and in its own round trips, wrong for
 * any tweak with a high byte set.
 */
public final class XtsShortTweak extends Provider {

    private static final long serialVersionUID = 1L;

    public XtsShortTweak() {
        super("XtsShortTweak", "1", "test provider: AES-XTS ignores the tweak's high 8 bytes");
        put("Cipher.AES/XTS/NoPadding", Spi.class.getName());
    }

    /** One data unit per doFinal, as ACCP's: no update. */
    public static final class Spi extends CipherSpi {
        private final XtsReference xts = XtsReference.over("SunJCE", Security.getProvider("SunJCE"));
        private int mode;
        private byte[] key;
        private byte[] tweak;

        @Override
        protected void engineSetMode(String m) {}

        @Override
        protected void engineSetPadding(String padding) {}

        @Override
        protected int engineGetBlockSize() {
            return 16;
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return inputLen;
        }

        @Override
        protected byte[] engineGetIV() {
            return tweak == null ? null : tweak.clone();
        }

        @Override
        protected AlgorithmParameters engineGetParameters() {
            return null;
        }

        @Override
        protected void engineInit(int opmode, Key k, SecureRandom random) throws InvalidKeyException {
            throw new InvalidKeyException("AES-XTS needs a tweak");
        }

        @Override
        protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            byte[] encoded = k.getEncoded();
            if (encoded.length != 32 && encoded.length != 64) {
                throw new InvalidKeyException("AES-XTS takes 256- or 512-bit keys");
            }
            if (!(params instanceof IvParameterSpec iv) || iv.getIV().length != 16) {
                throw new InvalidAlgorithmParameterException("AES-XTS takes a 16-byte IvParameterSpec");
            }
            mode = opmode;
            key = encoded;
            tweak = iv.getIV();
        }

        @Override
        protected void engineInit(int opmode, Key k, AlgorithmParameters params, SecureRandom random) {
            throw new UnsupportedOperationException("AlgorithmParameters are not taken by this test provider");
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            throw new UnsupportedOperationException("one data unit per doFinal");
        }

        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset) {
            throw new UnsupportedOperationException("one data unit per doFinal");
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            if (len < 16) {
                throw new IllegalBlockSizeException("AES-XTS takes at least 16 bytes");
            }
            byte[] in = Arrays.copyOfRange(input, offset, offset + len);
            byte[] shortTweak = Arrays.copyOf(tweak, 16);
            Arrays.fill(shortTweak, 8, 16, (byte) 0);
            try {
                return mode == Cipher.ENCRYPT_MODE
                        ? xts.encrypt(key, shortTweak, in)
                        : xts.decrypt(key, shortTweak, in);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            byte[] out = engineDoFinal(input, offset, len);
            if (output.length - outOffset < out.length) {
                throw new ShortBufferException("needs " + out.length + " bytes");
            }
            System.arraycopy(out, 0, output, outOffset, out.length);
            return out.length;
        }
    }
}
