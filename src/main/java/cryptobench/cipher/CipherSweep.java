package cryptobench.cipher;

import cryptobench.check.CaseResult;
import cryptobench.check.Failure;
import cryptobench.check.Shape;
import cryptobench.check.SmallestFailures;
import cryptobench.check.SweepCase;
import cryptobench.check.SweepResult;
import cryptobench.check.Tally;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * The differential sweep of one provider's cipher: every {@link SweepCase} is encrypted in its shape
 * and compared byte for byte with a reference provider's one-shot encryption of the same key, IV,
 * AAD and message, decrypted back in its shape, and (for an AEAD) decrypted again with one bit of
 * its tag or ciphertext flipped, which must be refused without releasing plaintext.
 */
public final class CipherSweep {

    private final String name;
    private final Provider provider;
    private final CipherReference reference;
    private final CipherAlgorithm algorithm;
    private final int keyBits;
    private boolean tamper = true;

    /**
     * @param reference what to compare with, or null to check round trips and tags only
     */
    public CipherSweep(
            String name, Provider provider, CipherReference reference, CipherAlgorithm algorithm, int keyBits) {
        this.name = name;
        this.provider = provider;
        this.reference = reference;
        this.algorithm = algorithm;
        this.keyBits = keyBits;
    }

    /** Runs the cases; a case the mode cannot take (a NoPadding block mode's partial block, XTS under 16 bytes) is skipped. */
    public SweepResult run(List<SweepCase> cases, String note) {
        Tally.Counter counter = new Tally.Counter();
        SmallestFailures smallest = new SmallestFailures();
        Map<Integer, String> digests = new LinkedHashMap<>();
        for (int i = 0; i < cases.size(); i++) {
            SweepCase c = cases.get(i);
            if (!algorithm.takesLength(c.length())) {
                continue;
            }
            CaseRun run = new CaseRun(c);
            CaseResult outcome;
            try {
                outcome = run.check();
            } catch (RuntimeException e) {
                outcome = run.fail("threw", "threw " + e);
            }
            counter.add(outcome);
            if (outcome == CaseResult.FAILED) {
                smallest.keep(run.kind, c.length(), run.failure());
            } else if (run.ciphertext != null) {
                digests.put(i, SweepCase.digest(run.ciphertext));
            }
        }
        return new SweepResult(counter.tally(name, "sweep", label(), note), smallest.failures(), digests);
    }

    /** The same sweep without the forged-tag decryptions: the quick sweep of a trial's validation, which checks one forged tag itself. */
    public CipherSweep withoutTampering() {
        tamper = false;
        return this;
    }

    /** Runs the cipher until the JIT has compiled it ({@link JitWarmup}); returns a note for the conformance table. */
    public static String warmUp(String name, Provider provider, CipherAlgorithm algorithm, int keyBits) {
        return JitWarmup.cipher(name, provider, algorithm, keyBits);
    }

    /** The algorithm and key size as the conformance table names them. */
    public String label() {
        return algorithm.displayName() + "-" + keyBits;
    }

    /** One case: its bytes, and what it found. */
    private final class CaseRun {
        final SweepCase c;
        final byte[] key;
        final byte[] iv;
        final byte[] aad;
        final byte[] message;
        final List<Integer> pieces;
        final int offset;
        final int tamperAt;
        byte[] ciphertext;
        String kind;
        String problem;
        Map<String, String> extra = new LinkedHashMap<>();

        CaseRun(SweepCase c) {
            this.c = c;
            SplittableRandom r = c.random();
            key = SweepCase.bytes(r, keyBits / 8);
            iv = SweepCase.bytes(r, algorithm.ivLength());
            aad = algorithm.isAead() ? SweepCase.bytes(r, c.aadLength()) : new byte[0];
            message = SweepCase.bytes(r, c.length());
            pieces = c.shape().splits() ? SweepCase.pieces(c.length(), r) : List.of(c.length());
            offset = 1 + r.nextInt(15);
            tamperAt = r.nextInt(Integer.MAX_VALUE);
        }

        CaseResult check() {
            SecretKeySpec k = new SecretKeySpec(key, algorithm.keyAlgorithm());
            Cipher encrypt = init(Cipher.ENCRYPT_MODE, k);
            if (encrypt == null) {
                return CaseResult.NOT_OFFERED;
            }
            Fed enc = feed(encrypt, c.shape(), message);
            if (enc.error instanceof UnsupportedOperationException) {
                return CaseResult
                        .NOT_OFFERED; // a provider without this API shape (update, buffers): not what it offers
            }
            if (enc.error != null) {
                return fail("encrypt-threw", "encryption threw " + enc.error);
            }
            ciphertext = enc.output;
            if (reference != null) {
                byte[] expected = referenceEncrypt(k);
                if (expected != null && !Arrays.equals(expected, ciphertext)) {
                    int at = Arrays.mismatch(expected, ciphertext);
                    extra.put("first difference at byte", String.valueOf(at));
                    extra.put(reference.name() + " gives", excerpt(expected, at));
                    extra.put(name + " gives", excerpt(ciphertext, at));
                    return fail(
                            "differs",
                            "ciphertext differs from " + reference.possessive() + " (" + ciphertext.length + " against "
                                    + expected.length + " bytes, first difference at byte " + at + ")");
                }
            }
            Cipher decrypt = init(Cipher.DECRYPT_MODE, k);
            if (decrypt == null) {
                return fail("decrypt-refused", "refused to initialise decryption after encrypting");
            }
            Fed dec = feed(decrypt, c.shape(), ciphertext);
            if (dec.error != null) {
                return fail("decrypt-threw", "decrypting its own ciphertext threw " + dec.error);
            }
            if (!Arrays.equals(message, dec.output)) {
                int at = Arrays.mismatch(message, dec.output);
                return fail(
                        "round-trip",
                        "decrypts its own ciphertext to other bytes (first difference at byte " + at + ")");
            }
            return algorithm.isAead() && tamper ? checkTampered(k) : CaseResult.PASSED;
        }

        private CaseResult checkTampered(SecretKeySpec k) {
            byte[] forged = ciphertext.clone();
            int tag = CipherAlgorithm.TAG_BITS / 8;
            boolean inTag = message.length == 0 || (tamperAt & 1) == 0;
            int at = inTag ? forged.length - tag + (tamperAt >>> 1) % tag : (tamperAt >>> 1) % message.length;
            forged[at] ^= (byte) (1 << ((tamperAt >>> 8) & 7));
            extra.put("flipped byte", at + " of " + forged.length + (inTag ? " (tag)" : " (ciphertext)"));
            Cipher decrypt = init(Cipher.DECRYPT_MODE, k);
            if (decrypt == null) {
                return fail("decrypt-refused", "refused to initialise decryption after encrypting");
            }
            Fed dec = feed(decrypt, c.shape(), forged);
            int released = released(dec.emitted, message);
            if (released > 0) {
                return fail(
                        "released-unauthenticated",
                        "released " + released + " bytes of plaintext from a forged " + (inTag ? "tag" : "ciphertext")
                                + " before refusing it" + (dec.error == null ? " (and then accepted it)" : ""));
            }
            if (dec.error == null) {
                return fail(
                        inTag ? "forged-tag-accepted" : "forged-ciphertext-accepted",
                        "accepted a " + (inTag ? "tag" : "ciphertext") + " with one bit flipped");
            }
            if (!(dec.error instanceof BadPaddingException)) {
                return fail(
                        "forged-wrong-exception",
                        "refused a forged " + (inTag ? "tag" : "ciphertext") + " with " + dec.error
                                + " instead of AEADBadTagException");
            }
            return CaseResult.PASSED;
        }

        private Cipher init(int mode, SecretKeySpec k) {
            Cipher cipher = algorithm.newCipher(provider, name);
            try {
                cipher.init(mode, k, algorithm.parameters(iv));
                return cipher;
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                return null;
            }
        }

        private byte[] referenceEncrypt(SecretKeySpec k) {
            try {
                return reference.encrypt(k, iv, aad, message);
            } catch (GeneralSecurityException | RuntimeException e) {
                return null; // the reference does not offer this case: nothing to compare with
            }
        }

        /** Feeds {@code input} (with the case's AAD) in the case's shape; the output, or the error and what was emitted before it. */
        private Fed feed(Cipher cipher, Shape shape, byte[] input) {
            ByteArrayOutputStream emitted = new ByteArrayOutputStream();
            byte[] region = null;
            try {
                switch (shape) {
                    case ONE_SHOT -> {
                        updateAad(cipher, 1);
                        return new Fed(cipher.doFinal(input), null, new byte[0]);
                    }
                    case SPLIT -> {
                        updateAad(cipher, 2);
                        int pos = 0;
                        List<Integer> p = piecesFor(input.length);
                        for (int i = 0; i < p.size() - 1; i++) {
                            byte[] out = cipher.update(input, pos, p.get(i));
                            if (out != null) {
                                emitted.write(out, 0, out.length);
                            }
                            pos += p.get(i);
                        }
                        byte[] last = cipher.doFinal(input, pos, input.length - pos);
                        emitted.write(last, 0, last.length);
                        return new Fed(emitted.toByteArray(), null, new byte[0]);
                    }
                    case IN_PLACE -> {
                        updateAad(cipher, 1);
                        byte[] buf = new byte[offset + Math.max(input.length, cipher.getOutputSize(input.length)) + 16];
                        System.arraycopy(input, 0, buf, offset, input.length);
                        region = buf;
                        int n = cipher.doFinal(buf, offset, input.length, buf, offset);
                        return new Fed(Arrays.copyOfRange(buf, offset, offset + n), null, new byte[0]);
                    }
                    case HEAP_BUFFER, DIRECT_BUFFER -> {
                        boolean direct = shape == Shape.DIRECT_BUFFER;
                        if (aad.length > 0) {
                            cipher.updateAAD(buffer(direct, aad, 0));
                        }
                        ByteBuffer in = buffer(direct, input, offset);
                        int outOffset = 16 - offset;
                        ByteBuffer out = direct
                                ? ByteBuffer.allocateDirect(outOffset + cipher.getOutputSize(input.length) + 64)
                                : ByteBuffer.allocate(outOffset + cipher.getOutputSize(input.length) + 64);
                        out.position(outOffset);
                        int pos = offset;
                        int end = offset + input.length;
                        List<Integer> p = piecesFor(input.length);
                        try {
                            for (int i = 0; i < p.size() - 1; i++) {
                                in.limit(pos + p.get(i));
                                cipher.update(in, out);
                                pos += p.get(i);
                            }
                            in.limit(end);
                            cipher.doFinal(in, out);
                        } finally {
                            region = contents(out, outOffset);
                        }
                        return new Fed(region, null, new byte[0]);
                    }
                    default -> throw new IllegalStateException(String.valueOf(shape));
                }
            } catch (GeneralSecurityException | RuntimeException e) {
                byte[] seen = emitted.toByteArray();
                if (shape == Shape.IN_PLACE && region != null) {
                    seen = Arrays.copyOfRange(region, offset, offset + input.length);
                } else if (region != null) {
                    seen = region;
                }
                return new Fed(null, e, seen);
            }
        }

        private List<Integer> piecesFor(int length) {
            // decryption input differs in length from encryption's (the tag): cut it the same way, the rest to doFinal
            List<Integer> p = new ArrayList<>();
            int left = length;
            for (int i = 0; i < pieces.size() - 1 && left > 0; i++) {
                int piece = Math.min(pieces.get(i), left);
                p.add(piece);
                left -= piece;
            }
            p.add(left);
            return p;
        }

        private void updateAad(Cipher cipher, int parts) {
            if (aad.length == 0) {
                return;
            }
            if (parts == 2 && aad.length > 1) {
                cipher.updateAAD(aad, 0, aad.length / 2);
                cipher.updateAAD(aad, aad.length / 2, aad.length - aad.length / 2);
            } else {
                cipher.updateAAD(aad);
            }
        }

        private CaseResult fail(String kind, String problem) {
            this.kind = kind;
            this.problem = problem;
            return CaseResult.FAILED;
        }

        Failure failure() {
            HexFormat hex = HexFormat.of();
            Map<String, String> r = new LinkedHashMap<>();
            r.put("transformation", algorithm.transformation());
            r.put("key bits", String.valueOf(keyBits));
            r.put("length", String.valueOf(c.length()));
            r.put("shape", c.shape().description());
            if (c.shape().splits()) {
                r.put(
                        "pieces",
                        pieces.size() <= 40
                                ? pieces.toString() + " (the last to doFinal)"
                                : pieces.size() + " pieces from the case seed");
            }
            if (c.shape() != Shape.ONE_SHOT && c.shape() != Shape.SPLIT) {
                r.put("offset", String.valueOf(offset));
            }
            r.put("key", hex.formatHex(key));
            if (iv.length > 0) {
                r.put("iv", hex.formatHex(iv));
            }
            if (algorithm.isAead()) {
                r.put(
                        "aad",
                        aad.length <= SweepCase.HEX_LIMIT
                                ? hex.formatHex(aad)
                                : aad.length + " bytes from the case seed");
            }
            r.put(
                    "input",
                    message.length <= SweepCase.HEX_LIMIT
                            ? hex.formatHex(message)
                            : message.length
                                    + " bytes from the case seed (SplittableRandom(seed): key, IV, AAD, input, pieces)");
            r.put("case seed", String.valueOf(c.seed()));
            if (reference != null) {
                r.put("reference", reference.name());
            }
            r.putAll(extra);
            return new Failure(name, label(), "sweep", problem, r);
        }
    }

    /** What feeding gave: the output, or the error and the bytes emitted (or written to the output) before it. */
    private record Fed(byte[] output, Exception error, byte[] emitted) {}

    /**
     * How many bytes of {@code plaintext} a failed decryption let out: the bytes equal to the
     * plaintext at their position, counted only when 4 or more in a row match (a chance match of
     * random bytes is rarer than 1 in 4 billion), or all of a plaintext shorter than 4 bytes.
     */
    static int released(byte[] emitted, byte[] plaintext) {
        int n = Math.min(emitted.length, plaintext.length);
        int same = 0;
        int run = 0;
        int longest = 0;
        for (int i = 0; i < n; i++) {
            if (emitted[i] == plaintext[i]) {
                same++;
                longest = Math.max(longest, ++run);
            } else {
                run = 0;
            }
        }
        boolean whole = plaintext.length > 0
                && plaintext.length < 4
                && n == plaintext.length
                && same == n
                && !Arrays.equals(plaintext, new byte[plaintext.length]);
        return longest >= 4 || whole ? same : 0;
    }

    private static ByteBuffer buffer(boolean direct, byte[] bytes, int offset) {
        ByteBuffer b =
                direct ? ByteBuffer.allocateDirect(offset + bytes.length) : ByteBuffer.allocate(offset + bytes.length);
        b.position(offset);
        b.put(bytes);
        b.position(offset);
        return b;
    }

    private static byte[] contents(ByteBuffer out, int from) {
        ByteBuffer view = out.duplicate();
        int to = view.position();
        view.position(from);
        view.limit(Math.max(from, to));
        byte[] bytes = new byte[view.remaining()];
        view.get(bytes);
        return bytes;
    }

    private static String excerpt(byte[] bytes, int at) {
        int from = Math.max(0, at - 4);
        int to = Math.min(bytes.length, at + 12);
        return "bytes " + from + ".." + to + ": " + HexFormat.of().formatHex(bytes, from, to);
    }
}
