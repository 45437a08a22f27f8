package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.jvm.ValidationMarks;
import cryptobench.provider.ValidationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/** The run's validation marks: one fork validates in full, the next skips it, a broken provider never gets a mark. */
@ResourceLock("cryptobench.validated")
class ValidationMarksFixtureTest {

    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(ValidationMarks.PROPERTY);
    }

    private static long marks(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".validated")).count();
        }
    }

    @Test
    void withoutTheRunsFolderEveryFixtureValidatesInFull() {
        CipherFixture f = CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_GCM, 128, 1024));
        assertTrue(f.validation().contains("same bytes as"), f.validation());
        assertTrue(f.validation().contains("sweep cases"), f.validation());
    }

    @Test
    void theSecondFixtureOfAConfigurationSkipsWhatTheFirstValidated() throws Exception {
        System.setProperty(ValidationMarks.PROPERTY, dir.toString());
        CipherConfig config = new CipherConfig("SunJCE", CipherAlgorithm.AES_GCM, 128, 1024);
        CipherFixture first = CipherFixture.create(config);
        assertTrue(first.validation().contains("same bytes as"), first.validation());
        assertEquals(1, marks(dir));
        CipherFixture second = CipherFixture.create(config);
        assertEquals("validated in full by an earlier fork of this run", second.validation());
        // The measured calls are still run and checked in the fixture that skipped the validation.
        second.encrypt();
        second.decrypt();
        CipherFixture otherSize = CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_GCM, 128, 2048));
        assertTrue(otherSize.validation().contains("same bytes as"), otherSize.validation());
        assertEquals(2, marks(dir));
    }

    @Test
    void aBrokenProviderIsRefusedAndLeavesNoMark() throws IOException {
        System.setProperty(ValidationMarks.PROPERTY, dir.toString());
        for (int fork = 0; fork < 2; fork++) {
            assertThrows(
                    ValidationException.class,
                    () -> CipherFixture.create(new CipherConfig(
                            FakeProviders.WrongOnLongInputs.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024)));
            assertThrows(
                    ValidationException.class,
                    () -> CipherFixture.create(new CipherConfig(
                            FakeProviders.WrongBytes.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024)));
            assertThrows(
                    ValidationException.class,
                    () -> CipherFixture.create(new CipherConfig(
                            FakeProviders.SkipsTagCheck.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024)));
        }
        assertEquals(0, marks(dir));
    }

    @Test
    void aProviderWrongOnlyInTheMeasuredCallIsRefusedInEveryForkThoughItsValidationPassed() throws IOException {
        System.setProperty(ValidationMarks.PROPERTY, dir.toString());
        for (int fork = 0; fork < 2; fork++) {
            ValidationException e = assertThrows(
                    ValidationException.class,
                    () -> CipherFixture.create(new CipherConfig(
                            FakeProviders.WrongIntoBuffer.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024)));
            assertTrue(e.getMessage().contains("doFinal into the output buffer"), e.getMessage());
        }
        assertEquals(1, marks(dir));
    }

    @Test
    void aMarkOfAGoodProviderDoesNotCoverABrokenOneOfTheSameAlgorithm() throws IOException {
        System.setProperty(ValidationMarks.PROPERTY, dir.toString());
        CipherFixture.create(new CipherConfig("SunJCE", CipherAlgorithm.AES_GCM, 128, 1024));
        assertEquals(1, marks(dir));
        assertThrows(
                ValidationException.class,
                () -> CipherFixture.create(new CipherConfig(
                        FakeProviders.WrongOnLongInputs.class.getName(), CipherAlgorithm.AES_GCM, 128, 1024)));
        assertFalse(marks(dir) > 1);
    }
}
