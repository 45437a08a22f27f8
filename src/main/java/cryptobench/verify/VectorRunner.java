package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.CaseResult;
import cryptobench.check.Failure;
import cryptobench.check.Tally;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one Wycheproof file against one provider, as Wycheproof's own Java harness did: the file's
 * {@link VectorDriver} answers each test, {@link WycheproofRules} judges the answers, and the failures are
 * kept with their reproducers. A {@link RuntimeException} is a failure, except the
 * {@link IllegalStateException} that {@code KeyAgreement.doPhase} and {@code generateSecret} declare.
 */
public final class VectorRunner {

    /**
     * At most this many failures of one kind ({@link #kind}) of one file and provider are kept with their
     * reproducers; the rest are counted by kind, so a kind is never hidden behind another's failures.
     */
    static final int KEPT_PER_KIND = 5;

    private static final Pattern HEX = Pattern.compile("\\b[0-9a-fA-F]{8,}\\b");

    private static final Pattern EXCEPTION_CLASS = Pattern.compile("\\b(?:[a-z_$][\\w$]*\\.)+[A-Z][\\w$]*");

    /**
     * What one file gave.
     *
     * @param tally    the counts
     * @param failures the first failures of each kind, with their reproducers
     * @param omitted  failures beyond those
     * @param kinds    every failure counted by kind
     */
    public record Result(Tally tally, List<Failure> failures, int omitted, List<FailureKind> kinds) {}

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
                    0,
                    List.of());
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
        Map<String, int[]> kinds = new LinkedHashMap<>();
        Set<String> legacy = WycheproofRules.legacyNotes(root);
        for (Seen s : seen) {
            CaseResult o = WycheproofRules.outcome(
                    WycheproofRules.expected(s.test(), legacy), s.answer().got(), anyValidPassed, s.test());
            counter.add(o);
            if (o == CaseResult.FAILED) {
                int[] countAndKept = kinds.computeIfAbsent(
                        kind(s.answer(), s.test().path("result").asText()), k -> new int[2]);
                countAndKept[0]++;
                if (countAndKept[1] < KEPT_PER_KIND) {
                    countAndKept[1]++;
                    failures.add(failure(s.test(), s.answer()));
                } else {
                    omitted++;
                }
            }
        }
        String note = anyValidPassed ? "" : "no valid vector accepted: refusals count as not offered";
        List<FailureKind> byKind = new ArrayList<>();
        kinds.forEach((k, c) -> byKind.add(new FailureKind(name, file.label(), k, c[0], c[1])));
        return new Result(counter.tally(name, "vectors", file.label(), note), failures, omitted, byKind);
    }

    /**
     * The kind of a failure: the outcome's words and the answer's detail up to the exception's class (the call
     * that threw, if it says, and the class), or, with no exception, the detail without its hex.
     */
    static String kind(Answer answer, String result) {
        String what = WycheproofRules.failure(answer.got(), result);
        return answer.detail().isEmpty() ? what : what + ": " + detailKind(answer.detail());
    }

    /** The kind of a kept failure, from its message (the outcome's words, ": ", the answer's detail). */
    static String kindOf(String message) {
        int colon = message.indexOf(": ");
        return colon < 0 ? message : message.substring(0, colon) + ": " + detailKind(message.substring(colon + 2));
    }

    private static String detailKind(String detail) {
        Matcher m = EXCEPTION_CLASS.matcher(detail);
        if (m.find()) {
            return detail.substring(0, m.end());
        }
        return HEX.matcher(detail).replaceAll("").trim();
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
        String what = WycheproofRules.failure(answer.got(), result);
        return new Failure(
                name,
                file.label(),
                "wycheproof " + file.file() + " tcId " + test.path("tcId").asText(),
                what + (answer.detail().isEmpty() ? "" : ": " + answer.detail()),
                r);
    }
}
