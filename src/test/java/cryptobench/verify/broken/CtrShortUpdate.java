package cryptobench.verify.broken;

import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.BadPaddingException;
import javax.crypto.IllegalBlockSizeException;

/**
 * AES-CTR whose keystream goes wrong after an update of fewer than 16 bytes (every later output
 * byte flipped), as JDK-8292158's AVX-512 stub did. Right for one doFinal.
 */
public final class CtrShortUpdate extends Provider {

    private static final long serialVersionUID = 1L;

    public CtrShortUpdate() {
        super("CtrShortUpdate", "1", "test provider: AES-CTR corrupted after an update under 16 bytes");
        put("Cipher.AES/CTR/NoPadding", Spi.class.getName());
    }

    public static final class Spi extends DelegatingCipherSpi {
        private boolean corrupt;

        public Spi() {
            super("AES/CTR/NoPadding");
        }

        @Override
        protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            super.engineInit(opmode, k, params, random);
            corrupt = false;
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            byte[] out = spoil(super.engineUpdate(input, offset, len));
            if (len > 0 && len < 16) {
                corrupt = true;
            }
            return out;
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            return spoil(super.engineDoFinal(input, offset, len));
        }

        private byte[] spoil(byte[] out) {
            if (corrupt && out != null) {
                for (int i = 0; i < out.length; i++) {
                    out[i] ^= 0x01;
                }
            }
            return out;
        }
    }
}
