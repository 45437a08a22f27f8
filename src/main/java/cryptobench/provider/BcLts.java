package cryptobench.provider;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.Provider;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * Bouncy Castle's LTS build ({@code bcprov-lts8on}), whose AES modes and SHA-256 run in native code
 * chosen by CPU variant. It shares package names with {@code bcprov-jdk18on}, so it loads from its
 * own jar ({@code target/bc-lts/}, put there by the build) in a class loader of its own, one per JVM.
 * Each name is one variant: {@code BC-LTS} takes the library's own choice, {@code BC-LTS-java},
 * {@code -avx}, {@code -vaes} and {@code -vaesf} (x86-64) and {@code -neon-le} (arm64) force one, and the fork checks, through the
 * provider's own report ({@code NativeServices}), that it loaded what was asked.
 */
public final class BcLts {

    public static final String NAME = "BC-LTS";
    /** Overrides where the jar is looked for. */
    public static final String JAR_PROPERTY = "cryptobench.bcLtsJar";

    private static final String VARIANT_PROPERTY = "org.bouncycastle.native.cpu_variant";

    /**
     * The CPU variants: the x86-64 build's three and the arm64 build's one, each with its machine (as the jar's
     * {@code native/linux/} folders name it) and the x86 CPU features the library's own probe asks of it.
     */
    public enum CpuVariant {
        AUTO("", null, Set.of()),
        JAVA("java", null, Set.of()),
        AVX("avx", "x86_64", Set.of("avx")),
        VAES("vaes", "x86_64", Set.of("vaes")),
        VAESF("vaesf", "x86_64", Set.of("vaes", "avx512f", "avx512bw", "vpclmulqdq")),
        NEON_LE("neon-le", "arm64", Set.of());

        private final String label;
        private final String machine;
        private final Set<String> cpuFlags;

        CpuVariant(String label, String machine, Set<String> cpuFlags) {
            this.label = label;
            this.machine = machine;
            this.cpuFlags = cpuFlags;
        }

        /** Pure Java for the {@code java} variant, native code for the others. */
        Implementation implementation() {
            return this == JAVA ? Implementation.PURE_JAVA : Implementation.NATIVE;
        }

        /** The provider name of this variant: {@code BC-LTS} or {@code BC-LTS-vaes}. */
        public String providerName() {
            return label.isEmpty() ? NAME : NAME + "-" + label;
        }
    }

    private BcLts() {}

    /** Whether {@code name} is meant for this provider (any case), valid or not. */
    static boolean matches(String name) {
        return name.toUpperCase(Locale.ROOT).startsWith(NAME);
    }

    /** Every valid name, in variant order. */
    public static List<String> names() {
        return Arrays.stream(CpuVariant.values()).map(CpuVariant::providerName).toList();
    }

    /**
     * The variant of a name such as {@code bc-lts-VAES}.
     *
     * @throws IllegalArgumentException naming the valid ones
     */
    static CpuVariant variant(String name) {
        for (CpuVariant v : CpuVariant.values()) {
            if (v.providerName().equalsIgnoreCase(name.trim())) {
                return v;
            }
        }
        throw new IllegalArgumentException(
                "unknown Bouncy Castle LTS variant '" + name + "'; valid: " + String.join(", ", names()));
    }

    /**
     * Loads the provider of {@code variant} in a class loader of its own and checks what native code it loaded.
     *
     * @throws IllegalStateException saying why it cannot be used here: no jar, a CPU without the variant's
     *                               features, or a library other than the one asked for
     */
    static Provider load(CpuVariant variant) {
        Path jar = jar();
        if (variant != CpuVariant.JAVA) {
            String refusal =
                    platformRefusal(nativePlatforms(jar), System.getProperty("os.name"), System.getProperty("os.arch"));
            if (refusal != null) {
                throw new IllegalStateException(refusal);
            }
        }
        String elsewhere = machineRefusal(variant, System.getProperty("os.arch"));
        if (elsewhere != null) {
            throw new IllegalStateException(elsewhere);
        }
        if (variant != CpuVariant.AUTO && variant != CpuVariant.JAVA) {
            List<String> lacking = lacking(variant, CpuInfo.read());
            if (!lacking.isEmpty()) {
                // Forcing a variant the CPU lacks would load it and die of an illegal instruction on first use.
                throw new IllegalStateException(
                        "this CPU lacks " + lacking + ", which the " + variant.label + " variant needs");
            }
        }
        String before = System.getProperty(VARIANT_PROPERTY);
        try {
            if (variant == CpuVariant.AUTO) {
                System.clearProperty(VARIANT_PROPERTY);
            } else {
                System.setProperty(VARIANT_PROPERTY, variant.label);
            }
            // The library reads the property once, when the provider first initialises its registrar.
            URLClassLoader loader =
                    new URLClassLoader("bc-lts", new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
            Provider provider =
                    (Provider) Class.forName("org.bouncycastle.jce.provider.BouncyCastleProvider", true, loader)
                            .getConstructor()
                            .newInstance();
            Native loaded = Native.of(provider);
            if (variant == CpuVariant.JAVA
                    ? loaded.enabled
                    : !loaded.enabled
                            || !loaded.hasAesGcm
                            || (variant != CpuVariant.AUTO && !variant.label.equals(loaded.ident))) {
                throw new IllegalStateException(
                        "asked for the " + (variant == CpuVariant.AUTO ? "probe's" : variant.label)
                                + " variant, the provider reports " + loaded);
            }
            return provider;
        } catch (ReflectiveOperationException | IOException e) {
            throw new IllegalStateException("cannot load " + jar + ": " + e, e);
        } finally {
            if (before == null) {
                System.clearProperty(VARIANT_PROPERTY);
            } else {
                System.setProperty(VARIANT_PROPERTY, before);
            }
        }
    }

    /**
     * Whether {@code name} forces the variant that {@code BC-LTS}, the library's own choice, loads in
     * this JVM ({@code BC-LTS-vaesf} on a CPU with AVX-512 and VAES): the same code under two names.
     */
    public static boolean isChosenVariant(String name) {
        if (!matches(name) || variant(name) == CpuVariant.AUTO || ProviderRegistry.loadFailure(NAME) != null) {
            return false;
        }
        try {
            Native chosen = Native.of(ProviderRegistry.load(NAME));
            return variant(name)
                    .providerName()
                    .equals(chosen.enabled ? NAME + "-" + chosen.ident : CpuVariant.JAVA.providerName());
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** The release as its info string gives it ("... (LTS edition) v2.73.7"): its version string says 2.7307. */
    static String version(Provider provider) {
        Matcher m = Pattern.compile("v(\\d+\\.\\d+\\.\\d+)").matcher(provider.getInfo());
        return m.find() ? m.group(1) : provider.getVersionStr();
    }

    /** What the provider says it loaded: "native vaesf, AES/GCM native", or "Java only". */
    static String describe(Provider provider) {
        try {
            return Native.of(provider).toString();
        } catch (ReflectiveOperationException e) {
            return "native status unknown: " + e;
        }
    }

    /** The provider's report of its native code ({@code CryptoServicesRegistrar.getNativeServices()}), read through its own loader. */
    private record Native(String ident, boolean enabled, boolean hasAesGcm, boolean hasAesCtr, String status) {

        static Native of(Provider provider) throws ReflectiveOperationException {
            ClassLoader loader = provider.getClass().getClassLoader();
            Class<?> registrar = Class.forName("org.bouncycastle.crypto.CryptoServicesRegistrar", true, loader);
            Class<?> services = Class.forName("org.bouncycastle.crypto.NativeServices", true, loader);
            Object ns = registrar.getMethod("getNativeServices").invoke(null);
            boolean enabled = (Boolean) services.getMethod("isEnabled").invoke(ns);
            return new Native(
                    (String) services.getMethod("getLibraryIdent").invoke(ns),
                    enabled,
                    enabled
                            && (Boolean) services.getMethod("hasService", String.class)
                                    .invoke(ns, "AES/GCM"),
                    enabled
                            && (Boolean) services.getMethod("hasService", String.class)
                                    .invoke(ns, "AES/CTR"),
                    (String) services.getMethod("getStatusMessage").invoke(ns));
        }

        @Override
        public String toString() {
            return enabled
                    ? "native " + ident + " (" + status + "; AES/GCM " + (hasAesGcm ? "native" : "Java") + ", AES/CTR "
                            + (hasAesCtr ? "native" : "Java") + ")"
                    : "Java only (native " + status + ", library " + ident + ")";
        }
    }

    /** The bcprov-lts8on jar: the {@value #JAR_PROPERTY} property, else {@code bc-lts/} beside the jar or classes folder cryptobench runs from. */
    static Path jar() {
        String configured = System.getProperty(JAR_PROPERTY);
        if (configured != null) {
            Path p = Path.of(configured);
            if (!Files.isRegularFile(p)) {
                throw new IllegalStateException(JAR_PROPERTY + "=" + configured + " is not a file");
            }
            return p;
        }
        Path dir;
        try {
            Path here = Path.of(BcLts.class
                    .getProtectionDomain()
                    .getCodeSource()
                    .getLocation()
                    .toURI());
            dir = here.getParent().resolve("bc-lts");
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("cannot tell where cryptobench runs from; set -D" + JAR_PROPERTY);
        }
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(dir, "bcprov-lts8on-*.jar")) {
            // A build without clean may leave an older release beside the new one: the newest is the build's.
            Optional<Path> newest = StreamSupport.stream(jars.spliterator(), false)
                    .max(Comparator.comparing(BcLts::release, BcLts::compareReleases));
            if (newest.isPresent()) {
                return newest.get();
            }
        } catch (IOException noFolder) {
            // reported below
        }
        throw new IllegalStateException(
                "no bcprov-lts8on jar in " + dir + " (mvn package puts it there; or set -D" + JAR_PROPERTY + ")");
    }

    private static String release(Path jar) {
        return jar.getFileName().toString().replace("bcprov-lts8on-", "").replace(".jar", "");
    }

    /** Orders "2.73.7" before "2.73.12". */
    static int compareReleases(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < Math.max(x.length, y.length); i++) {
            int c = Integer.compare(i < x.length ? number(x[i]) : 0, i < y.length ? number(y[i]) : 0);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    private static int number(String part) {
        try {
            return Integer.parseInt(part);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The platforms the jar carries native code for, from its {@code native/OS/ARCH/} folders ("linux/x86_64"). */
    static Set<String> nativePlatforms(Path jar) {
        Set<String> platforms = new TreeSet<>();
        try (ZipFile zip = new ZipFile(jar.toFile())) {
            zip.stream().map(ZipEntry::getName).forEach(n -> {
                String[] parts = n.split("/");
                if (parts.length > 3 && parts[0].equals("native")) {
                    platforms.add(parts[1] + "/" + parts[2]);
                }
            });
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + jar + ": " + e, e);
        }
        return platforms;
    }

    /**
     * Why no native variant can load on {@code osName} and {@code osArch}, or null if the jar carries native code
     * for them (its folders name the OS as {@code linux} and the machine as {@code x86_64} or {@code arm64}).
     */
    static String platformRefusal(Set<String> platforms, String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT).split("\\s+")[0];
        return platforms.contains(os + "/" + machine(osArch))
                ? null
                : "bcprov-lts8on carries native code for " + String.join(", ", platforms)
                        + " only, and this JVM runs on " + osName + " " + osArch
                        + " (BC-LTS-java, its pure-Java variant, runs anywhere)";
    }

    /** The names of the native variants built for the machine of {@code osArch}, in variant order (none for others). */
    public static List<String> nativeVariants(String osArch) {
        return Arrays.stream(CpuVariant.values())
                .filter(v -> v.machine != null && v.machine.equals(machine(osArch)))
                .map(CpuVariant::providerName)
                .toList();
    }

    /** Why {@code variant} cannot run on a JVM of {@code osArch} ({@code BC-LTS-avx} on aarch64), or null if it can. */
    static String machineRefusal(CpuVariant variant, String osArch) {
        return variant.machine == null || variant.machine.equals(machine(osArch))
                ? null
                : "the " + variant.label + " variant is bcprov-lts8on's " + variant.machine
                        + " code, and this JVM runs on " + osArch;
    }

    /** The machine as the jar's folders name it: {@code x86_64} for amd64, {@code arm64} for aarch64. */
    private static String machine(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x86_64";
            case "aarch64", "arm64" -> "arm64";
            default -> osArch;
        };
    }

    /** The x86 features of {@code variant} that {@code cpu}'s {@code flags} line lacks, sorted. */
    static List<String> lacking(CpuVariant variant, CpuInfo cpu) {
        Set<String> flags = cpu.flags();
        return variant.cpuFlags.stream()
                .filter(f -> !flags.contains(f))
                .sorted()
                .toList();
    }
}
