package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.sign.RsaCipherFixture;
import cryptobench.sign.RsaPadding;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.spec.MGF1ParameterSpec;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;

/**
 * The RSA decryption files (OAEP with SHA-256 and MGF1-SHA-256, PKCS#1 v1.5): each ciphertext decrypted with the
 * group's private key, the OAEP parameters and label passed as parameters. A PKCS#1 v1.5 ciphertext with a bad
 * padding that decrypts to other bytes than the vector's message is an implicit rejection, and counts as refused.
 */
final class RsaDecryptionVectors extends VectorDriver {

    private final VectorKeys keys;
    private final RsaPadding padding;

    RsaDecryptionVectors(String name, VectorFile file) {
        super(name, file);
        this.keys = new VectorKeys(name, file);
        this.padding = file.schema() == VectorFile.Schema.RSA_OAEP ? RsaPadding.OAEP_SHA256 : RsaPadding.PKCS1;
    }

    @Override
    String unavailable() {
        return RsaCipherFixture.cipherProvider(name, padding) != null
                ? null
                : name + " offers no Cipher " + padding.transformation();
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        PrivateKey key;
        try {
            key = keys.pkcs8(HEX.parseHex(group.path("privateKeyPkcs8").asText()));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, "key: " + e);
        }
        Provider provider = RsaCipherFixture.cipherProvider(name, padding);
        if (provider == null) {
            return new Answer(Got.NOT_OFFERED, "no " + padding.transformation());
        }
        Cipher cipher;
        try {
            cipher = Cipher.getInstance(padding.transformation(), provider);
            if (padding == RsaPadding.OAEP_SHA256) {
                cipher.init(
                        Cipher.DECRYPT_MODE,
                        key,
                        new OAEPParameterSpec(
                                group.path("sha").asText(),
                                "MGF1",
                                new MGF1ParameterSpec(group.path("mgfSha").asText()),
                                new PSource.PSpecified(hex(test, "label"))));
            } else {
                cipher.init(Cipher.DECRYPT_MODE, key);
            }
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        byte[] msg = hex(test, "msg");
        try {
            byte[] out = cipher.doFinal(hex(test, "ct"));
            if (Arrays.equals(out, msg)) {
                return Answer.of(Got.RIGHT);
            }
            return padding == RsaPadding.PKCS1
                            && "invalid".equals(test.path("result").asText())
                    ? new Answer(Got.REJECTED, "implicit rejection: " + out.length + " other bytes")
                    : new Answer(Got.WRONG, "decrypted to " + HEX.formatHex(out));
        } catch (BadPaddingException | IllegalBlockSizeException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }
}
