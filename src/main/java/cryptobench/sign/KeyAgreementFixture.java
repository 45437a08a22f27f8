package cryptobench.sign;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.KeyAgreement;

/**
 * One side of a key agreement of one provider: {@code init} with its private key, {@code doPhase}
 * with the peer's public key, {@code generateSecret} into a preallocated buffer. Checked before it is
 * measured: both sides reach the same secret; another provider reaches it too from the same keys
 * (re-made through its KeyFactory from the X.509 and PKCS#8 encodings); for X25519, the RFC 7748
 * section 6.1 known answer where the provider's KeyFactory takes the encoded keys.
 *
 * <p>Keys come from the provider's own KeyPairGenerator, or the reference provider's if it has none.
 * "SunJCE" means the JDK's own providers (SunEC); see {@link PublicKeyProviders}.
 */
public final class KeyAgreementFixture {

    /** RFC 7748 section 6.1: Alice's and Bob's private keys, their public keys and the shared secret K. */
    static final String RFC7748_ALICE_PRIVATE = "77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a";

    static final String RFC7748_ALICE_PUBLIC = "8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a";
    static final String RFC7748_BOB_PRIVATE = "5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb";
    static final String RFC7748_BOB_PUBLIC = "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f";
    static final String RFC7748_SHARED = "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742";

    /** DER prefixes that wrap a raw 32-byte X25519 key (RFC 8410): SubjectPublicKeyInfo and PKCS#8 OneAsymmetricKey. */
    private static final String X25519_SPKI_PREFIX = "302a300506032b656e032100";

    private static final String X25519_PKCS8_PREFIX = "302e020100300506032b656e04220420";

    private final KeyAgreement agreement;
    private final PrivateKey own;
    private final PublicKey peer;
    private final byte[] out;
    // The secret of the last agree(): out, or the array generateSecret() returned (kept, not copied).
    private byte[] last;
    private final boolean intoBuffer;
    private final String validation;

    private KeyAgreementFixture(
            KeyAgreement agreement,
            PrivateKey own,
            PublicKey peer,
            int secretLength,
            boolean intoBuffer,
            String validation) {
        this.agreement = agreement;
        this.own = own;
        this.peer = peer;
        this.out = new byte[secretLength];
        this.last = out;
        this.intoBuffer = intoBuffer;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider does not offer the key agreement
     * @throws ValidationException if it reaches a wrong secret
     */
    public static KeyAgreementFixture create(String providerName, KeyAgreementAlgorithm algorithm) {
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + algorithm.displayName();
        Provider provider = PublicKeyProviders.offering(name, "KeyAgreement", algorithm.jcaName());
        if (provider == null) {
            throw new UnsupportedCombinationException(name + " does not offer " + algorithm.displayName()
                    + " (no KeyAgreement " + algorithm.jcaName() + ProviderRegistry.inJdkBuild(name) + ")");
        }
        String reference = PublicKeyProviders.reference(name, "KeyAgreement", algorithm.jcaName());
        if (reference == null) {
            throw PublicKeyProviders.noReference(algorithm.displayName(), name);
        }
        List<String> notes = new ArrayList<>();
        try {
            KeyPair alice = keyPair(name, reference, algorithm, 0);
            KeyPair bob = keyPair(name, reference, algorithm, 1);
            notes.add(PublicKeyProviders.keySource(name, reference, algorithm.keyAlgorithm()));

            byte[] aliceSide = secret(provider, algorithm, alice.getPrivate(), bob.getPublic());
            byte[] bobSide = secret(provider, algorithm, bob.getPrivate(), alice.getPublic());
            check(what, aliceSide, bobSide, "the other side's secret");
            Provider refProvider = PublicKeyProviders.offering(reference, "KeyAgreement", algorithm.jcaName());
            KeyPair refAlice = remake(reference, alice, algorithm);
            KeyPair refBob = remake(reference, bob, algorithm);
            check(
                    what,
                    aliceSide,
                    secret(refProvider, algorithm, refAlice.getPrivate(), refBob.getPublic()),
                    reference + "'s secret for the same keys");
            notes.add("both sides agree, and with " + reference);

            if (algorithm == KeyAgreementAlgorithm.X25519) {
                notes.add(knownAnswer(name, provider, what));
            }

            KeyAgreement agreement = KeyAgreement.getInstance(algorithm.jcaName(), provider);
            boolean intoBuffer = true;
            KeyAgreementFixture fixture = new KeyAgreementFixture(
                    agreement, alice.getPrivate(), bob.getPublic(), aliceSide.length, true, null);
            try {
                fixture.agree();
            } catch (GeneralSecurityException | UnsupportedOperationException e) {
                intoBuffer = false;
                notes.add("generateSecret() returns a new array (" + name + " refused generateSecret(byte[], int): " + e
                        + ")");
            }
            fixture = new KeyAgreementFixture(
                    agreement,
                    alice.getPrivate(),
                    bob.getPublic(),
                    aliceSide.length,
                    intoBuffer,
                    String.join("; ", notes));
            for (int i = 0; i < 2; i++) {
                fixture.agree();
                check(
                        what,
                        fixture.lastSecret(),
                        aliceSide,
                        "the secret before it was measured (agree() call " + (i + 1) + ")");
            }
            return fixture;
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One agreement: init, doPhase, generateSecret; returns the secret's first byte. */
    public int agree() throws GeneralSecurityException {
        agreement.init(own);
        agreement.doPhase(peer, true);
        if (intoBuffer) {
            agreement.generateSecret(out, 0);
            return out[0];
        }
        last = agreement.generateSecret();
        return last[0];
    }

    /** What was checked, and where the keys came from. */
    public String validation() {
        return validation;
    }

    byte[] lastSecret() {
        return last.clone();
    }

    /**
     * The RFC 7748 section 6.1 exchange through the provider's KeyFactory, if it has an X25519 one.
     *
     * @return a note of what was checked
     */
    static String knownAnswer(String name, Provider agreementProvider, String what) throws GeneralSecurityException {
        Provider factory = PublicKeyProviders.offering(name, "KeyFactory", "X25519");
        if (factory == null) {
            return "no RFC 7748 known answer (" + name + " has no X25519 KeyFactory to take the raw keys)";
        }
        KeyFactory kf = KeyFactory.getInstance("X25519", factory);
        HexFormat hex = HexFormat.of();
        PrivateKey alice =
                kf.generatePrivate(new PKCS8EncodedKeySpec(hex.parseHex(X25519_PKCS8_PREFIX + RFC7748_ALICE_PRIVATE)));
        PrivateKey bob =
                kf.generatePrivate(new PKCS8EncodedKeySpec(hex.parseHex(X25519_PKCS8_PREFIX + RFC7748_BOB_PRIVATE)));
        PublicKey alicePublic =
                kf.generatePublic(new X509EncodedKeySpec(hex.parseHex(X25519_SPKI_PREFIX + RFC7748_ALICE_PUBLIC)));
        PublicKey bobPublic =
                kf.generatePublic(new X509EncodedKeySpec(hex.parseHex(X25519_SPKI_PREFIX + RFC7748_BOB_PUBLIC)));
        byte[] want = hex.parseHex(RFC7748_SHARED);
        check(
                what,
                secret(agreementProvider, KeyAgreementAlgorithm.X25519, alice, bobPublic),
                want,
                "the RFC 7748 section 6.1 shared secret (Alice's side)");
        check(
                what,
                secret(agreementProvider, KeyAgreementAlgorithm.X25519, bob, alicePublic),
                want,
                "the RFC 7748 section 6.1 shared secret (Bob's side)");
        return "RFC 7748 section 6.1 known answer";
    }

    private static KeyPair keyPair(String name, String reference, KeyAgreementAlgorithm algorithm, int instance)
            throws GeneralSecurityException {
        return PublicKeyProviders.keyPairFor(name, reference, algorithm.keyAlgorithm(), algorithm.curve(), 0, instance);
    }

    private static KeyPair remake(String name, KeyPair pair, KeyAgreementAlgorithm algorithm)
            throws GeneralSecurityException {
        return PublicKeyProviders.remake(name, pair, algorithm.keyAlgorithm());
    }

    private static byte[] secret(Provider provider, KeyAgreementAlgorithm algorithm, PrivateKey own, PublicKey peer)
            throws GeneralSecurityException {
        KeyAgreement agreement = KeyAgreement.getInstance(algorithm.jcaName(), provider);
        agreement.init(own);
        agreement.doPhase(peer, true);
        return agreement.generateSecret();
    }

    private static void check(String what, byte[] got, byte[] want, String against) {
        if (!Arrays.equals(got, want)) {
            throw new ValidationException(what + " disagrees with " + against + ": got "
                    + HexFormat.of().formatHex(got) + ", expected "
                    + HexFormat.of().formatHex(want));
        }
    }
}
