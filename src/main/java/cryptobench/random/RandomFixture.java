package cryptobench.random;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.SecureRandom;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One provider's SecureRandom of one algorithm, filling a fresh {@code dataSize}-byte array per call (a nonce, a key,
 * a buffer), checked before it is measured by {@link RandomChecks}. One instance serves every thread that uses the
 * fixture, as one generator serves a service's request threads.
 */
public final class RandomFixture {

    /** The sizes measured: a nonce or IV, a key, a buffer. */
    public static final List<Integer> DATA_SIZES = List.of(16, 32, 1024);

    /** The output each check of the trial's set-up reads. */
    static final int SAMPLE_BYTES = 64 * 1024;

    private final SecureRandom random;
    private final int dataSize;
    private final String validation;

    private RandomFixture(SecureRandom random, int dataSize, String validation) {
        this.random = random;
        this.dataSize = dataSize;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws IllegalArgumentException for a size that is not positive
     * @throws UnsupportedCombinationException if the provider does not offer the algorithm
     * @throws ValidationException if its output shows what a broken generator shows
     */
    public static RandomFixture create(String providerName, RandomAlgorithm algorithm, int dataSize) {
        if (dataSize <= 0) {
            throw new IllegalArgumentException("dataSize must be a positive number of bytes, got " + dataSize);
        }
        String name = ProviderRegistry.canonical(providerName);
        Provider provider = RandomAlgorithm.provider(name);
        String service = service(name, provider, algorithm);
        String what = name + " SecureRandom " + service;
        List<RandomChecks.Result> outcomes = RandomChecks.run(() -> instance(provider, service), SAMPLE_BYTES);
        List<String> failed = outcomes.stream()
                .filter(o -> !o.passed())
                .map(o -> o.check() + ": " + o.failure())
                .toList();
        if (!failed.isEmpty()) {
            throw new ValidationException(what + " fails " + String.join("; ", failed));
        }
        return new RandomFixture(
                instance(provider, service),
                dataSize,
                provider.getName() + " " + service + "; "
                        + outcomes.stream().map(RandomChecks.Result::check).collect(Collectors.joining(", ")));
    }

    /**
     * Every check of {@link RandomChecks} on {@code sampleBytes} of {@code name}'s generator, for {@code verify}.
     *
     * @throws UnsupportedCombinationException if the provider does not offer the algorithm
     */
    public static List<RandomChecks.Result> check(String providerName, RandomAlgorithm algorithm, int sampleBytes) {
        String name = ProviderRegistry.canonical(providerName);
        Provider provider = RandomAlgorithm.provider(name);
        String service = service(name, provider, algorithm);
        return RandomChecks.run(() -> instance(provider, service), sampleBytes);
    }

    /** The service asked for, or why there is none to measure. */
    private static String service(String name, Provider provider, RandomAlgorithm algorithm) {
        String service = algorithm.serviceName(provider);
        if (service == null) {
            throw new UnsupportedCombinationException(name + " offers no SecureRandom "
                    + (algorithm == RandomAlgorithm.DEFAULT
                            ? "it registers as DEFAULT, nor only one"
                            : algorithm.jcaName())
                    + ProviderRegistry.inJdkBuild(name));
        }
        if (algorithm != RandomAlgorithm.DEFAULT && service.equals(RandomAlgorithm.DEFAULT.serviceName(provider))) {
            throw new UnsupportedCombinationException(name + "'s SecureRandom " + algorithm.jcaName()
                    + " is its default generator (" + service + "), measured as DEFAULT");
        }
        return service;
    }

    /** A fresh array of {@code dataSize} bytes from the generator. */
    public byte[] nextBytes() {
        byte[] out = new byte[dataSize];
        random.nextBytes(out);
        return out;
    }

    /** The same, on a thread started for it and joined: what a thread-per-request server pays on its first call. */
    public byte[] nextBytesOnNewThread() throws InterruptedException {
        byte[] out = new byte[dataSize];
        Thread thread = new Thread(() -> random.nextBytes(out));
        thread.start();
        thread.join();
        return out;
    }

    /** What was checked. */
    public String validation() {
        return validation;
    }

    static SecureRandom instance(Provider provider, String service) {
        try {
            return SecureRandom.getInstance(service, provider);
        } catch (NoSuchAlgorithmException e) {
            throw new UnsupportedCombinationException(provider.getName() + " offers no SecureRandom " + service, e);
        }
    }
}
