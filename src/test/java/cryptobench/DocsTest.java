package cryptobench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import cryptobench.cli.Cli;
import cryptobench.run.JmhLauncher;
import cryptobench.run.Profile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The lists in the docs and help texts that name what the code defines (profiles, commands, packages
 * and their imports) say what the code says; a failure names each missing or stale line and prints
 * the lines to paste.
 */
class DocsTest {

    private static final Path COMMANDS_MD = Path.of("docs", "commands.md");
    private static final Path ARCHITECTURE_MD = Path.of("docs", "architecture.md");
    private static final Path README = Path.of("README.md");
    private static final Path MAIN = Path.of("src", "main", "java");
    private static final Path JMH = Path.of("src", "jmh", "java");
    private static final String JAR = "java -jar target/benchmarks.jar";
    private static final String ROOT = "cryptobench";
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");
    private static final Pattern COMMAND_HEADING = Pattern.compile("^## `([^`]+)`(:.*)?$");

    @Test
    void theProfileTableHasOneRowPerProfileInItsOrder() throws IOException {
        List<String> rows = table(COMMANDS_MD, "| profile | what | time here |");
        List<String> documented = rows.stream().map(DocsTest::firstCode).toList();
        List<String> expected =
                Arrays.stream(Profile.values()).map(Profile::label).toList();
        List<String> problems = new ArrayList<>();
        for (Profile p : Profile.values()) {
            if (!documented.contains(p.label())) {
                problems.add(
                        "no row for `" + p.label() + "`; add: | `" + p.label() + "` | " + p.description() + " | |");
            }
        }
        documented.stream()
                .filter(d -> !expected.contains(d))
                .forEach(d -> problems.add("a row for `" + d + "`, which is no profile"));
        if (problems.isEmpty() && !documented.equals(expected)) {
            problems.add("rows in another order than Profile's: " + String.join(", ", expected));
        }
        assertNoProblems(COMMANDS_MD + "'s profile table", problems);
    }

    @Test
    void theReadmeNamesEveryProfile() throws IOException {
        List<String> named = codes(between(Files.readString(README), "**Profile.**", "), run with `run --profile`"));
        List<String> labels =
                Arrays.stream(Profile.values()).map(Profile::label).toList();
        assertSameNames(
                README + "'s glossary",
                "profile",
                named,
                labels,
                labels.stream().map(l -> "`" + l + "`").collect(Collectors.joining(", ")));
    }

    @Test
    void jmhsHelpNamesEveryCommand() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        try {
            // JMH prints its own help on System.out; only the launcher's line after it is read.
            System.setOut(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
            assertEquals(0, new JmhLauncher(new PrintStream(out, true, StandardCharsets.UTF_8), System.err).run("-h"));
        } finally {
            System.setOut(stdout);
        }
        String line = out.toString(StandardCharsets.UTF_8)
                .lines()
                .filter(l -> l.startsWith("cryptobench commands"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("JMH's help names no cryptobench commands: " + out));
        List<String> named = Arrays.stream(
                        line.substring(line.indexOf("): ") + 3).split(","))
                .map(String::trim)
                .toList();
        assertSameCommands("JMH's help (JmhLauncher, -h)", named, String.join(", ", commands(false)));
    }

    @Test
    void commandsMdHasAnOverviewRowAndASectionPerCommand() throws IOException {
        List<String> lines = Files.readAllLines(COMMANDS_MD);
        List<String> overview = table(COMMANDS_MD, "| command | what it does |");
        List<String> headings = lines.stream()
                .map(COMMAND_HEADING::matcher)
                .filter(Matcher::matches)
                .map(m -> m.group(1))
                .toList();
        List<String> problems = new ArrayList<>();
        for (String c : commands(true)) {
            if (overview.stream()
                    .map(DocsTest::firstCode)
                    .noneMatch(cell -> cell.equals(JAR + " " + c) || cell.startsWith(JAR + " " + c + " "))) {
                problems.add("no overview row for `" + c + "`; add: | `" + JAR + " " + c + "` | ... |");
            }
            if (!headings.contains(c)) {
                problems.add("no section for `" + c + "`; add: ## `" + c + "`");
            }
        }
        headings.stream()
                .filter(h -> !commands(true).contains(h))
                .forEach(h -> problems.add("a section ## `" + h + "`, which is no command"));
        assertNoProblems(COMMANDS_MD.toString(), problems);
    }

    @Test
    void theArchitecturesCliRowNamesEveryCommand() throws IOException {
        String row = table(ARCHITECTURE_MD, "| package | what it holds |").stream()
                .filter(r -> firstCode(r).equals(ROOT + ".cli"))
                .findFirst()
                .orElseThrow(() -> new AssertionError(ARCHITECTURE_MD + " has no row for `cryptobench.cli`"));
        List<String> named = codes(between(row, "The commands (picocli): ", ", each turning"));
        assertSameCommands(ARCHITECTURE_MD + "'s row for `cryptobench.cli`", named, prose(commands(false)));
    }

    @Test
    void theReadmeNamesEveryCommand() throws IOException {
        List<String> named = codes(between(Files.readString(README), "every command (", "plain JMH options)"));
        assertSameCommands(
                README + "'s documentation list",
                named,
                commands(false).stream().map(c -> "`" + c + "`").collect(Collectors.joining(", ")) + ",");
    }

    @Test
    void thePackageTableHasOneRowPerPackage() throws IOException {
        List<String> documented = table(ARCHITECTURE_MD, "| package | what it holds |").stream()
                .map(DocsTest::firstCode)
                .toList();
        Set<String> packages = packages(MAIN);
        List<String> problems = new ArrayList<>();
        packages.stream()
                .filter(p -> !documented.contains(p))
                .forEach(p -> problems.add("no row for `" + p + "`; add: | `" + p + "` | what it holds |"));
        documented.stream()
                .filter(d -> !packages.contains(d))
                .forEach(d -> problems.add("a row for `" + d + "`, which " + MAIN + " does not have"));
        assertNoProblems(ARCHITECTURE_MD + "'s package table", problems);
    }

    @Test
    void theImportTableIsTheImportGraph() throws IOException {
        List<String> documented = table(ARCHITECTURE_MD, "| package | imports |");
        Set<String> jmhPackages = packages(JMH);
        Set<String> all = new TreeSet<>(packages(MAIN));
        all.addAll(jmhPackages);
        Map<String, Set<String>> graph = new TreeMap<>();
        all.forEach(p -> graph.put(p, new TreeSet<>()));
        ArchitectureTest.packageGraph().forEach((from, to) -> {
            if (graph.containsKey(from)) {
                to.stream().filter(graph::containsKey).forEach(graph.get(from)::add);
            }
        });
        Map<String, String> expectedRow = new TreeMap<>();
        graph.forEach((p, imports) -> expectedRow.put(
                p,
                "| " + label(p, jmhPackages) + " | "
                        + (imports.isEmpty()
                                ? "nothing of cryptobench"
                                : imports.stream()
                                        .map(i -> "`" + shortName(i) + "`")
                                        .collect(Collectors.joining(", ")))
                        + " |"));

        List<String> documentedPackages =
                documented.stream().map(DocsTest::packageOf).toList();
        List<String> problems = new ArrayList<>();
        expectedRow.forEach((p, row) -> {
            int at = documentedPackages.indexOf(p);
            if (at < 0) {
                problems.add("no row for `" + shortName(p) + "`; the code says: " + row);
            } else if (!documented.get(at).equals(row)) {
                problems.add("the row " + documented.get(at) + " is stale; the code says: " + row);
            }
        });
        documentedPackages.stream()
                .filter(p -> !graph.containsKey(p))
                .forEach(p -> problems.add("a row for `" + shortName(p) + "`, which the code does not have"));
        List<String> placed = new ArrayList<>();
        for (String p : documentedPackages) {
            graph.getOrDefault(p, Set.of()).stream()
                    .filter(i -> !placed.contains(i))
                    .findFirst()
                    .ifPresent(i -> problems.add("the row for `" + shortName(p) + "` comes before `" + shortName(i)
                            + "`, which it imports"));
            placed.add(p);
        }
        List<String> order = bottomUp(graph);
        if (!problems.isEmpty()) {
            fail(ARCHITECTURE_MD + "'s import table disagrees with jdeps on target/classes:\n  "
                    + String.join("\n  ", problems)
                    + "\nThe table from the code, bottom up, to paste:\n| package | imports |\n|---|---|\n"
                    + order.stream().map(expectedRow::get).collect(Collectors.joining("\n")));
        }
    }

    /** The packages under {@code root}'s {@code cryptobench} that hold a Java file, as {@code cryptobench.x}. */
    private static Set<String> packages(Path root) throws IOException {
        try (Stream<Path> files = Files.walk(root.resolve(ROOT))) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .map(f -> root.relativize(f.getParent())
                            .toString()
                            .replace(root.getFileSystem().getSeparator(), "."))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /** How the import table names a package: {@code `cryptobench` (`Main`)}, {@code `bench` (`src/jmh/java`)} or {@code `run`}. */
    private static String label(String pkg, Set<String> jmhPackages) {
        if (pkg.equals(ROOT)) {
            try (Stream<Path> files = Files.list(MAIN.resolve(ROOT))) {
                return "`" + ROOT + "` ("
                        + files.map(f -> f.getFileName().toString())
                                .filter(f -> f.endsWith(".java"))
                                .sorted()
                                .map(f -> "`" + f.substring(0, f.length() - ".java".length()) + "`")
                                .collect(Collectors.joining(", "))
                        + ")";
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        }
        return "`" + shortName(pkg) + "`"
                + (jmhPackages.contains(pkg) ? " (`" + JMH.toString().replace('\\', '/') + "`)" : "");
    }

    private static String shortName(String pkg) {
        return pkg.equals(ROOT) ? ROOT : pkg.substring(ROOT.length() + 1);
    }

    /** Every package after the ones it imports: by the length of its longest import chain, then by name. */
    private static List<String> bottomUp(Map<String, Set<String>> graph) {
        Map<String, Integer> depth = new TreeMap<>();
        graph.keySet().forEach(p -> depth(p, graph, depth, new LinkedHashSet<>()));
        return graph.keySet().stream()
                .sorted(Comparator.comparing((String p) -> depth.get(p)).thenComparing(Comparator.naturalOrder()))
                .toList();
    }

    private static int depth(String p, Map<String, Set<String>> graph, Map<String, Integer> depth, Set<String> path) {
        if (!depth.containsKey(p)) {
            if (!path.add(p)) {
                throw new AssertionError("the packages import each other: " + path);
            }
            depth.put(
                    p,
                    graph.getOrDefault(p, Set.of()).stream()
                            .mapToInt(i -> depth(i, graph, depth, path) + 1)
                            .max()
                            .orElse(0));
            path.remove(p);
        }
        return depth.get(p);
    }

    /** The package a row of the import table is about: {@code `run`} is cryptobench.run, {@code `cryptobench`} the root. */
    private static String packageOf(String row) {
        String name = firstCode(row);
        return name.equals(ROOT) ? ROOT : ROOT + "." + name;
    }

    /** cryptobench's commands in the picocli tree's order, with or without {@code help}. */
    private static List<String> commands(boolean withHelp) {
        return Cli.commandLine().getSubcommands().keySet().stream()
                .filter(c -> withHelp || !c.equals("help"))
                .toList();
    }

    private static void assertSameCommands(String where, List<String> named, String toPaste) {
        assertSameNames(where, "command", named, commands(false), toPaste);
    }

    /** {@code named} are the {@code expected} {@code what}s in their order; else a failure naming each difference. */
    private static void assertSameNames(
            String where, String what, List<String> named, List<String> expected, String toPaste) {
        List<String> problems = new ArrayList<>();
        expected.stream().filter(c -> !named.contains(c)).forEach(c -> problems.add("does not name `" + c + "`"));
        named.stream()
                .filter(c -> !expected.contains(c))
                .forEach(c -> problems.add("names `" + c + "`, which is no " + what));
        if (problems.isEmpty() && !named.equals(expected)) {
            problems.add("names them in another order than the code's");
        }
        if (!problems.isEmpty()) {
            fail(where + ":\n  " + String.join("\n  ", problems) + "\nThe " + what + "s from the code, to paste:\n"
                    + toPaste);
        }
    }

    /** {@code `a`, `b` and `c`}. */
    private static String prose(List<String> names) {
        List<String> quoted = names.stream().map(n -> "`" + n + "`").toList();
        return String.join(", ", quoted.subList(0, quoted.size() - 1)) + " and " + quoted.get(quoted.size() - 1);
    }

    private static void assertNoProblems(String where, List<String> problems) {
        if (!problems.isEmpty()) {
            fail(where + " disagrees with the code:\n  " + String.join("\n  ", problems));
        }
    }

    /** The rows of the Markdown table under {@code header} in {@code file}, the separator left out. */
    private static List<String> table(Path file, String header) throws IOException {
        List<String> lines = Files.readAllLines(file);
        int start = lines.indexOf(header);
        assertTrue(start >= 0, file + " has no table headed " + header);
        List<String> rows = new ArrayList<>();
        for (int i = start + 2; i < lines.size() && lines.get(i).startsWith("|"); i++) {
            rows.add(lines.get(i));
        }
        return rows;
    }

    /** The first {@code `code`} of a row's first cell. */
    private static String firstCode(String row) {
        String cell = row.substring(1, row.indexOf('|', 1));
        Matcher m = CODE.matcher(cell);
        return m.find() ? m.group(1) : cell.trim();
    }

    private static List<String> codes(String text) {
        List<String> codes = new ArrayList<>();
        Matcher m = CODE.matcher(text);
        while (m.find()) {
            codes.add(m.group(1));
        }
        return codes;
    }

    /** The text between {@code from} and the next {@code to}. */
    private static String between(String text, String from, String to) {
        int start = text.indexOf(from);
        assertTrue(start >= 0, "no '" + from + "'");
        int end = text.indexOf(to, start + from.length());
        assertTrue(end >= 0, "no '" + to + "' after '" + from + "'");
        return text.substring(start + from.length(), end);
    }
}
