package cryptobench.openssl;

import java.util.Locale;

/**
 * The environment variable that turns OpenSSL's hardware code paths off on one architecture, for the
 * baseline's "no AES-NI" run: {@code OPENSSL_ia32cap} on x86-64, {@code OPENSSL_armcap} on AArch64.
 *
 * @param variable the variable OpenSSL reads at start
 * @param value    its value
 * @param what     what it turns off, for people
 */
public record CapabilityMask(String variable, String value, String what) {

    /**
     * Clears the AES-NI (bit 57) and PCLMULQDQ (bit 33) bits of OpenSSL's first capability word. OpenSSL
     * 3.0 clears the second word (AVX2, AVX-512, VAES, SHA) with it: {@code openssl info -cpusettings}
     * shows {@code :0x0}, which is why ChaCha20-Poly1305 slows down under it too.
     */
    public static final CapabilityMask X86_64 =
            new CapabilityMask(Constants.IA32CAP, Constants.X86_VALUE, "AES-NI and PCLMULQDQ off");

    /** No ARMv8 crypto extensions (AES, PMULL, SHA) and no NEON. */
    public static final CapabilityMask AARCH64 =
            new CapabilityMask(Constants.ARMCAP, Constants.ARM_VALUE, "the ARMv8 crypto extensions and NEON off");

    /** The masks as compile-time constants, for help texts. */
    public static final class Constants {
        public static final String IA32CAP = "OPENSSL_ia32cap";
        public static final String X86_VALUE = "~0x200000200000000";
        public static final String ARMCAP = "OPENSSL_armcap";
        public static final String ARM_VALUE = "0";

        private Constants() {}
    }

    /** The mask for a JVM's {@code os.arch}, or null where there is none. */
    public static CapabilityMask forArch(String osArch) {
        return switch (osArch == null ? "" : osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> X86_64;
            case "aarch64", "arm64" -> AARCH64;
            default -> null;
        };
    }

    /** {@code VARIABLE=VALUE}, as a row records it. */
    public String env() {
        return variable + "=" + value;
    }
}
