package cryptobench.run;

import cryptobench.catalog.Params;
import cryptobench.engine.Trial;
import cryptobench.results.RowKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Shard {@code index} of {@code count}: a deterministic share of a run's trials, for one machine of a CI matrix. */
public record Shard(int index, int count) {

    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException(
                    "--shard " + index + "/" + count + " is not a shard: K/N needs 1 <= K <= N");
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
        throw new IllegalArgumentException(
                "--shard '" + text + "' is not K/N, e.g. 1/4 for the first of four machines");
    }

    /**
     * This shard's trials. Trials that differ only in provider (or TLS stack) form a group, and the groups are
     * dealt out like cards, back and forth (shard 1, 2 ... N, N ... 2, 1, 1, 2 ...), so that a
     * param that alternates in the plan, such as dataSize, does not end up one value per shard.
     * Each trial lands in exactly one shard, every machine that runs the same command computes
     * the same split, shards differ by at most one group, and the providers of one comparison are
     * always measured on the same machine (the two fork variants of a trial may not be).
     */
    public List<Trial> select(List<Trial> plan) {
        Map<String, List<Trial>> groups = new LinkedHashMap<>();
        plan.forEach(
                t -> groups.computeIfAbsent(group(t), g -> new ArrayList<>()).add(t));
        List<Trial> mine = new ArrayList<>();
        int i = 0;
        for (List<Trial> group : groups.values()) {
            int lap = i / count;
            int seat = i % count;
            if ((lap % 2 == 0 ? seat : count - 1 - seat) == index - 1) {
                mine.addAll(group);
            }
            i++;
        }
        return mine;
    }

    /** The trial's key without its provider or TLS stack. */
    static String group(Trial t) {
        return RowKey.trial(t.id().without(Params.PROVIDER).without(Params.STACK));
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
