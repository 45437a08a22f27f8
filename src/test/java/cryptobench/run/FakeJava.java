package cryptobench.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A java binary that only answers -version, as the named Java would: to test the checks on old JDKs without one. */
public final class FakeJava {

    private FakeJava() {}

    /** Writes DIR/bin/java printing {@code versionLine} to stderr; returns its path. */
    public static Path write(Path dir, String versionLine) throws IOException {
        Path java = dir.resolve("bin").resolve("java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\necho '" + versionLine + "' >&2\n");
        if (!java.toFile().setExecutable(true)) {
            throw new IOException("cannot make " + java + " executable");
        }
        return java;
    }
}
