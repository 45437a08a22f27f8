package cryptobench.tls;

import cryptobench.provider.UnsupportedCombinationException;
import java.io.IOException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import javax.net.ssl.SSLEngine;

/**
 * Bouncy Castle's JSSE ({@code bctls-jdk18on}) with the {@code bcprov} and {@code bcutil} of its own
 * release, from {@code target/bc-tls/} (put there by the build) in a class loader of their own: the
 * newest {@code bctls} served may be older than the {@code bcprov} the BC rows measure, and the two
 * must match.
 */
final class BcTls {

    /** Overrides the folder the three jars are looked for in. */
    static final String DIR_PROPERTY = "cryptobench.bcTlsDir";

    private static Object loaded;
    private static String release = "?";
    // Bouncy Castle's JSSE logs every connection at INFO through java.util.logging; kept here so the level holds.
    private static final Logger BC_LOG = Logger.getLogger("org.bouncycastle.jsse");

    private BcTls() {}

    /** The JSSE provider over its own Bouncy Castle provider, one per JVM. */
    static synchronized Provider jsse() {
        if (loaded == null) {
            loaded = load();
        }
        if (loaded instanceof Provider p) {
            return p;
        }
        throw new UnsupportedCombinationException("BCJSSE cannot load here: " + loaded);
    }

    private static Object load() {
        try {
            BC_LOG.setLevel(Level.SEVERE);
            Path dir = dir();
            List<URL> urls = new ArrayList<>();
            List<String> names = new ArrayList<>();
            for (String jar : new String[] {"bcprov-jdk18on-", "bcutil-jdk18on-", "bctls-jdk18on-"}) {
                Path p = find(dir, jar);
                urls.add(p.toUri().toURL());
                names.add(p.getFileName().toString().replace("-jdk18on-", " ").replace(".jar", ""));
            }
            release = String.join(", ", names);
            URLClassLoader loader =
                    new URLClassLoader("bc-tls", urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            Provider bc = (Provider) Class.forName("org.bouncycastle.jce.provider.BouncyCastleProvider", true, loader)
                    .getConstructor()
                    .newInstance();
            return Class.forName("org.bouncycastle.jsse.provider.BouncyCastleJsseProvider", true, loader)
                    .getConstructor(Provider.class)
                    .newInstance(bc);
        } catch (ReflectiveOperationException | IOException | IllegalStateException | LinkageError e) {
            return e.toString();
        }
    }

    /** "bcprov 1.83, bcutil 1.83, bctls 1.83" (the jars' releases), or why it does not load. */
    static String version() {
        try {
            jsse();
            return release;
        } catch (UnsupportedCombinationException e) {
            return e.getMessage();
        }
    }

    /** BCSSLEngine's getParameters/setParameters and BCSSLParameters.setNamedGroups, looked up once in the stack's loader. */
    private record GroupMethods(Class<?> engine, Method get, Method setGroups, Method set) {}

    private static GroupMethods groupMethods;

    private static synchronized GroupMethods groupMethods(ClassLoader loader) throws ReflectiveOperationException {
        if (groupMethods == null || groupMethods.engine().getClassLoader() != loader) {
            // Through the public interface: the engine's own class is not public.
            Class<?> bcEngine = Class.forName("org.bouncycastle.jsse.BCSSLEngine", true, loader);
            Class<?> bcParams = Class.forName("org.bouncycastle.jsse.BCSSLParameters", true, loader);
            groupMethods = new GroupMethods(
                    bcEngine,
                    bcEngine.getMethod("getParameters"),
                    bcParams.getMethod("setNamedGroups", String[].class),
                    bcEngine.getMethod("setParameters", bcParams));
        }
        return groupMethods;
    }

    /** Sets the engine's named groups through {@code BCSSLEngine}'s parameters; false if the engine is not Bouncy Castle's. */
    static boolean setNamedGroups(SSLEngine engine, String... groups) {
        try {
            GroupMethods m = groupMethods(engine.getClass().getClassLoader());
            if (!m.engine().isInstance(engine)) {
                return false;
            }
            Object params = m.get().invoke(engine);
            m.setGroups().invoke(params, (Object) groups);
            m.set().invoke(engine, params);
            return true;
        } catch (NoSuchMethodException | ClassNotFoundException e) {
            return false;
        } catch (ReflectiveOperationException e) {
            throw new UnsupportedCombinationException(
                    "BCJSSE refuses the groups " + String.join(",", groups) + ": " + e.getCause(), e);
        }
    }

    private static Path dir() {
        String configured = System.getProperty(DIR_PROPERTY);
        if (configured != null) {
            return Path.of(configured);
        }
        try {
            Path here = Path.of(BcTls.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            return here.getParent().resolve("bc-tls");
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("cannot tell where cryptobench runs from; set -D" + DIR_PROPERTY);
        }
    }

    private static Path find(Path dir, String prefix) throws IOException {
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(dir, prefix + "*.jar")) {
            for (Path p : jars) {
                return p;
            }
        } catch (NoSuchFileException e) {
            // reported below
        }
        throw new IllegalStateException(
                "no " + prefix + "*.jar in " + dir + " (mvn package puts it there; or set -D" + DIR_PROPERTY + ")");
    }
}
