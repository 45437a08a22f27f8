package cryptobench.provider;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * {@code /proc/cpuinfo}, the one place it is read and parsed: each key's first value (the first processor's), and
 * the words of a line such as x86's {@code flags} or aarch64's {@code Features}. Where the file is missing or
 * unreadable (another OS, a container) it is absent and every field is null.
 */
public final class CpuInfo {

    static final Path FILE = Path.of("/proc/cpuinfo");

    /** Null when there was no file. */
    private final Map<String, String> fields;

    private CpuInfo(Map<String, String> fields) {
        this.fields = fields;
    }

    /** This machine's, read from /proc/cpuinfo. */
    public static CpuInfo read() {
        try {
            return of(Files.readString(FILE));
        } catch (IOException | SecurityException e) {
            return of(null);
        }
    }

    /** The cpuinfo of {@code text}, or an absent one for null. */
    public static CpuInfo of(String text) {
        if (text == null) {
            return new CpuInfo(null);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        for (String line : text.split("\n", -1)) {
            int colon = line.indexOf(':');
            if (colon > 0) {
                fields.putIfAbsent(
                        line.substring(0, colon).trim(),
                        line.substring(colon + 1).trim());
            }
        }
        return new CpuInfo(Collections.unmodifiableMap(fields));
    }

    /** Whether there was a cpuinfo to read. */
    public boolean present() {
        return fields != null;
    }

    /** Whether it has no fields: absent, or a file without any "key : value" line. */
    public boolean isEmpty() {
        return fields == null || fields.isEmpty();
    }

    /** The first value of {@code key} ("model name", "flags"), or null. */
    public String field(String key) {
        return fields == null ? null : fields.get(key);
    }

    /** The first value of {@code key}, or "" when there is none. */
    public String fieldOrEmpty(String key) {
        String value = field(key);
        return value == null ? "" : value;
    }

    /** The space-separated words of {@code key}'s first value, empty when there is none. */
    public Set<String> words(String key) {
        String value = field(key);
        return value == null || value.isEmpty() ? Set.of() : Set.copyOf(Arrays.asList(value.split("\\s+")));
    }

    /** The x86 CPU features: the words of the {@code flags} line. */
    public Set<String> flags() {
        return words("flags");
    }
}
