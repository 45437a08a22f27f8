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
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * A signature scheme of one provider over a fixed 32-byte random message (the size of a SHA-256
 * hash, as a TLS handshake signs), checked before it is measured: the measured Signature objects sign
 * twice and verify both; the signature verifies with another provider; another provider's signature
 * over the same message and keys verifies with this one; for the deterministic schemes (PKCS#1 v1.5,
 * Ed25519) both providers give the same bytes; a tampered message and a tampered signature are rejected.
 *
 * <p>Keys come from the provider's own KeyPairGenerator, or the reference provider's if it has none
 * ({@link #validation()} says which). "SunJCE" means the JDK's own providers (SunRsaSign, SunEC);
 * see {@link PublicKeyProviders}.
 */
public final class SignatureFixture {

    /** The measured message length in bytes. */
    public static final int MESSAGE_BYTES = 32;

    /** RSASSA-PSS parameters: SHA-256, MGF1 with SHA-256, 32-byte salt, trailer field 1. */
    static final PSSParameterSpec PSS_SHA256 = new PSSParameterSpec("SHA-256", "MGF1", MGF1ParameterSpec.SHA256, 32, 1);

    private final Signature signer;
    private final Signature verifier;
    private final byte[] message;
    private final byte[] signature;
    private final String validation;
    private final KeyPairGenerator generator;

    private SignatureFixture(
            Signature signer,
            Signature verifier,
            byte[] message,
            byte[] signature,
            String validation,
            KeyPairGenerator generator) {
        this.generator = generator;
        this.signer = signer;
        this.verifier = verifier;
        this.message = message;
        this.signature = signature;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @param keyBits one of {@link SignatureAlgorithm#keySizes()}
     * @throws IllegalArgumentException for a key size the algorithm does not have
     * @throws UnsupportedCombinationException if the provider does not offer the scheme or key size
     * @throws ValidationException if it signs or verifies wrongly
     */
    public static SignatureFixture create(String providerName, SignatureAlgorithm algorithm, int keyBits) {
        if (!algorithm.keySizes().contains(keyBits)) {
            throw new IllegalArgumentException(
                    algorithm.displayName() + " has no " + keyBits + "-bit keys; valid: " + algorithm.keySizes());
        }
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + algorithm.displayName() + (algorithm.isRsa() ? " " + keyBits : "");
        String jcaName = jcaName(name, algorithm);
        if (jcaName == null) {
            throw new UnsupportedCombinationException(
                    name + " does not offer " + algorithm.displayName() + " (no Signature "
                            + String.join(" or ", algorithm.jcaNames()) + ProviderRegistry.inJdkBuild(name) + ")");
        }
        List<Reference> references = References.all(name, candidate -> offering(candidate, algorithm));
        if (references.isEmpty()) {
            throw PublicKeyProviders.noReference(algorithm.displayName(), name);
        }
        List<String> notes = new ArrayList<>();
        byte[] message = new byte[MESSAGE_BYTES];
        new Random(MESSAGE_BYTES).nextBytes(message);
        try {
            // Keys: the provider's own generator, else the reference's, re-made by the provider's KeyFactory.
            String reference = references.get(0).name();
            KeyPair pair = PublicKeyProviders.keyPairFor(
                    name, reference, algorithm.keyAlgorithm(), curve(algorithm), keyBits, 0);
            notes.add(PublicKeyProviders.keySource(name, reference, algorithm.keyAlgorithm()));
            Signature signer = signature(name, jcaName, algorithm);
            Signature verifier = signature(name, jcaName, algorithm);
            try {
                initSign(signer, pair.getPrivate(), algorithm);
                verifier.initVerify(pair.getPublic());
            } catch (InvalidKeyException e) {
                throw new UnsupportedCombinationException(
                        name + " refuses " + keyBits + "-bit keys for " + algorithm.displayName() + ": "
                                + e.getMessage(),
                        e);
            }
            notes.add(
                    name + " " + jcaName + (jcaName.equals(algorithm.jcaNames().get(0)) ? "" : " (alias)"));

            // (a) the measured objects sign twice, and verify both.
            byte[] first = sign(signer, message);
            byte[] second = sign(signer, message);
            require(
                    verify(verifier, message, first) && verify(verifier, message, second),
                    what + ": its own signature does not verify with " + name);
            notes.add("signs and verifies twice");

            // (b) and (c): against another provider, with the same keys re-made by its KeyFactory. The first that reads
            // them: the JDK reads no seed-only ML-DSA private key (as Bouncy Castle's LTS build writes them), BC does.
            List<String> refusals = new ArrayList<>();
            PublicKey refPublic = null;
            Signature refSigner = null;
            String checker = null;
            for (Reference each : references) {
                String candidate = each.name();
                try {
                    refPublic = PublicKeyProviders.publicFor(candidate, pair.getPublic(), algorithm.keyAlgorithm());
                    refSigner = signature(candidate, jcaName(candidate, algorithm), algorithm);
                    initSign(
                            refSigner,
                            PublicKeyProviders.privateFor(candidate, pair.getPrivate(), algorithm.keyAlgorithm()),
                            algorithm);
                    checker = candidate;
                    break;
                } catch (GeneralSecurityException | RuntimeException cannotRead) {
                    refusals.add(candidate + ": " + cannotRead.getMessage());
                }
            }
            if (checker == null) {
                throw new UnsupportedCombinationException("no other provider reads " + name + "'s "
                        + algorithm.displayName() + " keys (" + String.join("; ", refusals) + ")");
            }
            if (!refusals.isEmpty()) {
                notes.add("checked against " + checker + " (" + String.join("; ", refusals) + ")");
            }
            reference = checker;
            String refJca = jcaName(reference, algorithm);
            Signature refVerifier = signature(reference, refJca, algorithm);
            refVerifier.initVerify(refPublic);
            require(verify(refVerifier, message, first), what + ": its signature does not verify with " + reference);
            byte[] theirs = sign(refSigner, message);
            require(
                    verify(verifier, message, theirs),
                    what + ": " + reference + "'s signature does not verify with " + name);
            notes.add("verifies with " + reference + " and verifies " + reference + "'s");
            if (algorithm.isMlDsa()) {
                require(
                        !Arrays.equals(first, second),
                        what + ": two signatures of one message are equal: it ignores the "
                                + "SecureRandom of initSign and does not sign hedged, as FIPS 204 recommends and the other rows do");
                notes.add("hedged: two signatures differ");
            }
            if (algorithm.deterministic()) {
                require(
                        Arrays.equals(first, second) && Arrays.equals(first, theirs),
                        what + ": a deterministic scheme gave different signatures from " + name + " and " + reference);
                notes.add("same bytes as " + reference);
            }

            // (d) tampering is caught.
            byte[] otherMessage = message.clone();
            otherMessage[0] ^= 1;
            require(!verify(verifier, otherMessage, first), what + ": accepts a signature over a different message");
            byte[] otherSignature = first.clone();
            otherSignature[otherSignature.length - 1] ^= 1;
            require(!verify(verifier, message, otherSignature), what + ": accepts a tampered signature");
            // A provider may leave the object mid-way after throwing on a malformed signature: start it afresh.
            verifier.initVerify(pair.getPublic());
            require(verify(verifier, message, first), what + ": rejects its signature after a rejection");
            notes.add("rejects a tampered message and signature");
            if (algorithm.isMlDsa()) {
                notes.add(PqKnownAnswers.checkMlDsa(name, algorithm, what));
            }
            Provider ownGenerator = PublicKeyProviders.offering(name, "KeyPairGenerator", algorithm.keyAlgorithm());
            KeyPairGenerator generator = ownGenerator == null
                    ? null
                    : PublicKeyProviders.generator(
                            name, ownGenerator, algorithm.keyAlgorithm(), curve(algorithm), keyBits);
            return new SignatureFixture(signer, verifier, message, first, String.join("; ", notes), generator);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One signature of the message; returns its first byte. */
    public int sign() throws SignatureException {
        signer.update(message);
        return signer.sign()[0];
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

    /** One verification of the (valid) signature; returns the verdict, which was checked to be true in setup. */
    public boolean verify() throws SignatureException {
        verifier.update(message);
        return verifier.verify(signature);
    }

    /** What was checked, and where the keys came from. */
    public String validation() {
        return validation;
    }

    /** The first of the algorithm's names the provider offers, or null. */
    private static String jcaName(String name, SignatureAlgorithm algorithm) {
        for (String jca : algorithm.jcaNames()) {
            if (PublicKeyProviders.offering(name, "Signature", jca) != null) {
                return jca;
            }
        }
        return null;
    }

    /** The provider object that gives the scheme under the first of its names {@code name} offers, or null. */
    private static Provider offering(String name, SignatureAlgorithm algorithm) {
        String jca = jcaName(name, algorithm);
        return jca == null ? null : PublicKeyProviders.offering(name, "Signature", jca);
    }

    private static String curve(SignatureAlgorithm algorithm) {
        return switch (algorithm) {
            case ECDSA_P256 -> "secp256r1";
            case ECDSA_P384 -> "secp384r1";
            default -> null;
        };
    }

    private static Signature signature(String name, String jcaName, SignatureAlgorithm algorithm)
            throws GeneralSecurityException {
        Signature s = Signature.getInstance(jcaName, PublicKeyProviders.offering(name, "Signature", jcaName));
        if (algorithm == SignatureAlgorithm.RSA_PSS_SHA256) {
            try {
                s.setParameter(PSS_SHA256);
            } catch (InvalidAlgorithmParameterException | UnsupportedOperationException e) {
                throw new UnsupportedCombinationException(
                        name + " " + jcaName + " refuses PSS parameters SHA-256, MGF1-SHA-256, salt 32: "
                                + e.getMessage(),
                        e);
            }
        }
        return s;
    }

    private static void initSign(Signature signer, PrivateKey key, SignatureAlgorithm algorithm)
            throws InvalidKeyException {
        if (algorithm.isMlDsa()) {
            // Hedged signing, as FIPS 204 recommends: without a SecureRandom BC signs deterministically and the JDK
            // hedged.
            signer.initSign(key, new SecureRandom());
        } else {
            signer.initSign(key);
        }
    }

    private static byte[] sign(Signature signer, byte[] message) throws SignatureException {
        signer.update(message);
        return signer.sign();
    }

    /** A verdict; an exception on a malformed signature counts as a rejection. */
    private static boolean verify(Signature verifier, byte[] message, byte[] signature) {
        try {
            verifier.update(message);
            return verifier.verify(signature);
        } catch (SignatureException rejected) {
            return false;
        }
    }
}
