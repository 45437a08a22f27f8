package cryptobench.cipher;

import cryptobench.provider.UnsupportedCombinationException;
import java.security.NoSuchAlgorithmException;
import java.security.Provider;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import javax.crypto.Cipher;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;

/** The cipher transformations cryptobench measures, with what each needs: key sizes, IV, block alignment. */
public enum CipherAlgorithm {
    AES_GCM("AES-GCM", "AesGcm", "aes-%d-gcm", Kind.AEAD, 12, List.of(128, 192, 256), "AES/GCM/NoPadding"),
    AES_CBC("AES-CBC", "AesCbc", "aes-%d-cbc", Kind.BLOCK_ALIGNED, 16, List.of(128, 192, 256), "AES/CBC/NoPadding"),
    AES_CBC_PKCS5(
            "AES-CBC-PKCS5", "AesCbcPkcs5", null, Kind.PADDED, 16, List.of(128, 192, 256), "AES/CBC/PKCS5Padding"),
    AES_CTR("AES-CTR", "AesCtr", "aes-%d-ctr", Kind.STREAM, 16, List.of(128, 192, 256), "AES/CTR/NoPadding"),
    AES_ECB("AES-ECB", "AesEcb", "aes-%d-ecb", Kind.BLOCK_ALIGNED, 0, List.of(128, 192, 256), "AES/ECB/NoPadding"),
    AES_OFB("AES-OFB", "AesOfb", "aes-%d-ofb", Kind.STREAM, 16, List.of(128, 192, 256), "AES/OFB/NoPadding"),
    AES_CFB(
            "AES-CFB128",
            "AesCfb",
            "aes-%d-cfb",
            Kind.STREAM,
            16,
            List.of(128, 192, 256),
            "AES/CFB128/NoPadding",
            "AES/CFB/NoPadding"),
    AES_EAX("AES-EAX", "AesEax", null, Kind.AEAD, 16, List.of(128, 192, 256), "AES/EAX/NoPadding"),
    AES_GCM_SIV("AES-GCM-SIV", "AesGcmSiv", null, Kind.AEAD, 12, List.of(128, 256), "AES/GCM-SIV/NoPadding"),
    // XTS keys are two AES keys (data key, then tweak key): 256 bits is AES-128-XTS, 512 bits AES-256-XTS.
    AES_XTS("AES-XTS", "AesXts", "aes-%d-xts", Kind.XTS, 16, List.of(256, 512), "AES/XTS/NoPadding"),
    // SunJCE and BC name it "ChaCha20-Poly1305"; Conscrypt also knows "ChaCha20/Poly1305/NoPadding".
    CHACHA20_POLY1305(
            "ChaCha20-Poly1305",
            "ChaCha20Poly1305",
            "chacha20-poly1305",
            Kind.AEAD,
            12,
            List.of(256),
            "ChaCha20-Poly1305",
            "ChaCha20/Poly1305/NoPadding");

    /** How the mode treats its input and IV. */
    public enum Kind {
        /** Authenticated; a fresh nonce per encryption and a 16-byte tag appended. */
        AEAD,
        /** NoPadding block mode: input must be a multiple of 16 bytes. */
        BLOCK_ALIGNED,
        /** Padded block mode: output grows to the next multiple of 16. */
        PADDED,
        /** Stream-like mode: any input length. */
        STREAM,
        /**
         * XTS: one data unit of 16 bytes to 16 MiB per {@code doFinal} (ciphertext stealing covers a partial last
         * block), the IV its 16-byte tweak; no tag, so nothing detects a changed ciphertext.
         */
        XTS
    }

    /** The largest data unit IEEE Std 1619 lets XTS take: 2^20 blocks. */
    public static final int XTS_MAX_DATA_UNIT = 1 << 24;

    public static final int TAG_BITS = 128;
    private static final Set<Integer> ALL_KEY_SIZES =
            Arrays.stream(values()).flatMap(a -> a.keySizes.stream()).collect(Collectors.toCollection(TreeSet::new));
    static final int BLOCK = 16;

    private final String displayName;
    private final String benchmark;
    private final String opensslName;
    private final Kind kind;
    private final int ivLength;
    private final List<Integer> keySizes;
    private final List<String> transformations;

    CipherAlgorithm(
            String displayName,
            String benchmark,
            String opensslName,
            Kind kind,
            int ivLength,
            List<Integer> keySizes,
            String... transformations) {
        this.displayName = displayName;
        this.benchmark = benchmark;
        this.opensslName = opensslName;
        this.kind = kind;
        this.ivLength = ivLength;
        this.keySizes = keySizes;
        this.transformations = List.of(transformations);
    }

    public String displayName() {
        return displayName;
    }

    /** The simple name of this algorithm's JMH class in {@code cryptobench.bench}. */
    public String benchmark() {
        return benchmark;
    }

    /** The {@code openssl speed -evp} name at this key size, or null if openssl speed has no counterpart. */
    public String opensslName(int keyBits) {
        // OpenSSL names XTS by one of its two AES keys: a 512-bit key is aes-256-xts.
        int bits = kind == Kind.XTS ? keyBits / 2 : keyBits;
        return opensslName == null ? null : String.format(Locale.ROOT, opensslName, bits);
    }

    public Kind kind() {
        return kind;
    }

    public boolean isAead() {
        return kind == Kind.AEAD;
    }

    /**
     * Whether every message starts with {@code init} and a fresh IV: an AEAD's nonce, or XTS's tweak (a data unit's
     * number; ACCP refuses to encrypt twice in a row under one key and tweak, and needs init after doFinal).
     */
    public boolean initsPerMessage() {
        return kind == Kind.AEAD || kind == Kind.XTS;
    }

    /** Whether one {@code doFinal} takes a message of this many bytes (a multiple of 16, or XTS's range). */
    public boolean takesLength(int length) {
        return switch (kind) {
            case BLOCK_ALIGNED -> length % BLOCK == 0;
            case XTS -> length >= BLOCK && length <= XTS_MAX_DATA_UNIT;
            default -> true;
        };
    }

    public int ivLength() {
        return ivLength;
    }

    public List<Integer> keySizes() {
        return keySizes;
    }

    /** The standard transformation name. */
    public String transformation() {
        return transformations.get(0);
    }

    public String keyAlgorithm() {
        return this == CHACHA20_POLY1305 ? "ChaCha20" : "AES";
    }

    /** The Cipher from this provider (called {@code name} in messages) under the first of this algorithm's names it offers. */
    public Cipher newCipher(Provider provider, String name) {
        for (String t : transformations) {
            try {
                return Cipher.getInstance(t, provider);
            } catch (NoSuchAlgorithmException | NoSuchPaddingException e) {
                // try the next alias
            }
        }
        throw new UnsupportedCombinationException(name + " does not offer " + transformation());
    }

    /** The init parameters for this IV or nonce; null for ECB. */
    public AlgorithmParameterSpec parameters(byte[] iv) {
        if (ivLength == 0) {
            return null;
        }
        // GCM, GCM-SIV and EAX take a GCMParameterSpec (tag length in bits); ChaCha20-Poly1305 an IvParameterSpec.
        return isAead() && this != CHACHA20_POLY1305 ? new GCMParameterSpec(TAG_BITS, iv) : new IvParameterSpec(iv);
    }

    /**
     * Checks a key size: a size no algorithm here has is bad input; a size this algorithm does not
     * define is an unsupported combination.
     */
    public void checkKeyBits(int keyBits) {
        if (keySizes.contains(keyBits)) {
            return;
        }
        String valid = keySizes.stream().map(String::valueOf).collect(Collectors.joining(", "));
        if (!ALL_KEY_SIZES.contains(keyBits)) {
            throw new IllegalArgumentException(
                    "keyBits " + keyBits + " is not a valid key size for " + displayName + "; valid: " + valid);
        }
        throw new UnsupportedCombinationException(
                displayName + " is defined for " + valid + "-bit keys only, not " + keyBits);
    }

    /**
     * Checks a key size given for any algorithm (as JMH's {@code -p keyBits=} is).
     *
     * @throws IllegalArgumentException if no algorithm here has that key size
     */
    public static void checkKnownKeyBits(int keyBits) {
        if (!ALL_KEY_SIZES.contains(keyBits)) {
            throw new IllegalArgumentException(
                    "keyBits " + keyBits + " is not a key size of any algorithm here; valid: "
                            + ALL_KEY_SIZES.stream().map(String::valueOf).collect(Collectors.joining(", ")));
        }
    }

    /**
     * Checks a message size: positive, a whole number of blocks for NoPadding block modes, one block to 16 MiB for
     * XTS. A positive size the mode does not define is an unsupported combination.
     */
    public void checkDataSize(int dataSize) {
        if (dataSize <= 0) {
            throw new IllegalArgumentException("dataSize must be a positive number of bytes, got " + dataSize);
        }
        if (kind == Kind.BLOCK_ALIGNED && dataSize % BLOCK != 0) {
            throw new UnsupportedCombinationException(
                    transformation() + " needs a multiple of " + BLOCK + " bytes, not dataSize " + dataSize);
        }
        if (kind == Kind.XTS && dataSize < BLOCK) {
            throw new UnsupportedCombinationException(transformation() + " needs a data unit of at least " + BLOCK
                    + " bytes (one block; ciphertext stealing covers any length above it), not dataSize " + dataSize);
        }
        if (kind == Kind.XTS && dataSize > XTS_MAX_DATA_UNIT) {
            throw new UnsupportedCombinationException(transformation() + " takes a data unit of at most "
                    + XTS_MAX_DATA_UNIT + " bytes (IEEE Std 1619: 2^20 blocks), not dataSize " + dataSize);
        }
    }

    /**
     * The algorithm named by its enum name, display name or transformation, case-insensitively.
     *
     * @throws IllegalArgumentException naming the valid algorithms
     */
    public static CipherAlgorithm parse(String name) {
        for (CipherAlgorithm a : values()) {
            if (a.name().equalsIgnoreCase(name)
                    || a.displayName.equalsIgnoreCase(name)
                    || a.transformations.stream().anyMatch(t -> t.equalsIgnoreCase(name))) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown algorithm '" + name + "'; valid: "
                + Arrays.stream(values()).map(CipherAlgorithm::displayName).collect(Collectors.joining(", ")));
    }
}
