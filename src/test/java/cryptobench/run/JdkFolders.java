package cryptobench.run;

import cryptobench.provider.ElfHeader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * A discovery folder of stand-ins beside the running JDK: a JDK of another architecture (an AArch64 ELF
 * header, as Debian's arm64 JRE has) under two names, a broken bin/java link, a broken link to a whole home,
 * a java that exits with an error, one too old for Java 17 class files, a folder that is no JDK, and the
 * running JDK under two names.
 */
public final class JdkFolders {

    private JdkFolders() {}

    /** Fills {@code dir} with the stand-ins and returns it. */
    public static Path make(Path dir) throws IOException {
        Path running = Path.of(System.getProperty("java.home")).toRealPath();
        Files.createSymbolicLink(dir.resolve("running"), running);
        Files.createSymbolicLink(dir.resolve("running-alias"), dir.resolve("running"));
        executable(dir.resolve("java-17-openjdk-arm64/bin/java"), ElfHeader.of(0xb7));
        Files.createSymbolicLink(dir.resolve("openjdk-arm64-alias"), dir.resolve("java-17-openjdk-arm64"));
        Files.createDirectories(dir.resolve("broken-java/bin"));
        Files.createSymbolicLink(dir.resolve("broken-java/bin/java"), dir.resolve("nowhere/java"));
        Files.createSymbolicLink(dir.resolve("broken-home"), dir.resolve("removed-jdk"));
        executable(
                dir.resolve("exits/bin/java"),
                "#!/bin/sh\necho 'Error: libjvm.so is missing' >&2\nexit 3\n".getBytes());
        // What JDK 11 prints for a Java 17 class file: the reason is on the second line.
        executable(
                dir.resolve("jdk-11/bin/java"),
                ("#!/bin/sh\necho 'Error: LinkageError occurred while loading main class JdkProbe' >&2\n"
                                + "echo '\tjava.lang.UnsupportedClassVersionError: JdkProbe has been compiled by a more recent version' >&2\nexit 1\n")
                        .getBytes());
        Files.createDirectories(dir.resolve("openjdk-17"));
        Files.write(dir.resolve("openjdk-17/src.zip"), new byte[] {'P', 'K'});
        return dir;
    }

    private static void executable(Path file, byte[] content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, content);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
}
