package cryptobench.sign;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.nio.charset.StandardCharsets;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.RSAKeyGenParameterSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.KeyAgreement;

/**
 * One provider's KeyPairGenerator for one key type, checked before it is measured: two generated pairs differ and
 * have the asked size; another provider re-makes each key with its KeyFactory, then signs with the private key and
 * verifies with the public one (X25519: agrees with a key of its own, both ways, to the same secret). A generator
 * whose public key does not belong to its private key, or of the wrong size, is refused.
 */
public final class KeyGenFixture {

    private static final byte[] MESSAGE = "cryptobench key generation".getBytes(StandardCharsets.US_ASCII);

    private final KeyPairGenerator generator;
    private final String validation;

    private KeyGenFixture(KeyPairGenerator generator, String validation) {
        this.generator = generator;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider has no generator for the key type
     * @throws ValidationException if a generated key pair is wrong
     */
    public static KeyGenFixture create(String providerName, KeyType type) {
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + type.displayName() + " key generation";
        Provider provider = ProviderRegistry.offering(name, "KeyPairGenerator", type.keyAlgorithm());
        if (provider == null) {
            throw new UnsupportedCombinationException(
                    name + " has no KeyPairGenerator " + type.keyAlgorithm() + ProviderRegistry.inJdkBuild(name));
        }
        List<String> notes = new ArrayList<>();
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance(type.keyAlgorithm(), provider);
            try {
                if (type.curve() != null) {
                    generator.initialize(new ECGenParameterSpec(type.curve()));
                } else if (type.keyAlgorithm().equals("RSA")) {
                    generator.initialize(new RSAKeyGenParameterSpec(type.bits(), RSAKeyGenParameterSpec.F4));
                }
            } catch (GeneralSecurityException | InvalidParameterException e) {
                throw new UnsupportedCombinationException(
                        name + " cannot generate " + type.displayName() + " keys: " + e.getMessage(), e);
            }
            notes.add(provider.getName() + " KeyPairGenerator " + type.keyAlgorithm());
            KeyPair first = generator.generateKeyPair();
            KeyPair second = generator.generateKeyPair();
            require(
                    !Arrays.equals(
                                    first.getPublic().getEncoded(),
                                    second.getPublic().getEncoded())
                            && !Arrays.equals(
                                    PublicKeyProviders.pkcs8(first.getPrivate()),
                                    PublicKeyProviders.pkcs8(second.getPrivate())),
                    what + ": two generated key pairs are equal");
            checkSize(what, type, first);
            notes.add("two pairs differ, of the asked size");

            Reference reference = References.first(name, candidate -> checker(candidate, type));
            if (reference == null) {
                throw PublicKeyProviders.noReference(type.displayName() + " keys", name);
            }
            KeyPair theirs = PublicKeyProviders.remake(reference.name(), first, type.keyAlgorithm());
            if (type.signature() != null) {
                Signature signer = Signature.getInstance(type.signature(), reference.provider());
                signer.initSign(theirs.getPrivate());
                signer.update(MESSAGE);
                byte[] signature = signer.sign();
                Signature verifier = Signature.getInstance(type.signature(), reference.provider());
                verifier.initVerify(theirs.getPublic());
                verifier.update(MESSAGE);
                require(
                        verifier.verify(signature),
                        what + ": " + reference.name() + " signs with the private key and the public key does not "
                                + "verify it: the public key is not the private key's");
                notes.add(reference.name() + " re-makes the keys, signs with " + type.signature() + " and verifies");
            } else {
                KeyPair other = KeyPairGenerator.getInstance(type.keyAlgorithm(), reference.provider())
                        .generateKeyPair();
                byte[] mine = agree(reference.provider(), theirs.getPrivate(), other.getPublic());
                byte[] back = agree(reference.provider(), other.getPrivate(), theirs.getPublic());
                require(
                        Arrays.equals(mine, back),
                        what + ": the private key and the public key agree to different secrets with "
                                + reference.name() + "'s key: the public key is not the private key's");
                notes.add(reference.name() + " re-makes the keys and agrees both ways with a key of its own");
            }
            return new KeyGenFixture(generator, String.join("; ", notes));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One key pair generated. */
    public KeyPair generate() {
        return generator.generateKeyPair();
    }

    /** What was checked. */
    public String validation() {
        return validation;
    }

    private static Provider checker(String name, KeyType type) {
        String service = type.signature() != null ? "Signature" : "KeyAgreement";
        String algorithm = type.signature() != null ? type.signature() : type.keyAlgorithm();
        Provider p = ProviderRegistry.offering(name, service, algorithm);
        boolean keys = ProviderRegistry.offering(name, "KeyFactory", type.keyAlgorithm()) != null
                // an agreement check makes the reference's own key pair too
                && (type.signature() != null
                        || ProviderRegistry.offering(name, "KeyPairGenerator", type.keyAlgorithm()) != null);
        return p != null && keys ? p : null;
    }

    private static void checkSize(String what, KeyType type, KeyPair pair) {
        if (pair.getPublic() instanceof RSAPublicKey rsa) {
            require(
                    rsa.getModulus().bitLength() == type.bits(),
                    what + ": a modulus of " + rsa.getModulus().bitLength() + " bits");
            require(
                    rsa.getPublicExponent().equals(RSAKeyGenParameterSpec.F4),
                    what + ": public exponent " + rsa.getPublicExponent() + ", not 65537");
        } else if (pair.getPublic() instanceof ECPublicKey ec) {
            ECParameterSpec want = namedCurve(type.curve());
            ECParameterSpec got = ec.getParams();
            require(
                    got.getCurve().equals(want.getCurve())
                            && got.getGenerator().equals(want.getGenerator())
                            && got.getOrder().equals(want.getOrder())
                            && got.getCofactor() == want.getCofactor(),
                    what + ": a key on another curve than " + type.curve() + " (order of "
                            + got.getOrder().bitLength() + " bits)");
        }
    }

    /** The named curve's parameters as the JDK describes them. */
    private static ECParameterSpec namedCurve(String curve) {
        try {
            AlgorithmParameters params = AlgorithmParameters.getInstance(
                    "EC", ProviderRegistry.offering(ProviderRegistry.SUN_JCE, "AlgorithmParameters", "EC"));
            params.init(new ECGenParameterSpec(curve));
            return params.getParameterSpec(ECParameterSpec.class);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK does not describe " + curve + ": " + e, e);
        }
    }

    private static byte[] agree(Provider p, PrivateKey mine, PublicKey theirs) throws GeneralSecurityException {
        KeyAgreement agreement = KeyAgreement.getInstance("X25519", p);
        agreement.init(mine);
        agreement.doPhase(theirs, true);
        return agreement.generateSecret();
    }
}
