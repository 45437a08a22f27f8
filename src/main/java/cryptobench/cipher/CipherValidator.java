package cryptobench.cipher;

import cryptobench.check.SweepPlan;
import cryptobench.check.SweepResult;
import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.ForkRecord;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.Provider;
import java.util.Arrays;
import java.util.HexFormat;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Checks a provider's cipher before it is measured: published known-answer vectors, a round trip
 * at the measured size, tag verification for AEAD, and byte-for-byte agreement with a reference
 * provider. Any disagreement is a {@link ValidationException}.
 */
final class CipherValidator {

    private CipherValidator() {}

    /**
     * Validates {@code provider} (named {@code name}) for {@code algorithm} with this key, IV and
     * message: the checks at the measured size ({@link #checkAtSize}), then the quick sweep around it.
     *
     * @return a one-line account of what was checked
     */
    static String validate(
            String name, Provider provider, CipherAlgorithm algorithm, Key key, byte[] iv, byte[] message) {
        Checked checked = checkAtSize(name, provider, algorithm, key, iv, message);
        // a streaming message of many MiB is swept around 1 MiB: 70 cases of it would take longer than the trial
        int around = Math.min(message.length, SweepPlan.MAX_LENGTH);
        int swept = quickSweep(name, provider, algorithm, key.getEncoded().length * 8, around, checked.reference());
        return checked.account() + ", " + swept + " sweep cases around " + around + " bytes";
    }

    /** What {@link #checkAtSize} checked, and what it compared with (null if nothing). */
    record Checked(String account, CipherReference reference) {}

    /**
     * The checks at the measured size alone (the whole validation before the quick sweep): known
     * answers, a round trip, a forged tag refused, and the same bytes as a reference provider.
     */
    static Checked checkAtSize(
            String name, Provider provider, CipherAlgorithm algorithm, Key key, byte[] iv, byte[] message) {
        int vectors = checkKnownAnswers(name, provider, algorithm);
        byte[] ciphertext = run(algorithm.newCipher(provider, name), Cipher.ENCRYPT_MODE, algorithm, key, iv, message);
        byte[] decrypted =
                run(algorithm.newCipher(provider, name), Cipher.DECRYPT_MODE, algorithm, key, iv, ciphertext);
        if (!Arrays.equals(message, decrypted)) {
            throw new ValidationException(name + " " + algorithm.transformation()
                    + " does not decrypt its own ciphertext back to the input (" + message.length + " bytes)");
        }
        if (algorithm.isAead()) {
            checkTagVerified(name, provider, algorithm, key, iv, ciphertext);
        }
        CipherReference reference = compareWithReference(name, provider, algorithm, key, iv, message, ciphertext);
        if (reference == null && vectors == 0) {
            throw new ValidationException(
                    "cannot validate " + name + " " + algorithm.transformation() + "-" + key.getEncoded().length * 8
                            + ": no other provider offers it and it accepts none of the known-answer vectors");
        }
        return new Checked(
                vectors + " known-answer vectors, round trip"
                        + (algorithm.isAead() ? ", forged tag rejected" : "")
                        + (reference == null ? "" : ", same bytes as " + reference.name()),
                reference);
    }

    /** The sweep's seed in every trial's validation: the same cases in every fork, so a failure reproduces. */
    static final long QUICK_SWEEP_SEED = 20261201L;

    /**
     * The quick sweep: the lengths around the measured size (size +-1..17), each as one doFinal and
     * as seeded update pieces of 1 to 15 bytes and more, against the reference provider and back;
     * returns how many cases ran.
     */
    static int quickSweep(
            String name,
            Provider provider,
            CipherAlgorithm algorithm,
            int keyBits,
            int size,
            CipherReference reference) {
        SweepResult r = ForkRecord.time(
                ForkMetric.SWEEP,
                () -> new CipherSweep(name, provider, reference, algorithm, keyBits)
                        .withoutTampering()
                        .run(SweepPlan.around(size, QUICK_SWEEP_SEED), ""));
        ForkRecord.add(ForkMetric.SWEEP_CASES, r.tally().passed() + r.failures().size());
        if (!r.failures().isEmpty()) {
            throw new ValidationException(
                    name + " " + algorithm.transformation() + "-" + keyBits + " fails the sweep around " + size
                            + " bytes: " + r.failures().get(0).text().strip().replace("\n", "; "));
        }
        return r.tally().passed();
    }

    /** Runs every published vector whose key size the provider accepts; returns how many ran. */
    private static int checkKnownAnswers(String name, Provider provider, CipherAlgorithm algorithm) {
        int ran = 0;
        for (KnownAnswer v : KnownAnswer.forAlgorithm(algorithm)) {
            Key key = new SecretKeySpec(v.key(), algorithm.keyAlgorithm());
            Cipher cipher = algorithm.newCipher(provider, name);
            try {
                cipher.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(v.iv()));
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                continue; // e.g. Conscrypt refuses 192-bit GCM keys: the vector does not apply
            }
            byte[] actual = doFinal(cipher, v.aad(), v.plaintext());
            // PKCS5 padding adds a block the published CBC vectors do not have: compare the prefix.
            byte[] compared = algorithm.kind() == CipherAlgorithm.Kind.PADDED
                    ? Arrays.copyOf(actual, Math.min(actual.length, v.ciphertext().length))
                    : actual;
            if (!Arrays.equals(v.ciphertext(), compared)) {
                throw new ValidationException(
                        name + " " + algorithm.transformation() + " fails the known-answer vector " + v.source()
                                + ": expected " + hex(v.ciphertext()) + ", got " + hex(actual));
            }
            byte[] decrypted = run(
                    algorithm.newCipher(provider, name), Cipher.DECRYPT_MODE, algorithm, key, v.iv(), v.aad(), actual);
            if (!Arrays.equals(v.plaintext(), decrypted)) {
                throw new ValidationException(name + " " + algorithm.transformation()
                        + " decrypts the known-answer vector " + v.source() + " to the wrong plaintext");
            }
            ran++;
        }
        return ran;
    }

    private static void checkTagVerified(
            String name, Provider provider, CipherAlgorithm algorithm, Key key, byte[] iv, byte[] ciphertext) {
        byte[] forged = ciphertext.clone();
        forged[forged.length - 1] ^= 1;
        try {
            run(algorithm.newCipher(provider, name), Cipher.DECRYPT_MODE, algorithm, key, iv, forged);
        } catch (ValidationException e) {
            if (e.getCause() instanceof BadPaddingException) {
                return; // AEADBadTagException is a BadPaddingException
            }
            throw e;
        }
        throw new ValidationException(
                name + " " + algorithm.transformation() + " accepted a ciphertext with a forged tag");
    }

    /** Encrypts with the reference ({@link CipherReference#find}) for the configuration; returns it, or null. */
    private static CipherReference compareWithReference(
            String name,
            Provider provider,
            CipherAlgorithm algorithm,
            Key key,
            byte[] iv,
            byte[] message,
            byte[] ciphertext) {
        int keyBits = key.getEncoded().length * 8;
        CipherReference ref = CipherReference.find(name, provider, algorithm, keyBits);
        if (ref == null) {
            return null;
        }
        byte[] expected;
        try {
            expected = ref.encrypt(key, iv, new byte[0], message);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(ref.name() + " " + algorithm.transformation() + " failed: " + e, e);
        }
        if (!Arrays.equals(expected, ciphertext)) {
            int at = Arrays.mismatch(expected, ciphertext);
            throw new ValidationException(name + " and " + ref.name() + " disagree on " + algorithm.transformation()
                    + "-" + keyBits + " of " + message.length + " bytes (first difference at byte " + at + "): "
                    + name + " gives wrong bytes");
        }
        return ref;
    }

    static byte[] run(Cipher cipher, int mode, CipherAlgorithm algorithm, Key key, byte[] iv, byte[] input) {
        return run(cipher, mode, algorithm, key, iv, new byte[0], input);
    }

    private static byte[] run(
            Cipher cipher, int mode, CipherAlgorithm algorithm, Key key, byte[] iv, byte[] aad, byte[] input) {
        try {
            cipher.init(mode, key, algorithm.parameters(iv));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(
                    cipher.getProvider().getName() + " " + algorithm.transformation() + " refused init: " + e, e);
        }
        return doFinal(cipher, aad, input);
    }

    private static byte[] doFinal(Cipher cipher, byte[] aad, byte[] input) {
        try {
            if (aad.length > 0) {
                cipher.updateAAD(aad);
            }
            return cipher.doFinal(input);
        } catch (GeneralSecurityException e) {
            throw new ValidationException(
                    cipher.getProvider().getName() + " " + cipher.getAlgorithm() + " failed: " + e, e);
        }
    }

    private static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(bytes);
    }
}
