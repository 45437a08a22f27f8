package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import java.util.zip.GZIPInputStream;

/**
 * The vendored Wycheproof files ({@code src/main/resources/cryptobench/wycheproof}, C2SP/wycheproof
 * {@code testvectors_v1} at dac1dd47, Apache-2.0), each with the schema that says how to read it.
 */
public enum VectorFile {
    AES_GCM("aes_gcm_test.json", Schema.AEAD, "AES-GCM", true),
    AES_GCM_SIV("aes_gcm_siv_test.json", Schema.AEAD, "AES-GCM-SIV", false),
    CHACHA20_POLY1305("chacha20_poly1305_test.json", Schema.AEAD, "ChaCha20-Poly1305", true),
    AES_EAX("aes_eax_test.json", Schema.AEAD, "AES-EAX", false),
    AES_CBC_PKCS5("aes_cbc_pkcs5_test.json", Schema.IND_CPA, "AES-CBC-PKCS5", true),
    AES_XTS("aes_xts_test.json", Schema.IND_CPA, "AES-XTS", false),
    AES_KW("aes_wrap_test.json", Schema.KEY_WRAP, "AES-KW", false),
    AES_KWP("aes_kwp_test.json", Schema.KEY_WRAP, "AES-KWP", false),
    HMAC_SHA224("hmac_sha224_test.json", Schema.MAC, "HmacSHA224", false),
    HMAC_SHA256("hmac_sha256_test.json", Schema.MAC, "HmacSHA256", false),
    HMAC_SHA384("hmac_sha384_test.json", Schema.MAC, "HmacSHA384", false),
    HMAC_SHA512("hmac_sha512_test.json", Schema.MAC, "HmacSHA512", false),
    ECDSA_P256_DER("ecdsa_secp256r1_sha256_test.json", Schema.ECDSA, "ECDSA P-256 SHA-256 (DER)", false),
    ECDSA_P256_P1363(
            "ecdsa_secp256r1_sha256_p1363_test.json", Schema.ECDSA_P1363, "ECDSA P-256 SHA-256 (P1363)", false),
    ECDSA_P384_DER("ecdsa_secp384r1_sha384_test.json", Schema.ECDSA, "ECDSA P-384 SHA-384 (DER)", false),
    ED25519("ed25519_test.json", Schema.EDDSA, "Ed25519", false),
    X25519("x25519_test.json", Schema.XDH, "X25519", false),
    ECDH_P256("ecdh_secp256r1_test.json", Schema.ECDH, "ECDH P-256", false),
    ECDH_P384("ecdh_secp384r1_test.json", Schema.ECDH, "ECDH P-384", false),
    RSA_2048_PKCS1("rsa_signature_2048_sha256_test.json", Schema.RSA_PKCS1, "RSA-2048 PKCS#1 v1.5 SHA-256", false),
    RSA_3072_PKCS1("rsa_signature_3072_sha256_test.json", Schema.RSA_PKCS1, "RSA-3072 PKCS#1 v1.5 SHA-256", false),
    RSA_4096_PKCS1("rsa_signature_4096_sha256_test.json", Schema.RSA_PKCS1, "RSA-4096 PKCS#1 v1.5 SHA-256", false),
    RSA_2048_PSS("rsa_pss_2048_sha256_mgf1_32_test.json", Schema.RSA_PSS, "RSA-2048 PSS SHA-256", false),
    RSA_3072_PSS("rsa_pss_3072_sha256_mgf1_32_test.json", Schema.RSA_PSS, "RSA-3072 PSS SHA-256", false),
    RSA_4096_PSS("rsa_pss_4096_sha256_mgf1_32_test.json", Schema.RSA_PSS, "RSA-4096 PSS SHA-256", false),
    RSA_2048_OAEP(
            "rsa_oaep_2048_sha256_mgf1sha256_test.json", Schema.RSA_OAEP, "RSA-2048 OAEP SHA-256 decryption", false),
    RSA_3072_OAEP(
            "rsa_oaep_3072_sha256_mgf1sha256_test.json", Schema.RSA_OAEP, "RSA-3072 OAEP SHA-256 decryption", false),
    RSA_4096_OAEP(
            "rsa_oaep_4096_sha256_mgf1sha256_test.json", Schema.RSA_OAEP, "RSA-4096 OAEP SHA-256 decryption", false),
    RSA_2048_PKCS1_DECRYPT("rsa_pkcs1_2048_test.json", Schema.RSAES_PKCS1, "RSA-2048 PKCS#1 v1.5 decryption", false),
    RSA_3072_PKCS1_DECRYPT("rsa_pkcs1_3072_test.json", Schema.RSAES_PKCS1, "RSA-3072 PKCS#1 v1.5 decryption", false),
    RSA_4096_PKCS1_DECRYPT("rsa_pkcs1_4096_test.json", Schema.RSAES_PKCS1, "RSA-4096 PKCS#1 v1.5 decryption", false),
    HKDF_SHA256("hkdf_sha256_test.json", Schema.HKDF, "HKDF-SHA256", false),
    PBKDF2_HMAC_SHA256("pbkdf2_hmacsha256_test.json", Schema.PBKDF2, "PBKDF2-HMAC-SHA256", false),
    ML_DSA_44("mldsa_44_verify_test.json", Schema.ML_DSA, "ML-DSA-44", false),
    ML_DSA_65("mldsa_65_verify_test.json", Schema.ML_DSA, "ML-DSA-65", false),
    ML_DSA_87("mldsa_87_verify_test.json", Schema.ML_DSA, "ML-DSA-87", false),
    ML_KEM_512("mlkem_512_test.json", Schema.ML_KEM, "ML-KEM-512", false),
    ML_KEM_768("mlkem_768_test.json", Schema.ML_KEM, "ML-KEM-768", false),
    ML_KEM_1024("mlkem_1024_test.json", Schema.ML_KEM, "ML-KEM-1024", false),
    ML_KEM_512_ENCAPS("mlkem_512_encaps_test.json", Schema.ML_KEM_ENCAPS, "ML-KEM-512 encapsulation", false),
    ML_KEM_768_ENCAPS("mlkem_768_encaps_test.json", Schema.ML_KEM_ENCAPS, "ML-KEM-768 encapsulation", false),
    ML_KEM_1024_ENCAPS("mlkem_1024_encaps_test.json", Schema.ML_KEM_ENCAPS, "ML-KEM-1024 encapsulation", false);

    /** How a file's groups and tests are laid out (Wycheproof's schema, without its "_v1"). */
    public enum Schema {
        AEAD,
        IND_CPA,
        KEY_WRAP,
        MAC,
        ECDSA,
        ECDSA_P1363,
        EDDSA,
        XDH,
        ECDH,
        RSA_PKCS1,
        RSA_PSS,
        RSA_OAEP,
        RSAES_PKCS1,
        HKDF,
        PBKDF2,
        ML_DSA,
        ML_KEM,
        ML_KEM_ENCAPS
    }

    private static final String FOLDER = "/cryptobench/wycheproof/";

    private final String file;
    private final Schema schema;
    private final String label;
    private final boolean headline;

    VectorFile(String file, Schema schema, String label, boolean headline) {
        this.file = file;
        this.schema = schema;
        this.label = label;
        this.headline = headline;
    }

    /** The upstream file name. */
    public String file() {
        return file;
    }

    public Schema schema() {
        return schema;
    }

    /** The algorithm as the conformance table names it. */
    public String label() {
        return label;
    }

    /** Whether the headline algorithms' quick verify reads it. */
    public boolean headline() {
        return headline;
    }

    /** The parsed file. */
    public JsonNode read() {
        try (InputStream in = VectorFile.class.getResourceAsStream(FOLDER + file + ".gz")) {
            if (in == null) {
                throw new IllegalStateException("the vendored Wycheproof file " + file + ".gz is missing from the jar");
            }
            return Json.MAPPER.readTree(new GZIPInputStream(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the vendored Wycheproof file " + file, e);
        }
    }

    /**
     * The file by its enum name, label or upstream name, case-insensitively.
     *
     * @throws IllegalArgumentException naming the valid ones
     */
    public static VectorFile parse(String name) {
        for (VectorFile f : values()) {
            if (f.name().equalsIgnoreCase(name) || f.label.equalsIgnoreCase(name) || f.file.equalsIgnoreCase(name)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown Wycheproof file '" + name + "'; valid: " + names());
    }

    static String names() {
        return Arrays.stream(values()).map(VectorFile::file).collect(Collectors.joining(", "));
    }

    /** The headline algorithms' files. */
    public static List<VectorFile> headlineFiles() {
        return Arrays.stream(values()).filter(VectorFile::headline).toList();
    }
}
