package cryptobench.digest;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A message digest or HMAC of one provider over a {@code dataSize}-byte message, checked before
 * it is measured: the published known answer, then the same output as another provider for the
 * measured message and key.
 */
public final class DigestFixture {

    private final MessageDigest digest;
    private final Mac mac;
    private final byte[] message;
    private final byte[] out;

    private DigestFixture(MessageDigest digest, Mac mac, byte[] message) {
        this.digest = digest;
        this.mac = mac;
        this.message = message;
        this.out = new byte[digest != null ? digest.getDigestLength() : mac.getMacLength()];
    }

    /**
     * The validated fixture.
     *
     * @throws UnsupportedCombinationException if the provider does not offer the algorithm
     * @throws ValidationException if it gives a wrong answer
     */
    public static DigestFixture create(String providerName, DigestAlgorithm algorithm, int dataSize) {
        if (dataSize <= 0) {
            throw new IllegalArgumentException("dataSize must be a positive number of bytes, got " + dataSize);
        }
        String name = ProviderRegistry.canonical(providerName);
        Provider provider = provider(name, algorithm);
        byte[] message = new byte[dataSize];
        new Random(dataSize).nextBytes(message);
        byte[] key = new byte[32];
        new Random(~dataSize).nextBytes(key);
        try {
            check(
                    name,
                    algorithm,
                    compute(provider, algorithm, algorithm.knownKey(), algorithm.knownInput()),
                    algorithm.knownOutput(),
                    "the published known answer");
            byte[] mine = compute(provider, algorithm, key, message);
            Reference reference = References.first(name, candidate -> provider(candidate, algorithm));
            if (reference != null) {
                check(
                        name,
                        algorithm,
                        mine,
                        compute(reference.provider(), algorithm, key, message),
                        reference.name() + "'s output for the measured " + dataSize + "-byte message");
            }
            if (algorithm.isMac()) {
                Mac mac = Mac.getInstance(algorithm.jcaName(), provider);
                mac.init(new SecretKeySpec(key, algorithm.jcaName()));
                return new DigestFixture(null, mac, message);
            }
            return new DigestFixture(MessageDigest.getInstance(algorithm.jcaName(), provider), null, message);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(name + " " + algorithm.jcaName() + " failed: " + e, e);
        }
    }

    /** One digest (or MAC) of the message into a preallocated buffer; returns its first byte. */
    public int compute() throws GeneralSecurityException {
        if (digest != null) {
            digest.update(message);
            digest.digest(out, 0, out.length);
        } else {
            mac.update(message);
            mac.doFinal(out, 0);
        }
        return out[0];
    }

    /** What the last {@link #compute()} wrote. */
    byte[] lastOutput() {
        return out.clone();
    }

    /**
     * The provider object. "SunJCE" stands for the JDK's own providers here: MessageDigest lives
     * in SUN, HmacSHA* in SunJCE.
     */
    static Provider provider(String name, DigestAlgorithm algorithm) {
        Provider p = name.equals(ProviderRegistry.SUN_JCE) && !algorithm.isMac()
                ? Security.getProvider("SUN")
                : ProviderRegistry.load(name);
        if (p == null) {
            throw new UnsupportedCombinationException("this JDK has no SUN provider");
        }
        boolean offers = algorithm.isMac()
                ? p.getService("Mac", algorithm.jcaName()) != null
                : p.getService("MessageDigest", algorithm.jcaName()) != null;
        if (!offers) {
            // Aliases (e.g. "SHA256" for SHA-256) go through getInstance.
            try {
                if (algorithm.isMac()) {
                    Mac.getInstance(algorithm.jcaName(), p);
                } else {
                    MessageDigest.getInstance(algorithm.jcaName(), p);
                }
            } catch (NoSuchAlgorithmException e) {
                throw new UnsupportedCombinationException(name + " does not offer " + algorithm.jcaName());
            }
        }
        return p;
    }

    static byte[] compute(Provider p, DigestAlgorithm algorithm, byte[] key, byte[] input)
            throws GeneralSecurityException {
        if (algorithm.isMac()) {
            Mac mac = Mac.getInstance(algorithm.jcaName(), p);
            mac.init(new SecretKeySpec(key, algorithm.jcaName()));
            return mac.doFinal(input);
        }
        return MessageDigest.getInstance(algorithm.jcaName(), p).digest(input);
    }

    private static void check(String name, DigestAlgorithm algorithm, byte[] got, byte[] want, String what) {
        if (!Arrays.equals(got, want)) {
            throw new ValidationException(name + " " + algorithm.jcaName() + " disagrees with " + what + ": got "
                    + HexFormat.of().formatHex(got) + ", expected "
                    + HexFormat.of().formatHex(want));
        }
    }
}
