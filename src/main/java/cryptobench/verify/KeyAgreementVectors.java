package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.util.Arrays;
import java.util.List;
import javax.crypto.KeyAgreement;

/** The key-agreement files (X25519, ECDH P-256): the shared secret of the test's private and public key. */
final class KeyAgreementVectors extends VectorDriver {

    private final VectorKeys keys;

    KeyAgreementVectors(String name, VectorFile file) {
        super(name, file);
        this.keys = new VectorKeys(name, file);
    }

    /** The service names tried in order. */
    private List<String> names() {
        return file.schema() == VectorFile.Schema.XDH ? List.of("X25519", "XDH") : List.of("ECDH");
    }

    @Override
    String unavailable() {
        String why = unlessOffered("KeyAgreement", names());
        if (why == null && file.schema() == VectorFile.Schema.XDH) {
            try {
                keys.x25519Probe();
            } catch (GeneralSecurityException e) {
                return name + " cannot decode an X25519 key: " + e;
            }
        }
        return why;
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        return file.schema() == VectorFile.Schema.XDH ? xdh(test) : ecdh(test);
    }

    private Answer xdh(JsonNode test) {
        PublicKey pub;
        PrivateKey priv;
        try {
            pub = keys.x25519Public(hex(test, "public"));
            priv = keys.x25519Private(hex(test, "private"));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "key: " + e);
        }
        return agree(priv, pub, hex(test, "shared"));
    }

    private Answer ecdh(JsonNode test) {
        PrivateKey priv;
        try {
            priv = keys.ecPrivate(
                    file == VectorFile.ECDH_P384 ? "secp384r1" : "secp256r1",
                    test.path("private").asText());
        } catch (GeneralSecurityException e) {
            return new Answer(Got.NOT_OFFERED, "private key: " + e);
        }
        PublicKey pub;
        try {
            pub = keys.x509(hex(test, "public"));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "public key: " + e);
        }
        return agree(priv, pub, hex(test, "shared"));
    }

    private Answer agree(PrivateKey privateKey, PublicKey publicKey, byte[] shared) {
        KeyAgreement ka = first("KeyAgreement", names(), KeyAgreement::getInstance);
        if (ka == null) {
            return new Answer(Got.NOT_OFFERED, "no KeyAgreement " + names());
        }
        try {
            ka.init(privateKey);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            ka.doPhase(publicKey, true);
            byte[] secret = ka.generateSecret();
            return Arrays.equals(secret, shared)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "shared secret " + HEX.formatHex(secret));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        } catch (IllegalStateException e) {
            // doPhase and generateSecret declare IllegalStateException; BC's doPhase throws it for an all-zero X25519
            // secret (RFC 7748 6.1)
            return new Answer(Got.REJECTED, e.toString());
        }
    }
}
