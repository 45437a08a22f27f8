package cryptobench.verify;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.check.Failure;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.cipher.CipherReference;
import cryptobench.cipher.ValidationProbe;
import cryptobench.cipher.XtsReference;
import cryptobench.provider.ValidationException;
import cryptobench.verify.broken.CtrShortUpdate;
import cryptobench.verify.broken.LooseTag;
import cryptobench.verify.broken.WrongAbove4KiB;
import cryptobench.verify.broken.XtsShortTweak;
import java.security.Security;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Deliberately broken providers that the checks at a trial's size pass (or, for XTS, that only the composed
 * reference catches) and that verify catches, each with the reproducer that points at its fault.
 */
class BrokenProvidersTest {

    private static ForkReport verify(Class<?> provider, CipherAlgorithm algorithm) {
        return new Verification(
                        List.of(provider.getName()),
                        Scope.HEADLINE,
                        1,
                        Map.of("JDK", "test", "fork variant", "default"),
                        line -> {})
                .only(algorithm)
                .run();
    }

    private static Failure sweepFailure(ForkReport r) {
        return r.failures().stream()
                .filter(f -> f.check().equals("sweep"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("verify found nothing: " + r.tallies()));
    }

    @Test
    void aGcmWrongAtFewLengthsAbove4KiBPassesTheChecksAtTheMeasuredSizesAndFailsTheSweep() {
        String name = WrongAbove4KiB.class.getName();
        for (int size : new int[] {1024, 16384}) {
            ValidationProbe.checkAtSize(name, CipherAlgorithm.AES_GCM, 256, size); // throws if caught
        }
        Failure f = sweepFailure(verify(WrongAbove4KiB.class, CipherAlgorithm.AES_GCM));
        assertEquals("4111", f.reproducer().get("length"), f.text());
        assertTrue(f.message().startsWith("ciphertext differs from "), f.text());
        assertEquals("0", f.reproducer().get("first difference at byte"), f.text());
        assertEquals("test", f.reproducer().get("JDK"), "the fork's fields come first");
        // the quick sweep in today's validation catches it at 16 KiB too: 16384 + 15 = 4096 x 4 + 15
        ValidationException e = assertThrows(
                ValidationException.class, () -> ValidationProbe.validate(name, CipherAlgorithm.AES_GCM, 256, 16384));
        assertTrue(e.getMessage().contains("16399"), e.getMessage());
    }

    @Test
    void aCtrCorruptedAfterAShortUpdatePassesTheChecksAtTheMeasuredSizesAndFailsTheSweep() {
        String name = CtrShortUpdate.class.getName();
        for (int size : new int[] {1024, 16384}) {
            ValidationProbe.checkAtSize(name, CipherAlgorithm.AES_CTR, 256, size);
        }
        Failure f = sweepFailure(verify(CtrShortUpdate.class, CipherAlgorithm.AES_CTR));
        assertTrue(f.reproducer().get("shape").contains("update pieces"), f.text());
        assertTrue(f.reproducer().get("pieces").matches("\\[(\\d+, )*\\d+\\].*"), f.text());
        String listed = f.reproducer().get("pieces");
        List<Integer> pieces = Arrays.stream(listed.substring(listed.indexOf('[') + 1, listed.indexOf(']'))
                        .split(","))
                .map(String::trim)
                .map(Integer::valueOf)
                .toList();
        assertTrue(
                pieces.subList(0, pieces.size() - 1).stream().anyMatch(p -> p > 0 && p < 16),
                "a piece under 16 bytes: " + pieces);
        assertThrows(
                ValidationException.class,
                () -> ValidationProbe.validate(name, CipherAlgorithm.AES_CTR, 256, 1024),
                "the quick sweep's split pieces catch it at the trial's own size");
    }

    @Test
    void aGcmThatChecksOnlyOneBitOfTheTagsLastBytePassesTheValidationAndFailsTheSweep() {
        String name = LooseTag.class.getName();
        for (int size : new int[] {1024, 16384}) {
            ValidationProbe.validate(name, CipherAlgorithm.AES_GCM, 256, size); // today's check flips bit 0: refused
        }
        ForkReport r = verify(LooseTag.class, CipherAlgorithm.AES_GCM);
        assertEquals(
                1,
                r.failures().stream().filter(x -> x.check().equals("sweep")).count(),
                r.failures().toString());
        Failure f = sweepFailure(r);
        assertEquals("accepted a tag with one bit flipped", f.message(), f.text());
        String flipped = f.reproducer().get("flipped byte");
        assertTrue(flipped.endsWith("(tag)"), f.text());
        int at = Integer.parseInt(flipped.substring(0, flipped.indexOf(' ')));
        int of = Integer.parseInt(flipped.substring(flipped.indexOf(" of ") + 4, flipped.indexOf(" (")));
        assertEquals(of - 1, at, "the tag's last byte: " + f.text());
    }

    @Test
    void anXtsThatReadsHalfTheTweakPassesIeee1619sVectorsAndFailsTheReferenceAndTheSweep() {
        String name = XtsShortTweak.class.getName();
        // the reference: ACCP's own XTS where it loads, else XTS composed from SunJCE's AES/ECB/NoPadding
        CipherReference reference = CipherReference.find(name, new XtsShortTweak(), CipherAlgorithm.AES_XTS, 512);
        ValidationException e = assertThrows(
                ValidationException.class, () -> ValidationProbe.checkAtSize(name, CipherAlgorithm.AES_XTS, 512, 1024));
        assertTrue(e.getMessage().contains("and " + reference.name() + " disagree"), e.getMessage());
        Failure f = sweepFailure(verify(XtsShortTweak.class, CipherAlgorithm.AES_XTS));
        assertTrue(f.message().startsWith("ciphertext differs from " + reference.possessive() + " ("), f.text());
        assertEquals(reference.name(), f.reproducer().get("reference"));
        // Wycheproof's tweaks of 9 to 16 bytes set a high byte: those vectors fail too
        VectorRunner.Result r = new VectorRunner(name, VectorFile.AES_XTS).run();
        assertTrue(r.tally().failed() > 0, r.tally().toString());
        assertTrue(r.tally().passed() > 0, r.tally().toString());
    }

    @Test
    void withoutAnotherXtsTheComposedReferenceCatchesHalfATweak() throws Exception {
        XtsReference composed = XtsReference.over("SunJCE", Security.getProvider("SunJCE"));
        CipherReference reference = CipherReference.composed(composed);
        SplittableRandom r = new SplittableRandom(5);
        byte[] key = new byte[64];
        byte[] tweak = new byte[16];
        byte[] message = new byte[1000];
        r.nextBytes(key);
        r.nextBytes(tweak);
        r.nextBytes(message);
        Cipher broken = Cipher.getInstance("AES/XTS/NoPadding", new XtsShortTweak());
        SecretKeySpec k = new SecretKeySpec(key, "AES");
        broken.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(tweak));
        assertFalse(Arrays.equals(broken.doFinal(message), reference.encrypt(k, tweak, new byte[0], message)));
        Arrays.fill(tweak, 8, 16, (byte) 0);
        broken.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(tweak));
        assertArrayEquals(broken.doFinal(message), reference.encrypt(k, tweak, new byte[0], message), "a low tweak");
    }

    @Test
    void realProvidersPassTheHeadlineSweepOfAesGcm() {
        ForkReport r = new Verification(List.of("SunJCE"), Scope.HEADLINE, 1, Map.of(), line -> {})
                .only(CipherAlgorithm.AES_GCM)
                .run();
        assertEquals(List.of(), r.failures());
        assertFalse(r.digests().isEmpty());
    }
}
