package cryptobench.results;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/** How every file of a run folder is written: whole or not at all, and a failure names the file and the reason. */
public final class AtomicFile {

    private AtomicFile() {}

    /** Writes to a temporary file beside {@code target}, then renames it over {@code target}. */
    public static void writeAtomically(Path target, byte[] content) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        try {
            Files.write(tmp, content);
            try {
                Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
            }
        } catch (IOException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException ignored) {
                // the message below names the file
            }
            throw new CannotWriteException(target, e);
        }
    }

    /** A file that could not be written: its message names the file and the reason. */
    public static final class CannotWriteException extends IOException {
        private static final long serialVersionUID = 1L;

        CannotWriteException(Path target, IOException cause) {
            super("cannot write " + target.toAbsolutePath() + ": " + reason(cause), cause);
        }
    }

    /** What went wrong with a file, in words: "No space left on device", "permission denied". */
    public static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileAlreadyExistsException f) {
            return f.getFile() + " exists and is not a folder";
        }
        if (e instanceof NoSuchFileException f) {
            return "no such file or folder " + f.getFile();
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason().toLowerCase(Locale.ROOT) + (f.getFile() == null ? "" : " (" + f.getFile() + ")");
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
