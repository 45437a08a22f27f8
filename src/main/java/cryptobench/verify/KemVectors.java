package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.sign.JcaKem;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.List;
import javax.crypto.SecretKey;

/**
 * The ML-KEM files: decapsulation with the private key from the test's seed, and deterministic
 * encapsulation to the test's key with its randomness m.
 */
final class KemVectors extends VectorDriver {

    private final VectorKeys keys;

    KemVectors(String name, VectorFile file) {
        super(name, file);
        this.keys = new VectorKeys(name, file);
    }

    /** The service names tried in order. */
    private List<String> names() {
        return List.of("ML-KEM", file.label().split(" ")[0]);
    }

    @Override
    String unavailable() {
        return unlessOffered("KEM", names());
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        return file.schema() == VectorFile.Schema.ML_KEM ? decapsulate(test) : encapsulate(test);
    }

    private Answer decapsulate(JsonNode test) {
        byte[] seed = hex(test, "seed");
        PrivateKey priv;
        try {
            priv = keys.mlKemSeed(file.label(), seed);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return new Answer(Got.REJECTED, "private key from the seed: " + e);
        }
        Provider p = kemProvider();
        if (p == null) {
            return new Answer(Got.NOT_OFFERED, "no KEM ML-KEM");
        }
        try {
            Object decapsulator = JcaKem.decapsulator("ML-KEM", p, priv);
            SecretKey k = JcaKem.decapsulate(decapsulator, hex(test, "c"));
            byte[] expected = hex(test, "K");
            return Arrays.equals(k.getEncoded(), expected)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "K " + HEX.formatHex(k.getEncoded()));
        } catch (UnsupportedCombinationException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Answer encapsulate(JsonNode test) {
        PublicKey pub;
        try {
            pub = keys.mlKemPublic(file.label().split(" ")[0], hex(test, "ek"));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "public key: " + e);
        }
        Provider p = kemProvider();
        if (p == null) {
            return new Answer(Got.NOT_OFFERED, "no KEM ML-KEM");
        }
        return encapsulate(
                random -> JcaKem.encapsulate(JcaKem.encapsulator("ML-KEM", p, pub, random)),
                hex(test, "m"),
                hex(test, "K"),
                hex(test, "c"));
    }

    /** One encapsulation with the randomness it is given, as {@code javax.crypto.KEM} runs it. */
    interface Encapsulation {
        JcaKem.Encapsulated run(SecureRandom random) throws Exception;
    }

    /**
     * The answer of an encapsulation that must give {@code k} and {@code c} with {@code m} as its randomness; a
     * provider that draws other randomness is "not offered", and its own unchecked exception is thrown on.
     */
    static Answer encapsulate(Encapsulation encapsulation, byte[] m, byte[] k, byte[] c) {
        try {
            JcaKem.Encapsulated e = encapsulation.run(new FixedRandom(m));
            boolean right = Arrays.equals(e.key().getEncoded(), k) && Arrays.equals(e.encapsulation(), c);
            return right
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "K " + HEX.formatHex(e.key().getEncoded()));
        } catch (UnsupportedCombinationException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (NotDeterministic e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        } catch (InvalidKeyException e) {
            return new Answer(Got.REJECTED, e.toString());
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    private Provider kemProvider() {
        return first("KEM", names(), (n, p) -> p);
    }

    /**
     * A SecureRandom that gives the vector's encapsulation randomness m once: the deterministic
     * encapsulation FIPS 203 describes. A provider that draws anything else cannot be checked this way.
     */
    private static final class FixedRandom extends SecureRandom {
        private static final long serialVersionUID = 1L;
        private final byte[] m;
        private boolean used;

        FixedRandom(byte[] m) {
            super(new byte[0]);
            this.m = m.clone();
        }

        @Override
        public void nextBytes(byte[] bytes) {
            if (used || bytes.length != m.length) {
                throw new NotDeterministic("the provider draws " + bytes.length + " random bytes, not m's " + m.length
                        + " once: its encapsulation cannot be made deterministic");
            }
            used = true;
            System.arraycopy(m, 0, bytes, 0, m.length);
        }
    }

    /** {@link FixedRandom}'s refusal of a draw other than m. */
    private static final class NotDeterministic extends RuntimeException {
        private static final long serialVersionUID = 1L;

        NotDeterministic(String message) {
            super(message);
        }
    }
}
