package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ProviderRegistry;
import cryptobench.provider.UnsupportedCombinationException;
import cryptobench.verify.Verdict.Answer;
import java.util.HexFormat;
import java.util.List;

/** How one family of Wycheproof files is run against a provider: whether it offers the file's algorithm, and its answer to each test. */
abstract sealed class VectorDriver permits CipherVectors, MacVectors, SignatureVectors, KeyAgreementVectors, KemVectors {

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

    /** Null if the provider offers a {@code type} service under one of {@code names}, else why not. */
    final String unlessOffered(String type, List<String> names) {
        for (String s : names) {
            if (ProviderRegistry.offering(name, type, s) != null) {
                return null;
            }
        }
        return name + " offers no " + type + " " + String.join(" or ", names);
    }

    static byte[] hex(JsonNode test, String field) {
        return HEX.parseHex(test.path(field).asText());
    }
}
