package cryptobench.pipe;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.cipher.CipherAlgorithm;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** PipeCipher's held output takes the bytes of the update that wrote them, also when that update had to grow its array. */
class PipeCipherTest {

    @Test
    void aHeldUpdateThatOutgrewItsArrayKeepsItsOwnBytes() throws Exception {
        byte[] key = new byte[16];
        byte[] input = new byte[3 * 4096];
        new Random(1).nextBytes(input);
        PipeCipher pipe =
                new PipeCipher(CipherAlgorithm.AES_CBC, new AsksForMoreRoom(), "AsksForMoreRoom", key, 4096, 1 << 20);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        pipe.encrypt(new ByteArrayInputStream(input), out);

        assertTrue(AsksForMoreRoomSpi.SHORT_BUFFERS.get() > 0, "the update never asked for more room");
        byte[] written = out.toByteArray();
        Cipher sunJce = Cipher.getInstance("AES/CBC/NoPadding", Security.getProvider("SunJCE"));
        sunJce.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new IvParameterSpec(written, 0, 16));
        assertArrayEquals(input, sunJce.doFinal(written, 16, written.length - 16));
    }

    /** SunJCE's AES/CBC/NoPadding, whose update wants 64 bytes more room than its first getOutputSize promised. */
    public static final class AsksForMoreRoom extends Provider {
        private static final long serialVersionUID = 1L;

        public AsksForMoreRoom() {
            super("AsksForMoreRoom", "1", "update needs more room than getOutputSize first said");
            put("Cipher.AES/CBC/NoPadding", AsksForMoreRoomSpi.class.getName());
        }
    }

    public static final class AsksForMoreRoomSpi extends CipherSpi {
        static final AtomicInteger SHORT_BUFFERS = new AtomicInteger();
        private static final int MORE = 64;
        private final Cipher inner;
        private int sizeCalls;

        public AsksForMoreRoomSpi() throws GeneralSecurityException {
            inner = Cipher.getInstance("AES/CBC/NoPadding", Security.getProvider("SunJCE"));
        }

        @Override
        protected int engineGetOutputSize(int inputLen) {
            return inner.getOutputSize(inputLen) + (sizeCalls++ == 0 ? 0 : MORE);
        }

        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException {
            if (output.length - outOffset < inner.getOutputSize(len) + MORE) {
                SHORT_BUFFERS.incrementAndGet();
                throw new ShortBufferException("needs " + (inner.getOutputSize(len) + MORE) + " bytes");
            }
            return inner.update(input, offset, len, output, outOffset);
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            return inner.update(input, offset, len);
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            return input == null ? inner.doFinal() : inner.doFinal(input, offset, len);
        }

        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            return inner.doFinal(input, offset, len, output, outOffset);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            inner.init(opmode, key, params, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            inner.init(opmode, key, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            inner.init(opmode, key, params, random);
        }

        @Override
        protected void engineSetMode(String mode) {}

        @Override
        protected void engineSetPadding(String padding) {}

        @Override
        protected int engineGetBlockSize() {
            return 16;
        }

        @Override
        protected byte[] engineGetIV() {
            return inner.getIV();
        }

        @Override
        protected AlgorithmParameters engineGetParameters() {
            return inner.getParameters();
        }
    }
}
