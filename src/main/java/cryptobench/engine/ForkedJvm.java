package cryptobench.engine;

import cryptobench.results.ResultRow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;
import org.openjdk.jmh.runner.options.Options;

/**
 * The executor that starts one JVM per launch on its lane's {@link Side} (java, classpath, JVM
 * arguments), running all the launch's units in that JVM ({@link ForkCommand}); tests replace
 * {@link #run}. Each JVM's JMH JSON and console go to {@code work/}, and are deleted when it ended cleanly.
 */
public class ForkedJvm implements Executor {

    private final Map<String, Side> sides = new HashMap<>();
    private final Function<String, List<String>> forkArgs;
    private final ForkRunner runner = new ForkRunner();
    private Options options;
    private Path work;

    /** Forks with the {@code @Fork} arguments of the benchmarks compiled into this jar. */
    public ForkedJvm() {
        this(ForkCommand::annotatedForkArgs);
    }

    /** Forks with {@code forkArgs} for each benchmark (tests give their own). */
    public ForkedJvm(Function<String, List<String>> forkArgs) {
        this.forkArgs = forkArgs;
    }

    /** Sets the sides (lanes), the user's JMH options every JVM takes ({@link JmhOption}), and the folder of their files. */
    public ForkedJvm configure(List<Side> sides, Options options, Path work) {
        sides.forEach(s -> this.sides.put(s.name(), s));
        this.options = options;
        this.work = work;
        return this;
    }

    /**
     * Runs each launch's units in JVMs with the fork arguments of their benchmarks' {@code @Fork}, one
     * JVM per distinct set (a PureJava method's intrinsics-off flags are JVM flags, so its rows cannot
     * share a JVM with the default fork's). With {@code together}, the launches' first JVMs run at once,
     * then their second, and so on.
     */
    @Override
    public List<List<Outcome>> execute(List<Launch> launches, boolean together)
            throws IOException, InterruptedException {
        Files.createDirectories(work);
        List<List<Map.Entry<List<String>, List<WorkUnit>>>> groups = new ArrayList<>();
        for (Launch l : launches) {
            Map<List<String>, List<WorkUnit>> byArgs = new LinkedHashMap<>();
            for (WorkUnit u : l.units()) {
                byArgs.computeIfAbsent(forkArgs.apply(u.trial().benchmark()), k -> new ArrayList<>())
                        .add(u);
            }
            List<Map.Entry<List<String>, List<WorkUnit>>> sets = new ArrayList<>(byArgs.entrySet());
            // The same order on every side, so that a wave's JVMs run the same rows' flags side by side.
            sets.sort(Comparator.comparing(e -> String.join(" ", e.getKey())));
            groups.add(sets);
        }
        int waves = groups.stream().mapToInt(List::size).max().orElse(0);
        Map<WorkUnit, Outcome> outcome = new HashMap<>();
        for (int w = 0; w < waves; w++) {
            List<ForkCommand> forks = new ArrayList<>();
            List<List<WorkUnit>> units = new ArrayList<>();
            for (int i = 0; i < launches.size(); i++) {
                if (w >= groups.get(i).size()) {
                    continue;
                }
                Launch l = launches.get(i);
                Map.Entry<List<String>, List<WorkUnit>> g = groups.get(i).get(w);
                String stem = String.format(
                        Locale.ROOT, "r%04d-%s%s", l.units().get(0).round(), l.lane(), w == 0 ? "" : "-" + (w + 1));
                Path result = work.resolve(stem + ".json");
                Files.deleteIfExists(result);
                forks.add(ForkCommand.of(
                        sides.get(l.lane()),
                        g.getValue().stream().map(WorkUnit::trial).toList(),
                        g.getKey(),
                        options,
                        result,
                        l.core(),
                        work.resolve(stem + ".log")));
                units.add(g.getValue());
            }
            List<ForkOutput> outputs = run(forks, together);
            for (int j = 0; j < forks.size(); j++) {
                ForkOutput o = outputs.get(j);
                for (WorkUnit u : units.get(j)) {
                    ResultRow row = o.row(u.trial());
                    outcome.put(
                            u,
                            row != null
                                    ? Outcome.measured(List.of(row))
                                    : o.missing(u.trial().benchmark(), u.trial().params()));
                }
            }
        }
        List<List<Outcome>> outcomes = new ArrayList<>();
        for (Launch l : launches) {
            outcomes.add(l.units().stream().map(outcome::get).toList());
        }
        return outcomes;
    }

    /** Runs {@code forks} at once when {@code together}, else one after the other in the given order. */
    public List<ForkOutput> run(List<ForkCommand> forks, boolean together) throws IOException, InterruptedException {
        return runner.run(forks, together);
    }
}
