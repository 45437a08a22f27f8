package cryptobench.engine;

import java.io.Serializable;
import java.util.List;

/**
 * What a run gives a trial's forks beyond the user's options: JVM arguments in place of those the benchmark's
 * {@code @Fork} puts first ({@code prepend}, null: those), and more after every other one ({@code append}).
 */
public record ForkExtras(List<String> prepend, List<String> append) implements Serializable {

    /** Nothing added: the forks get the user's and the benchmark's arguments alone. */
    public static final ForkExtras NONE = new ForkExtras(null, List.of());

    public ForkExtras {
        prepend = prepend == null ? null : List.copyOf(prepend);
        append = List.copyOf(append);
    }
}
