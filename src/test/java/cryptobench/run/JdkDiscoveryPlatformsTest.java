package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import cryptobench.provider.ElfHeader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where JDKs are looked for on Linux and macOS, with SDKMAN and JAVA_HOME, over simulated os.name values and
 * folders laid out as each installs them (the running JDK stands in for each).
 */
class JdkDiscoveryPlatformsTest {

    private static final Path HOME = Path.of("/home/someone");

    @Test
    void linuxLooksInUsrLibJvmAndSdkmanThenJavaHome() {
        assertEquals(
                List.of(Path.of("/usr/lib/jvm"), HOME.resolve(".sdkman/candidates/java"), Path.of("/opt/jdk-21")),
                JdkDiscovery.dirs(null, null, "Linux", HOME, "/opt/jdk-21"));
        assertEquals(
                List.of(Path.of("/usr/lib/jvm"), HOME.resolve(".sdkman/candidates/java")),
                JdkDiscovery.dirs(null, "", "Linux", HOME, null));
    }

    @Test
    void macOsLooksInTheSystemsAndTheUsersJavaVirtualMachinesThenSdkman() {
        assertEquals(
                List.of(
                        Path.of("/Library/Java/JavaVirtualMachines"),
                        HOME.resolve("Library/Java/JavaVirtualMachines"),
                        HOME.resolve(".sdkman/candidates/java")),
                JdkDiscovery.dirs(null, null, "Mac OS X", HOME, ""));
    }

    @Test
    void thePropertyOrElseTheEnvironmentReplacesEveryDefault() {
        assertEquals(
                List.of(Path.of("/a"), Path.of("/b")),
                JdkDiscovery.dirs("/a:/b", "/c", "Mac OS X", HOME, "/opt/jdk-21"));
        assertEquals(List.of(Path.of("/c")), JdkDiscovery.dirs(" ", "/c", "Linux", HOME, "/opt/jdk-21"));
    }

    @Test
    void aMacOsBundleIsFoundThroughItsContentsHomeUnderTheBundlesName(@TempDir Path dir) throws IOException {
        Path vms = Files.createDirectories(dir.resolve("Library/Java/JavaVirtualMachines"));
        Path bundle = Files.createDirectories(vms.resolve("temurin-17.jdk/Contents"));
        Files.createSymbolicLink(bundle.resolve("Home"), running());
        Files.createDirectories(vms.resolve("arm64.jdk/Contents/Home/bin"));
        Files.write(vms.resolve("arm64.jdk/Contents/Home/bin/java"), ElfHeader.of(0xb7));
        vms.resolve("arm64.jdk/Contents/Home/bin/java").toFile().setExecutable(true);
        Files.createDirectories(vms.resolve(".DS_Store.d"));
        JdkDiscovery.Found found = JdkDiscovery.scan(
                JdkDiscovery.dirs(null, null, "Mac OS X", dir, null).subList(1, 2));
        assertEquals(1, found.jdks().size(), found.jdks().toString());
        assertEquals(JdkInfo.current().build(), found.named("temurin-17.jdk").build());
        assertEquals("temurin-17.jdk", found.folderOf(found.jdks().get(0)));
        assertEquals(
                List.of("arm64.jdk"),
                found.skipped().stream()
                        .map(s -> s.home().getFileName().toString())
                        .toList());
    }

    @Test
    void sdkmansCurrentLinkAndJavaHomeAreTheSameJdkFoundOnce(@TempDir Path dir) throws IOException {
        Path candidates = Files.createDirectories(dir.resolve(".sdkman/candidates/java"));
        Files.createSymbolicLink(candidates.resolve("17.0.15-tem"), running());
        Files.createSymbolicLink(candidates.resolve("current"), candidates.resolve("17.0.15-tem"));
        List<Path> dirs = JdkDiscovery.dirs(null, null, "Linux", dir, running().toString());
        JdkDiscovery.Found found = JdkDiscovery.scan(dirs.subList(1, 3));
        assertEquals(1, found.jdks().size(), found.jdks().toString());
        assertEquals(found.named("current"), found.named("17.0.15-tem"));
        assertEquals(found.named("current"), found.named(running().getFileName().toString()));
    }

    private static Path running() throws IOException {
        return Path.of(System.getProperty("java.home")).toRealPath();
    }
}
