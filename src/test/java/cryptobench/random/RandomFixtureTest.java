package cryptobench.random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A SecureRandom is checked for what a broken generator shows before it is measured, and by verify. */
class RandomFixtureTest {

    @Test
    void theJdksDefaultIsWhatNewSecureRandomTakesAndPassesEveryCheck() throws Exception {
        RandomFixture fixture = RandomFixture.create("SunJCE", RandomAlgorithm.DEFAULT, 32);
        assertEquals(32, fixture.nextBytes().length);
        assertEquals(32, fixture.nextBytesOnNewThread().length);
        assertTrue(fixture.validation().startsWith("SUN NativePRNG;"), fixture.validation());
    }

    @Test
    void accpsDefaultIsAskedForByItsOwnNameNotItsAlias() {
        assertTrue(RandomFixture.create("ACCP", RandomAlgorithm.DEFAULT, 16)
                .validation()
                .contains("LibCryptoRng"));
    }

    @Test
    void anAliasOfTheDefaultIsMeasuredOnceAsDefault() {
        UnsupportedCombinationException e = assertThrows(
                UnsupportedCombinationException.class, () -> RandomFixture.create("BC", RandomAlgorithm.DRBG, 16));
        assertTrue(
                e.getMessage().contains("BC's SecureRandom DRBG is its default generator (DEFAULT)"), e.getMessage());
    }

    @Test
    void aGeneratorWithAConstantSeedIsRefusedBeforeMeasuring() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> RandomFixture.create(
                        BrokenRandomProviders.FixedSeed.class.getName(), RandomAlgorithm.DEFAULT, 16));
        assertTrue(e.getMessage().contains("instances differ: two instances give the same 32 bytes"), e.getMessage());
        assertTrue(e.getMessage().contains("reseeded instances differ"), e.getMessage());
    }

    @Test
    void aCountingGeneratorIsRefusedBeforeMeasuring() {
        ValidationException e = assertThrows(
                ValidationException.class,
                () -> RandomFixture.create(BrokenRandomProviders.Counter.class.getName(), RandomAlgorithm.DEFAULT, 16));
        assertTrue(e.getMessage().contains("incompressible: 65536 bytes of output deflate to"), e.getMessage());
    }

    @Test
    void everyCheckFailsOnlyWhatItShould() {
        List<RandomChecks.Result> fixed =
                RandomFixture.check(BrokenRandomProviders.FixedSeed.class.getName(), RandomAlgorithm.DEFAULT, 1 << 16);
        assertEquals(
                List.of("instances differ", "reseeded instances differ"),
                fixed.stream()
                        .filter(o -> !o.passed())
                        .map(RandomChecks.Result::check)
                        .toList());
    }
}
