package cryptobench.jvm;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A set of HotSpot intrinsics that a pure-Java fork switches off together: its flags, the fork
 * arguments that switch them off, and the check a fork makes of itself before it measures.
 */
public enum IntrinsicGroup {
    /** AES, GHASH, ChaCha20 and Poly1305. */
    CIPHER(IntrinsicFlags.CIPHER_FLAGS, IntrinsicFlags.CIPHER_INTRINSICS_OFF, IntrinsicFlags::requireCipherIntrinsicsOff),
    /** MD5, SHA-1, SHA-2 and SHA-3. */
    DIGEST(IntrinsicFlags.DIGEST_FLAGS, IntrinsicFlags.DIGEST_INTRINSICS_OFF, IntrinsicFlags::requireDigestIntrinsicsOff),
    /** BigInteger multiplication and the EC field arithmetic. */
    BIGINT(IntrinsicFlags.BIGINT_FLAGS, IntrinsicFlags.BIGINT_INTRINSICS_OFF, IntrinsicFlags::requireBigIntegerIntrinsicsOff);

    private final List<String> flags;
    private final List<String> offArgs;
    private final Supplier<Map<String, String>> requireOff;

    IntrinsicGroup(List<String> flags, List<String> offArgs, Supplier<Map<String, String>> requireOff) {
        this.flags = flags;
        this.offArgs = offArgs;
        this.requireOff = requireOff;
    }

    /** The flags, without the -XX: prefix. */
    public List<String> flags() {
        return flags;
    }

    /** The JVM arguments of a fork with this group switched off. */
    public List<String> offArgs() {
        return offArgs;
    }

    /**
     * The check every benchmark makes in its trial set-up: a fork of the pure-Java variant fails
     * unless this group's flags are really off. The default variant is not checked: switching its
     * intrinsics off on purpose is how a regression is simulated; env.json records its flags.
     *
     * @return the flags as read in the pure-Java fork, or an empty map for the default variant
     */
    public Map<String, String> checkFork(String benchmark) {
        return Variant.ofBenchmark(benchmark) == Variant.PURE_JAVA ? requireOff.get() : Map.of();
    }
}
