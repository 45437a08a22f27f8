package cryptobench.verify;

import cryptobench.check.Failure;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Failures already known upstream, which a CI job accepts: a file of lines
 * {@code provider | algorithm | words of the check and message | why, with the upstream reference},
 * where each of the first three may hold {@code *} wildcards and {@code {a,b}} alternatives (the words are looked for
 * anywhere in the failure's check and message), and the provider may end in {@code on JDK 17} for a failure of that
 * feature release only; blank lines and lines starting with {@code #} are skipped. A failure that matches is still
 * reported, marked known with its reason, and does not make the exit code 1; an entry that matches no failure of a
 * run that checked its provider and algorithm (on its JDK) is stale, and does.
 */
public final class KnownFailures {

    private static final Pattern ON_JDK = Pattern.compile("^(.+?)\\s+on JDK (\\d+)$");
    private static final Pattern FEATURE = Pattern.compile("(?<![\\d.])(\\d+)(?=[.+]|$)");

    /** One line of the file ({@code text} its first three fields); {@code jdk} is the feature release it is limited to, or null. */
    public record Entry(
            Pattern provider, Pattern algorithm, Pattern words, Integer jdk, String reason, int line, String text) {
        boolean matches(Failure f) {
            return provider.matcher(f.provider()).matches()
                    && algorithm.matcher(f.algorithm()).matches()
                    && words.matcher(f.check() + ": " + f.message()).find()
                    && (jdk == null || jdk.equals(feature(f.reproducer().get("JDK"))));
        }

        /** Whether the fork checked a case of a provider and algorithm this entry names. */
        boolean checkedIn(ForkReport r) {
            return (jdk == null || jdk.equals(feature(r.fork().get("JDK"))))
                    && r.tallies().stream()
                            .anyMatch(t -> t.passed() + t.failed() + t.acceptable() > 0
                                    && provider.matcher(t.provider()).matches()
                                    && algorithm.matcher(t.algorithm()).matches());
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
            String provider = f[0].strip();
            Integer jdk = null;
            Matcher on = ON_JDK.matcher(provider);
            if (on.matches()) {
                provider = on.group(1);
                jdk = Integer.valueOf(on.group(2));
            }
            try {
                entries.add(new Entry(
                        glob(provider),
                        glob(f[1].strip()),
                        glob(f[2].strip()),
                        jdk,
                        f[3].strip(),
                        i + 1,
                        String.join(" | ", f[0].strip(), f[1].strip(), f[2].strip())));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": " + e.getMessage());
            }
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

    /**
     * The entries that match none of {@code failures} although one of the {@code reports} checked their provider and
     * algorithm (on their JDK): each as a sentence naming the file's line and what to do.
     */
    public List<String> stale(List<ForkReport> reports, List<Failure> failures) {
        List<String> stale = new ArrayList<>();
        for (Entry e : entries) {
            if (failures.stream().noneMatch(e::matches) && reports.stream().anyMatch(e::checkedIn)) {
                stale.add(String.format(
                        Locale.ROOT,
                        "%s line %d ('%s') matched no failure, though this run checked the provider and algorithm it"
                                + " names%s: remove the line if the failure is gone, else correct its words",
                        file.getFileName(),
                        e.line(),
                        e.text(),
                        e.jdk() == null ? "" : " on JDK " + e.jdk()));
            }
        }
        return stale;
    }

    /** The feature release in a fork's JDK field ("Eclipse Adoptium 25.0.3+9-LTS" gives 25), or null. */
    static Integer feature(String jdk) {
        if (jdk == null) {
            return null;
        }
        Matcher m = FEATURE.matcher(jdk);
        return m.find() ? Integer.valueOf(m.group(1)) : null;
    }

    /** A regular expression of a glob: {@code *} is anything, {@code {a,b}} either, the rest literal. */
    static Pattern glob(String s) {
        StringBuilder re = new StringBuilder();
        StringBuilder literal = new StringBuilder();
        boolean inBraces = false;
        for (char c : s.toCharArray()) {
            if (c == '*' || c == '{' || (inBraces && (c == ',' || c == '}'))) {
                if (!literal.isEmpty()) {
                    re.append(Pattern.quote(literal.toString()));
                    literal.setLength(0);
                }
                switch (c) {
                    case '*' -> re.append(".*");
                    case '{' -> {
                        re.append("(?:");
                        inBraces = true;
                    }
                    case ',' -> re.append('|');
                    default -> {
                        re.append(')');
                        inBraces = false;
                    }
                }
            } else {
                literal.append(c);
            }
        }
        if (inBraces) {
            throw new IllegalArgumentException("unclosed '{' in '" + s + "'");
        }
        if (!literal.isEmpty()) {
            re.append(Pattern.quote(literal.toString()));
        }
        return Pattern.compile(re.toString());
    }
}
