package cryptobench.cipher;

import java.util.List;

/** The AES key-wrap modes, with the Cipher names providers give them (standard name first). */
public enum WrapMode {
    /** RFC 3394: whole 8-byte blocks of at least 16 bytes. SunJCE: AES/KW/NoPadding; Bouncy Castle: AESWrap. */
    KW("AES-KW", List.of("AES/KW/NoPadding", "AESWrap")),
    /** RFC 5649: any length, padded. SunJCE and ACCP: AES/KWP/NoPadding; Bouncy Castle: AESWrapPad. */
    KWP("AES-KWP", List.of("AES/KWP/NoPadding", "AESWrapPad"));

    private final String displayName;
    private final List<String> cipherNames;

    WrapMode(String displayName, List<String> cipherNames) {
        this.displayName = displayName;
        this.cipherNames = cipherNames;
    }

    public String displayName() {
        return displayName;
    }

    public List<String> cipherNames() {
        return cipherNames;
    }
}
