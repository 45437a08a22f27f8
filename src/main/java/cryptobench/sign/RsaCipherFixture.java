package cryptobench.sign;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyPair;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;

/**
 * RSA encryption of one provider, with one padding and modulus, of a fixed 32-byte random message (a key to
 * transport), checked before it is measured: the measured Cipher objects encrypt twice (to different
 * ciphertexts) and decrypt both; another provider decrypts its ciphertext and it decrypts the other's, with the
 * same keys re-made by each one's KeyFactory; a tampered ciphertext is refused (OAEP) or decrypts to other bytes
 * (PKCS#1 v1.5's implicit rejection), and the next decryption still succeeds.
 *
 * <p>Keys come from the provider's own KeyPairGenerator, or the reference provider's if it has none. "SunJCE"
 * means the JDK's own providers: the cipher of SunJCE, the keys of SunRsaSign.
 */
public final class RsaCipherFixture {

    /** The measured message length in bytes. */
    public static final int MESSAGE_BYTES = 32;

    /** The moduli measured, in bits. */
    public static final List<Integer> MODULUS_BITS = List.of(2048, 3072, 4096);

    private final Cipher encryptor;
    private final Cipher decryptor;
    private final byte[] message;
    private final byte[] ciphertext;
    private final String validation;

    private RsaCipherFixture(Cipher encryptor, Cipher decryptor, byte[] message, byte[] ciphertext, String validation) {
        this.encryptor = encryptor;
        this.decryptor = decryptor;
        this.message = message;
        this.ciphertext = ciphertext;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws IllegalArgumentException for a modulus that is not measured
     * @throws UnsupportedCombinationException if the provider does not offer the padding or modulus
     * @throws ValidationException if it encrypts or decrypts wrongly
     */
    public static RsaCipherFixture create(String providerName, RsaPadding padding, int modulusBits) {
        if (!MODULUS_BITS.contains(modulusBits)) {
            throw new IllegalArgumentException(
                    padding.displayName() + " has no " + modulusBits + "-bit keys; valid: " + MODULUS_BITS);
        }
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + padding.displayName() + " " + modulusBits;
        Provider provider = cipherProvider(name, padding);
        if (provider == null) {
            throw new UnsupportedCombinationException(name + " does not offer " + padding.displayName() + " (no Cipher "
                    + padding.transformation() + ProviderRegistry.inJdkBuild(name) + ")");
        }
        List<Reference> references = References.all(name, candidate -> cipherProvider(candidate, padding));
        if (references.isEmpty()) {
            throw PublicKeyProviders.noReference(padding.displayName(), name);
        }
        List<String> notes = new ArrayList<>();
        byte[] message = new byte[MESSAGE_BYTES];
        new Random(MESSAGE_BYTES).nextBytes(message);
        try {
            KeyPair pair = PublicKeyProviders.keyPairFor(name, references.get(0).name(), "RSA", null, modulusBits, 0);
            notes.add(PublicKeyProviders.keySource(name, references.get(0).name(), "RSA"));
            Cipher encryptor = Cipher.getInstance(padding.transformation(), provider);
            Cipher decryptor = Cipher.getInstance(padding.transformation(), provider);
            try {
                init(encryptor, Cipher.ENCRYPT_MODE, pair.getPublic(), padding);
                init(decryptor, Cipher.DECRYPT_MODE, pair.getPrivate(), padding);
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                throw new UnsupportedCombinationException(
                        name + " refuses " + modulusBits + "-bit keys or the parameters of " + padding.displayName()
                                + ": " + e.getMessage(),
                        e);
            }
            notes.add(name + " " + padding.transformation());

            // (a) the measured objects encrypt twice, to different ciphertexts, and decrypt both.
            byte[] first = encryptor.doFinal(message);
            byte[] second = encryptor.doFinal(message);
            require(
                    first.length == modulusBits / 8,
                    what + ": a ciphertext of " + first.length + " bytes, not " + modulusBits / 8);
            require(
                    !Arrays.equals(first, second),
                    what + ": two encryptions of one message are equal: no random padding");
            require(
                    Arrays.equals(decryptor.doFinal(first), message)
                            && Arrays.equals(decryptor.doFinal(second), message),
                    what + ": its own ciphertext does not decrypt to the message with " + name);
            notes.add("encrypts twice, to different ciphertexts, and decrypts both");

            // (b) against another provider, with the same keys re-made by its KeyFactory: the first that reads them.
            List<String> refusals = new ArrayList<>();
            Cipher refEncryptor = null;
            Cipher refDecryptor = null;
            String checker = null;
            for (Reference each : references) {
                try {
                    refEncryptor = Cipher.getInstance(padding.transformation(), each.provider());
                    refDecryptor = Cipher.getInstance(padding.transformation(), each.provider());
                    init(
                            refEncryptor,
                            Cipher.ENCRYPT_MODE,
                            PublicKeyProviders.publicFor(each.name(), pair.getPublic(), "RSA"),
                            padding);
                    init(
                            refDecryptor,
                            Cipher.DECRYPT_MODE,
                            PublicKeyProviders.privateFor(each.name(), pair.getPrivate(), "RSA"),
                            padding);
                    checker = each.name();
                    break;
                } catch (GeneralSecurityException | RuntimeException cannotRead) {
                    refusals.add(each.name() + ": " + cannotRead.getMessage());
                }
            }
            if (checker == null) {
                throw new UnsupportedCombinationException(
                        "no other provider reads " + name + "'s RSA keys (" + String.join("; ", refusals) + ")");
            }
            if (!refusals.isEmpty()) {
                notes.add("checked against " + checker + " (" + String.join("; ", refusals) + ")");
            }
            require(
                    Arrays.equals(decrypt(refDecryptor, first), message),
                    what + ": its ciphertext does not decrypt to the message with " + checker);
            require(
                    Arrays.equals(decrypt(decryptor, refEncryptor.doFinal(message)), message),
                    what + ": " + checker + "'s ciphertext does not decrypt to the message with " + name);
            notes.add("decrypts with " + checker + " and decrypts " + checker + "'s");

            // (c) a tampered ciphertext is refused, and the object still decrypts afterwards.
            byte[] tampered = first.clone();
            tampered[tampered.length - 1] ^= 1;
            byte[] out = decrypt(decryptor, tampered);
            if (out == null) {
                notes.add("refuses a tampered ciphertext");
            } else {
                require(
                        !padding.mustRefuse(),
                        what + ": decrypts a tampered ciphertext to " + out.length + " bytes instead of refusing it");
                require(!Arrays.equals(out, message), what + ": decrypts a tampered ciphertext to the message");
                notes.add("decrypts a tampered ciphertext to other bytes (implicit rejection)");
            }
            init(decryptor, Cipher.DECRYPT_MODE, pair.getPrivate(), padding);
            require(
                    Arrays.equals(decryptor.doFinal(first), message),
                    what + ": does not decrypt its ciphertext after a rejection");
            return new RsaCipherFixture(encryptor, decryptor, message, first, String.join("; ", notes));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One encryption of the message. */
    public byte[] encrypt() throws GeneralSecurityException {
        return encryptor.doFinal(message);
    }

    /** One decryption of the (valid) ciphertext, which was checked to give the message in set-up. */
    public byte[] decrypt() throws GeneralSecurityException {
        return decryptor.doFinal(ciphertext);
    }

    /** What was checked, and where the keys came from. */
    public String validation() {
        return validation;
    }

    /**
     * The provider object whose Cipher {@code name} gives this padding with, or null if it has none. "SunJCE" is
     * SunJCE itself here: the JDK's RSA cipher lives there, its keys in SunRsaSign.
     */
    public static Provider cipherProvider(String name, RsaPadding padding) {
        Provider provider = ProviderRegistry.load(name);
        try {
            Cipher.getInstance(padding.transformation(), provider);
            return provider;
        } catch (NoSuchAlgorithmException | NoSuchPaddingException e) {
            return null;
        }
    }

    private static void init(Cipher cipher, int mode, Key key, RsaPadding padding)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        if (padding.spec() == null) {
            cipher.init(mode, key, new SecureRandom());
        } else {
            cipher.init(mode, key, padding.spec(), new SecureRandom());
        }
    }

    /** The plaintext, or null where the provider refused the ciphertext. */
    private static byte[] decrypt(Cipher cipher, byte[] ciphertext) throws IllegalBlockSizeException {
        try {
            return cipher.doFinal(ciphertext);
        } catch (BadPaddingException refused) {
            return null;
        }
    }
}
