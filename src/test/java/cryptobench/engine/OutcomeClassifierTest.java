package cryptobench.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One rule for the console of this JVM and the log of a forked one: unsupported with its reason, or failed by its root cause. */
class OutcomeClassifierTest {

    @Test
    void anUnsupportedCombinationKeepsItsReason() {
        Outcome o = OutcomeClassifier.ofLog(
                List.of(
                        "# Fork: 1 of 1",
                        "<failure>",
                        "",
                        "cryptobench.provider.UnsupportedCombinationException: ACCP does not offer AES/GCM-SIV/NoPadding",
                        "\tat cryptobench.cipher.CipherAlgorithm.newCipher(CipherAlgorithm.java:113)"),
                1);
        assertEquals(Status.unsupported, o.status());
        assertEquals("ACCP does not offer AES/GCM-SIV/NoPadding", o.message());
    }

    @Test
    void aJvmThatDoesNotStartSaysWhy() {
        Outcome o = OutcomeClassifier.ofLog(
                List.of(
                        "Unrecognized VM option 'UseFoo'",
                        "Error: Could not create the Java Virtual Machine.",
                        "Error: A fatal exception has occurred. Program will exit."),
                1);
        assertEquals(Status.failed, o.status());
        assertEquals(
                "exit code 1: Unrecognized VM option 'UseFoo' / Error: Could not create the Java Virtual Machine."
                        + " / Error: A fatal exception has occurred. Program will exit.",
                o.message());
    }

    @Test
    void anyOtherExceptionIsAFailure() {
        Outcome o = OutcomeClassifier.ofLog(List.of("java.lang.IllegalStateException: round trip failed"), 1);
        assertEquals(Status.failed, o.status());
        assertEquals("java.lang.IllegalStateException: round trip failed", o.message());
    }

    @Test
    void aForkedJvmAndThisJvmNameAWrappedFailureAlikeByItsRootCause() {
        List<String> log = List.of(
                "<failure>",
                "",
                "java.lang.RuntimeException: wrapper",
                "\tat x.Y.z(Y.java:1)",
                "Caused by: java.lang.IllegalStateException: pure-Java variant, but intrinsics are still on",
                "\tat x.Y.z(Y.java:2)",
                "");
        Outcome forked = OutcomeClassifier.ofLog(log, 0);
        Outcome here = OutcomeClassifier.ofTrace(String.join("\n", log.subList(2, 6)));
        assertEquals(here, forked);
        assertEquals(
                "java.lang.IllegalStateException: pure-Java variant, but intrinsics are still on", forked.message());
    }

    @Test
    void onlyTheExceptionTheSetUpThrewMakesATrialUnsupported() {
        Outcome o = OutcomeClassifier.ofTrace("java.lang.IllegalStateException: harness bug\n"
                + "Caused by: cryptobench.provider.UnsupportedCombinationException: inner");
        assertEquals(Status.failed, o.status());
    }

    @Test
    void theMarkAfterAnIterationHeaderAsAForkedJvmPrintsItCountsToo() {
        List<String> log = List.of(
                "# Warmup Iteration   1: <failure>",
                "",
                "java.lang.RuntimeException: wrapper",
                "Caused by: java.lang.IllegalStateException: round trip failed",
                "");
        assertEquals(
                Outcome.failed("java.lang.IllegalStateException: round trip failed"), OutcomeClassifier.ofLog(log, 0));
    }

    @Test
    void anUnsupportedCombinationOfAnEarlierBuildIsUnsupportedToo() {
        // Builds before the exception moved to cryptobench.provider threw
        // cryptobench.cipher.UnsupportedCombinationException.
        Outcome o = OutcomeClassifier.ofLog(
                List.of("cryptobench.cipher.UnsupportedCombinationException: ACCP does not offer AES/CTR"), 1);
        assertEquals(Outcome.unsupported("ACCP does not offer AES/CTR"), o);
    }
}
