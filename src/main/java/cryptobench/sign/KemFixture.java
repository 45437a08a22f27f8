package cryptobench.sign;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.SecretKey;

/**
 * ML-KEM of one provider: key generation, encapsulation to a fixed key and decapsulation of a fixed
 * ciphertext, through {@code javax.crypto.KEM}. Checked before it is measured: its own round trip
 * gives equal 32-byte secrets and ciphertexts of the FIPS 203 length; another provider decapsulates
 * its ciphertext to the same secret and it decapsulates the other's; a tampered ciphertext gives a
 * different secret (implicit rejection), the same one in both providers; and, where the provider
 * takes its key-generation and encapsulation seeds from the SecureRandom it is given, the FIPS 203
 * known answers ({@link PqKnownAnswers}).
 *
 * <p>"SunJCE" means the JDK's own providers, asked whether they offer ML-KEM.
 */
public final class KemFixture {

    private final KeyPairGenerator generator;
    private final Object encapsulator;
    private final Object decapsulator;
    private final byte[] ciphertext;
    private final String validation;

    private KemFixture(
            KeyPairGenerator generator,
            Object encapsulator,
            Object decapsulator,
            byte[] ciphertext,
            String validation) {
        this.generator = generator;
        this.encapsulator = encapsulator;
        this.decapsulator = decapsulator;
        this.ciphertext = ciphertext;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider (or this JDK) does not offer the parameter set
     * @throws ValidationException if it encapsulates or decapsulates wrongly
     */
    public static KemFixture create(String providerName, KemAlgorithm algorithm) {
        String name = ProviderRegistry.canonical(providerName);
        String jca = algorithm.jcaName();
        String what = name + " " + jca;
        Provider provider = offering(name, jca);
        String reference = PublicKeyProviders.reference(name, "KEM", jca);
        if (reference == null) {
            throw PublicKeyProviders.noReference(jca, name);
        }
        List<String> notes = new ArrayList<>();
        try {
            KeyPair pair = PublicKeyProviders.keyPairFor(name, reference, jca, null, 0, 0);
            notes.add(PublicKeyProviders.keySource(name, reference, jca));
            Object encapsulator = JcaKem.encapsulator(jca, provider, pair.getPublic(), null);
            Object decapsulator = JcaKem.decapsulator(jca, provider, pair.getPrivate());

            // (a) its own round trip, twice: fresh randomness gives fresh ciphertexts.
            JcaKem.Encapsulated first = JcaKem.encapsulate(encapsulator);
            JcaKem.Encapsulated second = JcaKem.encapsulate(encapsulator);
            require(
                    first.encapsulation().length == algorithm.ciphertextBytes(),
                    what + ": ciphertext of " + first.encapsulation().length + " bytes, FIPS 203 says "
                            + algorithm.ciphertextBytes());
            require(
                    secret(first.key()).length == KemAlgorithm.SECRET_BYTES,
                    what + ": a shared secret of " + secret(first.key()).length + " bytes, not "
                            + KemAlgorithm.SECRET_BYTES);
            require(
                    !Arrays.equals(first.encapsulation(), second.encapsulation()),
                    what + ": two encapsulations gave one ciphertext");
            same(
                    what,
                    secret(JcaKem.decapsulate(decapsulator, first.encapsulation())),
                    secret(first.key()),
                    "its own encapsulation");
            same(
                    what,
                    secret(JcaKem.decapsulate(decapsulator, second.encapsulation())),
                    secret(second.key()),
                    "its own second encapsulation");
            notes.add("round trip twice");

            // (b) against the reference, with the same keys re-made by its KeyFactory.
            Provider refProvider = offering(reference, jca);
            KeyPair refPair = PublicKeyProviders.remake(reference, pair, jca);
            Object refDecapsulator = JcaKem.decapsulator(jca, refProvider, refPair.getPrivate());
            same(
                    what,
                    secret(JcaKem.decapsulate(refDecapsulator, first.encapsulation())),
                    secret(first.key()),
                    reference + "'s decapsulation of its ciphertext");
            JcaKem.Encapsulated theirs =
                    JcaKem.encapsulate(JcaKem.encapsulator(jca, refProvider, refPair.getPublic(), null));
            same(
                    what,
                    secret(JcaKem.decapsulate(decapsulator, theirs.encapsulation())),
                    secret(theirs.key()),
                    "the secret of " + reference + "'s encapsulation");
            notes.add("decapsulates " + reference + "'s ciphertext and " + reference + " decapsulates its");

            // (c) implicit rejection: a tampered ciphertext gives another secret, not an exception, and the same in
            // both.
            byte[] tampered = first.encapsulation().clone();
            tampered[tampered.length / 2] ^= 1;
            byte[] rejected = secret(JcaKem.decapsulate(decapsulator, tampered));
            require(
                    !Arrays.equals(rejected, secret(first.key())),
                    what + ": a tampered ciphertext decapsulates to the real secret");
            same(
                    what,
                    rejected,
                    secret(JcaKem.decapsulate(refDecapsulator, tampered)),
                    reference + "'s implicit-rejection secret for the same tampered ciphertext");
            notes.add("a tampered ciphertext gives the implicit-rejection secret, as in " + reference);

            // (d) FIPS 203 known answers.
            notes.add(PqKnownAnswers.checkKem(
                    name, algorithm, provider, PublicKeyProviders.offering(name, "KeyPairGenerator", jca), what));

            Provider own = PublicKeyProviders.offering(name, "KeyPairGenerator", jca);
            KeyPairGenerator generator = own == null ? null : KeyPairGenerator.getInstance(jca, own);
            return new KemFixture(
                    generator, encapsulator, decapsulator, first.encapsulation(), String.join("; ", notes));
        } catch (ValidationException | UnsupportedCombinationException e) {
            throw e;
        } catch (Exception e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One key pair from the provider's own KeyPairGenerator ({@link #requireKeyGenerator()} first). */
    public KeyPair keyGen() {
        return generator.generateKeyPair();
    }

    /**
     * Fails unless the provider has a KeyPairGenerator of its own: without one its keys came from
     * another provider, and a keyGen row under its name would measure that one.
     */
    public void requireKeyGenerator() {
        PublicKeyProviders.requireOwnGenerator(generator, validation);
    }

    /** One encapsulation to the fixed public key, with fresh randomness; returns the provider's result object. */
    public Object encapsulate() throws Exception {
        return JcaKem.encapsulateRaw(encapsulator);
    }

    /** One decapsulation of the fixed (valid) ciphertext. */
    public SecretKey decapsulate() throws Exception {
        return JcaKem.decapsulate(decapsulator, ciphertext);
    }

    public String validation() {
        return validation;
    }

    /**
     * The provider object that gives {@code name}'s KEM (or other {@code type}) service for {@code jca}.
     *
     * @throws UnsupportedCombinationException naming why not: no javax.crypto.KEM, or no such service (in which JDK build, for SunJCE)
     */
    static Provider offering(String name, String jca) {
        if (JcaKem.missing() != null) {
            throw new UnsupportedCombinationException(name + " " + jca + ": " + JcaKem.missing());
        }
        Provider p = PublicKeyProviders.offering(name, "KEM", jca);
        if (p == null) {
            throw new UnsupportedCombinationException(
                    name + " does not offer " + jca + " (no KEM " + jca + ProviderRegistry.inJdkBuild(name) + ")");
        }
        return p;
    }

    static byte[] secret(SecretKey key) {
        byte[] encoded = key.getEncoded();
        if (encoded == null) {
            throw new ValidationException("a shared secret whose key has no encoding ("
                    + key.getClass().getName() + ")");
        }
        return encoded;
    }

    /** Fails naming both secrets unless they are equal. */
    static void same(String what, byte[] got, byte[] want, String against) {
        if (!Arrays.equals(got, want)) {
            throw new ValidationException(what + " disagrees with " + against + ": got "
                    + HexFormat.of().formatHex(got) + ", expected "
                    + HexFormat.of().formatHex(want));
        }
    }
}
