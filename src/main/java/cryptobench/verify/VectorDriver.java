package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.verify.WycheproofRules.Answer;
import java.security.GeneralSecurityException;
import java.security.Provider;
import java.util.HexFormat;
import java.util.List;

/** How one family of Wycheproof files is run against a provider: whether it offers the file's algorithm, and its answer to each test. */
abstract sealed class VectorDriver
        permits CipherVectors,
                MacVectors,
                SignatureVectors,
                KeyAgreementVectors,
                KemVectors,
                RsaDecryptionVectors,
                KdfVectors {

    static final HexFormat HEX = HexFormat.of();

    final String name;
    final VectorFile file;

    VectorDriver(String name, VectorFile file) {
        this.name = name;
        this.file = file;
    }

    /** The driver of the file's schema. */
    static VectorDriver of(String name, VectorFile file) {
        return switch (file.schema()) {
            case AEAD, IND_CPA, KEY_WRAP -> new CipherVectors(name, file);
            case MAC -> new MacVectors(name, file);
            case ECDSA, ECDSA_P1363, EDDSA, RSA_PKCS1, RSA_PSS, ML_DSA -> new SignatureVectors(name, file);
            case XDH, ECDH -> new KeyAgreementVectors(name, file);
            case ML_KEM, ML_KEM_ENCAPS -> new KemVectors(name, file);
            case RSA_OAEP, RSAES_PKCS1 -> new RsaDecryptionVectors(name, file);
            case HKDF, PBKDF2 -> new KdfVectors(name, file);
        };
    }

    /**
     * Why the provider offers nothing this file checks, or null.
     *
     * @throws UnsupportedCombinationException if the provider cannot load here
     */
    abstract String unavailable();

    /** How the provider treats one test of a group. */
    abstract Answer check(JsonNode group, JsonNode test);

    /** Makes the JCA object of one algorithm from one provider. */
    interface Factory<T> {
        T get(String algorithm, Provider provider) throws GeneralSecurityException;
    }

    /** The provider's {@code type} service under the first of {@code names} it offers and {@code factory} makes, or null. */
    final <T> T first(String type, List<String> names, Factory<T> factory) {
        for (String n : names) {
            Provider p = ProviderRegistry.offering(name, type, n);
            if (p != null) {
                try {
                    return factory.get(n, p);
                } catch (GeneralSecurityException e) {
                    // a service that cannot be made (a cipher without its padding): the next name
                }
            }
        }
        return null;
    }

    /** Null if the provider offers a {@code type} service under one of {@code names}, else why not. */
    final String unlessOffered(String type, List<String> names) {
        return first(type, names, (n, p) -> p) != null
                ? null
                : name + " offers no " + type + " " + String.join(" or ", names);
    }

    static byte[] hex(JsonNode test, String field) {
        return HEX.parseHex(test.path(field).asText());
    }
}
