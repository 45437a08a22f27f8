package cryptobench.jvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** A group that joins others has their flags and arguments, and a fork of several groups checks each. */
class IntrinsicGroupTest {

    @Test
    void aJoinedGroupHasItsPartsFlagsAndEachOfTheirArgumentsOnce() {
        assertEquals(
                Stream.of(IntrinsicGroup.CIPHER, IntrinsicGroup.DIGEST, IntrinsicGroup.BIGINT)
                        .flatMap(g -> g.flags().stream())
                        .toList(),
                IntrinsicGroup.TLS.flags());
        List<String> off = IntrinsicGroup.offArgs(List.of(IntrinsicGroup.CIPHER, IntrinsicGroup.DIGEST));
        assertEquals(off, IntrinsicGroup.CIPHER_AND_DIGEST.offArgs());
        assertEquals(
                1, off.stream().filter(IntrinsicFlags.UNLOCK_DIAGNOSTIC::equals).count());
        assertTrue(off.containsAll(IntrinsicFlags.DIGEST_INTRINSICS_OFF), off.toString());
    }

    @Test
    void aDefaultForkIsNotCheckedAndAPureJavaOneChecksEveryGroup() {
        List<IntrinsicGroup> groups = List.of(IntrinsicGroup.BIGINT, IntrinsicGroup.CIPHER);
        assertEquals(Map.of(), IntrinsicGroup.checkFork(Variant.INTRINSIC, groups));
        Map<String, String> flags = IntrinsicFlags.readCipherFlags();
        Assumptions.assumeTrue("true".equals(flags.get("UseAES")), "needs a CPU with AES instructions: " + flags);
        IllegalStateException cipher = assertThrows(
                IllegalStateException.class,
                () -> IntrinsicGroup.checkFork(Variant.PURE_JAVA, List.of(IntrinsicGroup.CIPHER)));
        assertTrue(cipher.getMessage().startsWith("pure-Java variant, but"), cipher.getMessage());
        IllegalStateException first =
                assertThrows(IllegalStateException.class, () -> IntrinsicGroup.checkFork(Variant.PURE_JAVA, groups));
        assertTrue(first.getMessage().startsWith("pure-Java public-key variant"), first.getMessage());
    }
}
