package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.kdf.KdfVectorCalls;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The key-derivation files: HKDF-SHA256 through every API the provider offers ({@code javax.crypto.KDF}, its HKDF
 * SecretKeyFactory), each of which must give the vector's bytes; PBKDF2-HMAC-SHA256 through its SecretKeyFactory,
 * whose {@code PBEKeySpec} takes characters, so a password that is not UTF-8 cannot be asked (not offered).
 */
final class KdfVectors extends VectorDriver {

    KdfVectors(String name, VectorFile file) {
        super(name, file);
    }

    @Override
    String unavailable() {
        return file.schema() == VectorFile.Schema.HKDF
                ? KdfVectorCalls.hkdfUnavailable(name)
                : KdfVectorCalls.pbkdf2Unavailable(name);
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        return file.schema() == VectorFile.Schema.HKDF ? hkdf(test) : pbkdf2(test);
    }

    private Answer hkdf(JsonNode test) {
        byte[] okm = hex(test, "okm");
        boolean valid = !"invalid".equals(test.path("result").asText());
        List<String> wrong = new ArrayList<>();
        List<String> refused = new ArrayList<>();
        for (KdfVectorCalls.Hkdf api : KdfVectorCalls.hkdfApis(name)) {
            try {
                byte[] got = api.derive(
                        hex(test, "ikm"),
                        hex(test, "salt"),
                        hex(test, "info"),
                        test.path("size").asInt());
                if (!valid || !Arrays.equals(got, okm)) {
                    wrong.add(api.name() + " gave " + (got.length > 64 ? got.length + " bytes" : HEX.formatHex(got)));
                }
            } catch (GeneralSecurityException | IllegalArgumentException e) {
                refused.add(api.name() + ": " + e);
            }
        }
        if (!wrong.isEmpty()) {
            return new Answer(Got.WRONG, String.join("; ", wrong));
        }
        return refused.isEmpty() ? Answer.of(Got.RIGHT) : new Answer(Got.REJECTED, String.join("; ", refused));
    }

    private Answer pbkdf2(JsonNode test) {
        char[] password;
        try {
            password = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(hex(test, "password")))
                    .toString()
                    .toCharArray();
        } catch (CharacterCodingException notUtf8) {
            return new Answer(Got.NOT_OFFERED, "the password is not UTF-8: a PBEKeySpec takes characters");
        }
        byte[] dk = hex(test, "dk");
        try {
            byte[] got = KdfVectorCalls.pbkdf2(
                    name,
                    password,
                    hex(test, "salt"),
                    test.path("iterationCount").asInt(),
                    test.path("dkLen").asInt());
            return Arrays.equals(got, dk)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "derived " + HEX.formatHex(got));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }
}
