package cryptobench.cli;

import cryptobench.validation.ProviderRequirement;
import java.io.PrintWriter;
import java.util.List;

/** The {@code --require} check of {@code providers} and {@code run}: one line per provider that is not as required. */
final class Requirements {

    private Requirements() {}

    /** Prints a line per problem of the {@code required} providers; true if there was one. */
    static boolean failed(List<String> required, PrintWriter err) {
        if (required.isEmpty()) {
            return false;
        }
        List<String> problems = ProviderRequirement.problems(required);
        problems.forEach(p -> err.println("cryptobench: --require: " + p));
        err.flush();
        return !problems.isEmpty();
    }
}
