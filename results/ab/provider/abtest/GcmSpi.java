package abtest;

import java.nio.ByteBuffer;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/** AES/GCM/NoPadding delegated to ACCP, with an extra encryption every EXTRA_EVERY-th doFinal. */
public final class GcmSpi extends CipherSpi {

    /**
     * Replaced by make.sh: 1 (+100%), 5 (+20%), 10 (+10%), 20 (+5%), 40 (+2.5%), or Long.MAX_VALUE (never:
     * the base build, with the same code as the others, so that only the work differs).
     */
    static final long EXTRA_EVERY = Long.MAX_VALUE;

    static volatile int sink;

    private final Cipher inner;
    private final Cipher extra;
    private final SecretKeySpec extraKey = new SecretKeySpec(new byte[32], "AES");
    private final byte[] extraIv = new byte[12];
    private byte[] scratch = new byte[0];
    // room for the tag of an empty message: ACCP throws ArrayIndexOutOfBoundsException, not ShortBufferException, for less
    private byte[] scratchOut = new byte[16];
    private long calls;

    public GcmSpi() throws GeneralSecurityException {
        Provider accp;
        try {
            accp = (Provider) Class.forName("com.amazon.corretto.crypto.provider.AmazonCorrettoCryptoProvider").getField("INSTANCE").get(null);
        } catch (ReflectiveOperationException e) {
            throw new NoSuchAlgorithmException("ACCP is not on the classpath: " + e);
        }
        inner = Cipher.getInstance("AES/GCM/NoPadding", accp);
        extra = Cipher.getInstance("AES/GCM/NoPadding", accp);
    }

    private void extraWork(int len) throws GeneralSecurityException {
        if (++calls % EXTRA_EVERY == 0) {
            if (scratch.length != len) {
                scratch = new byte[len];
                scratchOut = new byte[len + 16];
            }
            // A fresh nonce each time: GCM refuses a key and nonce used before. No allocation
            // beyond what the measured call itself makes, so the extra cost is one encryption.
            for (int i = 0; i < 8 && ++extraIv[i] == 0; i++) {
            }
            extra.init(Cipher.ENCRYPT_MODE, extraKey, new GCMParameterSpec(128, extraIv));
            sink += extra.doFinal(scratch, 0, len, scratchOut, 0);
        }
    }

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        if (!mode.equalsIgnoreCase("GCM")) {
            throw new NoSuchAlgorithmException(mode);
        }
    }

    @Override
    protected void engineSetPadding(String padding) throws NoSuchPaddingException {
        if (!padding.equalsIgnoreCase("NoPadding")) {
            throw new NoSuchPaddingException(padding);
        }
    }

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
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        inner.init(opmode, key, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        inner.init(opmode, key, params, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        inner.init(opmode, key, params, random);
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        return inner.update(input, inputOffset, inputLen);
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException {
        return inner.update(input, inputOffset, inputLen, output, outputOffset);
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen) throws IllegalBlockSizeException, BadPaddingException {
        try {
            extraWork(inputLen);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        return inner.doFinal(input, inputOffset, inputLen);
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        try {
            extraWork(inputLen);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
        return inner.doFinal(input, inputOffset, inputLen, output, outputOffset);
    }

    @Override
    protected void engineUpdateAAD(byte[] src, int offset, int len) {
        inner.updateAAD(src, offset, len);
    }

    @Override
    protected void engineUpdateAAD(ByteBuffer src) {
        inner.updateAAD(src);
    }
}
