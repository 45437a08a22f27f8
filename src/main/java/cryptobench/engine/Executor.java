package cryptobench.engine;

import java.io.IOException;
import java.util.List;

/**
 * Runs units of work and says what each gave. Two implementations: {@link InProcessJmh} drives JMH
 * in this JVM (each unit one JMH run, its forks as JMH makes them) and {@link ForkedJvm} starts one JVM
 * per launch on a lane's own java and classpath, all its units in that JVM.
 */
public interface Executor {

    /** One lane's units of a step; {@code core} pins its JVM to a core (null: any). */
    record Launch(String lane, List<WorkUnit> units, Integer core) {}

    /**
     * Runs the launches, at once when {@code together}, else one after the other in the given order;
     * returns, per launch, one outcome per unit. A unit that crashes is a failed outcome, not an exception.
     */
    List<List<Outcome>> execute(List<Launch> launches, boolean together) throws IOException, InterruptedException;
}
