package cryptobench.run;

import cryptobench.jvm.ChildProcess;
import cryptobench.jvm.IntrinsicFlags;
import cryptobench.provider.NativeCode;
import cryptobench.results.Json;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The JDKs installed here: each JDK of the discovery folders ({@link #dirs()}: the platform's usual
 * folders, SDKMAN's and {@code JAVA_HOME}, unless {@value #DIRS_PROPERTY} or {@value #DIRS_ENV} name
 * others) whose {@code bin/java} runs on this machine, described by that JVM itself ({@link JdkProbe}).
 * A JDK whose java cannot run here (another architecture, a broken link, a start that fails) is
 * skipped with the reason.
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
            List<JdkInfo> exact = jdks.stream()
                    .filter(j -> j.version().equals(name) || j.build().equals(name))
                    .toList();
            List<JdkInfo> matches = exact.isEmpty()
                    ? jdks.stream()
                            .filter(j -> Integer.toString(j.feature()).equals(name))
                            .toList()
                    : exact;
            if (matches.size() == 1) {
                return matches.get(0);
            }
            Skipped skip = skipped.stream()
                    .filter(s -> s.home().getFileName().toString().equals(name)
                            || dirs.stream()
                                    .map(d -> d.resolve(name))
                                    .anyMatch(p -> Files.exists(p) && toReal(p).equals(toReal(s.home()))))
                    .findFirst()
                    .orElse(null);
            if (skip != null) {
                throw new IllegalArgumentException("--jdk " + name + " cannot run here: " + skip.why() + describe());
            }
            if (matches.isEmpty()) {
                throw new IllegalArgumentException(
                        "--jdk " + name + " is neither a JDK home nor the name, version or feature release of a"
                                + " JDK here" + describe());
            }
            throw new IllegalArgumentException("--jdk " + name + " matches " + matches.size() + " JDKs here: "
                    + matches.stream()
                            .map(j -> folderOf(j) + " (" + j.build() + ")")
                            .collect(Collectors.joining(", ")) + "; name one by its folder or version");
        }

        /** "; JDKs here: NAME (BUILD, ARCH), ...; skipped: ...", for an error message. */
        public String describe() {
            String here = jdks.isEmpty()
                    ? "none"
                    : jdks.stream()
                            .map(j -> folderOf(j) + " (" + j.build() + ")")
                            .collect(Collectors.joining(", "));
            String skips = skipped.isEmpty()
                    ? ""
                    : "; skipped: "
                            + skipped.stream()
                                    .map(s -> s.home().getFileName() + " [" + s.why() + "]")
                                    .collect(Collectors.joining(", "));
            return "; JDKs here ("
                    + String.join(", ", dirs.stream().map(Path::toString).toList()) + "): " + here + skips;
        }

        /** The folder name a JDK is listed under: its real home's where that is a folder here, else the first of its names. */
        public String folderOf(JdkInfo jdk) {
            String real = Path.of(jdk.home()).getFileName().toString();
            List<String> names = byFolder.entrySet().stream()
                    .filter(e -> e.getValue().equals(jdk))
                    .map(Map.Entry::getKey)
                    .sorted()
                    .toList();
            return names.contains(real) || names.isEmpty() ? real : names.get(0);
        }
    }

    private static final Map<List<Path>, Found> SCANS = new ConcurrentHashMap<>();
    private static final Map<Path, JdkInfo> PROBES = new ConcurrentHashMap<>();

    private JdkDiscovery() {}

    /** macOS's folders of JDKs, the system's and the user's, each JDK's home in its {@code Contents/Home}. */
    public static final String MACOS_DIR = "/Library/Java/JavaVirtualMachines";

    /** Where SDKMAN installs JDKs, under the user's home. */
    public static final String SDKMAN_DIR = ".sdkman/candidates/java";

    /** The discovery folders of this machine ({@link #dirs(String, String, String, Path, String)} of its settings). */
    public static List<Path> dirs() {
        return dirs(
                System.getProperty(DIRS_PROPERTY),
                System.getenv(DIRS_ENV),
                System.getProperty("os.name"),
                Path.of(System.getProperty("user.home")),
                System.getenv("JAVA_HOME"));
    }

    /**
     * The discovery folders: the path list of {@value #DIRS_PROPERTY}, else of {@value #DIRS_ENV}; else the
     * platform's ({@value #DEFAULT_DIR} on Linux; {@value #MACOS_DIR} and the user's {@code
     * ~/Library/Java/JavaVirtualMachines} on macOS), SDKMAN's ({@code ~/}{@value #SDKMAN_DIR}) and {@code
     * javaHome}, a JDK home that is a folder of its own.
     */
    static List<Path> dirs(String property, String env, String osName, Path userHome, String javaHome) {
        String dirs = property == null || property.isBlank() ? env : property;
        if (dirs != null && !dirs.isBlank()) {
            return Arrays.stream(dirs.split(File.pathSeparator))
                    .filter(s -> !s.isBlank())
                    .map(Path::of)
                    .toList();
        }
        List<Path> all = new ArrayList<>();
        if (osName != null && osName.toLowerCase(Locale.ROOT).startsWith("mac")) {
            all.add(Path.of(MACOS_DIR));
            all.add(userHome.resolve("Library/Java/JavaVirtualMachines"));
        } else {
            all.add(Path.of(DEFAULT_DIR));
        }
        all.add(userHome.resolve(SDKMAN_DIR));
        if (javaHome != null && !javaHome.isBlank()) {
            all.add(Path.of(javaHome));
        }
        return List.copyOf(all);
    }

    /**
     * The JDK home a folder holds: the folder itself if it has {@code bin/java}, or its {@code Contents/Home}
     * (a macOS bundle, {@code temurin-21.jdk}); null if neither.
     */
    static Path jdkHome(Path folder) {
        if (Files.exists(folder.resolve("bin").resolve("java"), LinkOption.NOFOLLOW_LINKS)) {
            return folder;
        }
        Path bundle = folder.resolve("Contents").resolve("Home");
        return Files.exists(bundle.resolve("bin").resolve("java"), LinkOption.NOFOLLOW_LINKS) ? bundle : null;
    }

    /** The JDKs of the discovery folders, scanned once per JVM. */
    public static Found installed() {
        return scan(dirs());
    }

    /** The JDKs in these folders (each folder's sub-folders), scanned once per JVM and list of folders. */
    public static Found scan(List<Path> dirs) {
        return SCANS.computeIfAbsent(List.copyOf(dirs), JdkDiscovery::scanNow);
    }

    /**
     * A folder that holds a JDK (listed by its name), its home (the folder or its {@code Contents/Home}),
     * its real home and, if it is known already, why it cannot run here.
     */
    private record Candidate(Path folder, Path home, Path real, String why) {}

    private static Found scanNow(List<Path> dirs) {
        List<Candidate> candidates = new ArrayList<>();
        List<Skipped> skipped = new ArrayList<>();
        for (Path dir : dirs) {
            Path own = jdkHome(dir);
            if (own != null) { // a JDK home given as a folder of its own (JAVA_HOME)
                candidates.add(candidate(dir, own));
                continue;
            }
            List<Path> folders;
            try (Stream<Path> list = Files.list(dir)) {
                folders = list.sorted().toList();
            } catch (IOException e) {
                continue; // no such folder here
            }
            for (Path folder : folders) {
                Path home = jdkHome(folder);
                if (home == null) {
                    if (Files.isSymbolicLink(folder) && !Files.exists(folder)) {
                        skipped.add(new Skipped(folder, "it is a broken link (to " + readLink(folder) + ")"));
                    }
                    continue; // not a JDK: documentation, sources, a .jinfo file
                }
                candidates.add(candidate(folder, home));
            }
        }
        // Each real home is started once, all at once; a folder that links to another is one more name of it.
        Map<Path, Candidate> first = new LinkedHashMap<>();
        candidates.forEach(c -> first.putIfAbsent(c.real(), c));
        Map<Path, Object> answers = new ConcurrentHashMap<>();
        first.values().parallelStream().forEach(c -> {
            if (c.why() != null) {
                answers.put(c.real(), c.why());
                return;
            }
            try {
                answers.put(c.real(), probe(c.home()));
            } catch (IllegalArgumentException e) {
                answers.put(c.real(), e.getMessage());
            }
        });
        List<JdkInfo> jdks = new ArrayList<>();
        Map<String, JdkInfo> byFolder = new LinkedHashMap<>();
        for (Candidate c : candidates) {
            Object answer = answers.get(c.real());
            boolean isFirst = first.get(c.real()) == c;
            if (answer instanceof JdkInfo info) {
                if (isFirst) {
                    jdks.add(info);
                }
                byFolder.putIfAbsent(c.folder().getFileName().toString(), info);
            } else if (isFirst) {
                skipped.add(new Skipped(c.folder(), (String) answer));
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
        String program = NativeCode.elfMachine(Arrays.copyOf(header, read));
        String host = NativeCode.hostMachine(System.getProperty("os.arch"));
        if (program != null && host != null && !program.equals(host)) {
            return "its java is built for " + program + " and this machine is " + host + " ("
                    + System.getProperty("os.arch") + ")";
        }
        return null;
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
        List<String> command = List.of(
                java.toString(),
                IntrinsicFlags.UNLOCK_DIAGNOSTIC,
                "-XX:TieredStopAtLevel=1",
                "-cp",
                System.getProperty("java.class.path"),
                JdkProbe.class.getName());
        ChildProcess.Result r;
        try {
            r = ChildProcess.run(command, 60);
        } catch (IOException e) {
            throw new IllegalArgumentException("its java does not start: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException("interrupted while asking it what it is");
        }
        if (r.timedOut()) {
            throw new IllegalArgumentException("its java did not answer within 60 s");
        }
        if (r.exitCode() != 0) {
            List<String> lines = r.err().lines().filter(l -> !l.isBlank()).toList();
            String tooOld = lines.stream()
                    .filter(l -> l.contains("UnsupportedClassVersionError"))
                    .findFirst()
                    .orElse(null);
            throw new IllegalArgumentException(
                    tooOld != null
                            ? "it cannot load this suite's Java 17 class files (" + tooOld.strip() + ")"
                            : "its java exited " + r.exitCode() + ": "
                                    + (lines.isEmpty() ? "no message" : lines.get(0)));
        }
        try {
            return Json.MAPPER.readValue(r.out(), JdkInfo.class);
        } catch (IOException e) {
            throw new IllegalArgumentException("its answer is not a JDK description: " + e.getMessage());
        }
    }

    private static Candidate candidate(Path folder, Path home) {
        return new Candidate(
                folder, home, toReal(home), whyNotRunnable(home.resolve("bin").resolve("java")));
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
