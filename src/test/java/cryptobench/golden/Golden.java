package cryptobench.golden;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Compares a text with its saved golden file under src/test/resources/golden, or rewrites the file when run with -Dgolden.update=true. */
final class Golden {

    static final Path DIR = Path.of("src/test/resources/golden");

    private Golden() {}

    static boolean updating() {
        return Boolean.getBoolean("golden.update");
    }

    static void check(String name, String actual) throws IOException {
        Path file = DIR.resolve(name);
        if (updating()) {
            Files.createDirectories(file.getParent());
            Files.writeString(file, actual);
            return;
        }
        assertTrue(
                Files.exists(file),
                "no golden file " + file + "; write it with -Dgolden.update=true (see " + DIR.resolve("README.md")
                        + ")");
        String expected = Files.readString(file);
        if (!expected.equals(actual)) {
            fail(file + " differs from the output now:\n" + firstDifference(expected, actual)
                    + "\nIf the change is intended, rewrite the golden files as " + DIR.resolve("README.md")
                    + " says.");
        }
    }

    /** The first line where the two texts differ, with both versions of it. */
    static String firstDifference(String expected, String actual) {
        String[] e = expected.split("\n", -1);
        String[] a = actual.split("\n", -1);
        for (int i = 0; i < Math.max(e.length, a.length); i++) {
            String el = i < e.length ? e[i] : "<end of text>";
            String al = i < a.length ? a[i] : "<end of text>";
            if (!el.equals(al)) {
                return "first difference at line " + (i + 1) + " (golden " + e.length + " lines, now " + a.length
                        + " lines)\n"
                        + "  golden: " + el + "\n"
                        + "  now:    " + al;
            }
        }
        return "same lines, different line endings";
    }
}
