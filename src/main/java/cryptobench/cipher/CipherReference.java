package cryptobench.cipher;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * What a provider's cipher is compared with: another provider's cipher of the same algorithm, or for XTS, which no
 * other provider may offer, IEEE 1619 composed from another provider's AES/ECB/NoPadding ({@link XtsReference}).
 */
public final class CipherReference {

    private final String name;
    private final Provider provider;
    private final CipherAlgorithm algorithm;
    private final XtsReference xts;

    private CipherReference(String name, Provider provider, CipherAlgorithm algorithm, XtsReference xts) {
        this.name = name;
        this.provider = provider;
        this.algorithm = algorithm;
        this.xts = xts;
    }

    /**
     * The reference for provider {@code name} (the object {@code own}): the first other provider ({@link References})
     * whose cipher takes a {@code keyBits} key, else for XTS the composed one; null if there is none.
     */
    public static CipherReference find(String name, Provider own, CipherAlgorithm algorithm, int keyBits) {
        Reference ref = References.first(name, candidate -> {
            Provider p = candidate.equals(name) ? own : ProviderRegistry.load(candidate);
            algorithm
                    .newCipher(p, candidate)
                    .init(
                            Cipher.ENCRYPT_MODE,
                            new SecretKeySpec(new byte[keyBits / 8], algorithm.keyAlgorithm()),
                            algorithm.parameters(new byte[algorithm.ivLength()]));
            return p;
        });
        if (ref != null) {
            return new CipherReference(ref.name(), ref.provider(), algorithm, null);
        }
        if (algorithm.kind() != CipherAlgorithm.Kind.XTS) {
            return null;
        }
        XtsReference composed = XtsReference.against(name);
        return composed == null ? null : composed(composed);
    }

    /** XTS composed from a block cipher, as {@link #find} gives it where no other provider offers XTS. */
    public static CipherReference composed(XtsReference xts) {
        return new CipherReference(xts.description(), null, CipherAlgorithm.AES_XTS, xts);
    }

    /** A provider's name, or the composed XTS's description. */
    public String name() {
        return name;
    }

    /** Whose output it is, in a message: "SunJCE's", or the composed XTS's description. */
    public String possessive() {
        return xts == null ? name + "'s" : name;
    }

    /** The reference's encryption of {@code message}, with {@code aad} for an AEAD. */
    public byte[] encrypt(Key key, byte[] iv, byte[] aad, byte[] message) throws GeneralSecurityException {
        if (xts != null) {
            return xts.encrypt(key.getEncoded(), iv, message);
        }
        Cipher cipher = algorithm.newCipher(provider, name);
        cipher.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(iv));
        if (aad.length > 0) {
            cipher.updateAAD(aad);
        }
        return cipher.doFinal(message);
    }
}
