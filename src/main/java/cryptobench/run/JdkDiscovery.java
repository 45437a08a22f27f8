package cryptobench.run;

import cryptobench.jvm.IntrinsicFlags;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The JDKs installed here: each folder of the discovery folders ({@value #DEFAULT_DIR} unless
 * {@value #DIRS_PROPERTY} or {@value #DIRS_ENV} name others) whose {@code bin/java} runs on this machine,
 * described by that JVM itself ({@link JdkProbe}). A JDK whose java cannot run here (another
 * architecture, a broken link, a start that fails) is skipped with the reason.
 */
public final class JdkDiscovery {

    public static final String DEFAULT_DIR = "/usr/lib/jvm";
    public static final String DIRS_PROPERTY = "cryptobench.jdk.dirs";
    public static final String DIRS_ENV = "CRYPTOBENCH_JDK_DIRS";

    /** A JDK folder that was passed over, and why. */
    public record Skipped(Path home, String why) {
        /** The one line the console prints for it. */
        public String line() {
            return "skipped JDK " + home + ": " + why;
        }
    }

    /** What a scan found: the runnable JDKs (each once, by real home) under every folder name that leads to them, and the skipped. */
    public record Found(List<Path> dirs, List<JdkInfo> jdks, Map<String, JdkInfo> byFolder, List<Skipped> skipped) {

        /**
         * The JDK a {@code --jdk} name means: a folder name here, a version (17.0.21.1) or build, or a
         * feature release (25) that only one JDK here has.
         *
         * @throws IllegalArgumentException naming the bad or ambiguous name, the JDKs here and the skipped ones
         */
        public JdkInfo named(String name) {
            JdkInfo folder = byFolder.get(name);
            if (folder != null) {
                return folder;
            }
            List<JdkInfo> exact = jdks.stream().filter(j -> j.version().equals(name) || j.build().equals(name)).toList();
            List<JdkInfo> matches = exact.isEmpty()
                    ? jdks.stream().filter(j -> Integer.toString(j.feature()).equals(name)).toList() : exact;
            if (matches.size() == 1) {
                return matches.get(0);
            }
            Skipped skip = skipped.stream().filter(s -> s.home().getFileName().toString().equals(name)).findFirst().orElse(null);
            if (skip != null) {
                throw new IllegalArgumentException("--jdk " + name + " cannot run here: " + skip.why() + describe());
            }
            throw new IllegalArgumentException("--jdk " + name + (matches.isEmpty()
                    ? " is neither a JDK home nor the name, version or feature release of a JDK here"
                    : " matches " + matches.size() + " JDKs here: name one by its folder or version") + describe());
        }

        /** "; JDKs here: NAME (BUILD, ARCH), ...; skipped: ...", for an error message. */
        public String describe() {
            String here = jdks.isEmpty() ? "none" : jdks.stream().map(j -> folderOf(j) + " (" + j.build() + ")")
                    .collect(Collectors.joining(", "));
            String skips = skipped.isEmpty() ? "" : "; skipped: " + skipped.stream()
                    .map(s -> s.home().getFileName() + " [" + s.why() + "]").collect(Collectors.joining(", "));
            return "; JDKs here (" + String.join(", ", dirs.stream().map(Path::toString).toList()) + "): " + here + skips;
        }

        /** The folder name a JDK is listed under: its real home's where that is a folder here, else the first of its names. */
        public String folderOf(JdkInfo jdk) {
            String real = Path.of(jdk.home()).getFileName().toString();
            List<String> names = byFolder.entrySet().stream().filter(e -> e.getValue().equals(jdk)).map(Map.Entry::getKey).sorted().toList();
            return names.contains(real) || names.isEmpty() ? real : names.get(0);
        }
    }

    private static final Map<List<Path>, Found> SCANS = new ConcurrentHashMap<>();
    private static final Map<Path, JdkInfo> PROBES = new ConcurrentHashMap<>();

    private JdkDiscovery() {
    }

    /** The discovery folders: {@value #DIRS_PROPERTY}, else {@value #DIRS_ENV} (each a path list), else {@value #DEFAULT_DIR}. */
    public static List<Path> dirs() {
        String dirs = System.getProperty(DIRS_PROPERTY);
        if (dirs == null || dirs.isBlank()) {
            dirs = System.getenv(DIRS_ENV);
        }
        if (dirs == null || dirs.isBlank()) {
            dirs = DEFAULT_DIR;
        }
        return Arrays.stream(dirs.split(java.io.File.pathSeparator)).filter(s -> !s.isBlank()).map(Path::of).toList();
    }

    /** The JDKs of the discovery folders, scanned once per JVM. */
    public static Found installed() {
        return scan(dirs());
    }

    /** The JDKs in these folders (each folder's sub-folders), scanned once per JVM and list of folders. */
    public static Found scan(List<Path> dirs) {
        return SCANS.computeIfAbsent(List.copyOf(dirs), JdkDiscovery::scanNow);
    }

    private static Found scanNow(List<Path> dirs) {
        List<JdkInfo> jdks = new ArrayList<>();
        Map<String, JdkInfo> byFolder = new LinkedHashMap<>();
        List<Skipped> skipped = new ArrayList<>();
        Map<Path, JdkInfo> byRealHome = new LinkedHashMap<>();
        Set<Path> skippedReal = new HashSet<>();
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            List<Path> folders;
            try (Stream<Path> list = Files.list(dir)) {
                folders = list.sorted().toList();
            } catch (IOException e) {
                continue;
            }
            for (Path home : folders) {
                Path java = home.resolve("bin").resolve("java");
                if (!Files.exists(java, LinkOption.NOFOLLOW_LINKS)) {
                    if (Files.isSymbolicLink(home) && !Files.exists(home)) {
                        skipped.add(new Skipped(home, "it is a broken link (to " + readLink(home) + ")"));
                    }
                    continue; // not a JDK: documentation, sources, a .jinfo file
                }
                Path real;
                try {
                    real = home.toRealPath();
                } catch (IOException e) {
                    skipped.add(new Skipped(home, "its real path cannot be read: " + e.getMessage()));
                    continue;
                }
                if (byRealHome.containsKey(real)) {
                    byFolder.put(home.getFileName().toString(), byRealHome.get(real));
                    continue;
                }
                if (skippedReal.contains(real)) {
                    continue; // another name of a JDK skipped already
                }
                String why = whyNotRunnable(java);
                JdkInfo info = null;
                if (why == null) {
                    try {
                        info = probe(home);
                    } catch (IllegalArgumentException e) {
                        why = e.getMessage();
                    }
                }
                if (info == null) {
                    skipped.add(new Skipped(home, why));
                    skippedReal.add(real);
                    continue;
                }
                byRealHome.put(real, info);
                jdks.add(info);
                byFolder.put(home.getFileName().toString(), info);
            }
        }
        return new Found(dirs, List.copyOf(jdks), Map.copyOf(byFolder), List.copyOf(skipped));
    }

    /**
     * Why this java binary cannot run on this machine, or null if nothing says so before starting it: a broken
     * link, no execute permission, or a program for another architecture (read from its ELF header).
     */
    public static String whyNotRunnable(Path java) {
        if (Files.isSymbolicLink(java) && !Files.exists(java)) {
            return "its java is a broken link (to " + readLink(java) + ")";
        }
        if (!Files.isRegularFile(java)) {
            return "its java is not a file";
        }
        if (!Files.isExecutable(java)) {
            return "its java is not executable";
        }
        byte[] header = new byte[20];
        int read;
        try (InputStream in = Files.newInputStream(java)) {
            read = in.readNBytes(header, 0, header.length);
        } catch (IOException e) {
            return "its java cannot be read: " + e.getMessage();
        }
        String program = elfMachine(Arrays.copyOf(header, read));
        String host = hostMachine(System.getProperty("os.arch"));
        if (program != null && host != null && !program.equals(host)) {
            return "its java is built for " + program + " and this machine is " + host + " (" + System.getProperty("os.arch") + ")";
        }
        return null;
    }

    /** The machine an ELF file is built for ("x86-64", "AArch64"), or null if it is no ELF file or an unknown machine. */
    static String elfMachine(byte[] header) {
        if (header.length < 20 || header[0] != 0x7f || header[1] != 'E' || header[2] != 'L' || header[3] != 'F') {
            return null;
        }
        int lo = header[18] & 0xff;
        int hi = header[19] & 0xff;
        int machine = header[5] == 2 ? (lo << 8) | hi : (hi << 8) | lo;
        return switch (machine) {
            case 0x03 -> "x86";
            case 0x3e -> "x86-64";
            case 0xb7 -> "AArch64";
            case 0x28 -> "ARM";
            case 0xf3 -> "RISC-V";
            case 0x15 -> "PowerPC64";
            case 0x16 -> "s390x";
            default -> null;
        };
    }

    /** The ELF machine name of an {@code os.arch}, or null if unknown. */
    static String hostMachine(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x86-64";
            case "aarch64", "arm64" -> "AArch64";
            case "x86", "i386", "i686" -> "x86";
            case "arm" -> "ARM";
            case "riscv64" -> "RISC-V";
            case "ppc64", "ppc64le" -> "PowerPC64";
            case "s390x" -> "s390x";
            default -> null;
        };
    }

    /**
     * What the JDK at {@code home} says of itself, asked once per JVM by starting its java on this suite's classes.
     *
     * @throws IllegalArgumentException saying why it did not answer (does not start, too old for this suite's class files)
     */
    public static JdkInfo probe(Path home) {
        Path real = toReal(home);
        JdkInfo known = PROBES.get(real);
        if (known != null) {
            return known;
        }
        JdkInfo info = probeNow(home);
        PROBES.put(real, info);
        return info;
    }

    private static JdkInfo probeNow(Path home) {
        Path java = home.resolve("bin").resolve("java");
        List<String> command = List.of(java.toString(), IntrinsicFlags.UNLOCK_DIAGNOSTIC, "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), JdkProbe.class.getName());
        Path out = null;
        Path err = null;
        try {
            out = Files.createTempFile("cryptobench-jdk", ".json");
            err = Files.createTempFile("cryptobench-jdk", ".txt");
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(60, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IllegalArgumentException("its java did not answer within 60 s");
            }
            if (p.exitValue() != 0) {
                String first = Files.readAllLines(err, StandardCharsets.UTF_8).stream().filter(l -> !l.isBlank()).findFirst()
                        .orElse("no message");
                throw new IllegalArgumentException(first.contains("UnsupportedClassVersionError")
                        ? "it cannot load this suite's Java 17 class files (" + first + ")"
                        : "its java exited " + p.exitValue() + ": " + first);
            }
            return Json.MAPPER.readValue(out.toFile(), JdkInfo.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("its java does not start: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while asking it what it is");
        } finally {
            for (Path f : new Path[] {out, err}) {
                if (f != null) {
                    f.toFile().delete();
                }
            }
        }
    }

    private static Path toReal(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p.toAbsolutePath().normalize();
        }
    }

    private static String readLink(Path link) {
        try {
            return Files.readSymbolicLink(link).toString();
        } catch (IOException e) {
            return "?";
        }
    }
}
