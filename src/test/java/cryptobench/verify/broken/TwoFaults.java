package cryptobench.verify.broken;

import java.security.Provider;
import javax.crypto.AEADBadTagException;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;

/**
 * AES-GCM with two faults of different kinds: every ciphertext's first byte flipped, and a bad tag
 * answered with an unchecked {@link ArithmeticException} instead of {@link AEADBadTagException}.
 */
public final class TwoFaults extends Provider {

    private static final long serialVersionUID = 1L;

    public TwoFaults() {
        super("TwoFaults", "1", "test provider: AES-GCM with a flipped byte and an unchecked exception on bad tags");
        put("Cipher.AES/GCM/NoPadding", Spi.class.getName());
    }

    public static final class Spi extends DelegatingCipherSpi {
        public Spi() {
            super("AES/GCM/NoPadding");
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            try {
                byte[] out = super.engineDoFinal(input, offset, len);
                if (mode == Cipher.ENCRYPT_MODE && out.length > 0) {
                    out[0] ^= 1;
                }
                return out;
            } catch (AEADBadTagException e) {
                throw new ArithmeticException("tag mismatch");
            }
        }
    }
}
