package cryptobench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.PackageTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.JavacTask;
import com.sun.source.util.TreeScanner;
import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileManager;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The code names a type of another package through an import, not inline as {@code java.util.Arrays.stream(...)}
 * (read by javac's parser, so comments and strings do not count); the few that stay are listed with their reason.
 */
class ImportsTest {

    private static final List<Path> ROOTS = List.of(
            Path.of("src", "main", "java"),
            Path.of("src", "jmh", "java"),
            Path.of("src", "studies", "java"),
            Path.of("src", "test", "java"));

    /**
     * The qualified names that stay, by file: ProviderRegistry's, whose enum constant {@code Builtin.Conscrypt} hides the
     * type. The test fails when one is gone from its file, so the list only shrinks.
     */
    private static final Map<String, Set<String>> ALLOWED =
            Map.of("src/main/java/cryptobench/provider/ProviderRegistry.java", Set.of("org.conscrypt.Conscrypt"));

    @Test
    void everyTypeOfAnotherPackageIsImported() throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(sources::add);
            }
        }
        assertTrue(sources.size() > 100, "read " + sources.size() + " source files");
        Map<String, Set<String>> found;
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        try (StandardJavaFileManager files = javac.getStandardFileManager(null, null, StandardCharsets.UTF_8)) {
            found = inlineNames(javac, files, files.getJavaFileObjectsFromPaths(sources));
        }
        Map<String, Set<String>> unexpected = new TreeMap<>();
        found.forEach((file, names) -> {
            Set<String> left = new TreeSet<>(names);
            left.removeAll(ALLOWED.getOrDefault(file, Set.of()));
            if (!left.isEmpty()) {
                unexpected.put(file, left);
            }
        });
        Map<String, Set<String>> gone = new TreeMap<>();
        ALLOWED.forEach((file, names) -> {
            Set<String> left = new TreeSet<>(names);
            left.removeAll(found.getOrDefault(file, Set.of()));
            if (!left.isEmpty()) {
                gone.put(file, left);
            }
        });
        assertEquals(Map.of(), unexpected, "types named through their package in code: import them");
        assertEquals(Map.of(), gone, "listed in ALLOWED but no longer in the file: take them off the list");
    }

    @Test
    void theRuleSeesCodeAndNotCommentsStringsOrImports() {
        String source = """
                package a.b;

                import java.util.List;

                /** {@link java.util.Set} */
                @org.junit.jupiter.api.Tag("x")
                class A {
                    java.util.Map<String, List<String>> m = new java.util.HashMap<>(); // java.io.File
                    String s = "java.nio.file.Path";
                    Object o = java.util.Map.Entry.class;
                    int n = this.m.size() + java.util.Arrays.stream(new int[0]).sum();
                    void f() throws java.io.IOException {
                        cryptobench.results.Json.MAPPER.hashCode();
                    }
                }
                """;
        JavaFileObject file = new SimpleJavaFileObject(URI.create("string:///a/b/A.java"), JavaFileObject.Kind.SOURCE) {
            @Override
            public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                return source;
            }
        };
        assertEquals(
                Map.of(
                        "/a/b/A.java",
                        Set.of(
                                "org.junit.jupiter.api.Tag",
                                "java.util.Map",
                                "java.util.HashMap",
                                "java.util.Arrays",
                                "java.io.IOException",
                                "cryptobench.results.Json")),
                inlineNames(ToolProvider.getSystemJavaCompiler(), null, List.of(file)));
    }

    /** Each file's types named as a package followed by a type ({@code a.b.C}) outside its package and import lines. */
    private static Map<String, Set<String>> inlineNames(
            JavaCompiler javac, JavaFileManager files, Iterable<? extends JavaFileObject> sources) {
        JavacTask task = (JavacTask) javac.getTask(null, files, null, List.of("-proc:none"), null, sources);
        Map<String, Set<String>> found = new TreeMap<>();
        try {
            for (CompilationUnitTree unit : task.parse()) {
                String file = unit.getSourceFile().toUri().getPath();
                String here = Path.of("").toAbsolutePath() + "/";
                String key = file.startsWith(here) ? file.substring(here.length()) : file;
                new TreeScanner<Void, Void>() {
                    @Override
                    public Void visitPackage(PackageTree node, Void unused) {
                        return null;
                    }

                    @Override
                    public Void visitImport(ImportTree node, Void unused) {
                        return null;
                    }

                    @Override
                    public Void visitMemberSelect(MemberSelectTree node, Void unused) {
                        String packageName = packageName(node.getExpression());
                        if (packageName != null
                                && Character.isUpperCase(node.getIdentifier().charAt(0))) {
                            found.computeIfAbsent(key, k -> new TreeSet<>())
                                    .add(packageName + "." + node.getIdentifier());
                            return null;
                        }
                        return super.visitMemberSelect(node, unused);
                    }
                }.scan(unit, null);
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return found;
    }

    /** The dotted name if {@code tree} reads like a package (lower-case names only), else null. */
    private static String packageName(Tree tree) {
        if (tree instanceof IdentifierTree id) {
            String name = id.getName().toString();
            return Character.isLowerCase(name.charAt(0)) && !name.equals("this") && !name.equals("super") ? name : null;
        }
        if (tree instanceof MemberSelectTree select
                && Character.isLowerCase(select.getIdentifier().charAt(0))) {
            String outer = packageName(select.getExpression());
            return outer == null ? null : outer + "." + select.getIdentifier();
        }
        return null;
    }
}
