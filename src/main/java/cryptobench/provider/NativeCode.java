package cryptobench.provider;

import java.util.Locale;

/**
 * What machine a native binary is built for, read from its ELF header, against the machine this JVM runs
 * on: so that a JDK or a provider's native library of another platform is reported with the reason
 * instead of failing to start or load.
 */
public final class NativeCode {

    private NativeCode() {}

    /** The machine an ELF file is built for ("x86-64", "AArch64"), or null if it is no ELF file or an unknown machine. */
    public static String elfMachine(byte[] header) {
        if (header.length < 20 || header[0] != 0x7f || header[1] != 'E' || header[2] != 'L' || header[3] != 'F') {
            return null;
        }
        int lo = header[18] & 0xff;
        int hi = header[19] & 0xff;
        int machine = header[5] == 2 ? (lo << 8) | hi : (hi << 8) | lo;
        return switch (machine) {
            case 0x03 -> "x86";
            case 0x3e -> "x86-64";
            case 0xb7 -> "AArch64";
            case 0x28 -> "ARM";
            case 0xf3 -> "RISC-V";
            case 0x15 -> "PowerPC64";
            case 0x16 -> "s390x";
            default -> null;
        };
    }

    /** The ELF machine name of an {@code os.arch}, or null if unknown. */
    public static String hostMachine(String osArch) {
        return switch (osArch.toLowerCase(Locale.ROOT)) {
            case "amd64", "x86_64" -> "x86-64";
            case "aarch64", "arm64" -> "AArch64";
            case "x86", "i386", "i686" -> "x86";
            case "arm" -> "ARM";
            case "riscv64" -> "RISC-V";
            case "ppc64", "ppc64le" -> "PowerPC64";
            case "s390x" -> "s390x";
            default -> null;
        };
    }

    /**
     * Why a native library whose first bytes are {@code header} cannot load in a JVM on {@code osName} and
     * {@code osArch}, or null if nothing says it cannot: an ELF library (Linux) on another OS, or one built
     * for another machine.
     */
    public static String mismatch(String library, byte[] header, String osName, String osArch) {
        String built = elfMachine(header);
        if (built == null) {
            return null;
        }
        boolean linux = osName.toLowerCase(Locale.ROOT).startsWith("linux");
        String host = hostMachine(osArch);
        if (!linux || (host != null && !host.equals(built))) {
            return library + " is a Linux library for " + built + ", and this JVM runs on " + osName + " " + osArch;
        }
        return null;
    }
}
