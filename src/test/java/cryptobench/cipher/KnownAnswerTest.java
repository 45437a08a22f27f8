package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import cryptobench.provider.ProviderRegistry;
import cryptobench.testing.Offered;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every published vector through every provider that offers its algorithm and key size. */
class KnownAnswerTest {

    static Stream<Arguments> vectorsAndProviders() {
        return KnownAnswer.all().stream()
                .flatMap(v -> ProviderRegistry.builtinNames().stream()
                        .map(p -> Arguments.of(
                                p, v.algorithm().displayName() + "-" + v.keyBits() + " " + v.source(), v)));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("vectorsAndProviders")
    void providerReproducesVector(String providerName, String label, KnownAnswer v) throws Exception {
        CipherAlgorithm algorithm = v.algorithm();
        Provider provider = Offered.load(providerName);
        Cipher cipher =
                Offered.cell(providerName, algorithm.displayName(), () -> algorithm.newCipher(provider, providerName));
        SecretKeySpec key = new SecretKeySpec(v.key(), algorithm.keyAlgorithm());
        try {
            cipher.init(Cipher.ENCRYPT_MODE, key, algorithm.parameters(v.iv()));
        } catch (InvalidKeyException e) {
            throw Offered.notOffered(
                    providerName,
                    algorithm.displayName() + " with " + v.keyBits() + "-bit keys",
                    providerName + " refuses " + v.keyBits() + "-bit keys: " + e.getMessage());
        }
        if (v.aad().length > 0) {
            cipher.updateAAD(v.aad());
        }
        assertArrayEquals(v.ciphertext(), cipher.doFinal(v.plaintext()), "encrypt " + label);

        Cipher decryptor = algorithm.newCipher(provider, providerName);
        decryptor.init(Cipher.DECRYPT_MODE, key, algorithm.parameters(v.iv()));
        if (v.aad().length > 0) {
            decryptor.updateAAD(v.aad());
        }
        assertArrayEquals(v.plaintext(), decryptor.doFinal(v.ciphertext()), "decrypt " + label);
    }

    @Test
    void vectorsCoverEveryAlgorithmAndKeySizeTheSpecsPublish() {
        Map<CipherAlgorithm, Set<Integer>> sizes = KnownAnswer.all().stream()
                .collect(Collectors.groupingBy(
                        KnownAnswer::algorithm,
                        Collectors.mapping(KnownAnswer::keyBits, Collectors.toCollection(TreeSet::new))));
        for (CipherAlgorithm a : List.of(
                CipherAlgorithm.AES_ECB,
                CipherAlgorithm.AES_CBC,
                CipherAlgorithm.AES_CTR,
                CipherAlgorithm.AES_OFB,
                CipherAlgorithm.AES_CFB,
                CipherAlgorithm.AES_GCM)) {
            assertEquals(Set.of(128, 192, 256), sizes.get(a), a + " (SP 800-38A / GCM spec)");
        }
        assertEquals(Set.of(256), sizes.get(CipherAlgorithm.CHACHA20_POLY1305), "RFC 8439");
        assertEquals(Set.of(128, 256), sizes.get(CipherAlgorithm.AES_GCM_SIV), "RFC 8452");
        assertTrue(sizes.containsKey(CipherAlgorithm.AES_EAX), "EAX paper");
        assertEquals(Set.of(256, 512), sizes.get(CipherAlgorithm.AES_XTS), "IEEE Std 1619-2007");
    }

    @Test
    void pkcs5PaddingIsCheckedAgainstTheCbcVectors() {
        assertEquals(
                KnownAnswer.forAlgorithm(CipherAlgorithm.AES_CBC),
                KnownAnswer.forAlgorithm(CipherAlgorithm.AES_CBC_PKCS5));
    }
}
