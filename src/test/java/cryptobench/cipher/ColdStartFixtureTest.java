package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ValidationException;
import org.junit.jupiter.api.Test;

/** The cold-start encryption is checked after it is measured, and a wrong one fails its trial. */
class ColdStartFixtureTest {

    @Test
    void aFirstEncryptionThatSunJceAgreesWithPasses() throws Exception {
        for (boolean loadNow : new boolean[] {true, false}) {
            ColdStartFixture fixture = ColdStartFixture.prepare("BC", loadNow);
            assertEquals(ColdStartFixture.MESSAGE_BYTES + 16, fixture.encrypt().length);
            fixture.check();
        }
    }

    @Test
    void aWrongFirstEncryptionFailsTheCheckAfterIt() throws Exception {
        ColdStartFixture fixture = ColdStartFixture.prepare(FakeProviders.WrongBytes.class.getName(), false);
        fixture.encrypt();
        ValidationException e = assertThrows(ValidationException.class, fixture::check);
        assertTrue(e.getMessage().contains("differs from SunJCE's"), e.getMessage());
    }

    @Test
    void noMeasuredCallIsAFailureToo() {
        assertThrows(
                ValidationException.class,
                () -> ColdStartFixture.prepare("SunJCE", true).check());
    }
}
