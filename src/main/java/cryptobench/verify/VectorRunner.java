package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.CaseResult;
import cryptobench.check.Failure;
import cryptobench.check.Tally;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.verify.Verdict.Answer;
import cryptobench.verify.Verdict.Got;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Runs one Wycheproof file against one provider, as Wycheproof's own Java harness did: the file's
 * {@link VectorDriver} answers each test, {@link Verdict} judges the answers, and the failures are
 * kept with their reproducers. A {@link RuntimeException} is a failure, except the
 * {@link IllegalStateException} that {@code KeyAgreement.doPhase} and {@code generateSecret} declare.
 */
public final class VectorRunner {

    /** At most this many failures of one file and provider are kept with their reproducers; the rest are counted. */
    static final int KEPT_FAILURES = 10;

    /**
     * What one file gave.
     *
     * @param tally    the counts
     * @param failures the first failures, with their reproducers
     * @param omitted  failures beyond those
     */
    public record Result(Tally tally, List<Failure> failures, int omitted) {}

    private final String name;
    private final VectorFile file;

    public VectorRunner(String name, VectorFile file) {
        this.name = name;
        this.file = file;
    }

    /** Runs the file; a provider that offers none of its algorithm's services gets a tally of "not offered" with the reason. */
    public Result run() {
        VectorDriver driver = VectorDriver.of(name, file);
        String unavailable;
        try {
            unavailable = driver.unavailable();
        } catch (UnsupportedCombinationException e) {
            unavailable = e.getMessage();
        }
        JsonNode root = file.read();
        if (unavailable != null) {
            return new Result(
                    new Tally(
                            name,
                            "vectors",
                            file.label(),
                            0,
                            0,
                            0,
                            root.path("numberOfTests").asInt(),
                            unavailable),
                    List.of(),
                    0);
        }
        record Seen(JsonNode group, JsonNode test, Answer answer) {}
        List<Seen> seen = new ArrayList<>();
        boolean anyValidPassed = false;
        for (JsonNode group : root.path("testGroups")) {
            for (JsonNode test : group.path("tests")) {
                Answer a;
                try {
                    a = driver.check(group, test);
                } catch (UnsupportedCombinationException e) {
                    a = new Answer(Got.NOT_OFFERED, e.getMessage());
                } catch (RuntimeException e) {
                    a = new Answer(Got.WRONG_EXCEPTION, e.toString());
                }
                seen.add(new Seen(group, test, a));
                anyValidPassed |= "valid".equals(test.path("result").asText()) && a.got() == Got.RIGHT;
            }
        }
        Tally.Counter counter = new Tally.Counter();
        List<Failure> failures = new ArrayList<>();
        int omitted = 0;
        Set<String> legacy = Verdict.legacyNotes(root);
        for (Seen s : seen) {
            CaseResult o = Verdict.outcome(
                    Verdict.expected(s.test(), legacy), s.answer().got(), anyValidPassed, s.test());
            counter.add(o);
            if (o == CaseResult.FAILED) {
                if (failures.size() < KEPT_FAILURES) {
                    failures.add(failure(s.test(), s.answer()));
                } else {
                    omitted++;
                }
            }
        }
        String note = anyValidPassed ? "" : "no valid vector accepted: refusals count as not offered";
        return new Result(counter.tally(name, "vectors", file.label(), note), failures, omitted);
    }

    private Failure failure(JsonNode test, Answer answer) {
        String result = test.path("result").asText();
        Map<String, String> r = new LinkedHashMap<>();
        r.put("file", file.file() + " (Wycheproof dac1dd47)");
        r.put("tcId", test.path("tcId").asText());
        r.put("expected", result);
        r.put("comment", test.path("comment").asText());
        List<String> flags = new ArrayList<>();
        test.path("flags").forEach(f -> flags.add(f.asText()));
        r.put("flags", String.join(", ", flags));
        test.properties().forEach(e -> {
            String k = e.getKey();
            if (!List.of("tcId", "comment", "flags", "result").contains(k)) {
                String v = e.getValue().asText();
                r.put(
                        k,
                        v.length() > 512
                                ? v.substring(0, 512) + "... (" + v.length() / 2 + " bytes: see the file)"
                                : v);
            }
        });
        String what = Verdict.failure(answer.got(), result);
        return new Failure(
                name,
                file.label(),
                "wycheproof " + file.file() + " tcId " + test.path("tcId").asText(),
                what + (answer.detail().isEmpty() ? "" : ": " + answer.detail()),
                r);
    }
}
