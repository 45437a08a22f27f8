package cryptobench.cipher;

import cryptobench.jvm.ForkMetric;
import cryptobench.jvm.ForkRecord;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.lang.management.ManagementFactory;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.Security;
import java.util.Arrays;
import java.util.Random;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * A JVM's first AES-256-GCM encryption of 1 KiB with one provider, as a serverless function pays it: with the
 * provider loaded in the call, or loaded before it. Nothing of the cipher may run before the measured call, so the
 * check comes after it: the ciphertext must equal SunJCE's and decrypt with SunJCE, its tag checked; a wrong one
 * fails the trial before its result is kept.
 */
public final class ColdStartFixture {

    /** The message length in bytes. */
    public static final int MESSAGE_BYTES = 1024;

    private static final String TRANSFORMATION = "AES/GCM/NoPadding";

    private final String name;
    private final byte[] key;
    private final byte[] nonce;
    private final byte[] message;
    private Provider provider;
    private byte[] ciphertext;

    private ColdStartFixture(String name, Provider provider) {
        this.name = name;
        this.provider = provider;
        Random random = new Random(MESSAGE_BYTES);
        key = new byte[32];
        nonce = new byte[12];
        message = new byte[MESSAGE_BYTES];
        random.nextBytes(key);
        random.nextBytes(nonce);
        random.nextBytes(message);
    }

    /**
     * The fixture; with {@code loadNow}, the provider is loaded here, before the measured call.
     *
     * @throws UnsupportedCombinationException if the provider cannot load here (only with {@code loadNow})
     */
    public static ColdStartFixture prepare(String providerName, boolean loadNow) {
        String name = ProviderRegistry.canonical(providerName);
        return new ColdStartFixture(name, loadNow ? ProviderRegistry.load(name) : null);
    }

    /**
     * The measured call: loads the provider if it is not yet, then getInstance, init and doFinal; records the time
     * from JVM start to its end ({@link ForkMetric#FIRST_RESULT}).
     */
    public byte[] encrypt() throws GeneralSecurityException {
        if (provider == null) {
            provider = ProviderRegistry.load(name);
        }
        Cipher cipher = Cipher.getInstance(TRANSFORMATION, provider);
        cipher.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
        ciphertext = cipher.doFinal(message);
        ForkRecord.put(
                ForkMetric.FIRST_RESULT, ManagementFactory.getRuntimeMXBean().getUptime() / 1000.0);
        return ciphertext;
    }

    /**
     * Checks the measured call's ciphertext after it: SunJCE gives the same bytes and decrypts them, tag checked.
     *
     * @throws ValidationException if it was wrong or missing
     */
    public void check() {
        if (ciphertext == null) {
            throw new ValidationException(name + " cold start: no encryption was measured");
        }
        try {
            Provider sunJce = Security.getProvider(ProviderRegistry.SUN_JCE);
            Cipher reference = Cipher.getInstance(TRANSFORMATION, sunJce);
            reference.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            ValidationException.require(
                    Arrays.equals(ciphertext, reference.doFinal(message)),
                    name + " cold start: its first AES-256-GCM ciphertext differs from SunJCE's");
            reference.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            ValidationException.require(
                    Arrays.equals(reference.doFinal(ciphertext), message),
                    name + " cold start: SunJCE does not decrypt its first ciphertext to the message");
        } catch (GeneralSecurityException e) {
            throw new ValidationException(name + " cold start: SunJCE refuses its first ciphertext: " + e, e);
        }
    }
}
