package cryptobench.kdf;

import static cryptobench.provider.ValidationException.require;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.References;
import cryptobench.provider.References.Reference;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.provider.ValidationException;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/**
 * HKDF-SHA256 extract-then-expand of one provider through one API, of fixed random inputs (32-byte input key, 32-byte
 * salt, 16-byte info) to {@code outputBytes} bytes, checked before it is measured: RFC 5869's test cases 1 and 3
 * (empty salt and info), then the measured inputs against HKDF composed from another provider's HmacSHA256, and
 * against another provider's own HKDF where one offers it.
 */
public final class HkdfFixture {

    /** The output lengths measured, in bytes: one key, or a key and a MAC key. */
    public static final List<Integer> OUTPUT_BYTES = List.of(32, 64);

    private static final HexFormat HEX = HexFormat.of();

    /** RFC 5869 A.1 and A.3: IKM, salt, info, L and OKM. */
    private static final List<String[]> RFC_5869 = List.of(
            new String[] {
                "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
                "000102030405060708090a0b0c",
                "f0f1f2f3f4f5f6f7f8f9",
                "42",
                "3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf34007208d5b887185865"
            },
            new String[] {
                "0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b",
                "",
                "",
                "42",
                "8da4e775a563c18f715f802a063c5a31b8a11f5c5ee1879ec3454e5f3c738d2d9d201395faa4b61a96c8"
            });

    private final KdfCalls.Call call;
    private final String validation;

    private HkdfFixture(KdfCalls.Call call, String validation) {
        this.call = call;
        this.validation = validation;
    }

    /**
     * The validated fixture.
     *
     * @throws IllegalArgumentException for an output length that is not measured
     * @throws UnsupportedCombinationException if the provider or this JDK does not offer the API
     * @throws ValidationException if it derives wrong bytes
     */
    public static HkdfFixture create(String providerName, HkdfApi api, int outputBytes) {
        if (!OUTPUT_BYTES.contains(outputBytes)) {
            throw new IllegalArgumentException(
                    "HKDF-SHA256 is measured to " + OUTPUT_BYTES + " bytes, not " + outputBytes);
        }
        String name = ProviderRegistry.canonical(providerName);
        String what = name + " HKDF-SHA256 (" + api.displayName() + ") to " + outputBytes + " bytes";
        byte[] ikm = random(32, 1);
        byte[] salt = random(32, 2);
        byte[] info = random(16, 3);
        List<String> notes = new ArrayList<>();
        try {
            KdfCalls.Call call = api.prepare(name, ikm, salt, info, outputBytes);
            for (String[] kat : RFC_5869) {
                byte[] okm = api.prepare(
                                name,
                                HEX.parseHex(kat[0]),
                                HEX.parseHex(kat[1]),
                                HEX.parseHex(kat[2]),
                                Integer.parseInt(kat[3]))
                        .derive();
                require(
                        kat[4].equals(HEX.formatHex(okm)),
                        what + ": RFC 5869's test case " + (kat[1].isEmpty() ? "3" : "1") + " gives "
                                + HEX.formatHex(okm) + ", not " + kat[4]);
            }
            notes.add("RFC 5869 test cases 1 and 3");

            byte[] mine = call.derive();
            require(Arrays.equals(mine, call.derive()), what + ": two derivations of the same inputs differ");
            Reference hmac =
                    References.first(name, candidate -> ProviderRegistry.offering(candidate, "Mac", "HmacSHA256"));
            if (hmac == null) {
                throw new UnsupportedCombinationException(
                        "no other provider offers HmacSHA256 to check " + name + " against");
            }
            require(
                    Arrays.equals(mine, KdfCalls.rfc5869(hmac.provider(), ikm, salt, info, outputBytes)),
                    what + ": disagrees with RFC 5869 composed from " + hmac.name() + "'s HmacSHA256");
            notes.add("agrees with RFC 5869 composed from " + hmac.name() + "'s HmacSHA256");
            for (HkdfApi other : HkdfApi.values()) {
                Reference own = References.first(name, candidate -> offered(candidate, other));
                if (own != null) {
                    byte[] theirs = other.prepare(own.name(), ikm, salt, info, outputBytes)
                            .derive();
                    require(
                            Arrays.equals(mine, theirs),
                            what + ": disagrees with " + own.name() + "'s " + other.displayName());
                    notes.add("agrees with " + own.name() + "'s " + other.displayName());
                    break;
                }
            }
            return new HkdfFixture(call, String.join("; ", notes));
        } catch (GeneralSecurityException e) {
            throw new ValidationException(what + " failed: " + e, e);
        }
    }

    /** One extract-then-expand of the measured inputs. */
    public byte[] derive() throws GeneralSecurityException {
        return call.derive();
    }

    /** What was checked. */
    public String validation() {
        return validation;
    }

    /** The provider object that offers HKDF-SHA256 through {@code api}, or null. */
    static Provider offered(String name, HkdfApi api) {
        try {
            api.prepare(name, new byte[1], new byte[0], new byte[0], 1);
            return ProviderRegistry.load(name);
        } catch (GeneralSecurityException | UnsupportedCombinationException notOffered) {
            return null;
        }
    }

    static byte[] random(int length, int seed) {
        byte[] b = new byte[length];
        new Random(seed).nextBytes(b);
        return b;
    }
}
