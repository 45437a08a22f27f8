package cryptobench.engine;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The loop every measuring command runs: its policy says what to run next, the executor runs it, the
 * round store saves each unit's outcome the moment its step ends, and the policy takes the outcomes.
 * {@code run} plans from its trial list, {@code ab} from its gate; rounds, resume and outcome
 * classification are this package's, once.
 */
public final class Engine {

    /** What runs next, and what to make of it. */
    public interface Policy {

        /** The next step, or null when the run is over. */
        Step next() throws IOException;

        /** Takes a step's saved entries: per launch, one per unit. */
        void done(Step step, List<List<RoundStore.Entry>> entries) throws IOException;
    }

    /** Launches run at once ({@code together}) or in the order given; {@code order} is saved with each entry. */
    public record Step(List<Executor.Launch> launches, boolean together, String order) {}

    private final Executor executor;
    private final Function<String, RoundStore> storeOfLane;

    public Engine(Executor executor, Function<String, RoundStore> storeOfLane) {
        this.executor = executor;
        this.storeOfLane = storeOfLane;
    }

    public void run(Policy policy) throws IOException, InterruptedException {
        for (Step step = policy.next(); step != null; step = policy.next()) {
            long t0 = System.nanoTime();
            List<List<Outcome>> outcomes = executor.execute(step.launches(), step.together());
            double seconds = (System.nanoTime() - t0) / 1e9;
            List<List<RoundStore.Entry>> entries = new ArrayList<>();
            for (int i = 0; i < outcomes.size(); i++) {
                Executor.Launch launch = step.launches().get(i);
                List<RoundStore.Entry> saved = new ArrayList<>();
                for (int j = 0; j < launch.units().size(); j++) {
                    saved.add(storeOfLane
                            .apply(launch.lane())
                            .write(launch.units().get(j), outcomes.get(i).get(j), seconds, step.order()));
                }
                entries.add(saved);
            }
            policy.done(step, entries);
        }
    }
}
