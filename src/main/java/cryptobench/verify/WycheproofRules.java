package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.check.CaseResult;
import java.util.HashSet;
import java.util.Set;

/**
 * How one Wycheproof test is judged, as Wycheproof's own Java harness gave it: a refusal at
 * initialisation or key decoding is "not offered", a valid vector must give the expected output, an
 * invalid one must be refused (an exception from the JCA's checked family, or {@code verify} false),
 * and an "acceptable" one is reported either way; a thrown {@link RuntimeException} is a failure.
 */
final class WycheproofRules {

    /** How a provider treated one vector. */
    enum Got {
        /** Accepted it and gave the expected output. */
        RIGHT,
        /** Accepted it and gave another output (or accepted an invalid one). */
        WRONG,
        /** Refused it during the operation. */
        REJECTED,
        /** Refused at set-up: the parameters are not offered. */
        NOT_OFFERED,
        /** Threw an unchecked exception. */
        WRONG_EXCEPTION
    }

    /** How a provider treated one vector, and what it gave or threw. */
    record Answer(Got got, String detail) {
        static Answer of(Got got) {
            return new Answer(got, "");
        }
    }

    private WycheproofRules() {}

    /** The notes of a file that mark a legacy encoding (bugType LEGACY). */
    static Set<String> legacyNotes(JsonNode file) {
        Set<String> legacy = new HashSet<>();
        file.path("notes").properties().forEach(n -> {
            if ("LEGACY".equals(n.getValue().path("bugType").asText())) {
                legacy.add(n.getKey());
            }
        });
        return legacy;
    }

    /** What the test expects: its "result", except that an invalid legacy encoding (a note of bugType LEGACY) is acceptable. */
    static String expected(JsonNode test, Set<String> legacyNotes) {
        String result = test.path("result").asText();
        // Wycheproof's harness passes a legacy encoding either way (PASSED_LEGACY): as "acceptable"
        for (JsonNode flag : test.path("flags")) {
            if (legacyNotes.contains(flag.asText()) && "invalid".equals(result)) {
                result = "acceptable";
            }
        }
        return result;
    }

    /**
     * The outcome of a test that expects {@code result}; a valid vector refused by a provider that
     * passed no valid vector of the file ({@code anyValidPassed} false) counts as not offered.
     */
    static CaseResult outcome(String result, Got got, boolean anyValidPassed, JsonNode test) {
        if ("acceptable".equals(result)) {
            return got == Got.WRONG_EXCEPTION ? CaseResult.FAILED : CaseResult.ACCEPTABLE;
        }
        boolean valid = "valid".equals(result);
        return switch (got) {
            case RIGHT -> valid ? CaseResult.PASSED : CaseResult.FAILED;
            case WRONG, WRONG_EXCEPTION -> CaseResult.FAILED;
            case REJECTED -> valid ? (anyValidPassed ? CaseResult.FAILED : CaseResult.NOT_OFFERED) : CaseResult.PASSED;
            // an invalid IV or nonce size is rightly refused at init
            case NOT_OFFERED -> !valid && refusedAtInitIsTheCheck(test) ? CaseResult.PASSED : CaseResult.NOT_OFFERED;
        };
    }

    private static boolean refusedAtInitIsTheCheck(JsonNode test) {
        for (JsonNode flag : test.path("flags")) {
            String f = flag.asText();
            if (f.equals("ZeroLengthIv")
                    || f.equals("InvalidNonceSize")
                    || f.equals("InvalidKeySize")
                    || f.equals("WrongDataSize")
                    || f.equals("EmptyKey")
                    || f.equals("InvalidWrappingSize")) {
                return true;
            }
        }
        return false;
    }

    /** A failure in words: what the provider did wrong with a test whose "result" is {@code result}. */
    static String failure(Got got, String result) {
        return switch (got) {
            case RIGHT -> "accepted an invalid vector";
            case WRONG -> "valid".equals(result) ? "wrong output" : "accepted an invalid vector";
            case REJECTED -> "refused a valid vector";
            case WRONG_EXCEPTION -> "threw an unchecked exception";
            case NOT_OFFERED -> "not offered";
        };
    }
}
