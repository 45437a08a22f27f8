package cryptobench.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The rule {@code run --resume} and {@code ab --resume} share: the folder's record holds every setting, so none may be given. */
final class Resume {

    private Resume() {}

    /** Refuses any option besides --resume, and any JMH argument, naming them and the {@code record} they would contradict. */
    static void alone(CommandSpec spec, List<String> jmhArgs, Path record) {
        var given = spec.commandLine().getParseResult().matchedOptions().stream()
                .map(o -> o.longestName())
                .filter(n -> !n.equals("--resume"))
                .toList();
        if (!given.isEmpty() || !jmhArgs.isEmpty()) {
            throw new IllegalArgumentException(
                    "--resume takes every setting from " + record + "; give it alone, without "
                            + String.join(", ", given.isEmpty() ? List.of("JMH arguments") : given));
        }
    }
}
