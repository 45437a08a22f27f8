package cryptobench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No package of the suite imports one that imports it back, directly or around a loop, and the
 * statistics package imports none of them (read by jdeps from the compiled classes).
 */
class ArchitectureTest {

    private static final Pattern EDGE = Pattern.compile("^\\s+(cryptobench[\\w.]*)\\s+->\\s+(cryptobench[\\w.]*)\\s");

    /** Package to the packages it uses, from {@code jdeps -verbose:package} on target/classes; generated JMH code left out. */
    static Map<String, Set<String>> packageGraph() {
        ToolProvider jdeps =
                ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("this JDK has no jdeps"));
        Path classes = Path.of("target", "classes");
        assertTrue(Files.isDirectory(classes), "run after compiling: no " + classes);
        StringWriter out = new StringWriter();
        int code = jdeps.run(
                new PrintWriter(out),
                new PrintWriter(new StringWriter()),
                "-verbose:package",
                "-filter:none",
                classes.toString());
        assertEquals(0, code, out.toString());
        Map<String, Set<String>> graph = new TreeMap<>();
        String from = null;
        for (String line : out.toString().lines().toList()) {
            Matcher m = EDGE.matcher(line);
            if (m.find()) {
                from = m.group(1);
                String to = m.group(2);
                if (!from.equals(to) && !from.contains("jmh_generated") && !to.contains("jmh_generated")) {
                    graph.computeIfAbsent(from, k -> new TreeSet<>()).add(to);
                }
            }
        }
        return graph;
    }

    @Test
    void noPackageImportsOneThatImportsItBack() {
        Map<String, Set<String>> graph = packageGraph();
        assertTrue(
                graph.containsKey("cryptobench.run") && graph.containsKey("cryptobench.report"),
                "jdeps read: " + graph);
        List<List<String>> cycles =
                stronglyConnected(graph).stream().filter(c -> c.size() > 1).toList();
        assertEquals(List.of(), cycles, "packages that import each other, directly or around a loop");
    }

    @Test
    void theStatisticsPackageImportsNothingOfTheSuite() {
        Map<String, Set<String>> graph = packageGraph();
        assertTrue(
                graph.values().stream().anyMatch(uses -> uses.contains("cryptobench.stats")),
                "no package uses stats: " + graph);
        assertEquals(
                Set.of(),
                graph.getOrDefault("cryptobench.stats", Set.of()),
                "cryptobench.stats must stand on the JDK and commons-math3 alone");
    }

    @Test
    void studentsDistributionIsBuiltInOnePlace() throws IOException {
        List<Path> building;
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            building = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> {
                        try {
                            return Files.readString(f).contains("new TDistribution");
                        } catch (IOException e) {
                            throw new AssertionError(f.toString(), e);
                        }
                    })
                    .toList();
        }
        assertEquals(List.of(Path.of("src", "main", "java", "cryptobench", "stats", "Student.java")), building);
    }

    /** Tarjan's strongly connected components. */
    static List<List<String>> stronglyConnected(Map<String, Set<String>> graph) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        Deque<String> stack = new ArrayDeque<>();
        List<List<String>> components = new ArrayList<>();
        Set<String> nodes = new TreeSet<>(graph.keySet());
        graph.values().forEach(nodes::addAll);
        for (String n : nodes) {
            if (!index.containsKey(n)) {
                visit(n, graph, index, low, stack, components);
            }
        }
        return components;
    }

    private static void visit(
            String v,
            Map<String, Set<String>> graph,
            Map<String, Integer> index,
            Map<String, Integer> low,
            Deque<String> stack,
            List<List<String>> components) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.push(v);
        for (String w : graph.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w, graph, index, low, stack, components);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> component = new ArrayList<>();
            String w;
            do {
                w = stack.pop();
                component.add(w);
            } while (!w.equals(v));
            components.add(component);
        }
    }

    @Test
    void theCycleCheckFindsALoop() {
        Map<String, Set<String>> loop = Map.of("a", Set.of("b"), "b", Set.of("c"), "c", Set.of("a"), "d", Set.of("a"));
        List<List<String>> cycles =
                stronglyConnected(loop).stream().filter(c -> c.size() > 1).toList();
        assertEquals(1, cycles.size());
        assertEquals(Set.of("a", "b", "c"), Set.copyOf(cycles.get(0)));
    }
}
