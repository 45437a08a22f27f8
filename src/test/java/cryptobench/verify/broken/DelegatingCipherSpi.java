package cryptobench.verify.broken;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.Security;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;

/**
 * A CipherSpi that hands everything to SunJCE's cipher of the same transformation, so that a
 * deliberately broken test provider only has to override where it goes wrong.
 */
abstract class DelegatingCipherSpi extends CipherSpi {

    protected final String transformation;
    protected Cipher inner;
    protected int mode;
    protected Key key;
    protected AlgorithmParameterSpec spec;
    protected final ByteArrayOutputStream aad = new ByteArrayOutputStream();
    /** Input bytes fed since init. */
    protected long fed;

    DelegatingCipherSpi(String transformation) {
        this.transformation = transformation;
    }

    protected Cipher fresh() {
        try {
            return Cipher.getInstance(transformation, Security.getProvider("SunJCE"));
        } catch (NoSuchAlgorithmException | NoSuchPaddingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    protected void engineSetMode(String m) throws NoSuchAlgorithmException {}

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {}

    @Override
    protected int engineGetBlockSize() {
        return 16;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        return inner.getOutputSize(inputLen);
    }

    @Override
    protected byte[] engineGetIV() {
        return inner.getIV();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        return inner.getParameters();
    }

    @Override
    protected void engineInit(int opmode, Key k, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, k, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e);
        }
    }

    @Override
    protected void engineInit(int opmode, Key k, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        inner = fresh();
        inner.init(opmode, k, params, random);
        mode = opmode;
        key = k;
        spec = params;
        aad.reset();
        fed = 0;
    }

    @Override
    protected void engineInit(int opmode, Key k, AlgorithmParameters params, SecureRandom random) {
        throw new UnsupportedOperationException("AlgorithmParameters are not taken by this test provider");
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        aad.write(src, offset, len);
        inner.updateAAD(src, offset, len);
    }

    @Override
    protected void engineUpdateAAD(ByteBuffer src) {
        byte[] a = new byte[src.remaining()];
        src.get(a);
        engineUpdateAAD(a, 0, a.length);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int offset, int len) {
        fed += len;
        return inner.update(input, offset, len);
    }

    @Override
    protected int engineUpdate(byte[] input, int offset, int len, byte[] output, int outOffset)
            throws ShortBufferException {
        byte[] out = engineUpdate(input, offset, len);
        return copy(out, output, outOffset);
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int offset, int len)
            throws IllegalBlockSizeException, BadPaddingException {
        fed += len;
        return inner.doFinal(input, offset, len);
    }

    @Override
    protected int engineDoFinal(byte[] input, int offset, int len, byte[] output, int outOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        byte[] out = engineDoFinal(input, offset, len);
        return copy(out, output, outOffset);
    }

    protected static int copy(byte[] out, byte[] output, int outOffset) throws ShortBufferException {
        if (out == null) {
            return 0;
        }
        if (output.length - outOffset < out.length) {
            throw new ShortBufferException("needs " + out.length + " bytes");
        }
        System.arraycopy(out, 0, output, outOffset, out.length);
        return out.length;
    }

    protected void reinit() throws GeneralSecurityException {
        inner = fresh();
        inner.init(mode, key, spec);
        byte[] a = aad.toByteArray();
        if (a.length > 0) {
            inner.updateAAD(a);
        }
    }
}
