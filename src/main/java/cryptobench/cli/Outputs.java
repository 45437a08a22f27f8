package cryptobench.cli;

import cryptobench.results.AtomicFile;
import cryptobench.results.RunFolder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The commands' output folders: a folder that cannot be made or written is an error "cannot write PATH: REASON" (exit code 2). */
final class Outputs {

    private Outputs() {}

    /** Creates {@code dir} if needed and checks that files can be made in it. */
    static Path folder(Path dir) {
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw cannotWrite(dir, e);
        }
        if (!Files.isWritable(dir)) {
            throw new IllegalArgumentException("cannot write " + dir + ": permission denied");
        }
        return dir;
    }

    static IllegalArgumentException cannotWrite(Path path, IOException e) {
        if (e instanceof AtomicFile.CannotWriteException named) {
            return new IllegalArgumentException(named.getMessage(), e);
        }
        return new IllegalArgumentException("cannot write " + path + ": " + AtomicFile.reason(e), e);
    }

    /**
     * {@code dir}, created, for a command that writes a run's result files: refused if it already
     * holds files, which would be overwritten ({@code hint} says what to do instead).
     */
    static Path emptyFolder(Path dir, String option, String hint) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException(option + " " + dir + " is a file, not a folder");
        }
        if (Files.isDirectory(dir)) {
            try (var files = Files.list(dir)) {
                if (files.findAny().isPresent()) {
                    throw new IllegalArgumentException(
                            option + " " + dir + " already holds files: results are never overwritten." + hint
                                    + " Give a new or empty folder");
                }
            } catch (IOException e) {
                throw cannotWrite(dir, e);
            }
        }
        return folder(dir);
    }

    /**
     * The folder of a new run: the -o folder, new or empty (with the hint to finish a killed run by
     * {@code command --resume} when it holds that run's {@code record}), or a new parent/&lt;UTC time&gt;.
     */
    static Path newRun(Path output, String record, String command, Path parent) throws IOException {
        if (output == null) {
            return RunFolder.newUnder(parent);
        }
        return emptyFolder(
                output,
                "-o",
                Files.exists(output.resolve(record))
                        ? " To finish a killed run: " + command + " --resume " + output + "."
                        : "");
    }
}
