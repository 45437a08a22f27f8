package cryptobench.cipher;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.Key;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES key wrap of one provider: {@code Cipher.wrap} of a key under a 256-bit key-encryption key, and
 * {@code Cipher.unwrap} back into a key object (for the RSA key that includes the provider's PKCS#8
 * parsing). Checked before it is measured: the RFC 3394 (KW) or RFC 5649 (KWP) vectors; the measured
 * objects wrap twice to the same bytes and unwrap to the same key; another provider wraps to the same
 * bytes and unwraps this one's; a tampered wrapping is refused, never unwrapped.
 */
public final class KeyWrapFixture {

    /** RFC 3394 sections 4.1 and 4.6, and RFC 5649 section 6: KEK, key data, wrapped. */
    static final List<String[]> KW_VECTORS = List.of(
            new String[] {
                "RFC 3394 4.1",
                "000102030405060708090a0b0c0d0e0f",
                "00112233445566778899aabbccddeeff",
                "1fa68b0a8112b447aef34bd8fb5a7b829d3e862371d2cfe5"
            },
            new String[] {
                "RFC 3394 4.6",
                "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f",
                "00112233445566778899aabbccddeeff000102030405060708090a0b0c0d0e0f",
                "28c9f404c4b810f4cbccb35cfb87f8263f5786e2d80ed326cbc7f0e71a99f43bfb988b9b7a02dd21"
            });

    static final List<String[]> KWP_VECTORS = List.of(
            new String[] {
                "RFC 5649 6 (20 bytes)",
                "5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8",
                "c37b7e6492584340bed12207808941155068f738",
                "138bdeaa9b8fa7fc61f97742e72248ee5ae6ae5360d1ae6a5f54f373fa543b6a"
            },
            new String[] {
                "RFC 5649 6 (7 bytes)",
                "5840df6e29b02af1ab493b705bf16ea1ae8338f4dcc176a8",
                "466f7250617369",
                "afbeb0f07dfbf5419200f2ccb50bb24f"
            });

    private final Cipher wrapper;
    private final Cipher unwrapper;
    private final Key key;
    private final byte[] wrapped;
    private final WrappedKey wrappedKey;
    private final String validation;

    private KeyWrapFixture(
            Cipher wrapper, Cipher unwrapper, Key key, byte[] wrapped, WrappedKey wrappedKey, String validation) {
        this.wrapper = wrapper;
        this.unwrapper = unwrapper;
        this.key = key;
        this.wrapped = wrapped;
        this.wrappedKey = wrappedKey;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider lacks the mode, or KW is asked to wrap a key that is not whole 8-byte blocks
     * @throws ValidationException if it wraps or unwraps wrongly
     */
    public static KeyWrapFixture create(String providerName, WrapMode mode, WrappedKey wrappedKey) {
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + mode.displayName() + " of an " + wrappedKey.displayName();
        Provider provider = ProviderRegistry.load(name);
        String cipherName = cipherName(provider, mode);
        if (cipherName == null) {
            throw new UnsupportedCombinationException(name + " does not offer " + mode.displayName() + " (no Cipher "
                    + String.join(" or ", mode.cipherNames()) + ")");
        }
        List<String> notes = new ArrayList<>();
        try {
            Key key = wrappedKey.key();
            byte[] encoded = key.getEncoded();
            if (mode == WrapMode.KW && encoded.length % 8 != 0) {
                throw new UnsupportedCombinationException(
                        mode.displayName() + " (RFC 3394) wraps whole 8-byte blocks; the " + wrappedKey.displayName()
                                + " is " + encoded.length + " bytes: KWP pads it");
            }
            notes.add(vectors(provider, cipherName, mode, what));

            SecretKey kek = kek();
            Cipher wrapper = Cipher.getInstance(cipherName, provider);
            wrapper.init(Cipher.WRAP_MODE, kek);
            Cipher unwrapper = Cipher.getInstance(cipherName, provider);
            unwrapper.init(Cipher.UNWRAP_MODE, kek);
            byte[] first = wrapper.wrap(key);
            byte[] second = wrapper.wrap(key);
            require(Arrays.equals(first, second), what + ": two wraps of one key differ");
            require(
                    Arrays.equals(
                            unwrapper
                                    .unwrap(first, wrappedKey.algorithm(), wrappedKey.type())
                                    .getEncoded(),
                            encoded),
                    what + ": its unwrap gives another key");
            notes.add("wraps twice to the same bytes and unwraps them");

            Reference ref = reference(name, mode);
            if (ref != null) {
                String reference = ref.name();
                Provider other = ref.provider();
                String otherName = cipherName(other, mode);
                Cipher theirWrapper = Cipher.getInstance(otherName, other);
                theirWrapper.init(Cipher.WRAP_MODE, kek);
                require(
                        Arrays.equals(theirWrapper.wrap(key), first),
                        what + ": wraps to other bytes than " + reference);
                Cipher theirUnwrapper = Cipher.getInstance(otherName, other);
                theirUnwrapper.init(Cipher.UNWRAP_MODE, kek);
                require(
                        Arrays.equals(
                                theirUnwrapper
                                        .unwrap(first, wrappedKey.algorithm(), wrappedKey.type())
                                        .getEncoded(),
                                encoded),
                        what + ": " + reference + " unwraps its wrapping to another key");
                notes.add("same bytes as " + reference + ", which unwraps them");
            } else {
                notes.add("no other provider offers " + mode.displayName() + " to compare with");
            }

            for (int bit : new int[] {0, first.length * 4, first.length * 8 - 1}) {
                byte[] tampered = first.clone();
                tampered[bit / 8] ^= (byte) (1 << (bit % 8));
                Key accepted;
                try {
                    accepted = unwrapper.unwrap(tampered, wrappedKey.algorithm(), wrappedKey.type());
                } catch (GeneralSecurityException | RuntimeException refused) {
                    continue;
                }
                throw new ValidationException(what + ": unwraps a tampered wrapping (bit " + bit + ") to a key of "
                        + (accepted == null ? "null" : accepted.getEncoded().length + " bytes"));
            }
            require(
                    Arrays.equals(
                            unwrapper
                                    .unwrap(first, wrappedKey.algorithm(), wrappedKey.type())
                                    .getEncoded(),
                            encoded),
                    what + ": does not unwrap after refusing a tampered wrapping");
            notes.add("refuses tampered wrappings");
            return new KeyWrapFixture(wrapper, unwrapper, key, first, wrappedKey, String.join("; ", notes));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One wrap; returns the wrapped bytes. */
    public byte[] wrap() throws GeneralSecurityException {
        return wrapper.wrap(key);
    }

    /** One unwrap into the provider's key object. */
    public Key unwrap() throws GeneralSecurityException {
        return unwrapper.unwrap(wrapped, wrappedKey.algorithm(), wrappedKey.type());
    }

    public String validation() {
        return validation;
    }

    /** The first of the mode's Cipher names that the provider offers (service lookup ignores case), or null. */
    static String cipherName(Provider provider, WrapMode mode) {
        return mode.cipherNames().stream()
                .filter(n -> provider.getService("Cipher", n) != null)
                .findFirst()
                .orElse(null);
    }

    private static String vectors(Provider provider, String cipherName, WrapMode mode, String what)
            throws GeneralSecurityException {
        HexFormat hex = HexFormat.of();
        List<String[]> vectors = mode == WrapMode.KW ? KW_VECTORS : KWP_VECTORS;
        for (String[] v : vectors) {
            SecretKeySpec kek = new SecretKeySpec(hex.parseHex(v[1]), "AES");
            Cipher c = Cipher.getInstance(cipherName, provider);
            c.init(Cipher.ENCRYPT_MODE, kek);
            byte[] out = c.doFinal(hex.parseHex(v[2]));
            require(
                    Arrays.equals(out, hex.parseHex(v[3])),
                    what + ": " + v[0] + " gives " + hex.formatHex(out) + ", expected " + v[3]);
            c.init(Cipher.DECRYPT_MODE, kek);
            require(Arrays.equals(c.doFinal(out), hex.parseHex(v[2])), what + ": " + v[0] + " does not unwrap back");
        }
        return vectors.size() + " " + (mode == WrapMode.KW ? "RFC 3394" : "RFC 5649") + " vectors";
    }

    /** The reference provider ({@link References}) that offers the mode, or null. */
    private static Reference reference(String name, WrapMode mode) {
        return References.first(name, candidate -> {
            Provider p = ProviderRegistry.load(candidate);
            return cipherName(p, mode) != null ? p : null;
        });
    }

    private static SecretKey kek() {
        byte[] bytes = new byte[32];
        new Random(32).nextBytes(bytes);
        return new SecretKeySpec(bytes, "AES");
    }
}
