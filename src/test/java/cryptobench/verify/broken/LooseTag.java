package cryptobench.verify.broken;

import java.io.ByteArrayOutputStream;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;

/**
 * AES-GCM that accepts a tag whose last byte was changed in any bit but the lowest: it checks only
 * bit 0 of the tag's last byte, so flipping that bit (what today's per-trial check does) is still
 * refused.
 */
public final class LooseTag extends Provider {

    private static final long serialVersionUID = 1L;

    public LooseTag() {
        super("LooseTag", "1", "test provider: AES-GCM checks only bit 0 of the tag's last byte");
        put("Cipher.AES/GCM/NoPadding", Spi.class.getName());
    }

    public static final class Spi extends DelegatingCipherSpi {
        private final ByteArrayOutputStream held = new ByteArrayOutputStream();

        public Spi() {
            super("AES/GCM/NoPadding");
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return mode == Cipher.DECRYPT_MODE
                    ? Math.max(0, held.size() + inputLen - 16)
                    : super.engineGetOutputSize(inputLen);
        }

        @Override
        protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            super.engineInit(opmode, k, params, random);
            held.reset();
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            if (mode == Cipher.DECRYPT_MODE) {
                held.write(input, offset, len);
                fed += len;
                return new byte[0];
            }
            return super.engineUpdate(input, offset, len);
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            if (mode != Cipher.DECRYPT_MODE) {
                return super.engineDoFinal(input, offset, len);
            }
            held.write(input, offset, len);
            byte[] sealed = held.toByteArray();
            held.reset();
            try {
                return super.engineDoFinal(sealed, 0, sealed.length);
            } catch (AEADBadTagException e) {
                if (sealed.length == 0) {
                    throw e;
                }
                byte last = sealed[sealed.length - 1];
                for (int b = 0; b < 256; b++) {
                    if ((b & 1) != (last & 1) || (byte) b == last) {
                        continue;
                    }
                    sealed[sealed.length - 1] = (byte) b;
                    try {
                        reinit();
                        return inner.doFinal(sealed);
                    } catch (GeneralSecurityException again) {
                        // the next value
                    }
                }
                throw e;
            }
        }
    }
}
