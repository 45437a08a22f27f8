package cryptobench.engine;

import cryptobench.jvm.ChildProcess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs fork JVMs through {@link ChildProcess}, at once or one after the other, each killed past its
 * {@link ForkCommand#limit()}; the forks still running when this JVM shuts down are killed with it.
 */
final class ForkRunner {

    private final List<ChildProcess.Running> running = new ArrayList<>();
    private boolean hooked;

    /** Runs {@code forks} at once when {@code together}, else one after the other in the given order. */
    List<ForkOutput> run(List<ForkCommand> forks, boolean together) throws IOException, InterruptedException {
        List<ForkOutput> outputs = new ArrayList<>();
        if (together) {
            List<ChildProcess.Running> started = new ArrayList<>();
            for (ForkCommand f : forks) {
                started.add(start(f));
            }
            for (int i = 0; i < forks.size(); i++) {
                outputs.add(finish(forks.get(i), started.get(i)));
            }
        } else {
            for (ForkCommand f : forks) {
                outputs.add(finish(f, start(f)));
            }
        }
        return outputs;
    }

    private ChildProcess.Running start(ForkCommand fork) throws IOException {
        synchronized (running) {
            if (!hooked) {
                Runtime.getRuntime().addShutdownHook(new Thread(this::killAll));
                hooked = true;
            }
            ChildProcess.Running r = ChildProcess.start(fork.command(), fork.log());
            running.add(r);
            return r;
        }
    }

    private ForkOutput finish(ForkCommand fork, ChildProcess.Running r) throws IOException, InterruptedException {
        try {
            return ForkOutput.read(fork, r.await(fork.limit()));
        } finally {
            synchronized (running) {
                running.remove(r);
            }
        }
    }

    private void killAll() {
        synchronized (running) {
            running.forEach(ChildProcess.Running::kill);
        }
    }
}
