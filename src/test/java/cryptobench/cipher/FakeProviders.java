package cryptobench.cipher;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.ShortBufferException;

/**
 * Tiny broken providers for the validation tests. Each offers AES/GCM/NoPadding by delegating to
 * SunJCE and then breaking one thing.
 */
public final class FakeProviders {

    private FakeProviders() {}

    /** Flips the first output byte of every encryption: fails the known-answer vectors. */
    public static final class WrongBytes extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongBytes() {
            super("WrongBytes", "1", "flips a ciphertext byte");
            register(this, WrongBytesSpi.class);
        }
    }

    /** Correct on short inputs, wrong beyond byte 100; decrypt undoes it, so only a reference provider notices. */
    public static final class WrongOnLongInputs extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongOnLongInputs() {
            super("WrongOnLongInputs", "1", "flips byte 100");
            register(this, WrongOnLongInputsSpi.class);
        }
    }

    /** Returns plaintext even when the tag does not verify. */
    public static final class SkipsTagCheck extends Provider {
        private static final long serialVersionUID = 1L;

        public SkipsTagCheck() {
            super("SkipsTagCheck", "1", "ignores bad tags");
            register(this, SkipsTagCheckSpi.class);
        }
    }

    /** Right from doFinal(byte[]), wrong when writing into a caller's buffer: the call that is measured. */
    public static final class WrongIntoBuffer extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongIntoBuffer() {
            super("WrongIntoBuffer", "1", "flips a byte in the output buffer");
            register(this, WrongIntoBufferSpi.class);
        }
    }

    /** Checks the tag in {@code doFinal(byte[])} but not when decrypting into a caller's buffer. */
    public static final class SkipsTagCheckIntoBuffer extends Provider {
        private static final long serialVersionUID = 1L;

        public SkipsTagCheckIntoBuffer() {
            super("SkipsTagCheckIntoBuffer", "1", "ignores bad tags in the buffer path");
            register(this, SkipsTagCheckIntoBufferSpi.class);
        }
    }

    /** Right in one-shot calls, but flips the first byte each {@code update} writes: only streaming notices. */
    public static final class WrongInUpdate extends Provider {
        private static final long serialVersionUID = 1L;

        public WrongInUpdate() {
            super("WrongInUpdate", "1", "flips a byte in update output");
            register(this, WrongInUpdateSpi.class);
        }
    }

    /** SunJCE's AES-GCM, counting the calls to getOutputSize (which grows with what a buffering provider keeps). */
    public static final class CountsOutputSize extends Provider {
        private static final long serialVersionUID = 1L;

        public static final AtomicInteger CALLS = new AtomicInteger();

        public CountsOutputSize() {
            super("CountsOutputSize", "1", "counts getOutputSize calls");
            register(this, CountsOutputSizeSpi.class);
        }
    }

    public static final class CountsOutputSizeSpi extends DelegatingSpi {
        @Override
        protected int engineGetOutputSize(int inputLen) {
            CountsOutputSize.CALLS.incrementAndGet();
            return super.engineGetOutputSize(inputLen);
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            return delegate().update(input, offset, len);
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            return delegate().doFinal(input == null ? new byte[0] : input, offset, len);
        }

        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset) {
            try {
                return delegate().update(input, offset, len, output, outOffset);
            } catch (ShortBufferException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    /** A provider whose native library is missing: its constructor fails the way a JNI provider's does. */
    public static final class NativeLibraryMissing extends Provider {
        private static final long serialVersionUID = 1L;

        public NativeLibraryMissing() {
            super("NativeLibraryMissing", "1", "cannot load");
            throw new UnsatisfiedLinkError("no fakecrypto in java.library.path");
        }
    }

    /** Every encryption fails, saying why on two lines as native providers do (their call, then the library's error queue). */
    public static final class FailsOnTwoLines extends Provider {
        private static final long serialVersionUID = 1L;

        public FailsOnTwoLines() {
            super("FailsOnTwoLines", "1", "fails on two lines");
            register(this, FailsOnTwoLinesSpi.class);
        }
    }

    /** A provider that loads and offers nothing. */
    public static final class OffersNothing extends Provider {
        private static final long serialVersionUID = 1L;

        public OffersNothing() {
            super("OffersNothing", "1", "no services");
        }
    }

    private static void register(Provider p, Class<? extends DelegatingSpi> spi) {
        p.put("Cipher.AES/GCM/NoPadding", spi.getName());
    }

    /** Delegates to SunJCE's AES/GCM/NoPadding (or {@link #transformation()}); subclasses change the bytes that come out. */
    public abstract static class DelegatingSpi extends CipherSpi {
        private Cipher delegate;
        protected int mode;

        /** The SunJCE transformation delegated to. */
        protected String transformation() {
            return "AES/GCM/NoPadding";
        }

        protected Cipher delegate() {
            if (delegate == null) {
                try {
                    delegate = Cipher.getInstance(transformation(), Security.getProvider("SunJCE"));
                } catch (GeneralSecurityException e) {
                    throw new IllegalStateException(e);
                }
            }
            return delegate;
        }

        protected byte[] afterEncrypt(byte[] out) {
            return out;
        }

        protected byte[] beforeDecrypt(byte[] in) {
            return in;
        }

        protected byte[] onBadTag(int length, BadPaddingException e) throws BadPaddingException {
            throw e;
        }

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
            return delegate().getOutputSize(inputLen);
        }

        @Override
        protected byte[] engineGetIV() {
            return delegate().getIV();
        }

        @Override
        protected AlgorithmParameters engineGetParameters() {
            return delegate().getParameters();
        }

        @Override
        protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
            mode = opmode;
            delegate().init(opmode, key, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            mode = opmode;
            delegate().init(opmode, key, params, random);
        }

        @Override
        protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
                throws InvalidKeyException, InvalidAlgorithmParameterException {
            mode = opmode;
            delegate().init(opmode, key, params, random);
        }

        @Override
        protected byte[] engineUpdate(byte[] input, int offset, int len) {
            throw new UnsupportedOperationException("one-shot only");
        }

        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset) {
            throw new UnsupportedOperationException("one-shot only");
        }

        @Override
        protected void engineUpdateAAD(byte[] src, int offset, int len) {
            delegate().updateAAD(src, offset, len);
        }

        @Override
        protected void engineUpdateAAD(ByteBuffer src) {
            delegate().updateAAD(src);
        }

        @Override
        protected byte[] engineDoFinal(byte[] input, int offset, int len)
                throws IllegalBlockSizeException, BadPaddingException {
            byte[] in = Arrays.copyOfRange(input, offset, offset + len);
            if (mode == Cipher.ENCRYPT_MODE) {
                return afterEncrypt(delegate().doFinal(in));
            }
            try {
                return delegate().doFinal(beforeDecrypt(in));
            } catch (BadPaddingException e) {
                return onBadTag(len - 16, e);
            }
        }

        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            byte[] out = engineDoFinal(input, offset, len);
            if (output.length - outOffset < out.length) {
                throw new ShortBufferException();
            }
            System.arraycopy(out, 0, output, outOffset, out.length);
            return out.length;
        }

        @Override
        protected byte[] engineWrap(Key key) throws IllegalBlockSizeException, InvalidKeyException {
            return delegate().wrap(key);
        }

        @Override
        protected Key engineUnwrap(byte[] wrapped, String algorithm, int type)
                throws InvalidKeyException, NoSuchAlgorithmException {
            return delegate().unwrap(wrapped, algorithm, type);
        }
    }

    public static final class FailsOnTwoLinesSpi extends DelegatingSpi {
        @Override
        protected byte[] afterEncrypt(byte[] out) {
            throw new ProviderException(
                    "EVP_EncryptFinal_ex failed\n  error:1C800066:Provider routines::cipher operation failed");
        }
    }

    public static final class WrongBytesSpi extends DelegatingSpi {
        @Override
        protected byte[] afterEncrypt(byte[] out) {
            out[0] ^= 1;
            return out;
        }
    }

    public static final class WrongOnLongInputsSpi extends DelegatingSpi {
        @Override
        protected byte[] afterEncrypt(byte[] out) {
            if (out.length > 100) {
                out[100] ^= 1;
            }
            return out;
        }

        @Override
        protected byte[] beforeDecrypt(byte[] in) {
            byte[] copy = in.clone();
            if (copy.length > 100) {
                copy[100] ^= 1;
            }
            return copy;
        }
    }

    public static final class WrongIntoBufferSpi extends DelegatingSpi {
        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            int written = super.engineDoFinal(input, offset, len, output, outOffset);
            output[outOffset] ^= 1;
            return written;
        }
    }

    public static final class WrongInUpdateSpi extends DelegatingSpi {
        @Override
        protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset) {
            try {
                int written = delegate().update(input, offset, len, output, outOffset);
                if (written > 0) {
                    output[outOffset] ^= 1;
                }
                return written;
            } catch (ShortBufferException e) {
                throw new IllegalStateException(e);
            }
        }

        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            return delegate().doFinal(input, offset, len, output, outOffset);
        }
    }

    public static final class SkipsTagCheckIntoBufferSpi extends DelegatingSpi {
        @Override
        protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
                throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
            try {
                return super.engineDoFinal(input, offset, len, output, outOffset);
            } catch (BadPaddingException e) {
                return Math.max(0, len - 16);
            }
        }
    }

    public static final class SkipsTagCheckSpi extends DelegatingSpi {
        @Override
        protected byte[] onBadTag(int length, BadPaddingException e) {
            return new byte[Math.max(0, length)];
        }
    }
}
