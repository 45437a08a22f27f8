package cryptobench.golden;

import cryptobench.cli.Cli;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * report, compare, merge and export on the fixture runs under src/test/resources/runs, run in-process with their output
 * in a temporary folder: exit code, stdout, stderr and every file written must equal the saved text in
 * src/test/resources/golden (chart images by name only).
 */
class GoldenOutputsTest {

    /** Stands for the test's temporary folder, the only text that differs from run to run. */
    static final String TMP = "<TMP>";

    /** One command: its golden file name and its arguments, with {@link #TMP} for the temporary folder. */
    record Case(String golden, List<String> args) {
        @Override
        public String toString() {
            return golden;
        }
    }

    private static final String FIXTURES = "src/test/resources/runs/";

    static Stream<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (String run : List.of(
                "2026-11-29-digests",
                "2026-11-29T20-26-27Z",
                "2026-11-29T20-56-18Z",
                "2026-11-30-breadth",
                "2026-11-30-streaming-64MiB",
                "2026-11-30-streaming-sizes")) {
            cases.add(new Case("report/runs-" + run + ".txt", List.of("report", FIXTURES + run, "-o", TMP + "/out")));
        }
        for (String folder : List.of(
                "quick-a",
                "quick-b",
                "quick-intrinsics-off",
                "quick-killed",
                "before-rounds/quick-a",
                "before-rounds/quick-b")) {
            cases.add(new Case(
                    "report/" + folder.replace('/', '-') + ".txt",
                    List.of("report", FIXTURES + folder, "-o", TMP + "/out")));
        }
        // The pairs compared by the make.sh that made the quick runs (runs/README.md).
        for (String[] pair : new String[][] {
            {"quick-a", "quick-b"},
            {"quick-a", "quick-intrinsics-off"},
            {"quick-a", "quick-killed"},
            {"quick-b", "quick-killed"}
        }) {
            String base = FIXTURES + pair[0] + "/jmh.json";
            String next = FIXTURES + pair[1] + "/jmh.json";
            String name = "compare/" + pair[0] + "-vs-" + pair[1];
            cases.add(new Case(name + ".md.txt", List.of("compare", base, next)));
            cases.add(new Case(name + ".json.txt", List.of("compare", "--format", "json", base, next)));
        }
        // JDK 17 against JDK 25 of one run: compare refuses it (no common rows), and that refusal is kept too.
        String headline = FIXTURES + "2026-11-29T20-56-18Z";
        cases.add(new Case(
                "compare/headline-jdk17-vs-jdk25.md.txt",
                List.of("compare", headline + "/jmh-jdk17.json", headline + "/jmh-jdk25.json")));
        // A JDK 17 run against the two-JDK headline run: the JDK 17 rows are compared, the JDK 25 rows are added.
        String jdk17 = FIXTURES + "2026-11-29T20-26-27Z";
        cases.add(new Case(
                "compare/runs-2026-11-29T20-26-27Z-vs-2026-11-29T20-56-18Z.md.txt",
                List.of("compare", jdk17, headline)));
        cases.add(new Case(
                "compare/runs-2026-11-29T20-26-27Z-vs-2026-11-29T20-56-18Z.json.txt",
                List.of("compare", "--format", "json", jdk17, headline)));
        cases.add(new Case(
                "merge/2026-11-29T20-26-27Z+2026-11-30-streaming-64MiB.txt",
                List.of("merge", jdk17, FIXTURES + "2026-11-30-streaming-64MiB", "-o", TMP + "/out")));
        cases.add(new Case(
                "export/breadth+headline+streaming-sizes.txt",
                List.of(
                        "export",
                        "--format",
                        "gab",
                        FIXTURES + "2026-11-30-breadth",
                        headline,
                        FIXTURES + "2026-11-30-streaming-sizes",
                        "-o",
                        TMP + "/out")));
        // Every row in both inputs: each name gets its input file, with a warning.
        cases.add(new Case(
                "export/quick-a+quick-b.txt",
                List.of("export", "--format", "gab", FIXTURES + "quick-a", FIXTURES + "quick-b", "-o", TMP + "/out")));
        return cases.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void outputEqualsGolden(Case c, @TempDir Path tmp) throws IOException {
        Golden.check(c.golden(), render(c, tmp));
    }

    /** Everything the command does, as one text: exit code, stdout, stderr, then each file under the temporary folder. */
    static String render(Case c, Path tmp) throws IOException {
        String dir = tmp.toAbsolutePath().toString();
        String[] args = c.args().stream().map(a -> a.replace(TMP, dir)).toArray(String[]::new);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute(args);
        StringBuilder text = new StringBuilder();
        text.append("command: ").append(String.join(" ", c.args())).append('\n');
        text.append("exit: ").append(exit).append('\n');
        section(text, "stdout", out.toString());
        section(text, "stderr", err.toString());
        List<Path> files;
        try (Stream<Path> walk = Files.walk(tmp)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        for (Path file : files) {
            String name = tmp.relativize(file).toString();
            if (name.endsWith(".png")) {
                text.append("== file ").append(TMP).append('/').append(name).append(" (image, name only)\n");
            } else {
                section(text, "file " + TMP + "/" + name, Files.readString(file));
            }
        }
        String all = text.toString();
        // The temporary folder's path is the one thing that changes between runs; the real path too, if /tmp is a link.
        all = all.replace(dir, TMP);
        String real = tmp.toRealPath().toString();
        return real.equals(dir) ? all : all.replace(real, TMP);
    }

    private static void section(StringBuilder text, String title, String content) {
        text.append("== ").append(title).append('\n').append(content);
        if (!content.isEmpty() && !content.endsWith("\n")) {
            text.append("\n\\ no newline at end\n");
        }
    }
}
