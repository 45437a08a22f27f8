package cryptobench.random;

import java.security.Provider;
import java.security.SecureRandomSpi;
import java.util.Random;

/** Test providers whose SecureRandom is broken in one way each, for the fixture and for {@code verify}. */
public final class BrokenRandomProviders {

    private BrokenRandomProviders() {}

    /** A DRBG seeded with a constant that ignores setSeed: every instance gives the same bytes. */
    public static final class FixedSeed extends Provider {
        private static final long serialVersionUID = 1L;

        public FixedSeed() {
            super("FixedSeed", "1", "a SecureRandom with a constant seed");
            put("SecureRandom.DEFAULT", FixedSeedSpi.class.getName());
        }
    }

    /** A SecureRandom that counts: 0, 1, 2, ... 255, 0, 1, ... */
    public static final class Counter extends Provider {
        private static final long serialVersionUID = 1L;

        public Counter() {
            super("Counter", "1", "a SecureRandom that counts");
            put("SecureRandom.DEFAULT", CounterSpi.class.getName());
        }
    }

    public static final class FixedSeedSpi extends SecureRandomSpi {
        private static final long serialVersionUID = 1L;
        private final Random random = new Random(42);

        @Override
        protected void engineSetSeed(byte[] seed) {}

        @Override
        protected void engineNextBytes(byte[] bytes) {
            random.nextBytes(bytes);
        }

        @Override
        protected byte[] engineGenerateSeed(int numBytes) {
            byte[] b = new byte[numBytes];
            random.nextBytes(b);
            return b;
        }
    }

    public static final class CounterSpi extends SecureRandomSpi {
        private static final long serialVersionUID = 1L;
        private byte next;

        @Override
        protected void engineSetSeed(byte[] seed) {
            next ^= seed.length == 0 ? 0 : seed[0];
        }

        @Override
        protected void engineNextBytes(byte[] bytes) {
            for (int i = 0; i < bytes.length; i++) {
                bytes[i] = next++;
            }
        }

        @Override
        protected byte[] engineGenerateSeed(int numBytes) {
            byte[] b = new byte[numBytes];
            engineNextBytes(b);
            return b;
        }
    }
}
