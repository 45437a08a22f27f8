package cryptobench.verify;

import cryptobench.check.Failure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Failures already known upstream, which a CI job accepts: a file of lines
 * {@code provider | algorithm | words of the check and message | why, with the upstream reference},
 * where each of the first three may hold {@code *} wildcards (the words are looked for anywhere in the
 * failure's check and message); blank lines and lines starting with
 * {@code #} are skipped. A failure that matches is still reported, marked known with its reason,
 * and does not make the exit code 1.
 */
public final class KnownFailures {

    /** One line of the file. */
    public record Entry(Pattern provider, Pattern algorithm, Pattern words, String reason, int line) {
        boolean matches(Failure f) {
            return provider.matcher(f.provider()).matches()
                    && algorithm.matcher(f.algorithm()).matches()
                    && words.matcher(f.check() + ": " + f.message()).find();
        }
    }

    private final List<Entry> entries;
    private final Path file;

    private KnownFailures(List<Entry> entries, Path file) {
        this.entries = entries;
        this.file = file;
    }

    /** No known failures. */
    public static KnownFailures none() {
        return new KnownFailures(List.of(), null);
    }

    /**
     * The file's entries.
     *
     * @throws IllegalArgumentException naming the file and line of a line that is not four fields
     */
    public static KnownFailures read(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("--known " + file + " is not a file");
        }
        List<Entry> entries = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i).strip();
            if (l.isEmpty() || l.startsWith("#")) {
                continue;
            }
            String[] f = l.split("\\s\\|\\s", 4);
            if (f.length != 4 || f[2].isBlank() || f[3].isBlank()) {
                throw new IllegalArgumentException(file + " line " + (i + 1)
                        + ": expected 'provider | algorithm | words of the failure | why'," + " got '" + l + "'");
            }
            entries.add(new Entry(glob(f[0].strip()), glob(f[1].strip()), glob(f[2].strip()), f[3].strip(), i + 1));
        }
        return new KnownFailures(List.copyOf(entries), file);
    }

    /** Why the failure is known, or null if it is not. */
    public String reason(Failure f) {
        for (Entry e : entries) {
            if (e.matches(f)) {
                return e.reason() + " (" + file.getFileName() + " line " + e.line() + ")";
            }
        }
        return null;
    }

    private static Pattern glob(String s) {
        String[] parts = s.split("\\*", -1);
        StringBuilder re = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i > 0) {
                re.append(".*");
            }
            re.append(Pattern.quote(parts[i]));
        }
        return Pattern.compile(re.toString());
    }
}
