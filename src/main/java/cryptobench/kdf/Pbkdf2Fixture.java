package cryptobench.kdf;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * PBKDF2-HMAC-SHA256 of one provider (a {@code SecretKeyFactory} "PBKDF2WithHmacSHA256" and a {@code PBEKeySpec}),
 * a 28-character password and 16-byte salt to a 32-byte key, at {@code iterations}, as a password store checks one
 * login. Checked before it is measured: RFC 7914's two PBKDF2-HMAC-SHA256 vectors (1 and 80,000 iterations), then
 * the measured password and count against PBKDF2 composed from another provider's HmacSHA256, and against another
 * provider's PBKDF2 where one offers it.
 */
public final class Pbkdf2Fixture {

    /** The factory measured. */
    public static final String ALGORITHM = "PBKDF2WithHmacSHA256";

    /** The iteration counts measured: an old default, and OWASP's 2023 advice for PBKDF2-HMAC-SHA256. */
    public static final List<Integer> ITERATIONS = List.of(1_000, 600_000);

    /** The derived key's length in bytes. */
    public static final int KEY_BYTES = 32;

    private static final char[] PASSWORD = "correct horse battery staple".toCharArray();

    private static final HexFormat HEX = HexFormat.of();

    /** RFC 7914 section 11: password, salt, iterations, dkLen and DK. */
    private static final List<String[]> RFC_7914 = List.of(
            new String[] {
                "passwd",
                "salt",
                "1",
                "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc49ca9cccf179b645991664b39d77ef317c71b845b1e30bd509112041d3a19783"
            },
            new String[] {
                "Password",
                "NaCl",
                "80000",
                "4ddcd8f60b98be21830cee5ef22701f9641a4418d04c0414aeff08876b34ab56a1d425a1225833549adb841b51c9b3176a272bdebba1d078478f62b397f33c8d"
            });

    private final SecretKeyFactory factory;
    private final PBEKeySpec spec;
    private final String validation;

    private Pbkdf2Fixture(SecretKeyFactory factory, PBEKeySpec spec, String validation) {
        this.factory = factory;
        this.spec = spec;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws IllegalArgumentException for an iteration count that is not measured
     * @throws UnsupportedCombinationException if the provider does not offer PBKDF2-HMAC-SHA256
     * @throws ValidationException if it derives wrong bytes
     */
    public static Pbkdf2Fixture create(String providerName, int iterations) {
        if (!ITERATIONS.contains(iterations)) {
            throw new IllegalArgumentException(
                    "PBKDF2-HMAC-SHA256 is measured at " + ITERATIONS + " iterations, not " + iterations);
        }
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " " + ALGORITHM + " at " + iterations + " iterations";
        Provider provider = offering(name);
        if (provider == null) {
            throw new UnsupportedCombinationException(
                    name + " offers no SecretKeyFactory " + ALGORITHM + ProviderRegistry.inJdkBuild(name));
        }
        byte[] salt = HkdfFixture.random(16, iterations);
        List<String> notes = new ArrayList<>();
        try {
            SecretKeyFactory factory = SecretKeyFactory.getInstance(ALGORITHM, provider);
            for (String[] kat : RFC_7914) {
                byte[] dk = derive(
                        factory,
                        kat[0].toCharArray(),
                        kat[1].getBytes(StandardCharsets.US_ASCII),
                        Integer.parseInt(kat[2]),
                        kat[3].length() / 2);
                require(
                        kat[3].equals(HEX.formatHex(dk)),
                        what + ": RFC 7914's vector at " + kat[2] + " iterations gives " + HEX.formatHex(dk) + ", not "
                                + kat[3]);
            }
            notes.add("RFC 7914's vectors at 1 and 80,000 iterations");

            PBEKeySpec spec = new PBEKeySpec(PASSWORD, salt, iterations, KEY_BYTES * 8);
            byte[] mine = factory.generateSecret(spec).getEncoded();
            require(mine.length == KEY_BYTES, what + ": a key of " + mine.length + " bytes, not " + KEY_BYTES);
            Reference hmac =
                    References.first(name, candidate -> ProviderRegistry.offering(candidate, "Mac", "HmacSHA256"));
            if (hmac == null) {
                throw new UnsupportedCombinationException(
                        "no other provider offers HmacSHA256 to check " + name + " against");
            }
            require(
                    Arrays.equals(mine, rfc8018(hmac.provider(), PASSWORD, salt, iterations, KEY_BYTES)),
                    what + ": disagrees with PBKDF2 composed from " + hmac.name() + "'s HmacSHA256");
            notes.add("agrees with PBKDF2 composed from " + hmac.name() + "'s HmacSHA256");
            Reference other = References.first(name, Pbkdf2Fixture::offering);
            if (other != null) {
                byte[] theirs = SecretKeyFactory.getInstance(ALGORITHM, other.provider())
                        .generateSecret(spec)
                        .getEncoded();
                require(Arrays.equals(mine, theirs), what + ": disagrees with " + other.name() + "'s " + ALGORITHM);
                notes.add("agrees with " + other.name() + "'s " + ALGORITHM);
            }
            return new Pbkdf2Fixture(factory, spec, String.join("; ", notes));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One derivation of the measured password: one login checked. */
    public byte[] derive() throws GeneralSecurityException {
        return factory.generateSecret(spec).getEncoded();
    }

    /** What was checked. */
    public String validation() {
        return validation;
    }

    /** The provider object whose SecretKeyFactory {@value #ALGORITHM} {@code name} gives, or null. */
    static Provider offering(String name) {
        return ProviderRegistry.offering(name, "SecretKeyFactory", ALGORITHM);
    }

    static byte[] derive(SecretKeyFactory factory, char[] password, byte[] salt, int iterations, int length)
            throws GeneralSecurityException {
        return factory.generateSecret(new PBEKeySpec(password, salt, iterations, length * 8))
                .getEncoded();
    }

    /** RFC 8018 PBKDF2 with HmacSHA256 from {@code macProvider}; the password is UTF-8, as every provider encodes it. */
    static byte[] rfc8018(Provider macProvider, char[] password, byte[] salt, int iterations, int length)
            throws GeneralSecurityException {
        Mac mac = Mac.getInstance("HmacSHA256", macProvider);
        byte[] key = new String(password).getBytes(StandardCharsets.UTF_8);
        // An empty password is a valid PBKDF2 input, but SecretKeySpec refuses an empty key: HMAC pads it to zeros.
        mac.init(new SecretKeySpec(key.length == 0 ? new byte[1] : key, "HmacSHA256"));
        byte[] out = new byte[length];
        int h = mac.getMacLength();
        for (int block = 1, done = 0; done < length; block++) {
            mac.update(salt);
            mac.update(new byte[] {(byte) (block >>> 24), (byte) (block >>> 16), (byte) (block >>> 8), (byte) block});
            byte[] u = mac.doFinal();
            byte[] t = u.clone();
            for (int i = 1; i < iterations; i++) {
                u = mac.doFinal(u);
                for (int j = 0; j < h; j++) {
                    t[j] ^= u[j];
                }
            }
            int n = Math.min(h, length - done);
            System.arraycopy(t, 0, out, done, n);
            done += n;
        }
        return out;
    }
}
