package cryptobench.sign;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.util.Arrays;
import javax.crypto.KeyAgreement;

/**
 * The TLS hybrid key exchange X25519MLKEM768 (draft-ietf-tls-ecdhe-mlkem) of one provider, each
 * side as one operation: the client's key share (an ML-KEM-768 and an X25519 key pair), the server's
 * response (encapsulation to the client's ML-KEM key, a fresh X25519 key pair and its agreement with
 * the client's X25519 key) and the client's finish (decapsulation and agreement). The shared secret
 * is the ML-KEM secret followed by the X25519 secret, 64 bytes. As in a handshake, each operation
 * gets its KEM and KeyAgreement objects and a new encapsulator or decapsulator for the fresh key
 * (which checks the key); the ML-KEM rows reuse one for a fixed key pair. Checked before it is measured: both
 * sides reach the same secret, also when the other side is another provider, and a tampered
 * ciphertext gives the client a different one.
 */
public final class HybridKemFixture {

    /** The key shares' sizes on the wire: ML-KEM-768 encapsulation key or ciphertext, then 32 bytes of X25519. */
    public static final int CLIENT_SHARE_BYTES = KemAlgorithm.ML_KEM_768.publicKeyBytes() + 32;

    public static final int SERVER_SHARE_BYTES = KemAlgorithm.ML_KEM_768.ciphertextBytes() + 32;
    public static final int SECRET_BYTES = KemAlgorithm.SECRET_BYTES + 32;

    private static final String ML_KEM = KemAlgorithm.ML_KEM_768.jcaName();

    private final Side side;
    private final KeyPair clientKem;
    private final KeyPair clientX25519;
    private final byte[] ciphertext;
    private final PublicKey serverX25519;
    private final String validation;

    private HybridKemFixture(
            Side side,
            KeyPair clientKem,
            KeyPair clientX25519,
            byte[] ciphertext,
            PublicKey serverX25519,
            String validation) {
        this.side = side;
        this.clientKem = clientKem;
        this.clientX25519 = clientX25519;
        this.ciphertext = ciphertext;
        this.serverX25519 = serverX25519;
        this.validation = validation;
    }

    /** What the server sends (the ML-KEM ciphertext and its X25519 public key) and the secret it keeps. */
    private record Response(byte[] ciphertext, PublicKey serverX, byte[] secret) {}

    /** One provider's services for both halves of the hybrid. */
    private record Side(
            String name, Provider kem, KeyPairGenerator kemGenerator, KeyPairGenerator xGenerator, Provider x) {

        static Side of(String name) throws GeneralSecurityException {
            Provider kem = KemFixture.offering(name, ML_KEM);
            Provider kpg = PublicKeyProviders.offering(name, "KeyPairGenerator", ML_KEM);
            Provider x = PublicKeyProviders.offering(name, "KeyAgreement", "X25519");
            Provider xkpg = PublicKeyProviders.offering(name, "KeyPairGenerator", "X25519");
            if (kpg == null || x == null || xkpg == null) {
                throw new UnsupportedCombinationException(name + " does not offer X25519MLKEM768: it lacks "
                        + (kpg == null
                                ? "KeyPairGenerator " + ML_KEM
                                : x == null ? "KeyAgreement X25519" : "KeyPairGenerator X25519")
                        + ProviderRegistry.inJdkBuild(name));
            }
            return new Side(
                    name,
                    kem,
                    KeyPairGenerator.getInstance(ML_KEM, kpg),
                    KeyPairGenerator.getInstance("X25519", xkpg),
                    x);
        }

        /** The server's response to a client share. */
        Response respond(PublicKey kemKey, PublicKey clientX) throws Exception {
            JcaKem.Encapsulated e = JcaKem.encapsulate(JcaKem.encapsulator(ML_KEM, kem, kemKey, null));
            KeyPair ephemeral = xGenerator.generateKeyPair();
            return new Response(
                    e.encapsulation(),
                    ephemeral.getPublic(),
                    concat(KemFixture.secret(e.key()), agree(ephemeral.getPrivate(), clientX)));
        }

        byte[] finish(PrivateKey kemKey, PrivateKey clientX, byte[] ciphertext, PublicKey serverX) throws Exception {
            return concat(
                    KemFixture.secret(JcaKem.decapsulate(JcaKem.decapsulator(ML_KEM, kem, kemKey), ciphertext)),
                    agree(clientX, serverX));
        }

        byte[] agree(PrivateKey own, PublicKey peer) throws GeneralSecurityException {
            KeyAgreement agreement = KeyAgreement.getInstance("X25519", x);
            agreement.init(own);
            agreement.doPhase(peer, true);
            return agreement.generateSecret();
        }
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider lacks ML-KEM-768 or X25519
     * @throws ValidationException if the two sides disagree
     */
    public static HybridKemFixture create(String providerName) {
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " X25519MLKEM768";
        String reference = PublicKeyProviders.reference(name, "KEM", ML_KEM);
        if (reference == null) {
            throw PublicKeyProviders.noReference(ML_KEM, name);
        }
        try {
            Side side = Side.of(name);
            Side ref = Side.of(reference);
            KeyPair clientKem = side.kemGenerator.generateKeyPair();
            KeyPair clientX = side.xGenerator.generateKeyPair();
            Response response = side.respond(clientKem.getPublic(), clientX.getPublic());
            byte[] ciphertext = response.ciphertext();
            PublicKey serverX = response.serverX();
            byte[] serverSecret = response.secret();
            require(
                    ciphertext.length + 32 == SERVER_SHARE_BYTES,
                    what + ": a server share of " + (ciphertext.length + 32) + " bytes");
            require(
                    serverSecret.length == SECRET_BYTES,
                    what + ": a " + serverSecret.length + "-byte secret, not " + SECRET_BYTES);
            KemFixture.same(
                    what,
                    side.finish(clientKem.getPrivate(), clientX.getPrivate(), ciphertext, serverX),
                    serverSecret,
                    "the server's secret");

            // The other provider as the client, with the same keys re-made by its KeyFactories.
            KeyPair refKem = PublicKeyProviders.remake(reference, clientKem, ML_KEM);
            KeyPair refX = PublicKeyProviders.remake(reference, clientX, "X25519");
            PublicKey refServerX = PublicKeyProviders.publicFor(reference, serverX, "X25519");
            KemFixture.same(
                    what,
                    ref.finish(refKem.getPrivate(), refX.getPrivate(), ciphertext, refServerX),
                    serverSecret,
                    reference + " as the client");
            // ... and as the server.
            Response theirs = ref.respond(refKem.getPublic(), refX.getPublic());
            KemFixture.same(
                    what,
                    side.finish(
                            clientKem.getPrivate(),
                            clientX.getPrivate(),
                            theirs.ciphertext(),
                            PublicKeyProviders.publicFor(name, theirs.serverX(), "X25519")),
                    theirs.secret(),
                    reference + " as the server");

            byte[] tampered = ciphertext.clone();
            tampered[0] ^= 1;
            require(
                    !Arrays.equals(
                            side.finish(clientKem.getPrivate(), clientX.getPrivate(), tampered, serverX), serverSecret),
                    what + ": a tampered ciphertext gives the client the server's secret");
            return new HybridKemFixture(
                    side,
                    clientKem,
                    clientX,
                    ciphertext,
                    serverX,
                    "both sides reach one 64-byte secret, also with " + reference
                            + " as client or server; a tampered ciphertext gives the client another secret");
        } catch (ValidationException | UnsupportedCombinationException e) {
            throw e;
        } catch (Exception e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** The client's key share: an ML-KEM-768 and an X25519 key pair. */
    public int keyGen() {
        return side.kemGenerator.generateKeyPair().hashCode()
                ^ side.xGenerator.generateKeyPair().hashCode();
    }

    /** The server's side: encapsulation, a fresh X25519 key pair and its agreement; returns the secret's first byte. */
    public int encapsulate() throws Exception {
        return side.respond(clientKem.getPublic(), clientX25519.getPublic()).secret()[0];
    }

    /** The client's finish: decapsulation and agreement; returns the secret's first byte. */
    public int decapsulate() throws Exception {
        return side.finish(clientKem.getPrivate(), clientX25519.getPrivate(), ciphertext, serverX25519)[0];
    }

    public String validation() {
        return validation;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
