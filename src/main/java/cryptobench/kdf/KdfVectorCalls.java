package cryptobench.kdf;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.ArrayList;
import java.util.List;
import javax.crypto.SecretKeyFactory;

/** The key-derivation calls {@code verify} makes of a provider, with inputs from a test vector. */
public final class KdfVectorCalls {

    /** HKDF-SHA256 through one API of one provider. */
    public record Hkdf(HkdfApi api, String provider) {
        /** The API's name, as a failure names it. */
        public String name() {
            return api.name();
        }

        /** Extract then expand. */
        public byte[] derive(byte[] ikm, byte[] salt, byte[] info, int length) throws GeneralSecurityException {
            return api.prepare(provider, ikm, salt, info, length).derive();
        }
    }

    private KdfVectorCalls() {}

    /** Every API through which {@code name} offers HKDF-SHA256 here. */
    public static List<Hkdf> hkdfApis(String name) {
        List<Hkdf> apis = new ArrayList<>();
        for (HkdfApi api : HkdfApi.values()) {
            if (HkdfFixture.offered(name, api) != null) {
                apis.add(new Hkdf(api, name));
            }
        }
        return apis;
    }

    /** Why {@code name} offers no HKDF-SHA256 here, or null. */
    public static String hkdfUnavailable(String name) {
        return hkdfApis(name).isEmpty()
                ? name + " offers HKDF-SHA256 through neither javax.crypto.KDF nor a SecretKeyFactory"
                        + ProviderRegistry.inJdkBuild(name)
                : null;
    }

    /**
     * Why {@code name} offers no PBKDF2-HMAC-SHA256 here, or null.
     *
     * @throws UnsupportedCombinationException if the provider cannot load here
     */
    public static String pbkdf2Unavailable(String name) {
        return Pbkdf2Fixture.offering(name) == null
                ? name + " offers no SecretKeyFactory " + Pbkdf2Fixture.ALGORITHM + ProviderRegistry.inJdkBuild(name)
                : null;
    }

    /** PBKDF2-HMAC-SHA256 of these inputs by {@code name}'s SecretKeyFactory. */
    public static byte[] pbkdf2(String name, char[] password, byte[] salt, int iterations, int length)
            throws GeneralSecurityException {
        Provider p = Pbkdf2Fixture.offering(name);
        return Pbkdf2Fixture.derive(
                SecretKeyFactory.getInstance(Pbkdf2Fixture.ALGORITHM, p), password, salt, iterations, length);
    }
}
