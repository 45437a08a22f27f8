package cryptobench.jvm;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The one way the suite starts another process: its output goes to files, never to a pipe the caller
 * must drain, and every child has a time limit past which it is killed and reported as timed out, so
 * that a silent hang cannot block the caller.
 */
public final class ChildProcess {

    /** How it ended: its exit code (meaningless if it timed out), stdout and stderr (merged into stdout for a logged child). */
    public record Result(boolean timedOut, int exitCode, String out, String err) {

        /** Whether it ended by itself with exit code 0. */
        public boolean ok() {
            return !timedOut && exitCode == 0;
        }
    }

    /** A started child whose stdout and stderr go to {@code log}. */
    public record Running(Process process, Path log) {

        /** Waits for the child's end; one that has not ended within {@code limit} is killed and reported as timed out. */
        public Result await(Duration limit) throws IOException, InterruptedException {
            boolean ended = process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS);
            if (!ended) {
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            return new Result(
                    !ended, ended ? process.exitValue() : -1, Files.readString(log, StandardCharsets.UTF_8), "");
        }

        /** Kills the child and what it started. */
        public void kill() {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
    }

    private ChildProcess() {}

    /** Runs {@code command} to its end or {@code seconds}, its stdout and stderr kept apart. */
    public static Result run(List<String> command, long seconds) throws IOException, InterruptedException {
        return run(command, Map.of(), Duration.ofSeconds(seconds));
    }

    /** Runs {@code command} with {@code env} added to this process's environment, to its end or {@code limit}. */
    public static Result run(List<String> command, Map<String, String> env, Duration limit)
            throws IOException, InterruptedException {
        File out = Files.createTempFile("cryptobench-child", ".out").toFile();
        File err = Files.createTempFile("cryptobench-child", ".err").toFile();
        try {
            ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out).redirectError(err);
            pb.environment().putAll(env);
            Process p = pb.start();
            if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                p.destroyForcibly();
                p.waitFor(10, TimeUnit.SECONDS);
                return new Result(
                        true,
                        -1,
                        Files.readString(out.toPath(), StandardCharsets.UTF_8),
                        Files.readString(err.toPath(), StandardCharsets.UTF_8));
            }
            return new Result(
                    false,
                    p.exitValue(),
                    Files.readString(out.toPath(), StandardCharsets.UTF_8),
                    Files.readString(err.toPath(), StandardCharsets.UTF_8));
        } finally {
            out.delete();
            err.delete();
        }
    }

    /** Starts {@code command} with its stdout and stderr, merged, written to {@code log}; wait with {@link Running#await}. */
    public static Running start(List<String> command, Path log) throws IOException {
        Path parent = log.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Process p = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .start();
        return new Running(p, log);
    }
}
