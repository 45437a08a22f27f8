package cryptobench.run;

import cryptobench.jvm.ChildProcess;
import cryptobench.provider.ProviderRegistry;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks made once before a run starts its first fork: the JVM the forks run on, the provider
 * classes named with -p, and JMH's lock file. Each failure here would otherwise fail every trial
 * on its own.
 */
public final class Preflight {

    /** The oldest Java the benchmarks are compiled for. */
    public static final int MIN_JAVA = 17;

    private static final Pattern VERSION = Pattern.compile("version \"(\\d+)(?:\\.(\\d+))?");

    /** JMH's lock: the same path as {@code org.openjdk.jmh.runner.Runner}'s. */
    static final Path JMH_LOCK = Path.of(System.getProperty("java.io.tmpdir"), "jmh.lock");

    private Preflight() {}

    /**
     * The major version of the {@code java} binary at {@code java}.
     *
     * @throws IllegalArgumentException if it is not an executable file, does not start, or is older than Java 17
     */
    public static int checkJava(Path java, String what) {
        if (Files.isDirectory(java) || !Files.isExecutable(java) && !Files.isSymbolicLink(java)) {
            throw new IllegalArgumentException(what + " " + java + " is not an executable java binary"
                    + (Files.isDirectory(java) ? " (it is a folder; give its bin/java)" : ""));
        }
        String why = JdkDiscovery.whyNotRunnable(java);
        if (why != null) {
            throw new IllegalArgumentException(what + " " + java + " cannot run here: " + why);
        }
        String text;
        try {
            ChildProcess.Result r = ChildProcess.run(List.of(java.toString(), "-version"), 60);
            if (r.timedOut()) {
                throw new IllegalArgumentException(what + " " + java + " -version did not answer within 60 s");
            }
            text = r.out() + r.err();
            if (r.exitCode() != 0) {
                throw new IllegalArgumentException(what + " " + java + " -version failed:\n" + text.strip());
            }
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " " + java + " does not start: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalArgumentException(what + " " + java + ": interrupted while asking its version");
        }
        int major = majorVersion(text);
        if (major < 0) {
            throw new IllegalArgumentException(
                    what + " " + java + " -version does not say which Java it is:\n" + text.strip());
        }
        if (major < MIN_JAVA) {
            throw new IllegalArgumentException(
                    what + " " + java + " is Java " + major + "; the benchmarks need JDK " + MIN_JAVA + " or newer");
        }
        return major;
    }

    /** The major version in {@code java -version}'s output ("1.8.0_322" is 8, "17.0.15" is 17), or -1. */
    static int majorVersion(String versionOutput) {
        Matcher m = VERSION.matcher(versionOutput);
        if (!m.find()) {
            return -1;
        }
        int first = Integer.parseInt(m.group(1));
        return first == 1 && m.group(2) != null ? Integer.parseInt(m.group(2)) : first;
    }

    /**
     * Constructs every provider given by class name. A class that is on the classpath but whose
     * constructor throws is a broken installation, not a combination the provider does not offer.
     *
     * @throws IllegalArgumentException naming the class and the constructor's message
     */
    public static void checkProviderClasses(Collection<String> providers) {
        for (String name : providers) {
            String canonical = ProviderRegistry.canonical(name);
            if (ProviderRegistry.isNamed(canonical)) {
                continue; // unsupported in its forks, with the reason, if it cannot load here
            }
            String failure = ProviderRegistry.loadFailure(canonical);
            if (failure != null) {
                throw new IllegalArgumentException(
                        "provider class " + canonical + " cannot be constructed: " + failure);
            }
        }
    }

    /** Whether another process holds JMH's lock now (a run started with -Djmh.ignoreLock=true does not care). */
    public static boolean jmhLockTaken() {
        if (Boolean.getBoolean("jmh.ignoreLock")) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(JMH_LOCK, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                return true;
            }
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (IOException e) {
            // JMH itself will say why it cannot open the file.
            return false;
        }
    }

    /**
     * Takes JMH's lock for a command that runs its forks with {@code -Djmh.ignoreLock=true} (two
     * at once, in ab's duet): other JMH runs then wait or fail as they would for a JMH run.
     *
     * @throws IllegalArgumentException with {@link #lockMessage()} when another process holds it
     */
    public static AutoCloseable holdJmhLock() throws IOException {
        if (Boolean.getBoolean("jmh.ignoreLock")) {
            return () -> {};
        }
        FileChannel channel = FileChannel.open(JMH_LOCK, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        FileLock lock;
        try {
            lock = channel.tryLock();
        } catch (OverlappingFileLockException e) {
            lock = null;
        }
        if (lock == null) {
            channel.close();
            throw new IllegalArgumentException(lockMessage());
        }
        FileLock held = lock;
        return () -> {
            held.release();
            channel.close();
        };
    }

    /** The message for a run that finds the lock taken before it starts. */
    public static String lockMessage() {
        return "another JMH run holds " + JMH_LOCK
                + ": two measuring runs at once disturb each other's figures (and JMH"
                + " refuses the second). Wait for it to finish, or stop it, then run again";
    }

    /**
     * Waits, printing one line, until no other process holds JMH's lock: a run that started
     * while it was free waits for one started later instead of failing every remaining trial.
     */
    static void awaitJmhLock(PrintStream out) {
        if (!jmhLockTaken()) {
            return;
        }
        out.println("cryptobench: another JMH run took " + JMH_LOCK + " during this run; waiting for it to finish...");
        out.flush();
        long start = System.nanoTime();
        while (jmhLockTaken()) {
            try {
                Thread.sleep(1000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
        out.printf(
                "cryptobench: the lock is free again after %d s; going on%n",
                TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start));
    }
}
