package cryptobench.engine;

import cryptobench.results.ResultRow;
import cryptobench.results.RunResultRow;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.Options;

/**
 * The executor that drives JMH in this JVM: each unit is one JMH run of its trial's round (JMH forks
 * it as the lane's options say), its console passed through, and a failure taken from what JMH throws
 * ({@link Outcome#ofThrown}). One unit at a time: launches never run at once.
 */
public final class InProcessJmh implements Executor {

    private record LaneOptions(
            Options options, OutputFormat console, Function<Trial, ForkExtras> extras, List<RunResult> session) {}

    private final Map<String, LaneOptions> lanes = new HashMap<>();
    /** Adds a lane: its JMH options and console. */
    public InProcessJmh lane(String name, Options options, OutputFormat console) {
        return lane(name, options, console, t -> ForkExtras.NONE);
    }

    /** Adds a lane whose forks get the {@code extras} of their trial ({@link TrialOptions}). */
    public InProcessJmh lane(String name, Options options, OutputFormat console, Function<Trial, ForkExtras> extras) {
        lanes.put(name, new LaneOptions(options, console, extras, new ArrayList<>()));
        return this;
    }

    /** The JMH results this lane measured in this JVM, for result formats other than JSON. */
    public List<RunResult> session(String lane) {
        return lanes.get(lane).session();
    }

    @Override
    public List<List<Outcome>> execute(List<Launch> launches, boolean together) throws IOException {
        List<List<Outcome>> outcomes = new ArrayList<>();
        for (Launch launch : launches) {
            List<Outcome> per = new ArrayList<>();
            for (WorkUnit u : launch.units()) {
                per.add(run(lanes.get(launch.lane()), u));
            }
            outcomes.add(per);
        }
        return outcomes;
    }

    /** Runs one unit through JMH; a failure, JMH's object of it, is an outcome, not thrown. */
    private Outcome run(LaneOptions lane, WorkUnit u) {
        Collection<RunResult> results;
        try {
            results = new Runner(
                            new TrialOptions(
                                    lane.options(),
                                    u.trial(),
                                    u.round(),
                                    lane.extras().apply(u.trial())),
                            new RoundConsole(lane.console()))
                    .run();
        } catch (RunnerException | RuntimeException e) {
            return Outcome.ofThrown(e);
        }
        if (results.isEmpty()) {
            return Outcome.failed("JMH returned no result");
        }
        List<ResultRow> rows = new ArrayList<>();
        try {
            results.forEach(r -> rows.add(RunResultRow.of(r)));
        } catch (IllegalArgumentException e) {
            return Outcome.failed("JMH's result is not readable: " + e.getMessage());
        }
        lane.session().addAll(results);
        return Outcome.measured(rows);
    }
}
