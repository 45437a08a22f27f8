package cryptobench.run;

import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherConfig;
import cryptobench.cipher.CipherFixture;
import cryptobench.provider.ProviderRegistry;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.util.jar.JarFile;
import java.util.zip.ZipEntry;

/**
 * The training JVM of {@link ClassDataArchive}: loads what a fork loads (every class of JMH and of this
 * suite in the jar, each built-in provider that loads here, and a validated fixture of each cipher of the
 * headline), measures nothing, and exits so that the JVM writes the archive.
 */
public final class CdsTraining {

    private CdsTraining() {}

    public static void main(String[] args) throws IOException, URISyntaxException {
        ClassLoader loader = CdsTraining.class.getClassLoader();
        Path jar = Path.of(CdsTraining.class
                .getProtectionDomain()
                .getCodeSource()
                .getLocation()
                .toURI());
        int loaded = 0;
        if (jar.toString().endsWith(".jar")) {
            try (JarFile file = new JarFile(jar.toFile())) {
                for (String name : file.stream()
                        .map(ZipEntry::getName)
                        .filter(n -> n.endsWith(".class") && !n.contains("module-info"))
                        .filter(n -> n.startsWith("org/openjdk/jmh/") || n.startsWith("cryptobench/"))
                        .toList()) {
                    try {
                        Class.forName(
                                name.substring(0, name.length() - ".class".length())
                                        .replace('/', '.'),
                                false,
                                loader);
                        loaded++;
                    } catch (LinkageError | ClassNotFoundException skipped) {
                        // A class that needs what is not here (an optional profiler's library) stays out.
                    }
                }
            }
        }
        int fixtures = 0;
        for (String provider : ProviderRegistry.builtinNames()) {
            for (CipherAlgorithm algorithm : new CipherAlgorithm[] {
                CipherAlgorithm.AES_GCM,
                CipherAlgorithm.CHACHA20_POLY1305,
                CipherAlgorithm.AES_CBC,
                CipherAlgorithm.AES_CTR
            }) {
                try {
                    CipherFixture f = CipherFixture.create(new CipherConfig(provider, algorithm, 256, 1024));
                    f.encrypt();
                    f.decrypt();
                    fixtures++;
                } catch (RuntimeException | GeneralSecurityException notOffered) {
                    // A provider that does not load or offer it here is not in the archive.
                }
            }
        }
        System.out.println("cds training: " + loaded + " classes, " + fixtures + " fixtures");
    }
}
