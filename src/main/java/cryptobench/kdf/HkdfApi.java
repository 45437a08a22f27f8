package cryptobench.kdf;

import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.security.spec.KeySpec;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import javax.crypto.SecretKeyFactory;

/** How HKDF-SHA256 is asked of a provider: the {@code Hkdf} benchmark's {@code api} param. */
public enum HkdfApi {
    /** {@code javax.crypto.KDF} "HKDF-SHA256" with an extract-then-expand {@code HKDFParameterSpec} (JDK 25 and later). */
    KDF("javax.crypto.KDF"),
    /**
     * The provider's own HKDF SecretKeyFactory: Bouncy Castle's "HKDF-SHA256" with its {@code HKDFParameterSpec},
     * ACCP's "HkdfWithHmacSHA256" with its {@code HkdfSpec}.
     */
    SECRET_KEY_FACTORY("SecretKeyFactory");

    /** The SecretKeyFactory names of HKDF-SHA256 whose key spec is known, in the order they are tried. */
    static final List<String> FACTORY_NAMES = List.of(KdfCalls.BC_HKDF, KdfCalls.ACCP_HKDF);

    private final String displayName;

    HkdfApi(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }

    /**
     * One extract-then-expand of these inputs through this API of {@code name}.
     *
     * @throws UnsupportedCombinationException if the provider (or this JDK) does not offer it here
     */
    KdfCalls.Call prepare(String name, byte[] ikm, byte[] salt, byte[] info, int length)
            throws GeneralSecurityException {
        return switch (this) {
            case KDF -> {
                if (!JdkKdf.AVAILABLE) {
                    throw new UnsupportedCombinationException("this JDK has no javax.crypto.KDF (final from JDK 25; "
                            + ProviderRegistry.jdkBuild() + ")");
                }
                Provider p = ProviderRegistry.offering(name, "KDF", JdkKdf.HKDF_SHA256);
                if (p == null) {
                    throw new UnsupportedCombinationException(
                            name + " offers no KDF " + JdkKdf.HKDF_SHA256 + ProviderRegistry.inJdkBuild(name));
                }
                yield JdkKdf.extractThenExpand(p, ikm, salt, info, length);
            }
            case SECRET_KEY_FACTORY -> {
                for (String factory : FACTORY_NAMES) {
                    Provider p = ProviderRegistry.offering(name, "SecretKeyFactory", factory);
                    if (p != null) {
                        KeySpec spec = KdfCalls.hkdfSpec(p, factory, ikm, salt, info, length);
                        SecretKeyFactory skf = SecretKeyFactory.getInstance(factory, p);
                        yield () -> skf.generateSecret(spec).getEncoded();
                    }
                }
                throw new UnsupportedCombinationException(name + " offers no HKDF SecretKeyFactory (none of "
                        + String.join(", ", FACTORY_NAMES) + ProviderRegistry.inJdkBuild(name) + ")");
            }
        };
    }

    /** The API by enum name or display name, case-insensitively, or an error listing the valid ones. */
    public static HkdfApi parse(String name) {
        for (HkdfApi a : values()) {
            if (a.name().equalsIgnoreCase(name) || a.displayName.equalsIgnoreCase(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown HKDF API '" + name + "'; valid: "
                + Arrays.stream(values()).map(Enum::name).collect(Collectors.joining(", ")));
    }
}
