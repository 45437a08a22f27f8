package cryptobench.verify;

import com.fasterxml.jackson.databind.JsonNode;
import cryptobench.cipher.CipherAlgorithm;
import cryptobench.provider.ProviderRegistry;
import cryptobench.verify.WycheproofRules.Answer;
import cryptobench.verify.WycheproofRules.Got;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * The cipher files: AEAD (encrypt a valid vector, then decrypt), AES-CBC-PKCS5 and AES-XTS (the same, without a
 * tag) and AES key wrap (through
 * {@code wrap}/{@code unwrap} and through {@code doFinal}), each through a fresh {@link Cipher} per vector.
 */
final class CipherVectors extends VectorDriver {

    /** The algorithm a wrapped key is given (Wycheproof's harness used HMACSHA256: any length is a key of it). */
    private static final String WRAPPED_ALGORITHM = "HmacSHA256";

    CipherVectors(String name, VectorFile file) {
        super(name, file);
    }

    @Override
    String unavailable() {
        if (file.schema() == VectorFile.Schema.KEY_WRAP) {
            return keyWrap() == null ? name + " offers no " + file.label() : null;
        }
        CipherAlgorithm.parse(file.label()).newCipher(ProviderRegistry.load(name), name);
        return null;
    }

    @Override
    Answer check(JsonNode group, JsonNode test) {
        return switch (file.schema()) {
            case AEAD -> aead(group, test);
            case IND_CPA -> indCpa(test);
            default -> wrap(test);
        };
    }

    private Answer aead(JsonNode group, JsonNode test) {
        CipherAlgorithm algorithm = CipherAlgorithm.parse(file.label());
        Provider p = ProviderRegistry.load(name);
        byte[] key = hex(test, "key");
        byte[] iv = hex(test, "iv");
        byte[] aad = hex(test, "aad");
        byte[] msg = hex(test, "msg");
        byte[] sealed = concat(hex(test, "ct"), hex(test, "tag"));
        int tagBits = group.path("tagSize").asInt(128);
        boolean valid = !"invalid".equals(test.path("result").asText());
        AlgorithmParameterSpec spec = algorithm == CipherAlgorithm.CHACHA20_POLY1305
                ? new IvParameterSpec(iv)
                : new GCMParameterSpec(tagBits, iv);
        SecretKeySpec k;
        try {
            k = new SecretKeySpec(key, algorithm.keyAlgorithm());
        } catch (IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.getMessage());
        }
        if (valid) {
            Cipher enc = algorithm.newCipher(p, name);
            try {
                enc.init(Cipher.ENCRYPT_MODE, k, spec);
            } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalArgumentException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            }
            try {
                if (aad.length > 0) {
                    enc.updateAAD(aad);
                }
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, sealed)) {
                    return new Answer(Got.WRONG, "encryption gives " + HEX.formatHex(out));
                }
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "encryption: " + e);
            }
        }
        Cipher dec = algorithm.newCipher(p, name);
        try {
            dec.init(Cipher.DECRYPT_MODE, k, spec);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException | IllegalArgumentException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            if (aad.length > 0) {
                dec.updateAAD(aad);
            }
            byte[] plain = dec.doFinal(sealed);
            return Arrays.equals(plain, msg)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "decryption gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    /** A cipher without a tag (AES-CBC-PKCS5, AES-XTS): a valid vector must encrypt to ct, and ct decrypt to msg. */
    private Answer indCpa(JsonNode test) {
        CipherAlgorithm algorithm = CipherAlgorithm.parse(file.label());
        Provider p = ProviderRegistry.load(name);
        SecretKeySpec k = new SecretKeySpec(hex(test, "key"), "AES");
        byte[] tweak = hex(test, "iv");
        if (algorithm.kind() == CipherAlgorithm.Kind.XTS && tweak.length < 16) {
            // Wycheproof gives XTS's tweak, the data unit's number in little-endian order, in 1 to 16 bytes:
            // zero-padded to the 16 the JCA takes (every AES-XTS vector agrees with IEEE 1619 read so)
            tweak = Arrays.copyOf(tweak, 16);
        }
        IvParameterSpec iv = new IvParameterSpec(tweak);
        byte[] msg = hex(test, "msg");
        byte[] ct = hex(test, "ct");
        if ("valid".equals(test.path("result").asText())) {
            try {
                Cipher enc = algorithm.newCipher(p, name);
                enc.init(Cipher.ENCRYPT_MODE, k, iv);
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, ct)) {
                    return new Answer(Got.WRONG, "encryption gives " + HEX.formatHex(out));
                }
            } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "encryption: " + e);
            }
        }
        Cipher dec = algorithm.newCipher(p, name);
        try {
            dec.init(Cipher.DECRYPT_MODE, k, iv);
        } catch (InvalidKeyException | InvalidAlgorithmParameterException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] plain = dec.doFinal(ct);
            return Arrays.equals(plain, msg)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "decryption gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, e.toString());
        }
    }

    /** The key-wrap Cipher under the first name the provider offers, or null. */
    private Cipher keyWrap() {
        List<String> names = file == VectorFile.AES_KW
                ? List.of("AES/KW/NoPadding", "AESWRAP", "AESKW")
                : List.of("AES/KWP/NoPadding", "AESWRAPPAD", "AESKWP");
        return first("Cipher", names, Cipher::getInstance);
    }

    /**
     * A key-wrap vector through both APIs: {@code wrap}/{@code unwrap} (WRAP_MODE and UNWRAP_MODE, as
     * Wycheproof's harness did) and {@code doFinal} (ENCRYPT_MODE and DECRYPT_MODE), each answer naming its API.
     */
    private Answer wrap(JsonNode test) {
        byte[] msg = hex(test, "msg");
        byte[] ct = hex(test, "ct");
        SecretKeySpec k = new SecretKeySpec(hex(test, "key"), "AES");
        String result = test.path("result").asText();
        boolean valid = "valid".equals(result);
        // an empty key to wrap cannot be a SecretKeySpec: only unwrap and doFinal see such a vector
        if (msg.length > 0) {
            Answer a = wrapApi(k, msg, ct, result);
            if (a != null) {
                return a;
            }
        }
        Answer a = unwrapApi(k, msg, ct, result);
        if (a != null) {
            return a;
        }
        if (valid) {
            Cipher enc = keyWrap();
            try {
                enc.init(Cipher.ENCRYPT_MODE, k);
            } catch (InvalidKeyException e) {
                return new Answer(Got.NOT_OFFERED, e.toString());
            }
            try {
                byte[] out = enc.doFinal(msg);
                if (!Arrays.equals(out, ct)) {
                    return new Answer(Got.WRONG, "doFinal (ENCRYPT_MODE) gives " + HEX.formatHex(out));
                }
            } catch (GeneralSecurityException e) {
                return new Answer(Got.REJECTED, "doFinal (ENCRYPT_MODE): " + e);
            } catch (RuntimeException e) {
                return new Answer(Got.WRONG_EXCEPTION, "doFinal (ENCRYPT_MODE): " + e);
            }
        }
        Cipher dec = keyWrap();
        try {
            dec.init(Cipher.DECRYPT_MODE, k);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] plain = dec.doFinal(ct);
            return Arrays.equals(plain, msg)
                    ? Answer.of(Got.RIGHT)
                    : new Answer(Got.WRONG, "doFinal (DECRYPT_MODE) gives " + HEX.formatHex(plain));
        } catch (GeneralSecurityException e) {
            return new Answer(Got.REJECTED, "doFinal (DECRYPT_MODE): " + e);
        } catch (RuntimeException e) {
            return new Answer(Got.WRONG_EXCEPTION, "doFinal (DECRYPT_MODE): " + e);
        }
    }

    /** {@code Cipher.wrap} of msg: a valid vector must give ct, an invalid one must not; null if it did as it must. */
    private Answer wrapApi(SecretKeySpec k, byte[] msg, byte[] ct, String result) {
        Cipher c = keyWrap();
        try {
            c.init(Cipher.WRAP_MODE, k);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] out = c.wrap(new SecretKeySpec(msg, WRAPPED_ALGORITHM));
            if ("valid".equals(result) && !Arrays.equals(out, ct)) {
                return new Answer(Got.WRONG, "wrap gives " + HEX.formatHex(out));
            }
            if ("invalid".equals(result) && Arrays.equals(out, ct)) {
                return new Answer(Got.WRONG, "wrap gives the vector's ct");
            }
            return null;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            // Wycheproof's harness takes IllegalArgumentException as a refusal here (SecretKeySpec throws it)
            return "valid".equals(result) ? new Answer(Got.REJECTED, "wrap: " + e) : null;
        } catch (RuntimeException e) {
            return new Answer(Got.WRONG_EXCEPTION, "wrap: " + e);
        }
    }

    /** {@code Cipher.unwrap} of ct: a valid vector must give msg, an invalid one must be refused; null if it did as it must. */
    private Answer unwrapApi(SecretKeySpec k, byte[] msg, byte[] ct, String result) {
        Cipher c = keyWrap();
        try {
            c.init(Cipher.UNWRAP_MODE, k);
        } catch (InvalidKeyException e) {
            return new Answer(Got.NOT_OFFERED, e.toString());
        }
        try {
            byte[] out = c.unwrap(ct, WRAPPED_ALGORITHM, Cipher.SECRET_KEY).getEncoded();
            if ("invalid".equals(result)) {
                return new Answer(Got.WRONG, "unwrap gives " + HEX.formatHex(out));
            }
            return "valid".equals(result) && !Arrays.equals(out, msg)
                    ? new Answer(Got.WRONG, "unwrap gives " + HEX.formatHex(out))
                    : null;
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            // Wycheproof's harness takes IllegalArgumentException as a refusal: a provider's SecretKeySpec of an
            // empty unwrapped key throws it
            return "valid".equals(result) ? new Answer(Got.REJECTED, "unwrap: " + e) : null;
        } catch (RuntimeException e) {
            return new Answer(Got.WRONG_EXCEPTION, "unwrap: " + e);
        }
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
