package cryptobench.cipher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ProviderRegistry;
import cryptobench.results.Json;
import java.io.InputStream;
import java.security.Security;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.Test;

/** The composed XTS reference against IEEE Std 1619's vectors and Wycheproof's, over two providers' AES/ECB. */
class XtsReferenceTest {

    private static final HexFormat HEX = HexFormat.of();

    private static List<XtsReference> references() {
        return List.of(
                XtsReference.over("SunJCE", Security.getProvider("SunJCE")),
                XtsReference.over("BC", ProviderRegistry.load("BC")));
    }

    @Test
    void reproducesIeee1619sVectorsBothWays() throws Exception {
        List<KnownAnswer> vectors = KnownAnswer.forAlgorithm(CipherAlgorithm.AES_XTS);
        assertEquals(8, vectors.size());
        for (XtsReference xts : references()) {
            for (KnownAnswer v : vectors) {
                assertArrayEquals(
                        v.ciphertext(),
                        xts.encrypt(v.key(), v.iv(), v.plaintext()),
                        xts.ecbProvider() + " " + v.source());
                assertArrayEquals(
                        v.plaintext(),
                        xts.decrypt(v.key(), v.iv(), v.ciphertext()),
                        xts.ecbProvider() + " " + v.source());
            }
        }
    }

    @Test
    void reproducesEveryWycheproofVectorOfTheKeySizesIeee1619Defines() throws Exception {
        JsonNode file;
        try (InputStream in = new GZIPInputStream(
                XtsReferenceTest.class.getResourceAsStream("/cryptobench/wycheproof/aes_xts_test.json.gz"))) {
            file = Json.MAPPER.readTree(in);
        }
        XtsReference xts = references().get(0);
        int checked = 0;
        int otherKeys = 0;
        for (JsonNode group : file.path("testGroups")) {
            for (JsonNode t : group.path("tests")) {
                byte[] key = HEX.parseHex(t.path("key").asText());
                // the tweak as the data unit's number, little-endian, in 1 to 16 bytes: zero-padded to 16
                byte[] tweak = Arrays.copyOf(HEX.parseHex(t.path("iv").asText()), 16);
                byte[] msg = HEX.parseHex(t.path("msg").asText());
                byte[] ct = HEX.parseHex(t.path("ct").asText());
                if (key.length == 48) {
                    otherKeys++;
                    assertThrows(IllegalArgumentException.class, () -> xts.encrypt(key, tweak, msg));
                    continue;
                }
                String id = "tcId " + t.path("tcId").asInt();
                assertEquals("valid", t.path("result").asText(), id);
                assertArrayEquals(ct, xts.encrypt(key, tweak, msg), id);
                assertArrayEquals(msg, xts.decrypt(key, tweak, ct), id);
                checked++;
            }
        }
        assertEquals(123, file.path("numberOfTests").asInt());
        assertEquals(82, checked, "the 256- and 512-bit keys");
        assertEquals(41, otherKeys, "AES-192 halves, which IEEE 1619 does not define");
    }

    @Test
    void roundTripsEveryLengthAndDependsOnTheTweakAndBothKeys() throws Exception {
        XtsReference xts = references().get(0);
        SplittableRandom r = new SplittableRandom(44);
        for (int keyBytes : new int[] {32, 64}) {
            byte[] key = new byte[keyBytes];
            byte[] tweak = new byte[16];
            r.nextBytes(key);
            r.nextBytes(tweak);
            for (int length = 16; length <= 100; length++) {
                byte[] msg = new byte[length];
                r.nextBytes(msg);
                byte[] ct = xts.encrypt(key, tweak, msg);
                assertEquals(length, ct.length);
                assertArrayEquals(msg, xts.decrypt(key, tweak, ct), keyBytes + " bytes of key, length " + length);
                byte[] otherTweak = tweak.clone();
                otherTweak[15] ^= 1;
                assertFalse(Arrays.equals(ct, xts.encrypt(key, otherTweak, msg)), "tweak, length " + length);
                byte[] otherTweakKey = key.clone();
                otherTweakKey[keyBytes - 1] ^= 1;
                assertFalse(Arrays.equals(ct, xts.encrypt(otherTweakKey, tweak, msg)), "Key2, length " + length);
            }
        }
    }

    @Test
    void refusesWhatXtsDoesNotDefine() {
        XtsReference xts = references().get(0);
        assertThrows(IllegalArgumentException.class, () -> xts.encrypt(new byte[64], new byte[16], new byte[15]));
        assertThrows(IllegalArgumentException.class, () -> xts.encrypt(new byte[64], new byte[8], new byte[16]));
        assertThrows(IllegalArgumentException.class, () -> xts.encrypt(new byte[16], new byte[16], new byte[16]));
    }
}
