package cryptobench.cipher;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import cryptobench.results.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * A published known-answer vector. For AEAD algorithms the ciphertext is followed by the 16-byte
 * tag, as {@code Cipher.doFinal} returns it. The vectors live in {@code cryptobench/vectors.json}.
 */
public record KnownAnswer(
        CipherAlgorithm algorithm,
        String source,
        byte[] key,
        byte[] iv,
        byte[] aad,
        byte[] plaintext,
        byte[] ciphertext) {

    private static final String RESOURCE = "/cryptobench/vectors.json";
    private static final List<KnownAnswer> ALL = load();

    @JsonCreator
    static KnownAnswer fromJson(
            @JsonProperty("algorithm") CipherAlgorithm algorithm,
            @JsonProperty("source") String source,
            @JsonProperty("key") String key,
            @JsonProperty("iv") String iv,
            @JsonProperty("aad") String aad,
            @JsonProperty("plaintext") String plaintext,
            @JsonProperty("ciphertext") String ciphertext) {
        HexFormat hex = HexFormat.of();
        return new KnownAnswer(
                algorithm,
                source,
                hex.parseHex(key),
                hex.parseHex(iv == null ? "" : iv),
                hex.parseHex(aad == null ? "" : aad),
                hex.parseHex(plaintext),
                hex.parseHex(ciphertext));
    }

    public int keyBits() {
        return key.length * 8;
    }

    /** Every vector in the resource file. */
    public static List<KnownAnswer> all() {
        return ALL;
    }

    /**
     * The vectors that check this algorithm. CBC with PKCS5 padding has no published vectors of its
     * own; it is checked against the CBC ones, whose ciphertext must be a prefix of its output.
     */
    public static List<KnownAnswer> forAlgorithm(CipherAlgorithm algorithm) {
        CipherAlgorithm source = algorithm == CipherAlgorithm.AES_CBC_PKCS5 ? CipherAlgorithm.AES_CBC : algorithm;
        return ALL.stream().filter(v -> v.algorithm == source).toList();
    }

    private static List<KnownAnswer> load() {
        try (InputStream in = KnownAnswer.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the classpath");
            }
            Map<String, List<KnownAnswer>> file = Json.MAPPER.readValue(in, new TypeReference<>() {});
            return List.copyOf(file.get("vectors"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
