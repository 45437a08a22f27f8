package cryptobench.verify.broken;

import java.security.Provider;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;

/**
 * AES-GCM that encrypts a few lengths above 4 KiB wrongly (4096 x k + 15 bytes, k >= 1: one
 * ciphertext byte flipped), as JDK-8371864's stubs did at some payload sizes. Right at 1 KiB and
 * 16 KiB, the sizes a trial measures.
 */
public final class WrongAbove4KiB extends Provider {

    private static final long serialVersionUID = 1L;

    public WrongAbove4KiB() {
        super("WrongAbove4KiB", "1", "test provider: AES-GCM wrong at 4096k + 15 bytes");
        put("Cipher.AES/GCM/NoPadding", Spi.class.getName());
    }

    public static final class Spi extends DelegatingCipherSpi {
        public Spi() {
            super("AES/GCM/NoPadding");
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            long total = fed + len;
            byte[] out = super.engineDoFinal(input, offset, len);
            if (mode == Cipher.ENCRYPT_MODE && total > 4096 && total % 4096 == 15 && out.length > 0) {
                out[0] ^= 0x40;
            }
            return out;
        }
    }
}
