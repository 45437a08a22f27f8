package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.provider.ProviderRegistry;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.util.Arrays;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/** The HMAC files: the tag of the message, truncated to the group's tag size. */
final class MacVectors extends VectorDriver {

    MacVectors(String name, VectorFile file) {
        super(name, file);
    }

    @Override
    String unavailable() {
        return ProviderRegistry.offering(name, "Mac", file.label()) == null
                ? name + " offers no " + file.label()
                : null;
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        byte[] key = hex(test, "key");
        byte[] tag = hex(test, "tag");
        int tagBytes = group.path("tagSize").asInt() / 8;
        Mac mac;
        try {
            mac = Mac.getInstance(file.label(), ProviderRegistry.offering(name, "Mac", file.label()));
            mac.init(new SecretKeySpec(key, file.label()));
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        byte[] full = mac.doFinal(hex(test, "msg"));
        // a truncated HMAC is the first tagSize bits of the full one
        byte[] got = Arrays.copyOf(full, Math.min(full.length, tagBytes));
        if (Arrays.equals(got, tag)) {
            return Answer.of(Got.RIGHT);
        }
        return "valid".equals(test.path("result").asText())
                ? new Answer(Got.WRONG, "MAC " + HEX.formatHex(got))
                : Answer.of(Got.REJECTED);
    }
}
