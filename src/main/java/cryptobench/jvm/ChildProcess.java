package cryptobench.jvm;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A short command (java -version, -XX:+PrintFlagsFinal, a JDK probe) run to its end or its time limit, its output kept in files so that a silent hang cannot block the caller. */
public final class ChildProcess {

    /** How it ended: its exit code (meaningless if it timed out), stdout and stderr. */
    public record Result(boolean timedOut, int exitCode, String out, String err) {
    }

    private ChildProcess() {
    }

    /** Runs {@code command}; one that has not ended after {@code seconds} is killed and reported as timed out. */
    public static Result run(List<String> command, long seconds) throws IOException, InterruptedException {
        File out = Files.createTempFile("cryptobench-child", ".out").toFile();
        File err = Files.createTempFile("cryptobench-child", ".err").toFile();
        try {
            Process p = new ProcessBuilder(command).redirectOutput(out).redirectError(err).start();
            if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Result(true, -1, "", "");
            }
            return new Result(false, p.exitValue(), Files.readString(out.toPath(), StandardCharsets.UTF_8),
                    Files.readString(err.toPath(), StandardCharsets.UTF_8));
        } finally {
            out.delete();
            err.delete();
        }
    }
}
