package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

@ResourceLock("cryptobench.validated")
class ValidationMarksTest {

    @TempDir
    Path dir;

    @AfterEach
    void clear() {
        System.clearProperty(ValidationMarks.PROPERTY);
    }

    @Test
    void noFolderNoMark() {
        assertNull(ValidationMarks.of("SunJCE AES_GCM 256 1024"));
        assertFalse(ValidationMarks.present(null));
        ValidationMarks.leave(null, "nothing");
    }

    @Test
    void aMarkIsKeyedByItsConfigurationAndLeftWithItsAccount() throws Exception {
        System.setProperty(ValidationMarks.PROPERTY, dir.toString());
        Path a = ValidationMarks.of("SunJCE AES_GCM 256 1024");
        assertEquals(a, ValidationMarks.of("SunJCE AES_GCM 256 1024"));
        assertNotEquals(a, ValidationMarks.of("SunJCE AES_GCM 256 16384"));
        assertEquals(dir, a.getParent());
        assertFalse(ValidationMarks.present(a));
        ValidationMarks.leave(a, "3 known-answer vectors");
        assertTrue(ValidationMarks.present(a));
        assertEquals("3 known-answer vectors\n", Files.readString(a));
    }
}
