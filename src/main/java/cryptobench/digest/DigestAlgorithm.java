package cryptobench.digest;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.stream.Collectors;

/**
 * The message digests and MACs measured, each with one published known answer: FIPS 180-4 and
 * FIPS 202 examples ("abc"), RFC 1321 for MD5, the RIPEMD-160 authors' "abc" vector, and RFC 4231
 * test case 2 for HMAC.
 */
public enum DigestAlgorithm {
    MD5("MD5", "Md5", false, "", "abc", "900150983cd24fb0d6963f7d28e17f72"),
    SHA1("SHA-1", "Sha1", false, "", "abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
    SHA256("SHA-256", "Sha256", false, "", "abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
    SHA512(
            "SHA-512",
            "Sha512",
            false,
            "",
            "abc",
            "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                    + "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"),
    SHA3_256(
            "SHA3-256",
            "Sha3_256",
            false,
            "",
            "abc",
            "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"),
    RIPEMD160("RIPEMD160", "Ripemd160", false, "", "abc", "8eb208f7e05d987a9b044a8e98c6b087f15a0bfc"),
    HMAC_SHA256(
            "HmacSHA256",
            "HmacSha256",
            true,
            "Jefe",
            "what do ya want for nothing?",
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
    HMAC_SHA512(
            "HmacSHA512",
            "HmacSha512",
            true,
            "Jefe",
            "what do ya want for nothing?",
            "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
                    + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737");

    private final String jcaName;
    private final String benchmark;
    private final boolean mac;
    private final String kaKey;
    private final String kaInput;
    private final String kaOutput;

    DigestAlgorithm(String jcaName, String benchmark, boolean mac, String kaKey, String kaInput, String kaOutput) {
        this.jcaName = jcaName;
        this.benchmark = benchmark;
        this.mac = mac;
        this.kaKey = kaKey;
        this.kaInput = kaInput;
        this.kaOutput = kaOutput;
    }

    /** The JCA name, as passed to MessageDigest.getInstance or Mac.getInstance. */
    public String jcaName() {
        return jcaName;
    }

    /** The benchmark class, e.g. Sha256. */
    public String benchmark() {
        return benchmark;
    }

    public boolean isMac() {
        return mac;
    }

    byte[] knownKey() {
        return kaKey.getBytes(StandardCharsets.US_ASCII);
    }

    byte[] knownInput() {
        return kaInput.getBytes(StandardCharsets.US_ASCII);
    }

    byte[] knownOutput() {
        return HexFormat.of().parseHex(kaOutput);
    }

    /** The algorithm by enum name or JCA name, case-insensitively, or an error listing the valid ones. */
    public static DigestAlgorithm parse(String name) {
        for (DigestAlgorithm a : values()) {
            if (a.name().equalsIgnoreCase(name) || a.jcaName.equalsIgnoreCase(name)) {
                return a;
            }
        }
        throw new IllegalArgumentException("unknown digest or MAC '" + name + "'; valid: "
                + Arrays.stream(values()).map(DigestAlgorithm::jcaName).collect(Collectors.joining(", ")));
    }
}
