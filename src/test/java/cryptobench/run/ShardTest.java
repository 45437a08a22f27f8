package cryptobench.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.engine.Trial;
import cryptobench.results.RowKey;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** --shard K/N over real trial plans: every trial in exactly one shard, the same split every time. */
class ShardTest {

    private static List<Trial> plan(Profile profile) {
        return TrialPlan.checked(profile.options());
    }

    @Test
    void everyTrialIsInExactlyOneShardForOneToSevenShards() {
        for (Profile profile : Profile.values()) {
            List<Trial> plan = plan(profile);
            for (int n = 1; n <= 7; n++) {
                Map<String, Integer> seen = new HashMap<>();
                List<Integer> sizes = new ArrayList<>();
                for (int k = 1; k <= n; k++) {
                    List<Trial> mine = new Shard(k, n).select(plan);
                    sizes.add(mine.size());
                    mine.forEach(t -> seen.merge(t.key(), 1, Integer::sum));
                }
                assertEquals(plan.size(), seen.size(), profile + " N=" + n + ": a trial is in no shard");
                assertTrue(
                        seen.values().stream().allMatch(c -> c == 1),
                        profile + " N=" + n + ": a trial is in two shards");
                int spread = sizes.stream().mapToInt(Integer::intValue).max().orElse(0)
                        - sizes.stream().mapToInt(Integer::intValue).min().orElse(0);
                long providers = Math.max(
                        4,
                        plan.stream()
                                .map(t -> t.params().get("provider"))
                                .distinct()
                                .count());
                assertTrue(
                        spread <= providers,
                        profile + " N=" + n + ": shards differ by more than one group of " + providers + " providers: "
                                + sizes);
            }
        }
    }

    @Test
    void theSplitIsTheSameOnEveryMachine() {
        List<Trial> first = new Shard(3, 5).select(plan(Profile.HEADLINE));
        List<Trial> again = new Shard(3, 5).select(plan(Profile.HEADLINE));
        assertEquals(
                first.stream().map(Trial::key).toList(),
                again.stream().map(Trial::key).toList());
    }

    @Test
    void shardsSpreadEachBenchmarkClassOverTheMachines() {
        // Two shards of the quick profile must both hold AesGcm and ChaCha20Poly1305 trials.
        for (int k = 1; k <= 2; k++) {
            List<String> classes = new Shard(k, 2)
                    .select(plan(Profile.QUICK)).stream()
                            .map(t -> RowKey.shortName(t.benchmark()).split("\\.")[0])
                            .distinct()
                            .toList();
            assertEquals(List.of("AesGcm", "ChaCha20Poly1305"), classes, "shard " + k);
        }
    }

    @Test
    void theProvidersOfOneComparisonRunOnOneMachine() {
        for (int n = 2; n <= 7; n++) {
            Map<String, Integer> shardOfGroup = new HashMap<>();
            for (int k = 1; k <= n; k++) {
                for (Trial t : new Shard(k, n).select(plan(Profile.HEADLINE))) {
                    Integer before = shardOfGroup.put(Shard.group(t), k);
                    assertTrue(before == null || before == k, t.label() + " is apart from its other providers, N=" + n);
                }
            }
        }
        // And both message sizes are on each of two machines, not one size per machine.
        for (int k = 1; k <= 2; k++) {
            assertEquals(
                    2,
                    new Shard(k, 2)
                            .select(plan(Profile.QUICK)).stream()
                                    .map(t -> t.params().get("dataSize"))
                                    .distinct()
                                    .count());
        }
    }

    @Test
    void badShardsAreRefusedWithTheValueAndTheForm() {
        assertEquals(new Shard(2, 4), Shard.parse("2/4"));
        assertEquals(new Shard(1, 1), Shard.parse(" 1 / 1 "));
        for (String bad : List.of("0/4", "5/4", "2", "a/b", "1/0", "-1/3", "1/2/3")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
            assertTrue(e.getMessage().contains("--shard"), e.getMessage());
        }
    }
}
