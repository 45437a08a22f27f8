package cryptobench.cipher;

import cryptobench.provider.ProviderRegistry;
import java.security.Provider;
import java.util.SplittableRandom;
import javax.crypto.spec.SecretKeySpec;

/** Runs a trial's validation of a provider from outside the package, as a fixture would at its size. */
public final class ValidationProbe {

    private ValidationProbe() {}

    /** The whole validation: the checks at the size, then the quick sweep. */
    public static String validate(String provider, CipherAlgorithm algorithm, int keyBits, int size) {
        Args a = new Args(provider, algorithm, keyBits, size);
        return CipherValidator.validate(a.name, a.provider, algorithm, a.key, a.iv, a.message);
    }

    /** The checks at the size alone: the validation as it was before the quick sweep. */
    public static String checkAtSize(String provider, CipherAlgorithm algorithm, int keyBits, int size) {
        Args a = new Args(provider, algorithm, keyBits, size);
        return CipherValidator.checkAtSize(a.name, a.provider, algorithm, a.key, a.iv, a.message)
                .account();
    }

    private static final class Args {
        final String name;
        final Provider provider;
        final SecretKeySpec key;
        final byte[] iv;
        final byte[] message;

        Args(String provider, CipherAlgorithm algorithm, int keyBits, int size) {
            name = ProviderRegistry.canonical(provider);
            this.provider = ProviderRegistry.load(name);
            SplittableRandom r = new SplittableRandom(size);
            byte[] k = new byte[keyBits / 8];
            r.nextBytes(k);
            key = new SecretKeySpec(k, algorithm.keyAlgorithm());
            iv = new byte[algorithm.ivLength()];
            r.nextBytes(iv);
            message = new byte[size];
            r.nextBytes(message);
        }
    }
}
