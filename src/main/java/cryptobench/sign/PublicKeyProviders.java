package cryptobench.sign;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import java.security.GeneralSecurityException;
import java.security.InvalidParameterException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Where a provider name's Signature, KeyAgreement, KeyPairGenerator and KeyFactory services come
 * from, and the key handling the signature and key-agreement fixtures share.
 *
 * <p>"SunJCE" stands for the JDK's own providers here, as in {@code DigestFixture}: RSA signatures and
 * keys live in SunRsaSign, ECDSA, EdDSA, ECDH and XDH in SunEC, none of them in SunJCE itself. This
 * class is the one place that maps the name to those providers ({@link #JDK_PROVIDERS}).
 */
final class PublicKeyProviders {

    /** The JDK providers that "SunJCE" stands for, searched in this order for a service. */
    static final List<String> JDK_PROVIDERS = ProviderRegistry.JDK_PROVIDERS;

    /** Key pairs are slow to make (RSA 4096: about a second): one per key provider, type and size per JVM. */
    private static final Map<String, KeyPair> KEY_PAIRS = new ConcurrentHashMap<>();

    private PublicKeyProviders() {}

    /**
     * The provider object that gives {@code name}'s {@code type.algorithm} service, or null if it has none.
     *
     * @throws UnsupportedCombinationException if the provider cannot load here
     */
    static Provider offering(String name, String type, String algorithm) {
        return ProviderRegistry.offering(name, type, algorithm);
    }

    /** Why {@code name}'s {@code what} cannot be measured: no other provider here offers it to validate it against. */
    static UnsupportedCombinationException noReference(String what, String name) {
        return new UnsupportedCombinationException("no other provider offers " + what + " to check " + name
                + " against (on " + ProviderRegistry.jdkBuild() + ")");
    }

    /** The reference provider ({@link References}) that offers {@code type.algorithm}, or null if none does. */
    static String reference(String name, String type, String algorithm) {
        Reference reference = References.first(name, candidate -> offering(candidate, type, algorithm));
        return reference == null ? null : reference.name();
    }

    /**
     * A key pair from {@code provider}'s KeyPairGenerator, made once per JVM.
     *
     * @param instance tells key pairs apart that are meant to differ (e.g. the two sides of a key agreement)
     * @throws UnsupportedCombinationException if the generator refuses the size or curve
     */
    static KeyPair keyPair(
            String providerName, Provider provider, String keyAlgorithm, String curve, int keyBits, int instance) {
        String key = providerName + "/" + provider.getName() + "/" + keyAlgorithm + "/" + curve + "/" + keyBits + "/"
                + instance;
        KeyPair cached = KEY_PAIRS.get(key);
        if (cached != null) {
            return cached;
        }
        KeyPair pair =
                generator(providerName, provider, keyAlgorithm, curve, keyBits).generateKeyPair();
        KEY_PAIRS.put(key, pair);
        return pair;
    }

    /**
     * {@code provider}'s KeyPairGenerator, initialised for the curve or RSA size (the named
     * post-quantum algorithms, such as ML-DSA-65, need no initialisation).
     *
     * @throws UnsupportedCombinationException if the generator refuses the size or curve
     */
    static KeyPairGenerator generator(
            String providerName, Provider provider, String keyAlgorithm, String curve, int keyBits) {
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(keyAlgorithm, provider);
            if (curve != null) {
                generator.initialize(new ECGenParameterSpec(curve));
            } else if (keyAlgorithm.equals("RSA")) {
                generator.initialize(keyBits);
            }
            return generator;
        } catch (GeneralSecurityException | InvalidParameterException e) {
            throw new UnsupportedCombinationException(
                    providerName + " cannot generate " + describe(keyAlgorithm, curve, keyBits) + " keys: "
                            + e.getMessage(),
                    e);
        }
    }

    /**
     * Fails unless a fixture has a KeyPairGenerator of its provider's own (and runs it once): without
     * one its keys came from another provider, and a keyGen row under its name would measure that one.
     *
     * @param validation the fixture's notes, which say where its keys came from
     */
    static void requireOwnGenerator(KeyPairGenerator generator, String validation) {
        if (generator == null) {
            throw new UnsupportedCombinationException(
                    "no keyGen: this provider has no KeyPairGenerator of its own (" + validation + ")");
        }
        generator.generateKeyPair();
    }

    static String describe(String keyAlgorithm, String curve, int keyBits) {
        return curve != null
                ? keyAlgorithm + " " + curve
                : keyAlgorithm.equals("RSA") ? keyBits + "-bit RSA" : keyAlgorithm;
    }

    /**
     * A key pair for {@code name}: from its own KeyPairGenerator, or else from {@code reference}'s,
     * re-made by {@code name}'s KeyFactory.
     *
     * @throws UnsupportedCombinationException if neither has a generator for these keys
     */
    static KeyPair keyPairFor(
            String name, String reference, String keyAlgorithm, String curve, int keyBits, int instance)
            throws GeneralSecurityException {
        Provider own = offering(name, "KeyPairGenerator", keyAlgorithm);
        if (own != null) {
            return keyPair(name, own, keyAlgorithm, curve, keyBits, instance);
        }
        Provider theirs = offering(reference, "KeyPairGenerator", keyAlgorithm);
        if (theirs == null) {
            throw new UnsupportedCombinationException(
                    "neither " + name + " nor " + reference + " has a KeyPairGenerator for " + keyAlgorithm + " keys");
        }
        return remake(name, keyPair(reference, theirs, keyAlgorithm, curve, keyBits, instance), keyAlgorithm);
    }

    /** Where {@link #keyPairFor} takes {@code name}'s keys from, for the validation notes. */
    static String keySource(String name, String reference, String keyAlgorithm) {
        return offering(name, "KeyPairGenerator", keyAlgorithm) != null
                ? "keys from " + name + "'s KeyPairGenerator"
                : "keys from " + reference + "'s KeyPairGenerator (" + name + " has none)";
    }

    /** Both keys re-made by {@code name}'s KeyFactory (unchanged where it has none). */
    static KeyPair remake(String name, KeyPair pair, String keyAlgorithm) throws GeneralSecurityException {
        return new KeyPair(
                publicFor(name, pair.getPublic(), keyAlgorithm), privateFor(name, pair.getPrivate(), keyAlgorithm));
    }

    /** The public key re-made by {@code provider}'s KeyFactory from its X.509 encoding, or unchanged if it has none. */
    static PublicKey publicFor(String providerName, PublicKey key, String keyAlgorithm)
            throws GeneralSecurityException {
        Provider factory = offering(providerName, "KeyFactory", keyAlgorithm);
        return factory == null
                ? key
                : KeyFactory.getInstance(keyAlgorithm, factory)
                        .generatePublic(new X509EncodedKeySpec(key.getEncoded()));
    }

    /** The private key re-made by {@code provider}'s KeyFactory from its PKCS#8 encoding, or unchanged if it has none. */
    static PrivateKey privateFor(String providerName, PrivateKey key, String keyAlgorithm)
            throws GeneralSecurityException {
        Provider factory = offering(providerName, "KeyFactory", keyAlgorithm);
        return factory == null
                ? key
                : KeyFactory.getInstance(keyAlgorithm, factory).generatePrivate(new PKCS8EncodedKeySpec(pkcs8(key)));
    }

    /** The PKCS#8 encoding every provider reads. */
    static byte[] pkcs8(PrivateKey key) {
        // Bouncy Castle (either build) writes ML-KEM and ML-DSA private keys as seed plus expanded key; the JDK reads
        // only
        // the expanded form, which its keys give through getPrivateKey(false). Reflection reaches BC-LTS's own copies
        // too.
        if (key.getAlgorithm().startsWith("ML-")) {
            try {
                Object expanded =
                        key.getClass().getMethod("getPrivateKey", boolean.class).invoke(key, false);
                return ((PrivateKey) expanded).getEncoded();
            } catch (ReflectiveOperationException | ClassCastException notBouncyCastle) {
                // another provider's key: its own encoding
            }
        }
        return key.getEncoded();
    }
}
