package cryptobench.run;

import java.util.ArrayList;
import java.util.List;

/** Shard {@code index} of {@code count}: a deterministic share of a run's trials, for one machine of a CI matrix. */
public record Shard(int index, int count) {

    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("--shard " + index + "/" + count + " is not a shard: K/N needs 1 <= K <= N");
        }
    }

    /** Parses "K/N", e.g. "2/4". */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--shard '" + text + "' is not K/N, e.g. 1/4 for the first of four machines");
    }

    /**
     * This shard's trials: every N-th of the plan, starting at the K-th. The plan is sorted, so
     * every machine that runs the same command computes the same split, and each trial lands in
     * exactly one shard; dealing them out in turn spreads each benchmark class over all shards.
     */
    public List<Trial> select(List<Trial> plan) {
        List<Trial> mine = new ArrayList<>();
        for (int i = index - 1; i < plan.size(); i += count) {
            mine.add(plan.get(i));
        }
        return mine;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
