package cryptobench.cli;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The commands' output folders: a folder that cannot be made or written is an error "cannot write PATH: REASON" (exit code 2). */
final class Outputs {

    private Outputs() {
    }

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
        return new IllegalArgumentException("cannot write " + path + ": " + reason(e), e);
    }

    private static String reason(IOException e) {
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
            return f.getReason().toLowerCase(java.util.Locale.ROOT) + (f.getFile() == null ? "" : " (" + f.getFile() + ")");
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
