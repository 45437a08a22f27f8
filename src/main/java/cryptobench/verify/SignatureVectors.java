package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.PublicKey;
import java.security.Signature;
import java.security.SignatureException;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.List;

/** The signature files (ECDSA in DER and P1363, Ed25519, RSA PKCS#1 v1.5 and PSS, ML-DSA): each signature verified with the group's key. */
final class SignatureVectors extends VectorDriver {

    private final VectorKeys keys;

    SignatureVectors(String name, VectorFile file) {
        super(name, file);
        this.keys = new VectorKeys(name, file);
    }

    /** The service names tried in order (Bouncy Castle before 1.85 names P1363 ECDSA "PLAIN-ECDSA"; Conscrypt PSS "SHA256withRSA/PSS"). */
    private List<String> names() {
        return switch (file.schema()) {
            case ECDSA -> List.of(file == VectorFile.ECDSA_P384_DER ? "SHA384withECDSA" : "SHA256withECDSA");
            case ECDSA_P1363 -> List.of("SHA256withECDSAinP1363Format", "SHA256withPLAIN-ECDSA");
            case EDDSA -> List.of("Ed25519", "EdDSA");
            case RSA_PKCS1 -> List.of("SHA256withRSA");
            case RSA_PSS -> List.of("RSASSA-PSS", "SHA256withRSA/PSS", "SHA256withRSAandMGF1");
            case ML_DSA -> List.of("ML-DSA", file.label());
            default -> List.of();
        };
    }

    @Override
    String unavailable() {
        return unlessOffered("Signature", names());
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        PublicKey key;
        try {
            key = keys.x509(HEX.parseHex(group.path("publicKeyDer").asText()));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, "key: " + e);
        }
        if (test.hasNonNull("ctx") && !test.path("ctx").asText().isEmpty()) {
            return new Answer(Got.NOT_OFFERED, "an ML-DSA context string: the JCA has no standard parameter for it");
        }
        Signature s = first("Signature", names(), Signature::getInstance);
        if (s == null) {
            return new Answer(Got.NOT_OFFERED, "no " + String.join("/", names()));
        }
        try {
            if (file.schema() == VectorFile.Schema.RSA_PSS) {
                String sha = group.path("sha").asText();
                s.setParameter(new PSSParameterSpec(
                        sha,
                        "MGF1",
                        new MGF1ParameterSpec(group.path("mgfSha").asText()),
                        group.path("sLen").asInt(),
                        1));
            }
            s.initVerify(key);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            s.update(hex(test, "msg"));
            return s.verify(hex(test, "sig")) ? Answer.of(Got.RIGHT) : new Answer(Got.REJECTED, "verify false");
        } catch (SignatureException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }
}
