package cryptobench.engine;

import cryptobench.results.Json;
import cryptobench.results.ResultRow;
import cryptobench.results.Settle;
import cryptobench.results.TrialOutcome;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormat;
import org.openjdk.jmh.runner.options.Options;

/**
 * The executor that drives JMH in this JVM: each unit is one JMH run of its trial's round (JMH forks
 * it as the lane's options say), its console passed through while {@link OutcomeRecorder} notes why a
 * trial gave no result. One unit at a time: launches never run at once.
 */
public final class InProcessJmh implements Executor {

    private record Lane(Options options, OutputFormat console, List<RunResult> session) {
    }

    private final Map<String, Lane> lanes = new HashMap<>();
    private final PrintStream err;

    public InProcessJmh(PrintStream err) {
        this.err = err;
    }

    /** Adds a lane: its JMH options and console. */
    public InProcessJmh lane(String name, Options options, OutputFormat console) {
        lanes.put(name, new Lane(options, console, new ArrayList<>()));
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

    /** Runs one unit through JMH; a crash is an outcome, not thrown. */
    private Outcome run(Lane lane, WorkUnit u) throws IOException {
        OutcomeRecorder recorder = new OutcomeRecorder(lane.console());
        Collection<RunResult> results;
        // JMH writes what its forks print straight to System.out: a copy is kept for the settlings' lines.
        ByteArrayOutputStream forkOutput = new ByteArrayOutputStream();
        PrintStream stdout = System.out;
        System.setOut(new PrintStream(new Tee(stdout, forkOutput), true, StandardCharsets.UTF_8));
        try {
            results = new Runner(new TrialOptions(lane.options(), u.trial(), u.round()), recorder).run();
        } catch (RunnerException | RuntimeException e) {
            err.println("trial " + u.trial().label() + " failed: " + e);
            return Outcome.failed(String.valueOf(e));
        } finally {
            System.setOut(stdout);
        }
        List<TrialOutcome> noted = recorder.outcomes();
        if (!noted.isEmpty()) {
            TrialOutcome o = noted.get(0);
            return o.unsupported() ? Outcome.unsupported(o.message()) : Outcome.failed(o.message());
        }
        if (results.isEmpty()) {
            return Outcome.failed("JMH returned no result");
        }
        List<ResultRow> rows;
        try {
            rows = rows(results);
        } catch (IllegalArgumentException e) {
            return Outcome.failed("JMH's result is not readable: " + e.getMessage());
        }
        lane.session().addAll(results);
        return Outcome.measured(rows, Settle.parse(forkOutput.toString(StandardCharsets.UTF_8)));
    }

    /** Writes to both streams. */
    private static final class Tee extends OutputStream {
        private final OutputStream a;
        private final OutputStream b;

        Tee(OutputStream a, OutputStream b) {
            this.a = a;
            this.b = b;
        }

        @Override
        public void write(int c) throws IOException {
            a.write(c);
            b.write(c);
        }

        @Override
        public void write(byte[] bytes, int off, int len) throws IOException {
            a.write(bytes, off, len);
            b.write(bytes, off, len);
        }

        @Override
        public void flush() throws IOException {
            a.flush();
        }
    }

    /** JMH's own results as rows, through JMH's own JSON format. */
    private static List<ResultRow> rows(Collection<RunResult> results) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, ps).writeOut(results);
        }
        List<ResultRow> rows = new ArrayList<>();
        Json.MAPPER.readTree(bytes.toString(StandardCharsets.UTF_8)).forEach(r -> rows.add(ResultRow.of(r)));
        return rows;
    }
}
