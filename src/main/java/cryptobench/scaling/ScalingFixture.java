package cryptobench.scaling;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.digest.DigestAlgorithm;
import cryptobench.digest.DigestFixture;
import cryptobench.random.RandomAlgorithm;
import cryptobench.random.RandomFixture;
import cryptobench.sign.SignatureAlgorithm;
import cryptobench.sign.SignatureFixture;

/**
 * One thread's operation of one primitive, made and validated by that primitive's own fixture: a thread of a service
 * that holds its own Cipher, MessageDigest, Mac, Signature or SecureRandom. Threads that scale perfectly do N times one
 * thread's work; a provider that serialises them does one thread's.
 */
public final class ScalingFixture {

    /** One call of the operation, returning a byte of its result. */
    @FunctionalInterface
    public interface Op {
        int run() throws Exception;
    }

    private final Op op;

    private ScalingFixture(Op op) {
        this.op = op;
    }

    /**
     * The validated fixture of {@code primitive} for {@code provider}: the primitive's fixture's checks.
     *
     * @throws cryptobench.provider.UnsupportedCombinationException if the provider does not offer it
     * @throws cryptobench.provider.ValidationException if it gives wrong results
     */
    public static ScalingFixture create(String provider, ScalingPrimitive primitive) {
        return new ScalingFixture(
                switch (primitive) {
                    case AES_GCM ->
                        CipherFixture.create(new CipherConfig(provider, CipherAlgorithm.AES_GCM, 256, 1024))::encrypt;
                    case SHA256 -> DigestFixture.create(provider, DigestAlgorithm.SHA256, 1024)::compute;
                    case HMAC_SHA256 -> DigestFixture.create(provider, DigestAlgorithm.HMAC_SHA256, 1024)::compute;
                    case ECDSA_P256 -> SignatureFixture.create(provider, SignatureAlgorithm.ECDSA_P256, 256)::sign;
                    case SECURE_RANDOM -> {
                        RandomFixture random = RandomFixture.create(provider, RandomAlgorithm.DEFAULT, 32);
                        yield () -> random.nextBytes()[0];
                    }
                });
    }

    /** One call. */
    public int run() throws Exception {
        return op.run();
    }
}
