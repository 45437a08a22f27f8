package cryptobench.cipher;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import java.security.GeneralSecurityException;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * XTS-AES as IEEE Std 1619-2007 defines it, ciphertext stealing included, composed from another provider's
 * {@code AES/ECB/NoPadding}: what an XTS provider is compared with where no other provider offers XTS.
 */
public final class XtsReference {

    private static final int BLOCK = 16;
    private static final String ECB = "AES/ECB/NoPadding";

    private final String ecbName;
    private final Provider ecb;

    private XtsReference(String ecbName, Provider ecb) {
        this.ecbName = ecbName;
        this.ecb = ecb;
    }

    /** XTS over {@code ecb}'s AES/ECB/NoPadding; {@code ecbName} names it in messages. */
    public static XtsReference over(String ecbName, Provider ecb) {
        return new XtsReference(ecbName, ecb);
    }

    /** XTS over the AES/ECB/NoPadding of the first provider other than {@code name} that offers it, or null. */
    public static XtsReference against(String name) {
        Reference ref = References.first(name, candidate -> {
            Provider p = ProviderRegistry.load(candidate);
            Cipher.getInstance(ECB, p);
            return p;
        });
        return ref == null ? null : new XtsReference(ref.name(), ref.provider());
    }

    /** The provider whose AES/ECB/NoPadding this composes. */
    public String ecbProvider() {
        return ecbName;
    }

    /** How messages name this reference. */
    public String description() {
        return "IEEE 1619 XTS composed from " + ecbName + "'s " + ECB;
    }

    /**
     * Encrypts one data unit.
     *
     * @param key Key1 (the data key) followed by Key2 (the tweak key), each 16 or 32 bytes
     * @param tweak the 16-byte tweak, the data unit's number in little-endian order
     * @throws IllegalArgumentException for a key, tweak or input XTS does not define
     */
    public byte[] encrypt(byte[] key, byte[] tweak, byte[] input) throws GeneralSecurityException {
        return crypt(true, key, tweak, input);
    }

    /** Decrypts one data unit, as {@link #encrypt} takes it. */
    public byte[] decrypt(byte[] key, byte[] tweak, byte[] input) throws GeneralSecurityException {
        return crypt(false, key, tweak, input);
    }

    private byte[] crypt(boolean encrypt, byte[] key, byte[] tweak, byte[] input) throws GeneralSecurityException {
        if (key.length != 32 && key.length != 64) {
            throw new IllegalArgumentException("XTS-AES takes a 256- or 512-bit key, not " + key.length * 8);
        }
        if (tweak.length != BLOCK) {
            throw new IllegalArgumentException("XTS-AES takes a 16-byte tweak, not " + tweak.length);
        }
        if (input.length < BLOCK) {
            throw new IllegalArgumentException("XTS-AES takes at least 16 bytes, not " + input.length);
        }
        int half = key.length / 2;
        Cipher tweakCipher = Cipher.getInstance(ECB, ecb);
        tweakCipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, half, half, "AES"));
        byte[] t = tweakCipher.doFinal(tweak);
        Cipher data = Cipher.getInstance(ECB, ecb);
        data.init(encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE, new SecretKeySpec(key, 0, half, "AES"));

        int partial = input.length % BLOCK;
        int whole = input.length / BLOCK;
        // With a partial last block, the last whole block is handled with it (ciphertext stealing).
        int plain = partial == 0 ? whole : whole - 1;
        byte[] out = new byte[input.length];
        byte[] tweaks = new byte[plain * BLOCK];
        for (int j = 0; j < plain; j++) {
            System.arraycopy(t, 0, tweaks, j * BLOCK, BLOCK);
            multiplyByAlpha(t);
        }
        if (plain > 0) {
            byte[] x = xor(input, 0, tweaks, plain * BLOCK);
            data.doFinal(x, 0, x.length, out, 0);
            for (int i = 0; i < x.length; i++) {
                out[i] ^= tweaks[i];
            }
        }
        if (partial == 0) {
            return out;
        }
        int last = plain * BLOCK;
        byte[] first = t.clone();
        byte[] second = t.clone();
        multiplyByAlpha(second);
        // Encryption takes the last whole block under tweak m-1 and the stolen block under m;
        // decryption must undo them in the other order.
        byte[] cc = new byte[BLOCK];
        block(data, encrypt ? first : second, input, last, cc, 0);
        byte[] pp = new byte[BLOCK];
        System.arraycopy(input, last + BLOCK, pp, 0, partial);
        System.arraycopy(cc, partial, pp, partial, BLOCK - partial);
        System.arraycopy(cc, 0, out, last + BLOCK, partial);
        block(data, encrypt ? second : first, pp, 0, out, last);
        return out;
    }

    /** One block through the data key, whitened with the tweak {@code t} before and after. */
    private static void block(Cipher data, byte[] t, byte[] in, int inOffset, byte[] out, int outOffset)
            throws GeneralSecurityException {
        byte[] y = data.doFinal(xor(in, inOffset, t, BLOCK));
        for (int i = 0; i < BLOCK; i++) {
            out[outOffset + i] = (byte) (y[i] ^ t[i]);
        }
    }

    private static byte[] xor(byte[] in, int offset, byte[] t, int length) {
        byte[] x = new byte[length];
        for (int i = 0; i < length; i++) {
            x[i] = (byte) (in[offset + i] ^ t[i]);
        }
        return x;
    }

    /** {@code t} times the primitive element alpha of GF(2^128), the block read as a little-endian number. */
    private static void multiplyByAlpha(byte[] t) {
        int carry = 0;
        for (int i = 0; i < BLOCK; i++) {
            int b = t[i] & 0xff;
            t[i] = (byte) ((b << 1) | carry);
            carry = b >>> 7;
        }
        if (carry != 0) {
            t[0] ^= (byte) 0x87;
        }
    }
}
